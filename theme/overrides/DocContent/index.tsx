import { DocContent as BasicDocContent } from '@rspress/core/theme-original';
import { memo } from 'react';

export const DocContent = memo(BasicDocContent);
