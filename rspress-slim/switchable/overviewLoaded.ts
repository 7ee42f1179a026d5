// The Overview an overview page's module loaded before the page rendered (./routePageData.ts has
// the module load it and hand it over here), which the theme's Overview (theme/overrides/Overview)
// renders in place of its lazy path. Nothing hands one over without the layer (`SLIM=0`, `npm run dev`).
import type { Overview } from '@rspress/core/theme-original';

let loaded: typeof Overview | undefined;

/** Called by an overview page's module once it has loaded the Overview. */
export function overviewLoaded(component: typeof Overview): void {
  loaded = component;
}

/** The Overview an overview page's module loaded, if one did. */
export const loadedOverview = (): typeof Overview | undefined => loaded;
