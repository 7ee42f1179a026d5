// The end-to-end specs that `npm run test:stock` runs against the stock build (SLIM=0: stock Rspress
// plus the site's own features, rspress-slim/README.md): those that cover what rspress-slim/
// replaces (routes, navigation, page kinds, overviews, config facts, the progress bar, code blocks
// and search), so that each behaviour is proven with and without the layer.
export const STOCK_SPECS = [
  'e2e/routing.spec.ts',
  'e2e/navigation.spec.ts',
  'e2e/page-types.spec.ts',
  'e2e/overview.spec.ts',
  'e2e/config-meta.spec.ts',
  'e2e/progress.spec.ts',
  'e2e/code-blocks.spec.ts',
  'e2e/search.spec.ts',
];
