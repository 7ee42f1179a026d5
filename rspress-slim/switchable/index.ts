// The switchable half of rspress-slim/, the one layer of this site that reaches into the internals of
// @rspress/core and of the libraries its runtime bundles (React Router, Unhead, FlexSearch, nprogress):
// rewritten virtual modules and runtime modules, stand-ins aliased in the browser bundle, rewrites of
// compiled pages. Each patch is a row of ../README.md (what it changes, its target, the gain measured,
// its guard, when to delete it). Outside rspress-slim/ the site uses Rspress's documented extension
// points only (../boundary.test.ts); what stays on with `SLIM=0` is in ../always-on/.
//
// The patches only pay in the production bundle (first-load bytes, hydration work), so they apply to
// `rspress build` and never to the dev server; `SLIM=0 npm run build` builds stock Rspress with the
// site's own features, where an Rspress upgrade starts before turning patches back on one at a time.
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { BROWSER_ENVIRONMENT } from '../always-on/environments';
import { pluginCodeHtmlChunk } from './codeHtmlChunk';
import { pluginConfigFactsInPage } from './configFactsInPage';
import { pluginHydrateOnce } from './hydrateOnce';
import { pluginRoutePageData } from './routePageData';
import { pluginRouteTable } from './routeTable';

/** Whether the layer applies: production builds, unless `SLIM=0`. */
export const slimEnabled = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.SLIM !== '0' && env.NODE_ENV === 'production';

/** What ./headInBrowser.ts stands in for in the browser bundle (its PROVIDED lists the names). */
export const HEAD_SPECIFIERS = ['@unhead/react', '@unhead/react/client'];
/** What ./routerInBrowser.ts stands in for in the browser bundle. */
export const ROUTER_SPECIFIER = 'react-router-dom';

/** Browser-bundle aliases: each stands in for a module of Rspress's runtime in the browser only. */
function pluginBrowserAlias(name: string, aliases: Record<string, string>): RspressPlugin {
  return {
    name: `rspress-slim:${name}`,
    builderConfig: {
      plugins: [
        {
          name: `rspress-slim:${name}`,
          setup(api) {
            api.modifyBundlerChain(
              (
                chain: { resolve: { alias: { set(key: string, value: string): unknown } } },
                { environment }: { environment: { name: string } },
              ) => {
                if (environment.name !== BROWSER_ENVIRONMENT) return;
                for (const [specifier, file] of Object.entries(aliases))
                  chain.resolve.alias.set(specifier, path.join(import.meta.dirname, file));
              },
            );
          },
        },
      ],
    },
  };
}

/**
 * The patches, by the name ../README.md gives their row, in the order they must run, each with the
 * patches it needs. `SLIM_OFF=name,name` leaves some out (how an upgrade turns them back on one at a time).
 */
export const PATCHES: { name: string; needs?: string[]; plugin: (defaultLang: string) => RspressPlugin }[] = [
  { name: 'routePageData', needs: ['routeTable'], plugin: pluginRoutePageData },
  { name: 'routeTable', plugin: (defaultLang) => pluginRouteTable(defaultLang) },
  { name: 'codeHtmlChunk', needs: ['routeTable'], plugin: pluginCodeHtmlChunk },
  { name: 'configFactsInPage', needs: ['routeTable'], plugin: pluginConfigFactsInPage },
  { name: 'hydrateOnce', plugin: pluginHydrateOnce },
  {
    name: 'headInBrowser',
    plugin: () =>
      pluginBrowserAlias(
        'head-in-browser',
        Object.fromEntries(HEAD_SPECIFIERS.map((s) => [`${s}$`, 'headInBrowser.ts'])),
      ),
  },
  // Replaces the package folder Rspress aliases the name to, so the bare name gets this file.
  {
    name: 'routerInBrowser',
    plugin: () => pluginBrowserAlias('router-in-browser', { [ROUTER_SPECIFIER]: 'routerInBrowser.ts' }),
  },
  {
    name: 'nprogressOnDemand',
    plugin: () => pluginBrowserAlias('nprogress-on-demand', { nprogress$: 'nprogressOnDemand.ts' }),
  },
  // The site's search builds no FlexSearch index (../always-on/searchPatch.ts), so the engine stays out.
  { name: 'flexsearchStub', plugin: () => pluginBrowserAlias('flexsearch-stub', { flexsearch$: 'flexsearchStub.ts' }) },
];

/** The layer's plugins, in the order they must run; none when the layer is off. */
export function pluginsSlim(
  defaultLang: string,
  enabled = slimEnabled(),
  off: string[] = (process.env.SLIM_OFF ?? '').split(',').filter(Boolean),
): RspressPlugin[] {
  if (!enabled) return [];
  for (const name of off)
    if (!PATCHES.some((patch) => patch.name === name))
      throw new Error(`SLIM_OFF: no patch named "${name}" in rspress-slim`);
  const on = PATCHES.filter((patch) => !off.includes(patch.name));
  for (const patch of on)
    for (const need of patch.needs ?? [])
      if (off.includes(need)) throw new Error(`SLIM_OFF: ${patch.name} needs ${need}; leave both out or neither`);
  return on.map((patch) => patch.plugin(defaultLang));
}
