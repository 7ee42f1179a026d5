// The built-in DocLayout renders again right after hydration (see ../DocContent), which rendered the
// whole sidebar again with it. The sidebar takes no props; what it shows comes from the router and
// its own state, so the memoised Sidebar skips those renders (e2e/hydrate-once.spec.ts).
import { Sidebar as BasicSidebar } from '@rspress/core/theme-original';
import { memo } from 'react';

export const Sidebar = memo(BasicSidebar);
