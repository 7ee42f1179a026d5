// Fails on an @rspress/core upgrade that removes or renames what the layer relies on: the prototype
// methods it patches, the modules it rewrites or stands in for, and the `dist/` files it imports.
// Each failure names the file to revisit.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type ts from 'typescript';
import { declaredExports } from '../lib/typescript';
import { describe, expect, test, vi } from 'vitest';

vi.mock('@rspress/core/dist/theme/components/Search/logic/search.js', () => ({ PageSearcher: class {} }));
vi.mock('@rspress/core/runtime', () => ({}));
vi.mock('virtual-page-data', () => ({ searchIndexHash: {} }));

const ROOT = path.join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

/** Every `@rspress/core/dist/...` specifier the layer imports (./boundary.test.ts keeps them all here). */
function distImports(): { file: string; specifier: string }[] {
  const found: { file: string; specifier: string }[] = [];
  for (const dir of ['rspress-slim']) {
    for (const entry of readdirSync(path.join(ROOT, dir), { recursive: true })) {
      const file = path.join(dir, String(entry));
      if (!/\.(m?[jt]sx?|css)$/.test(file)) continue;
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of text.matchAll(/['"](@rspress\/core\/dist\/[^'"]+)['"]/g)) {
        found.push({ file, specifier: match[1] });
      }
    }
  }
  return found;
}

