// The layer is the only place that reaches into dependencies' internals: outside rspress-slim/, no
// source file imports a package's `dist/` path, aliases a module, swaps one with
// NormalModuleReplacementPlugin, or transforms a module the site does not own.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { pluginsSlim, slimEnabled } from './switchable';

const ROOT = path.join(import.meta.dirname, '..');
const LAYER = 'rspress-slim/';

/** What counts as reaching into internals, each with the reason a reader sees when it fails. */
const INTERNALS: { pattern: RegExp; what: string }[] = [
  { pattern: /['"](?:@[\w.-]+\/)?[\w.-]+\/dist\/[^'"]*['"]/, what: "imports a package's dist/ path" },
  { pattern: /\balias\s*(?::|\.set\()/, what: 'aliases a module' },
  { pattern: /NormalModuleReplacementPlugin/, what: 'swaps a module' },
  { pattern: /\bapi\.transform\(/, what: 'transforms a module' },
];

/** Source files outside the layer (tests included: they read Rspress through the layer too). */
function sourcesOutsideLayer(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => file && !file.startsWith(LAYER) && !file.startsWith('e2e/fixtures-site/'));
}

/** The internals a file's code (comments and the config-option data the pages document left out) reaches. */
function internalsIn(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return INTERNALS.filter(({ pattern }) => pattern.test(withoutComments)).map(({ what }) => what);
}

test("no file outside rspress-slim/ reaches into a dependency's internals", () => {
  const offenders = sourcesOutsideLayer()
    // The documented config option `resolve.alias` of Rstest, as data for the config pages.
    .filter((file) => file !== 'site/data/configOptions.ts')
    // Upgrade guards read Rspress's own files to check that what an override relies on is still there.
    .filter((file) => !file.endsWith('upgrade-guard.test.ts'))
    .flatMap((file) => {
      let code: string;
      try {
        code = readFileSync(path.join(ROOT, file), 'utf8');
      } catch {
        return [];
      }
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
  expect(internalsIn('// api.transform( in a comment')).toEqual([]);
});

test('SLIM=0 and the dev server build without the layer; a production build uses it', () => {
  expect(slimEnabled({ NODE_ENV: 'production' })).toBe(true);
  expect(slimEnabled({ NODE_ENV: 'production', SLIM: '0' })).toBe(false);
  expect(slimEnabled({ NODE_ENV: 'development' })).toBe(false);
  expect(pluginsSlim('en', false)).toEqual([]);
  expect(pluginsSlim('en', true).map((plugin) => plugin.name).length).toBeGreaterThan(0);
});
