// The layer's two boundaries.
// - It is the only place that reaches into dependencies' internals: outside rspress-slim/, no source
//   file imports a package's `dist/` path, aliases a module, swaps one with
//   NormalModuleReplacementPlugin, transforms a module the site does not own, or takes another
//   plugin's object apart.
// - It is a leaf: it imports only Rspress and the libraries Rspress depends on, site/ and lib/, never
//   theme/, plugins/, scripts/ or tests/ (which may import it); and outside it only the callers named
//   below import its switchable half (switchable/, what `SLIM=0` turns off).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';
import { pluginsSlim, slimEnabled } from './switchable';

const ROOT = path.join(import.meta.dirname, '..');
const LAYER = 'rspress-slim/';
const SWITCHABLE = 'rspress-slim/switchable/';

/** What counts as reaching into internals, each with the reason a reader sees when it fails. */
const INTERNALS: { pattern: RegExp; what: string }[] = [
  { pattern: /['"](?:@[\w.-]+\/)?[\w.-]+\/dist\/[^'"]*['"]/, what: "imports a package's dist/ path" },
  { pattern: /\balias\s*(?::|\.set\()/, what: 'aliases a module' },
  { pattern: /NormalModuleReplacementPlugin/, what: 'swaps a module' },
  { pattern: /\bapi\.transform\(/, what: 'transforms a module' },
  { pattern: /\.(?:globalComponents|globalUIComponents)\b/, what: "takes a plugin's components apart" },
];

/** The folders outside the layer that the layer may import. */
const LAYER_MAY_IMPORT = ['site/', 'lib/'];

/** Outside the layer, the only files that import its switchable half, each with what it needs there. */
const SWITCHABLE_CALLERS: Record<string, string> = {
  'rspress.config.ts': 'pluginsSlim, the switch',
  'e2e/fixtures-site/rspress.config.ts': 'pluginsSlim, so the fixture site runs on the stand-ins',
  'scripts/measure-slim.mjs': 'PATCHES, to build without each in turn',
  'theme/overrides/Overview/index.tsx': 'the Overview an overview page loaded (routePageData)',
  'theme/overrides/useScrollReset/index.tsx': 'servedPageLeft (codeHtmlChunk)',
  'theme/overrides/useScrollReset/useScrollReset.test.tsx': 'mocks servedPageLeft',
};

/** Test tools the layer's own tests may import besides what the layer itself may. */
const TEST_TOOLS = ['vitest', 'typescript'];

/** Source files, tracked or new (deleted ones left out). */
function sources(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js'],
    { cwd: ROOT, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => file && existsSync(path.join(ROOT, file)));
}

/** Source files outside the layer (tests included: they read Rspress through the layer too). */
function sourcesOutsideLayer(): string[] {
  return sources().filter((file) => !file.startsWith(LAYER) && !file.startsWith('e2e/fixtures-site/'));
}

/** The internals a file's code (comments and the config-option data the pages document left out) reaches. */
function internalsIn(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return INTERNALS.filter(({ pattern }) => pattern.test(withoutComments)).map(({ what }) => what);
}

/**
 * What a file's code refers to: module specifiers (imports, exports, `import()`, `require`,
 * `vi.mock`, `import('…')` types, loader hooks given to `register`) and other string literals that
 * are relative paths (a file the code hands to the bundler, e.g. `path.join(import.meta.dirname, '…')`).
 * Read with TypeScript's parser, so comments and the text of regular expressions are left out.
 */
function referencesIn(code: string, file: string): { specifier: string; isModule: boolean }[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: { specifier: string; isModule: boolean }[] = [];
  const moduleCalls = new Set(['require', 'import', 'vi.mock', 'vi.doMock', 'vi.importActual', 'register']);
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const isModule =
        ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node) ||
        (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) ||
        (ts.isCallExpression(parent) &&
          parent.arguments[0] === node &&
          moduleCalls.has(parent.expression.getText(source)));
      if (isModule || /^\.\.?\//.test(node.text)) found.push({ specifier: node.text, isModule });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The repository path a relative specifier of `file` points at (without resolving extensions). */
const target = (file: string, specifier: string): string =>
  path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.replace(/\?.*$/, '')));

/** The package a bare specifier names (`@scope/name` or `name`). */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** @rspress/core and every package it depends on, at any depth: Rspress and the libraries it bundles. */
function rspressPackages(): Set<string> {
  const found = new Set<string>();
  const queue: { name: string; from: string }[] = [{ name: '@rspress/core', from: ROOT }];
  while (queue.length > 0) {
    const { name, from } = queue.shift() as { name: string; from: string };
    if (found.has(name)) continue;
    // Node's lookup: the nearest node_modules folder, from the dependent package's folder up.
    let dir = from;
    let manifest: string | undefined;
    for (;;) {
      const candidate = path.join(dir, 'node_modules', name, 'package.json');
      if (existsSync(candidate)) {
        manifest = candidate;
        break;
      }
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
    if (!manifest) continue; // an optional dependency that is not installed
    found.add(name);
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'])
      for (const dependency of Object.keys(pkg[field] ?? {}))
        queue.push({ name: dependency, from: path.dirname(manifest) });
  }
  return found;
}

test("no file outside rspress-slim/ reaches into a dependency's internals", () => {
  const offenders = sourcesOutsideLayer()
    // The documented config option `resolve.alias` of Rstest, as data for the config pages.
    .filter((file) => file !== 'site/data/configOptions.ts')
    // Upgrade guards read Rspress's own files to check that what an override relies on is still there.
    .filter((file) => !file.endsWith('upgrade-guard.test.ts'))
    .flatMap((file) => {
      const code = readFileSync(path.join(ROOT, file), 'utf8');
      // Tests write Rstest configs of their own (an `alias` there is Rstest's documented option).
      const found = internalsIn(code).filter((what) => !file.startsWith('tests/') || what === INTERNALS[0].what);
      return found.map((what) => `${file} ${what}: move it into rspress-slim/ with a row in its README`);
    });
  expect(offenders).toEqual([]);
});

test('the check recognises each kind of internals use', () => {
  expect(internalsIn(`import x from '@rspress/core/${'dist'}/theme/a.js';`)).toEqual([
    "imports a package's dist/ path",
  ]);
  expect(internalsIn('chain.resolve.alias.set("a", "b")')).toEqual(['aliases a module']);
  expect(internalsIn('new rspack.NormalModuleReplacementPlugin(/a/, "b")')).toEqual(['swaps a module']);
  expect(internalsIn('api.transform({ test: /x/ }, f)')).toEqual(['transforms a module']);
  expect(internalsIn('const [c] = plugin.markdown?.globalComponents ?? [];')).toEqual([
    "takes a plugin's components apart",
  ]);
  expect(internalsIn('// api.transform( in a comment')).toEqual([]);
});

test('the layer imports only Rspress, the libraries it depends on, site/, lib/ and itself', () => {
  const allowedPackages = rspressPackages();
  const builtins = new Set(builtinModules);
  const offenders = sources()
    .filter((file) => file.startsWith(LAYER))
    .flatMap((file) =>
      referencesIn(readFileSync(path.join(ROOT, file), 'utf8'), file).flatMap(({ specifier, isModule }) => {
        // A test may name the repository's files it reads; what it imports is checked as the code's.
        if (!isModule && /\.test\.tsx?$/.test(file)) return [];
        if (/^\.\.?(\/|$)/.test(specifier)) {
          const to = target(file, specifier);
          return [LAYER, ...LAYER_MAY_IMPORT].some((folder) => to.startsWith(folder))
            ? []
            : [`${file} → ${specifier} (${to}): the layer imports only site/, lib/ and itself`];
        }
        if (!isModule) return [];
        const name = packageOf(specifier);
        const allowed =
          specifier.startsWith('node:') ||
          builtins.has(specifier) ||
          // Rspress's own packages, and the virtual modules its build writes.
          name.startsWith('@rspress/') ||
          specifier.startsWith('virtual-') ||
          allowedPackages.has(name) ||
          allowedPackages.has(`@types/${name}`) ||
          (/\.test\.tsx?$/.test(file) && TEST_TOOLS.includes(name));
        return allowed ? [] : [`${file} → ${specifier}: not Rspress or a library it depends on`];
      }),
    );
  expect(offenders).toEqual([]);
});

test('outside the layer, only the named callers import its switchable half', () => {
  const callers = sourcesOutsideLayer()
    .concat(sources().filter((file) => file.startsWith('e2e/fixtures-site/')))
    .filter((file) =>
      referencesIn(readFileSync(path.join(ROOT, file), 'utf8'), file).some(
        ({ specifier }) => /^\.\.?\//.test(specifier) && `${target(file, specifier)}/`.startsWith(SWITCHABLE),
      ),
    );
  expect(callers.sort()).toEqual(Object.keys(SWITCHABLE_CALLERS).sort());
});

test('the reference reader finds every kind of import and path, and nothing in comments', () => {
  const code = [
    "import a from './a';",
    "import type { B } from '../b';",
    "export { c } from './c';",
    "import './d.css';",
    "const e = () => import('./e');",
    "vi.mock('../f', () => ({}));",
    "register('./g.mjs', import.meta.url);",
    "type H = typeof import('./h');",
    "const i = path.join(import.meta.dirname, '../i.tsx');",
    "const j = 'not a path';",
    "// import k from '../k';",
    'const l = /\\/\\* "..\\/l" \\*\\//;',
  ].join('\n');
  expect(referencesIn(code, 'x.ts')).toEqual([
    { specifier: './a', isModule: true },
    { specifier: '../b', isModule: true },
    { specifier: './c', isModule: true },
    { specifier: './d.css', isModule: true },
    { specifier: './e', isModule: true },
    { specifier: '../f', isModule: true },
    { specifier: './g.mjs', isModule: true },
    { specifier: './h', isModule: true },
    { specifier: '../i.tsx', isModule: false },
  ]);
});

test('SLIM=0 and the dev server build without the layer; a production build uses it', () => {
  expect(slimEnabled({ NODE_ENV: 'production' })).toBe(true);
  expect(slimEnabled({ NODE_ENV: 'production', SLIM: '0' })).toBe(false);
  expect(slimEnabled({ NODE_ENV: 'development' })).toBe(false);
  expect(pluginsSlim('en', false)).toEqual([]);
  expect(pluginsSlim('en', true).map((plugin) => plugin.name).length).toBeGreaterThan(0);
});