describe('an @rspress/core upgrade keeps what the layer relies on', () => {
  test.each(distImports())('$file imports $specifier, which still resolves', ({ file, specifier }) => {
    let resolved: string | undefined;
    try {
      resolved = require.resolve(specifier);
    } catch {
      resolved = undefined;
    }
    expect(resolved, `${specifier} no longer exists in @rspress/core: revisit ${file}`).toBeDefined();
  });

  test('what rspress-slim/always-on/markdownCopies.ts changes in the build of the Markdown copies is still where it was', async () => {
    const { MARKDOWN_ENVIRONMENT } = await import('./always-on/environments');
    const { OVERVIEW_REQUEST } = await import('./always-on/markdownCopies');
    const rsbuildSetup = readFileSync(require.resolve('@rspress/core/dist/node/initRsbuild.js'), 'utf8');
    for (const snippet of [`'${MARKDOWN_ENVIRONMENT}'`]) {
      expect(
        rsbuildSetup,
        `Rspress no longer sets up ${snippet}: revisit rspress-slim/always-on/markdownCopies.ts`,
      ).toContain(snippet);
    }
    const themeEntry = readFileSync(require.resolve('@rspress/core/theme-original'), 'utf8');
    expect(
      themeEntry,
      `the built-in theme no longer imports its Overview from ${OVERVIEW_REQUEST}: revisit rspress-slim/always-on/markdownCopies.ts`,
    ).toContain(`export { Overview } from "${OVERVIEW_REQUEST}"`);
  });

  test('Rspress still applies replaceRules to the source it compiles and indexes (MdxComments in ./always-on/markdownCopies.ts)', () => {
    const dist = (file: string) => readFileSync(require.resolve(`@rspress/core/dist/node/${file}`), 'utf8');
    const revisit = 'revisit MdxComments in rspress-slim/always-on/markdownCopies.ts';
    expect(dist('utils/applyReplaceRules.js'), `replaceRules no longer call String#replace: ${revisit}`).toContain(
      'result.replace(rule.search, rule.replace)',
    );
    expect(dist('mdx/processor.js'), `the MDX compile no longer applies replaceRules: ${revisit}`).toContain(
      'applyReplaceRules(emptyLinesSource, replaceRules)',
    );
    expect(dist('route/extractPageData.js'), `the search index no longer applies replaceRules: ${revisit}`).toContain(
      'applyReplaceRules(contentWithoutFrontMatter, replaceRules)',
    );
  });

  test('the PageSearcher methods rspress-slim/always-on/searchPatch.ts replaces still exist', async () => {
    const { PATCHED_METHODS, PATCHED_MODULE } = await import('./always-on/searchPatch');
    const exports = declaredExports(PATCHED_MODULE);
    const searcher = exports.get('PageSearcher');
    expect(
      searcher,
      `${PATCHED_MODULE} no longer exports PageSearcher: revisit rspress-slim/always-on/searchPatch.ts`,
    ).toBeDefined();
    const instance = exports.checker.getDeclaredTypeOfSymbol(searcher as ts.Symbol);
    const methods = instance.getProperties().map((p) => p.name);
    for (const method of PATCHED_METHODS) {
      expect(
        methods,
        `PageSearcher.prototype.${method} is gone: revisit rspress-slim/always-on/searchPatch.ts`,
      ).toContain(method);
    }
  });

  test('the search index is still named by the hash rspress-slim/always-on/searchPatch.ts reads to find the term index beside it', () => {
    const provider = readFileSync(
      require.resolve('@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js'),
      'utf8',
    );
    const revisit = 'revisit termIndexUrl in rspress-slim/always-on/searchPatch.ts';
    expect(provider, `the provider no longer reads searchIndexHash from virtual-page-data: ${revisit}`).toMatch(
      /import \{ searchIndexHash \} from "virtual-page-data"/,
    );
    expect(provider, `the hash is no longer keyed by <version>###<lang>: ${revisit}`).toContain(
      ['const searchIndexGroupID = `$', "{version ?? ''}###$", "{lang ?? ''}`;"].join(''),
    );
    expect(provider, `the index file is no longer static/search_index.<lang>.<hash>.json: ${revisit}`).toContain(
      [
        '/static/$',
        '{SEARCH_INDEX_NAME}$',
        '{searchIndexVersion}$',
        '{searchIndexLang}.$',
        '{searchIndexHashValue}.json',
      ].join(''),
    );
  });

  test('the page data rspress-slim/switchable/routePageData.ts moves into page modules is still read as it expects', async () => {
    const { PAGE_DATA_EXPORT, PAGE_DATA_MODULE, emptyPageList } = await import('./switchable/routePageData');
    const { BROWSER_ENVIRONMENT } = await import('./always-on/environments');
    const revisit = 'revisit rspress-slim/switchable/routePageData.ts';
    const rsbuildSetup = readFileSync(require.resolve('@rspress/core/dist/node/initRsbuild.js'), 'utf8');
    expect(rsbuildSetup, `the browser bundle is no longer built in "${BROWSER_ENVIRONMENT}": ${revisit}`).toMatch(
      new RegExp(`environments: \\{\\s+${BROWSER_ENVIRONMENT}: \\{[\\s\\S]{0,1000}?target: 'web'`),
    );
    const writer = readFileSync(
      require.resolve('@rspress/core/dist/node/runtimeModule/pageData/rsbuildPlugin.js'),
      'utf8',
    );
    expect(writer, `Rspress no longer writes ${PAGE_DATA_MODULE} to .rspress: ${revisit}`).toContain(
      `tempDir: '.rspress'`,
    );
    expect(writer, `${PAGE_DATA_MODULE} no longer starts with "${PAGE_DATA_EXPORT}": ${revisit}`).toContain(
      `${PAGE_DATA_EXPORT}\${JSON.stringify(ref.pageData`,
    );
    const sample = `${PAGE_DATA_EXPORT}${JSON.stringify({ pages: [{ routePath: '/a' }] }, null, 2)};\n export const searchIndexHash = {};`;
    expect(emptyPageList(sample)).toBe(`${PAGE_DATA_EXPORT}{"pages":[]};\n export const searchIndexHash = {};`);
    const init = readFileSync(require.resolve('@rspress/core/dist/runtime/initPageData.js'), 'utf8');
    for (const snippet of ['pageData.pages.find(', '...rest,', '...extractPageInfo,']) {
      expect(init, `initPageData no longer has ${snippet}: ${revisit}`).toContain(snippet);
    }
    const overview = readFileSync(require.resolve('@rspress/core/dist/theme/components/Overview/index.js'), 'utf8');
    expect(overview, `the Overview no longer lists siteData.pages: ${revisit}`).toContain(
      'const { pages } = siteData;',
    );
  });
});

