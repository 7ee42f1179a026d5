import { Overview as BuiltInOverview } from '@rspress/core/theme-original';
import { type ComponentProps, lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';

// Only overview pages (`/config/`, `/api/`, …) render the Overview, so its code is a chunk of its
// own that those pages load, not part of every page's first load (budgets.json). An overview page's
// module loads it before it resolves (site/plugins/routePageData.ts), so the page renders and
// hydrates with it; the lazy path only serves a page that renders it without that.
const LoadedOverview = lazy(() =>
  import('@rspress/core/dist/theme/components/Overview/index.js').then((module) => ({ default: module.Overview })),
);

type Props = ComponentProps<typeof BuiltInOverview>;

/** The built-in, once an overview page's module has loaded it (site/plugins/routePageData.ts). */
let Loaded: typeof BuiltInOverview | undefined;

export function overviewLoaded(component: typeof BuiltInOverview): void {
  Loaded = component;
}

/**
 * The built-in focuses its filter box when it mounts, and the browser scrolls the box into view: a
 * reader who had scrolled the served page before it hydrated was thrown back to the top. The box
 * keeps the focus; the page stays where the reader left it. (A parent's effects run after its
 * children's, so the position is read before the focus and put back after it.)
 */
function useScrollKeptThroughFocus() {
  const before = useRef(0);
  useLayoutEffect(() => {
    before.current = window.scrollY;
  }, []);
  useEffect(() => {
    if (window.scrollY !== before.current) window.scrollTo(window.scrollX, before.current);
  }, []);
}

function LazyOverview(props: Props) {
  useScrollKeptThroughFocus();
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LoadedOverview {...props} />
    </Suspense>
  );
}

// The Markdown copies' build swaps the built-in for a text version (site/plugins/llms), so it keeps it.
export const Overview = process.env.__SSR_MD__ ? BuiltInOverview : LazyOverview;
