import { Overview as BuiltInOverview } from '@rspress/core/theme-original';
import { type ComponentProps, lazy, Suspense } from 'react';

// Only overview pages (`/config/`, `/api/`, …) render the Overview, so its code is a chunk of its
// own that those pages load, not part of every page's first load (budgets.json). The build renders
// it in full into the HTML; in the browser the served HTML stays until the chunk has loaded.
const LoadedOverview = lazy(() =>
  import('@rspress/core/dist/theme/components/Overview/index.js').then((module) => ({ default: module.Overview })),
);

type Props = ComponentProps<typeof BuiltInOverview>;

function LazyOverview(props: Props) {
  return (
    <Suspense fallback={null}>
      <LoadedOverview {...props} />
    </Suspense>
  );
}

// The Markdown copies' build swaps the built-in for a text version (site/plugins/llms), so it keeps it.
export const Overview = process.env.__SSR_MD__ ? BuiltInOverview : LazyOverview;