describe('the framework patches in plugins still meet what they replace', () => {
  test('rspress-slim/switchable/routeTable.ts still finds the route table where Rspress writes it', () => {
    const revisit = 'revisit rspress-slim/switchable/routeTable.ts (tests/route-table.test.ts reads its shape)';
    const rsbuildSetup = readFileSync(require.resolve('@rspress/core/dist/node/initRsbuild.js'), 'utf8');
    expect(rsbuildSetup, `virtual modules are no longer written to .rspress/runtime: ${revisit}`).toContain(
      `tempDir: '.rspress/runtime'`,
    );
    const routeList = readFileSync(require.resolve('@rspress/core/dist/node/runtimeModule/routeList.js'), 'utf8');
    expect(routeList, `the route table is no longer the module "virtual-routes": ${revisit}`).toContain(
      `["virtual-routes"]: ()=>routeService.generateRoutesCode()`,
    );
  });

  test('Rspress calls only the nprogress methods rspress-slim/switchable/nprogressOnDemand.ts provides', async () => {
    const { USED_METHODS } = await import('./switchable/nprogressOnDemand');
    const dist = path.dirname(require.resolve('@rspress/core/package.json'));
    const called = new Set<string>();
    for (const file of readdirSync(path.join(dist, 'dist'), { recursive: true })) {
      if (!String(file).endsWith('.js')) continue;
      const text = readFileSync(path.join(dist, 'dist', String(file)), 'utf8');
      if (!/from "nprogress"/.test(text)) continue;
      for (const [, method] of text.matchAll(/\bnprogress\.(\w+)\(/g)) called.add(method as string);
    }
    expect(
      called.size,
      'no nprogress call found: revisit rspress-slim/switchable/nprogressOnDemand.ts',
    ).toBeGreaterThan(0);
    for (const method of called)
      expect(
        USED_METHODS as readonly string[],
        `Rspress now calls nprogress.${method}: revisit rspress-slim/switchable/nprogressOnDemand.ts`,
      ).toContain(method);
  });
});

test('rspress-slim/switchable/headInBrowser.ts provides every Unhead name and input Rspress uses in the browser', async () => {
  const { PROVIDED } = await import('./switchable/headInBrowser');
  const { HEAD_SPECIFIERS } = await import('./switchable/index');
  const revisit = 'revisit rspress-slim/switchable/headInBrowser.ts';
  expect(Object.keys(PROVIDED).sort()).toEqual([...HEAD_SPECIFIERS].sort());
  const stand = await import('./switchable/headInBrowser');
  const dist = path.join(path.dirname(require.resolve('@rspress/core/package.json')), 'dist');
  const imported = new Map<string, Set<string>>();
  for (const folder of ['runtime', 'theme']) {
    for (const file of readdirSync(path.join(dist, folder), { recursive: true })) {
      // The server entries render with the real Unhead; only the browser bundle takes the stand-in.
      if (!String(file).endsWith('.js') || /^ssr/.test(path.basename(String(file)))) continue;
      const text = readFileSync(path.join(dist, folder, String(file)), 'utf8');
      for (const [, names, specifier] of text.matchAll(/(?:import|export) \{([^}]*)\} from "(@unhead\/[^"]+)"/g)) {
        const set = imported.get(specifier as string) ?? new Set<string>();
        for (const name of (names as string).split(',')) set.add(name.trim().split(/\s+as\s+/)[0] as string);
        imported.set(specifier as string, set);
      }
    }
  }
  expect([...imported.keys()].sort(), `Rspress's browser code imports other Unhead modules: ${revisit}`).toEqual(
    [...HEAD_SPECIFIERS].sort(),
  );
  for (const [specifier, names] of imported) {
    for (const name of names) {
      expect(
        PROVIDED[specifier as keyof typeof PROVIDED] as readonly string[],
        `${specifier} ${name}: ${revisit}`,
      ).toContain(name);
      expect(typeof (stand as Record<string, unknown>)[name], `${name}: ${revisit}`).toBe('function');
    }
  }
  const layout = readFileSync(path.join(dist, 'theme/layout/Layout/index.js'), 'utf8');
  const call = layout.slice(layout.indexOf('useHead({'), layout.indexOf('\n    });', layout.indexOf('useHead({')));
  const keys = [...call.matchAll(/^ {8}(\w+):/gm)].map((match) => match[1]);
  expect(keys, `the layout's useHead input changed: ${revisit}`).toEqual(['htmlAttrs', 'title', 'meta']);
});

