// The built-in DocLayout renders again right after hydration: the outline's heading watcher keeps
// the content element in state, set as the page commits. Each of those renders made the page's
// whole text render again, as DocContent hands MDX a new components object every time. Its props
// do not change then, so the memoised DocContent skips that work (e2e/hydrate-once.spec.ts); a new
// page still renders, as the route it shows comes from the router, not from these props.
import { DocContent as BasicDocContent } from '@rspress/core/theme-original';
import { memo } from 'react';

export const DocContent = memo(BasicDocContent);
