// A global UI component that notes the first client navigation away from the page the server sent:
// from then on code blocks load their HTML themselves (site/plugins/codeHtmlInBrowser.ts).
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';
import { servedPageLeft } from '../../../site/plugins/codeHtmlInBrowser';

export default function ServedPage() {
  const { pathname } = useLocation();
  const served = useRef(pathname);
  useEffect(() => {
    if (pathname !== served.current) servedPageLeft();
  }, [pathname]);
  return null;
}
