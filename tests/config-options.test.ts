// The config reference covers what @rstest/core 0.12.0 accepts, all of it and only that: every
// documented option is a key (or nested key) of `RstestConfig` in the installed type declarations,
// every config route has its facts and a page in both languages, and every key has a route.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { routesOf } from '../site/routes';
import { configOptions } from '../site/data/configOptions';
import { acceptedKeys, readDeclarations } from './helpers/declarations';

const ROOT = path.join(import.meta.dirname, '..');
const RSTEST_TYPES = path.join(ROOT, 'node_modules/@rstest/core/dist/index.d.ts');
const LANGS = ['en', 'zh'] as const;

const RSTEST = readDeclarations(RSTEST_TYPES);
const CONFIG_TYPE = RSTEST.type('RstestConfig');
const TOP_LEVEL_KEYS = RSTEST.checker.getPropertiesOfType(CONFIG_TYPE).map((p) => p.name);
const ACCEPTED = acceptedKeys(RSTEST.checker, CONFIG_TYPE);

const CONFIG_ROUTES = routesOf('en').filter((route) => /^\/config\/(test|build)\//.test(route));
const ROUTE_OPTIONS = CONFIG_ROUTES.map((route) => route.split('/').at(-1) as string);

function page(lang: string, route: string): string {
  return readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');
}

describe('documented options exist in RstestConfig of @rstest/core', () => {
  test('the d.ts has RstestConfig with its test and build keys', () => {
    expect(TOP_LEVEL_KEYS).toContain('testTimeout');
    expect(ACCEPTED.has('output.distPath')).toBe(true);
  });

  test.each(Object.keys(configOptions))('%s is accepted by RstestConfig', (name) => {
    expect(ACCEPTED.has(name), `${name} is not a key of RstestConfig`).toBe(true);
  });

  test('a key Rstest does not accept is caught', () => {
    // Rsbuild's output.target and source.entry are not part of RstestConfig.
    expect(ACCEPTED.has('output.target')).toBe(false);
    expect(ACCEPTED.has('source.entry')).toBe(false);
  });

  test('every build page documents exactly the sub-keys RstestConfig accepts', () => {
    for (const section of ['source', 'output', 'resolve', 'tools', 'dev', 'performance']) {
      const subKeys = [...ACCEPTED.keys()].filter(
        (key) => key.startsWith(`${section}.`) && key.split('.').length === 2,
      );
      const documented = Object.keys(configOptions).filter(
        (key) => key.startsWith(`${section}.`) && key.split('.').length === 2,
      );
      expect(documented.sort(), section).toEqual(subKeys.sort());
    }
  });
});

describe('every config route has its facts and a page in both languages', () => {
  test('every config route is named after a top-level key of RstestConfig', () => {
    expect(ROUTE_OPTIONS.filter((option) => !TOP_LEVEL_KEYS.includes(option))).toEqual([]);
    expect(new Set(ROUTE_OPTIONS).size).toBe(ROUTE_OPTIONS.length);
  });

  test.each(CONFIG_ROUTES)('%s', (route) => {
    const option = ROUTE_OPTIONS[CONFIG_ROUTES.indexOf(route)];
    expect(configOptions).toHaveProperty([option]);
    for (const lang of LANGS) {
      expect(existsSync(path.join(ROOT, 'docs', lang, `${route}.mdx`)), `${lang} page`).toBe(true);
      const source = page(lang, route);
      expect(source).toMatch(new RegExp(`^title: ${option}$`, 'm'));
      expect(source).toMatch(new RegExp(`^# ${option}$`, 'm'));
      expect(source).toContain(`<ConfigMeta name="${option}" />`);
    }
  });

  test('every nested key of the data is rendered on its option page in both languages', () => {
    for (const name of Object.keys(configOptions).filter((key) => key.includes('.'))) {
      const route = CONFIG_ROUTES.find((r) => r.endsWith(`/${name.split('.')[0]}`));
      expect(route, name).toBeDefined();
      for (const lang of LANGS)
        expect(page(lang, route as string), `${lang} ${name}`).toContain(`<ConfigMeta name="${name}" />`);
    }
  });

  test('pages type no metadata by hand: every ConfigMeta name is known', () => {
    for (const lang of LANGS) {
      for (const route of CONFIG_ROUTES) {
        for (const [, name] of page(lang, route).matchAll(/<ConfigMeta name="([^"]+)" \/>/g)) {
          expect(configOptions, `${lang}${route}`).toHaveProperty([name]);
        }
      }
    }
  });
});

describe('completeness', () => {
  test('every key of RstestConfig has a config page in both languages', () => {
    const missing = TOP_LEVEL_KEYS.filter((key) => {
      const route = CONFIG_ROUTES[ROUTE_OPTIONS.indexOf(key)];
      return !route || LANGS.some((lang) => !existsSync(path.join(ROOT, 'docs', lang, `${route}.mdx`)));
    });
    expect(missing.sort(), 'RstestConfig keys without a page in site/routes.txt and both languages').toEqual([]);
  });
});