test('rspress-slim/switchable/routerInBrowser.ts provides every React Router name the browser code uses', async () => {
  const { PROVIDED } = await import('./switchable/routerInBrowser');
  const stand = (await import('./switchable/routerInBrowser')) as Record<string, unknown>;
  const revisit = 'revisit rspress-slim/switchable/routerInBrowser.ts';
  const routerNames = new Set(Object.keys(require('react-router')));
  expect(routerNames.size, 'React Router exports').toBeGreaterThan(50);
  const sources = [
    path.join(path.dirname(require.resolve('@rspress/core/package.json')), 'dist/runtime'),
    path.join(path.dirname(require.resolve('@rspress/core/package.json')), 'dist/theme'),
    path.join(ROOT, 'theme'),
    path.join(ROOT, 'site'),
  ];
  const used = new Set<string>();
  for (const dir of sources) {
    for (const file of readdirSync(dir, { recursive: true })) {
      const name = String(file);
      // The server entries render with React Router itself; tests never reach the browser bundle.
      if (!/\.(js|tsx?)$/.test(name) || /\.d\.ts$|\.test\.tsx?$/.test(name) || /^ssr/.test(path.basename(name)))
        continue;
      const text = readFileSync(path.join(dir, name), 'utf8');
      for (const [, names] of text.matchAll(
        /import \{([^}]*)\} from ["'](?:react-router-dom|react-router|@rspress\/core\/runtime)["']/g,
      ))
        for (const imported of (names as string).split(',')) {
          const id = imported
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] as string;
          if (routerNames.has(id)) used.add(id);
        }
    }
  }
  expect(used.size, `no React Router name found in the browser code: ${revisit}`).toBeGreaterThan(0);
  for (const name of used) {
    expect(PROVIDED as readonly string[], `the browser code now uses ${name}: ${revisit}`).toContain(name);
    expect(typeof stand[name], `${name}: ${revisit}`).toBe('function');
  }
  const app = readFileSync(require.resolve('@rspress/core/dist/runtime/ClientApp.js'), 'utf8');
  expect(app, `the app no longer renders BrowserRouter with these props: ${revisit}`).toMatch(
    /jsx\(BrowserRouter, \{\s*basename: [^,]+,\s*useTransitions: site\.route\.useTransitions,\s*children:/,
  );
});

test('the runtime patches of rspress-slim/switchable/hydrateOnce.ts still apply to the installed Rspress', async () => {
  const { PATCHES, patchModule } = await import('./switchable/hydrateOnce');
  for (const file of ['initPageData.js', 'hooks/useSidebar.js']) {
    const resolved = require.resolve(`@rspress/core/dist/runtime/${file}`);
    expect(
      PATCHES.some((patch) => patch.module.test(resolved)),
      `no patch for ${file}`,
    ).toBe(true);
    expect(
      () => patchModule(resolved, readFileSync(resolved, 'utf8')),
      'revisit rspress-slim/switchable/hydrateOnce.ts',
    ).not.toThrow();
  }
});
