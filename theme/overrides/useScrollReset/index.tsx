import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect, useRef } from 'react';
import { servedPageLeft } from '../../../rspress-slim/switchable/codeHtmlInBrowser';

// Replaces Rspress's `useScrollReset` (its Layout imports it from `@rspress/core/theme`), which
// scrolls to the top whenever the layout mounts or the path changes, unless the URL has a hash.
// On the first mount that is the hydration of the served page: a reader who had already scrolled
// it (it is readable before its scripts run, see plugins/scriptsAfterPaint.ts) was thrown
// back to the top. Only a path change, a client navigation to another page, scrolls to the top.
// That first change is also when the reader leaves the page the server sent, which its code blocks
// need to know (rspress-slim/switchable/codeHtmlInBrowser.ts): the layout that runs this is on every page.
export function useScrollReset() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    servedPageLeft();
    if (decodeURIComponent(window.location.hash).length === 0) window.scrollTo(0, 0);
  }, [pathname]);
}
