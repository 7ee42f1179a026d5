// rspress-slim/switchable/routeTable.ts rewrites the route table Rspress generates. Its input here is what the
// installed Rspress generates (and the same text reprinted, as the bundler hands it over); the
// rewritten module is run with stand-ins for React and the lazy loader and must give every page the
// same path, file, language, version and chunk as Rspress's own table.
import { RouteService } from '@rspress/core/dist/node/route/RouteService.js';
import { describe, expect, test } from 'vitest';
import { compactRoutes, parseRoutes, type RouteEntry, routePathOf } from '../routeTable';

interface RouteMeta {
  routePath: string;
  relativePath: string;
  absolutePath: string;
  lang: string;
  version: string;
  pageName: string;
}

const meta = (routePath: string, relativePath: string, lang: string, version = ''): RouteMeta => ({
  routePath,
  relativePath,
  absolutePath: `/site/docs/${relativePath}`,
  lang,
  version,
  pageName:
    relativePath
      .split('/')
      .pop()
      ?.replace(/\.mdx?$/, '') ?? '',
});

const ROUTES: RouteMeta[] = [
  meta('/', 'en/index.mdx', 'en'),
  meta('/guide/start/quick-start', 'en/guide/start/quick-start.mdx', 'en'),
  meta('/api/', 'en/api/index.mdx', 'en'),
  meta('/zh/', 'zh/index.mdx', 'zh'),
  meta('/zh/config/test/pool', 'zh/config/test/pool.md', 'zh'),
  // Off the rule: the code must then carry the path, language and version itself.
  meta('/custom-path', 'en/other/name.mdx', 'en'),
  meta('/zh/v2/x', 'zh/x.mdx', 'zh', 'v2'),
];

const generated = (routes: RouteMeta[]) =>
  (
    RouteService.prototype as unknown as { generateRoutesCodeByRouteMeta(r: RouteMeta[]): string }
  ).generateRoutesCodeByRouteMeta.call({}, routes);

/** The module as SWC reprints it before the transform sees it (two-space indent, `/*#__PURE__*\/`, `()=>`). */
const reprinted = (code: string) =>
  code
    .replace(/\(\) => import/g, '()=>import')
    .replace(/React\.createElement/g, '/*#__PURE__*/ React.createElement')
    .replace(/, (\w+): /g, ',\n        $1: ')
    .replace(/\{ path: /g, '{\n        path: ');

/** Runs the compact module with stand-ins: `import()` records the file and chunk it would load. */
function run(code: string, load = async (chunkName: string, file: string): Promise<unknown> => ({ chunkName, file })) {
  const body = code
    .replace("import React from 'react';", '')
    .replace("import { lazyWithPreload } from 'react-lazy-with-preload';", '')
    .replace(/import\(\/\* webpackChunkName: ("[^"]+") \*\/ ("[^"]+")\)/g, 'load($1, $2)')
    .replace('export const routes =', 'return');
  const React = { createElement: (component: unknown) => ({ component }) };
  const lazyWithPreload = (loader: () => unknown) => ({ loader, preload: async () => undefined });
  return new Function('React', 'lazyWithPreload', 'load', body)(React, lazyWithPreload, load) as {
    path: string;
    filePath: string;
    lang: string;
    version: string;
    element: { component: { loader: () => Promise<{ chunkName: string; file: string }> } };
    preload: () => Promise<{ chunkName: string; file: string }>;
  }[];
}

describe('the compact route table', () => {
  const original = generated(ROUTES);

  test.each([
    ['as generated', original],
    ['as reprinted', reprinted(original)],
  ])('reads every route of the table %s', (_, code) => {
    const parsed = parseRoutes(code);
    expect(parsed.map(({ path, filePath, lang, version }) => ({ path, filePath, lang, version }))).toEqual(
      ROUTES.map((route) => ({
        path: route.routePath,
        filePath: route.relativePath,
        lang: route.lang,
        version: route.version,
      })),
    );
    expect(new Set(parsed.map((route) => route.chunkName)).size).toBe(ROUTES.length);
  });

  test('gives every page what Rspress gives it, and loads the same file in the same chunk', async () => {
    const parsed = parseRoutes(original);
    const routes = run(compactRoutes(parsed, 'en'));
    expect(routes).toHaveLength(ROUTES.length);
    for (const [index, route] of routes.entries()) {
      const expected: RouteEntry = parsed[index] as RouteEntry;
      expect({ path: route.path, filePath: route.filePath, lang: route.lang, version: route.version }).toEqual({
        path: expected.path,
        filePath: expected.filePath,
        lang: expected.lang,
        version: expected.version,
      });
      const loaded = { chunkName: expected.chunkName, file: JSON.parse(expected.file) };
      await expect(route.preload()).resolves.toEqual(loaded);
      await expect(route.element.component.loader()).resolves.toEqual(loaded);
    }
  });

  test('a page that exports __beforeRender resolves once that has, for the render and the preload alike', async () => {
    const steps: string[] = [];
    const load = async () => ({
      __beforeRenderTest: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        steps.push('before render');
      },
    });
    const [route] = run(compactRoutes(parseRoutes(original), 'en'), load);
    await route?.preload();
    steps.push('preloaded');
    await route?.element.component.loader();
    steps.push('loaded');
    expect(steps).toEqual(['before render', 'preloaded', 'before render', 'loaded']);
  });

  test('writes a path, language or version only where the rule does not give it', () => {
    const code = compactRoutes(parseRoutes(original), 'en');
    expect(code).toContain(`page("en/guide/start/quick-start.mdx", () => import(`);
    expect(code).toMatch(/page\("en\/other\/name\.mdx", .*\), "\/custom-path"\)/);
    expect(code).toMatch(/page\("zh\/x\.mdx", .*\), "\/zh\/v2\/x", undefined, "v2"\)/);
  });

  test('a module of another shape is refused, not half read', () => {
    expect(() => parseRoutes(original.replace('lang:', 'language:'))).toThrow(/changed shape/);
    expect(() => parseRoutes('export const routes = [];')).toThrow(/changed shape/);
  });
});

describe('routePathOf', () => {
  test.each([
    ['en/index.mdx', '/'],
    ['en/guide/start/quick-start.mdx', '/guide/start/quick-start'],
    ['en/api/index.mdx', '/api/'],
    ['zh/index.mdx', '/zh/'],
    ['zh/config/test/pool.md', '/zh/config/test/pool'],
    ['en/guide/reindex.mdx', '/guide/reindex'],
  ])('%s is served at %s', (file, route) => {
    expect(routePathOf(file, 'en')).toBe(route);
  });
});
