import { Overview as BuiltInOverview } from '@rspress/core/theme-original';
import { type ComponentProps, lazy, Suspense } from 'react';
import { loadedOverview } from '../../../rspress-slim/switchable/overviewLoaded';

// Only overview pages (`/config/`, `/api/`, …) render the Overview, so its code is a chunk of its
// own that those pages load, not part of every page's first load (budgets.json). An overview page's
// module loads it before it resolves (rspress-slim/switchable/routePageData.ts), so the page renders and
// hydrates with it; the lazy path only serves a page that renders it without that.
const LoadedOverview = lazy(() =>
  import('../../../rspress-slim/always-on/ScrollKeptOverview').then((module) => ({ default: module.Overview })),
);

type Props = ComponentProps<typeof BuiltInOverview>;

// The Suspense boundary stays when the component is already loaded: the served page was rendered
// through the lazy path, and hydrating it without the boundary its markup carries is a mismatch
// (React error #418) that makes React render the whole page again.
function LazyOverview(props: Props) {
  /** The built-in (ScrollKeptOverview), once an overview page's module has loaded it. */
  const Loaded = loadedOverview();
  return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <LoadedOverview {...props} />}</Suspense>;
}

// The Markdown copies' build swaps the built-in for a text version (plugins/llms), so it keeps it.
export const Overview = import.meta.env.SSG_MD ? BuiltInOverview : LazyOverview;
