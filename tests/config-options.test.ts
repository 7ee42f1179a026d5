// The config reference covers what @rstest/core 0.12.0 accepts, all of it and only that: every
// documented option is a key (or nested key) of `RstestConfig` in the installed type declarations,
// every config route has its facts and a page in both languages, and every key has a route.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { routesOf } from '../site/routes';
import { configOptions } from '../theme/data/configOptions';

const ROOT = path.join(import.meta.dirname, '..');
const RSTEST_TYPES = path.join(ROOT, 'node_modules/@rstest/core/dist/index.d.ts');
const LANGS = ['en', 'zh'] as const;

const program = ts.createProgram([RSTEST_TYPES], {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
});
const checker = program.getTypeChecker();

function rstestConfigType(): ts.Type {
  const source = program.getSourceFile(RSTEST_TYPES);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const symbol = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'RstestConfig');
  if (!symbol) throw new Error('RstestConfig is not exported by @rstest/core');
  return checker.getDeclaredTypeOfSymbol(symbol);
}

/** The properties an option's object form accepts, across the members of a union such as `pool`. */
function objectProperties(type: ts.Type): ts.Symbol[] {
  const members = type.isUnion() ? type.types : [type];
  return members
    .filter((member) => member.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))
    .filter((member) => !checker.isArrayType(member) && member.getCallSignatures().length === 0)
    .flatMap((member) => checker.getPropertiesOfType(member));
}

/** Every key of RstestConfig and of the object forms of its values, up to three levels: `performance.buildCache.cacheDirectory`. */
function acceptedKeys(type: ts.Type, prefix = '', depth = 1): Set<string> {
  const keys = new Set<string>();
  const properties = depth === 1 ? checker.getPropertiesOfType(type) : objectProperties(type);
  for (const property of properties) {
    const name = `${prefix}${property.name}`;
    keys.add(name);
    if (depth < 3) {
      const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
      for (const nested of acceptedKeys(propertyType, `${name}.`, depth + 1)) keys.add(nested);
    }
  }
  return keys;
}

const CONFIG_TYPE = rstestConfigType();
const TOP_LEVEL_KEYS = checker.getPropertiesOfType(CONFIG_TYPE).map((p) => p.name);
const ACCEPTED = acceptedKeys(CONFIG_TYPE);

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
