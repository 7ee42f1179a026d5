import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect, useRef } from 'react';

// Replaces Rspress's `useScrollReset` (its Layout imports it from `@rspress/core/theme`), which
// scrolls to the top whenever the layout mounts or the path changes, unless the URL has a hash.
// On the first mount that is the hydration of the served page: a reader who had already scrolled
// it (it is readable before its scripts run, see site/plugins/scriptsAfterPaint.ts) was thrown
// back to the top. Only a path change, a client navigation to another page, scrolls to the top.
export function useScrollReset() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (decodeURIComponent(window.location.hash).length === 0) window.scrollTo(0, 0);
  }, [pathname]);
}
