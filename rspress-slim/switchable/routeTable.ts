// Rspress gap: the route table (`virtual-routes`) ships in the entry chunk with five fields and
// three closures written out per page, and the bundler's runtime adds a name and a content hash per
// page chunk, so the first load of every page grew with the site. In the browser bundle this module
// rewrites the table as one call per page, whose path, language and version are derived from its
// file where they follow the usual rule, and names async chunks by id and build hash, which the
// runtime computes instead of looking up. Guarded by rspress-slim/upgrade-guard.test.ts.
import type { RspressPlugin } from '@rspress/core';
import { BROWSER_ENVIRONMENT } from '../always-on/environments';
import { routePathOf } from '../../site/routePaths.mjs';

/** A page module may export functions named with this prefix; its route resolves once the promises they return have. */
export const BEFORE_RENDER_EXPORT = '__beforeRender';

/** The virtual module Rspress writes the route table to, under the project's `.rspress/runtime`. */
export const ROUTES_MODULE = /[\\/]\.rspress[\\/]runtime[\\/]virtual-routes\.js$/;
/** Async chunks: one name per build for every chunk, so the runtime needs no per-chunk table. */
export const ASYNC_CHUNK_FILENAME = 'static/js/async/[id].[fullhash:10].js';

/** One route as Rspress writes it. */
export interface RouteEntry {
  path: string;
  filePath: string;
  lang: string;
  version: string;
  chunkName: string;
  /** The JSON string literal of the page file's absolute path. */
  file: string;
}

// Whitespace-tolerant: the module reaches this transform reprinted by the ones before it.
const LOADER =
  /const loadRoute(\d+)\s*=\s*\(\)\s*=>\s*import\(\/\* webpackChunkName: "([^"]+)" \*\/\s*("(?:[^"\\]|\\.)*")\)/g;
const ENTRY = new RegExp(
  [
    String.raw`\{\s*path:\s*'([^']*)',`,
    String.raw`\s*element:\s*(?:\/\*#__PURE__\*\/\s*)?React\.createElement\(Route(\d+)\),`,
    String.raw`\s*filePath:\s*'([^']*)',`,
    String.raw`\s*preload:\s*async\s*\(\)\s*=>\s*\{\s*await Route\2\.preload\(\);\s*return loadRoute\2\(\);\s*\},`,
    String.raw`\s*lang:\s*'([^']*)',\s*version:\s*'([^']*)'\s*\}`,
  ].join(''),
  'g',
);

/** Reads the routes out of Rspress's generated module; throws when its shape changed. */
export function parseRoutes(code: string): RouteEntry[] {
  const loaders = new Map([...code.matchAll(LOADER)].map(([, index, chunkName, file]) => [index, { chunkName, file }]));
  const routes = [...code.matchAll(ENTRY)].map(([, routePath, index, filePath, lang, version]) => {
    const loader = loaders.get(index);
    if (!loader) throw new Error(`virtual-routes: route ${index} has no loader`);
    return { path: routePath, filePath, lang, version, ...loader };
  });
  const declared = (code.match(/React\.createElement\(Route\d+\)/g) ?? []).length;
  if (routes.length === 0 || routes.length !== loaders.size || routes.length !== declared)
    throw new Error('virtual-routes changed shape: revisit rspress-slim/switchable/routeTable.ts');
  return routes;
}

export { routePathOf };

/** The compact module: a page's path, language and version are passed only where the rule does not give them. */
export function compactRoutes(routes: RouteEntry[], defaultLang: string): string {
  const calls = routes.map((route) => {
    const lang = route.filePath.split('/')[0];
    const args = [
      JSON.stringify(route.filePath),
      `() => import(/* webpackChunkName: ${JSON.stringify(route.chunkName)} */ ${route.file})`,
    ];
    const exceptions = [
      route.path === routePathOf(route.filePath, defaultLang) ? undefined : route.path,
      route.lang === lang ? undefined : route.lang,
      route.version === '' ? undefined : route.version,
    ];
    while (exceptions.length > 0 && exceptions[exceptions.length - 1] === undefined) exceptions.pop();
    return `page(${[...args, ...exceptions.map((value) => (value === undefined ? 'undefined' : JSON.stringify(value)))].join(', ')})`;
  });
  return `import React from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
const routePathOf = ${routePathOf.toString()};
function page(filePath, loadModule, path = routePathOf(filePath, ${JSON.stringify(defaultLang)}), lang = filePath.split('/')[0], version = '') {
  const load = () => loadModule().then((module) => Promise.all(Object.keys(module).filter((name) => name.startsWith(${JSON.stringify(BEFORE_RENDER_EXPORT)})).map((name) => module[name]())).then(() => module));
  const Page = lazyWithPreload(load);
  return { path, element: React.createElement(Page), filePath, preload: async () => { await Page.preload(); return load(); }, lang, version };
}
export const routes = [
${calls.join(',\n')}
];
`;
}

export function pluginRouteTable(defaultLang: string): RspressPlugin {
  return {
    name: 'rstest-docs:route-table',
    builderConfig: {
      plugins: [
        {
          name: 'rstest-docs:route-table',
          setup(api) {
            const environments = [BROWSER_ENVIRONMENT];
            api.transform({ test: ROUTES_MODULE, order: 'post', environments }, ({ code }: { code: string }) =>
              compactRoutes(parseRoutes(code), defaultLang),
            );
            api.modifyRspackConfig(
              (
                config: { output?: { chunkFilename?: unknown } },
                { environment, isProd }: { environment: { name: string }; isProd: boolean },
              ) => {
                // The dev server keeps Rsbuild's names, which hot reloading works with.
                if (!isProd || environment.name !== BROWSER_ENVIRONMENT) return;
                config.output ??= {};
                config.output.chunkFilename = ASYNC_CHUNK_FILENAME;
              },
            );
          },
        },
      ],
    },
  };
}
