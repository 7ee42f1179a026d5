// The built-in Overview, loaded with an overview page (theme/overrides/Overview), keeping the page's scroll
// position when it mounts. The built-in focuses its filter box as it mounts, and the browser scrolls
// the box into view: a reader who had scrolled the served page before it hydrated was thrown back to
// the top. The box keeps the focus; the page stays where the reader left it. (A parent's effects run
// after its children's, so the position is read before the focus and put back after it.)
import { Overview as BuiltInOverview } from '@rspress/core/dist/theme/components/Overview/index.js';
import { type ComponentProps, useEffect, useLayoutEffect, useRef } from 'react';

export function Overview(props: ComponentProps<typeof BuiltInOverview>) {
  const before = useRef(0);
  useLayoutEffect(() => {
    before.current = window.scrollY;
  }, []);
  useEffect(() => {
    if (window.scrollY !== before.current) window.scrollTo(window.scrollX, before.current);
  }, []);
  return <BuiltInOverview {...props} />;
}
