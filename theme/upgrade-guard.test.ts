// Fails on an @rspress/core upgrade that removes or renames what this theme relies on: the built-in
// exports it shadows, the prototype methods it patches, and the `dist/` files it imports. Each
// failure names the file to revisit.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test, vi } from 'vitest';

vi.mock('@rspress/core/dist/theme/components/Search/logic/search.js', () => ({ PageSearcher: class {} }));
vi.mock('@rspress/core/runtime', () => ({}));

const ROOT = path.join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const THEME_ENTRY = path.join(ROOT, 'theme/index.tsx');

/** The names a module's declaration file exports, read with the TypeScript checker. */
function declaredExports(specifier: string): Map<string, ts.Symbol> & { checker: ts.TypeChecker } {
  const file = require.resolve(specifier).replace(/\.js$/, '.d.ts');
  const program = ts.createProgram([file], { skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${specifier}: no declarations at ${file}`);
  const exports = new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]));
  return Object.assign(exports, { checker });
}

/** What theme/index.tsx exports under its own name (not the `export *` of the built-in theme). */
function shadowedExports(): { name: string; from: string }[] {
  const source = ts.createSourceFile(THEME_ENTRY, readFileSync(THEME_ENTRY, 'utf8'), ts.ScriptTarget.Latest);
  const names: { name: string; from: string }[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      for (const element of statement.exportClause.elements) names.push({ name: element.name.text, from });
    } else if (
      ts.isVariableStatement(statement) &&
      statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      for (const declaration of statement.declarationList.declarations) {
        names.push({ name: (declaration.name as ts.Identifier).text, from: './index.tsx' });
      }
    }
  }
  return names;
}

/** Every `@rspress/core/dist/...` specifier imported by the site's own code. */
function distImports(): { file: string; specifier: string }[] {
  const found: { file: string; specifier: string }[] = [];
  for (const dir of ['theme', 'site', 'scripts']) {
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

describe('an @rspress/core upgrade keeps what the theme relies on', () => {
  const original = declaredExports('@rspress/core/theme-original');
  const shadowed = shadowedExports();

  test('theme/index.tsx shadows built-in exports', () => {
    expect(shadowed.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Layout', 'HomeLayout', 'NotFoundLayout', 'CodeButtonGroup', 'useScrollAfterNav']),
    );
  });

  test.each(shadowed)('@rspress/core/theme-original still exports $name', ({ name, from }) => {
    expect(
      original.has(name),
      `@rspress/core/theme-original no longer exports "${name}": theme/index.tsx replaces it from ${from}; ` +
        'revisit that file (the built-in may have been renamed or dropped).',
    ).toBe(true);
  });

  test('each folder under theme/overrides is named after the built-in it replaces and is wired', () => {
    const folders = readdirSync(path.join(ROOT, 'theme/overrides'));
    for (const folder of folders) {
      expect(
        shadowed.some((s) => s.name === folder && s.from === `./overrides/${folder}`),
        `theme/overrides/${folder}: export "${folder}" from it in theme/index.tsx, or move it to theme/components`,
      ).toBe(true);
    }
  });

  test.each(distImports())('$file imports $specifier, which still resolves', ({ file, specifier }) => {
    let resolved: string | undefined;
    try {
      resolved = require.resolve(specifier);
    } catch {
      resolved = undefined;
    }
    expect(resolved, `${specifier} no longer exists in @rspress/core: revisit ${file}`).toBeDefined();
  });

  test('what site/plugins/llms changes in the build of the Markdown copies is still where it was', async () => {
    const { MARKDOWN_ENVIRONMENT, MDX_LOADER, MDX_RULE, OVERVIEW_REQUEST } = await import('../site/plugins/llms');
    const rsbuildSetup = readFileSync(require.resolve('@rspress/core/dist/node/initRsbuild.js'), 'utf8');
    for (const snippet of [
      `'${MARKDOWN_ENVIRONMENT}'`,
      `rule('${MDX_RULE}')`,
      `oneOf('${MDX_RULE}')`,
      `use('${MDX_LOADER}')`,
    ]) {
      expect(rsbuildSetup, `Rspress no longer sets up ${snippet}: revisit site/plugins/llms/index.ts`).toContain(
        snippet,
      );
    }
    const themeEntry = readFileSync(require.resolve('@rspress/core/theme-original'), 'utf8');
    expect(
      themeEntry,
      `the built-in theme no longer imports its Overview from ${OVERVIEW_REQUEST}: revisit site/plugins/llms/index.ts`,
    ).toContain(`export { Overview } from "${OVERVIEW_REQUEST}"`);
  });

  test('Rspress still applies replaceRules to the source it compiles and indexes (site/plugins/llms strips MDX comments there)', () => {
    const dist = (file: string) => readFileSync(require.resolve(`@rspress/core/dist/node/${file}`), 'utf8');
    const revisit = 'revisit MdxComments in site/plugins/llms/index.ts';
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

  test('the PageSearcher methods theme/search/patchPageSearcher.ts replaces still exist', async () => {
    const { PATCHED_METHODS, PATCHED_MODULE } = await import('./search/patchPageSearcher');
    const exports = declaredExports(PATCHED_MODULE);
    const searcher = exports.get('PageSearcher');
    expect(
      searcher,
      `${PATCHED_MODULE} no longer exports PageSearcher: revisit theme/search/patchPageSearcher.ts`,
    ).toBeDefined();
    const instance = exports.checker.getDeclaredTypeOfSymbol(searcher as ts.Symbol);
    const methods = instance.getProperties().map((p) => p.name);
    for (const method of PATCHED_METHODS) {
      expect(methods, `PageSearcher.prototype.${method} is gone: revisit theme/search/patchPageSearcher.ts`).toContain(
        method,
      );
    }
  });

  test('the page data site/plugins/routePageData.ts moves into page modules is still read as it expects', async () => {
    const { PAGE_DATA_EXPORT, PAGE_DATA_MODULE, emptyPageList } = await import('../site/plugins/routePageData');
    const { BROWSER_ENVIRONMENT } = await import('../site/plugins/routeTable');
    const revisit = 'revisit site/plugins/routePageData.ts';
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

describe('the framework patches in site/plugins still meet what they replace', () => {
  test('site/plugins/routeTable.ts still finds the route table where Rspress writes it', () => {
    const revisit = 'revisit site/plugins/routeTable.ts (tests/route-table.test.ts reads its shape)';
    const rsbuildSetup = readFileSync(require.resolve('@rspress/core/dist/node/initRsbuild.js'), 'utf8');
    expect(rsbuildSetup, `virtual modules are no longer written to .rspress/runtime: ${revisit}`).toContain(
      `tempDir: '.rspress/runtime'`,
    );
    const routeList = readFileSync(require.resolve('@rspress/core/dist/node/runtimeModule/routeList.js'), 'utf8');
    expect(routeList, `the route table is no longer the module "virtual-routes": ${revisit}`).toContain(
      `["virtual-routes"]: ()=>routeService.generateRoutesCode()`,
    );
  });

  test('Rspress calls only the nprogress methods site/plugins/nprogressOnDemand.ts provides', async () => {
    const { USED_METHODS } = await import('../site/plugins/nprogressOnDemand');
    const dist = path.dirname(require.resolve('@rspress/core/package.json'));
    const called = new Set<string>();
    for (const file of readdirSync(path.join(dist, 'dist'), { recursive: true })) {
      if (!String(file).endsWith('.js')) continue;
      const text = readFileSync(path.join(dist, 'dist', String(file)), 'utf8');
      if (!/from "nprogress"/.test(text)) continue;
      for (const [, method] of text.matchAll(/\bnprogress\.(\w+)\(/g)) called.add(method as string);
    }
    expect(called.size, 'no nprogress call found: revisit site/plugins/nprogressOnDemand.ts').toBeGreaterThan(0);
    for (const method of called)
      expect(
        USED_METHODS as readonly string[],
        `Rspress now calls nprogress.${method}: revisit site/plugins/nprogressOnDemand.ts`,
      ).toContain(method);
  });
});

test('site/plugins/headInBrowser.ts provides every Unhead name and input Rspress uses in the browser', async () => {
  const { PROVIDED } = await import('../site/plugins/headInBrowser');
  const { HEAD_SPECIFIERS } = await import('../site/plugins/performance');
  const revisit = 'revisit site/plugins/headInBrowser.ts';
  expect(Object.keys(PROVIDED).sort()).toEqual([...HEAD_SPECIFIERS].sort());
  const stand = await import('../site/plugins/headInBrowser');
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

test('site/plugins/routerInBrowser.ts provides every React Router name the browser code uses', async () => {
  const { PROVIDED } = await import('../site/plugins/routerInBrowser');
  const stand = (await import('../site/plugins/routerInBrowser')) as Record<string, unknown>;
  const revisit = 'revisit site/plugins/routerInBrowser.ts';
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

test('Rspress still uses copy-to-clipboard only as an awaited fallback (site/plugins/clipboardOnDemand.ts)', () => {
  const dist = path.join(path.dirname(require.resolve('@rspress/core/package.json')), 'dist');
  const users: string[] = [];
  for (const file of readdirSync(dist, { recursive: true })) {
    if (!String(file).endsWith('.js')) continue;
    if (readFileSync(path.join(dist, String(file)), 'utf8').includes('from "copy-to-clipboard"'))
      users.push(String(file));
  }
  expect(users, 'revisit site/plugins/clipboardOnDemand.ts').toEqual([
    path.join('theme', 'logic', 'copyToClipboard.js'),
  ]);
  const logic = readFileSync(path.join(dist, 'theme/logic/copyToClipboard.js'), 'utf8');
  expect(logic, 'revisit site/plugins/clipboardOnDemand.ts').toMatch(
    /async function copyToClipboard\(text\) \{[\s\S]*return copy_to_clipboard\(text\);\s*\}/,
  );
});

test('the layout still resets the scroll with the hook the theme exports (theme/overrides/useScrollReset)', () => {
  const layout = readFileSync(require.resolve('@rspress/core/dist/theme/layout/Layout/index.js'), 'utf8');
  expect(layout, 'revisit theme/overrides/useScrollReset').toMatch(
    /import \{[^}]*\buseScrollReset\b[^}]*\} from "@rspress\/core\/theme";/,
  );
  expect(layout, 'revisit theme/overrides/useScrollReset').toMatch(/\buseScrollReset\(\);/);
});

test('an overview page still renders the Overview the theme exports (theme/overrides/Overview)', () => {
  const layout = readFileSync(require.resolve('@rspress/core/dist/theme/layout/DocLayout/index.js'), 'utf8');
  expect(layout, 'revisit theme/overrides/Overview and site/plugins/routePageData.ts').toMatch(
    /import \{[^}]*\bOverview\b[^}]*\} from "@rspress\/core\/theme"/,
  );
});

test('the runtime patches of site/plugins/hydrateOnce.ts still apply to the installed Rspress', async () => {
  const { PATCHES, patchModule } = await import('../site/plugins/hydrateOnce');
  for (const file of ['initPageData.js', 'hooks/useSidebar.js']) {
    const resolved = require.resolve(`@rspress/core/dist/runtime/${file}`);
    expect(
      PATCHES.some((patch) => patch.module.test(resolved)),
      `no patch for ${file}`,
    ).toBe(true);
    expect(
      () => patchModule(resolved, readFileSync(resolved, 'utf8')),
      'revisit site/plugins/hydrateOnce.ts',
    ).not.toThrow();
  }
});

test('the doc layout still renders the DocContent and Sidebar the theme exports, without props that change (theme/overrides/DocContent, Sidebar)', () => {
  const layout = readFileSync(require.resolve('@rspress/core/dist/theme/layout/DocLayout/index.js'), 'utf8');
  const revisit =
    'revisit theme/overrides/DocContent and theme/overrides/Sidebar (memoised: their props must not change on a re-render)';
  expect(layout, revisit).toMatch(/import \{[^}]*\bDocContent\b[^}]*\bSidebar\b[^}]*\} from "@rspress\/core\/theme"/);
  expect(layout, revisit).toContain('jsx(Sidebar, {})');
  // `components` is the Layout's prop, which theme/index.tsx does not pass: the same (undefined) on every render.
  expect(
    [...layout.matchAll(/jsx\(DocContent, \{([^}]*)\}\)/g)].map((match) => match[1].replace(/\s+/g, ' ').trim()),
  ).toEqual([
    'components: components, isOverviewPage: true',
    'components: components',
    'components: components, isOverviewPage: true',
    'components: components',
  ]);
  expect(readFileSync(THEME_ENTRY, 'utf8'), revisit).not.toMatch(/<BasicLayout[^>]*\bcomponents=/);
});

test('NavHamburger still imports the screen site/plugins/navScreenOnDemand.tsx stands in for', async () => {
  const { NAV_SCREEN_IMPORTER, NAV_SCREEN_REQUEST } = await import('../site/plugins/performance');
  const revisit = 'revisit site/plugins/navScreenOnDemand.tsx';
  const hamburger = readFileSync(
    require.resolve(`@rspress/core/dist/theme/components/${NAV_SCREEN_IMPORTER}/index.js`),
    'utf8',
  );
  expect(hamburger, revisit).toContain(`import { NavScreen, NavScreenDivider } from "${NAV_SCREEN_REQUEST}";`);
  const screen = readFileSync(require.resolve('@rspress/core/dist/theme/components/NavScreen/index.js'), 'utf8');
  expect(screen, `the divider's markup changed: ${revisit}`).toMatch(
    /function NavScreenDivider\(\) \{\s*return \/\*#__PURE__\*\/ jsx\("div", \{\s*className: "rp-nav-screen-divider"\s*\}\);\s*\}/,
  );
  expect(screen, revisit).toContain('export { NavScreen, NavScreenDivider };');
});
