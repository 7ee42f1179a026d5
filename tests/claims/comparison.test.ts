// The comparison table of docs/*/guide/start/comparison.mdx, checked against the installed packages:
// @rstest/core 0.12.0 (a real run, its type declarations, its CLI help and its dist), Vitest 4.1
// (this very runner, its declarations, dist and help). The Jest column is checked against Jest 30
// when `jest` is installed (in node_modules, or in the folder JEST_DIR names); Jest is not a
// dependency of this site, so these checks are skipped otherwise. A claim is marked on both pages
// with `{/* proven by tests/claims/comparison.test.ts: <test name> */}`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as vitest from 'vitest';
import { linkPackages } from '../../lib/packages.mjs';
import { afterAll, describe, expect, test } from 'vitest';
import { pageClaims } from '../helpers/page-claims';
import { readPage, sectionTable, type TableCell } from '../helpers/mdx-page';
import { LOCAL_ENV, nodeIn, ROOT, RSTEST_BIN, scratchRuns } from '../helpers/rstest';

const PAGE = 'guide/start/comparison.mdx';
const { claim, claimsAreMarked } = pageClaims('comparison.test.ts', PAGE);
const run = scratchRuns({ env: LOCAL_ENV });

/** The rows of the table, in order, and the column of each tool. */
const ROWS = [
  'config',
  'typescript',
  'esm',
  'mocking',
  'snapshots',
  'coverage',
  'projects',
  'browser',
  'types',
  'watch',
] as const;
type Row = (typeof ROWS)[number];
const COLUMNS = { rstest: 1, jest: 2, vitest: 3 } as const;

function table(lang: string): Record<Row, TableCell[]> {
  const rows = sectionTable(readPage(lang, PAGE), 'table');
  expect(rows, `docs/${lang}/${PAGE}: one row per compared feature`).toHaveLength(ROWS.length);
  return Object.fromEntries(ROWS.map((row, i) => [row, rows[i]])) as Record<Row, TableCell[]>;
}
const TABLE = table('en');
const codes = (row: Row, tool: keyof typeof COLUMNS) => TABLE[row][COLUMNS[tool]].codes;

/** The text of the first file of `dir` (recursively) whose text matches `pattern`, and the match. */
function findIn(dir: string, pattern: RegExp, files = /\.(m?js|d\.ts)$/): RegExpExecArray {
  for (const entry of readdirSync(dir, { recursive: true }).map(String)) {
    if (!files.test(entry)) continue;
    const match = pattern.exec(readFileSync(path.join(dir, entry), 'utf8'));
    if (match) return match;
  }
  throw new Error(`${pattern} is not in ${dir}`);
}

const stringsOf = (list: string) => [...list.matchAll(/["']([^"']+)["']/g)].map(([, value]) => value);

function help(bin: string): string {
  return nodeIn(ROOT, [bin, '--help']).stdout;
}

const RSTEST_DIST = path.join(ROOT, 'node_modules/@rstest/core/dist');
const VITEST_DIST = path.join(ROOT, 'node_modules/vitest/dist');

const scratchDirs: string[] = [];
afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'compare-'));
  scratchDirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe(PAGE, () => {
  claim(
    'each Rstest and Vitest cell matches the installed packages',
    () => {
      // Configuration file
      const rstestExtensions = stringsOf(findIn(RSTEST_DIST, /DEFAULT_CONFIG_EXTENSIONS = \[([^\]]*)\]/)[1]);
      const rstestNames = codes('config', 'rstest');
      expect(rstestNames[0]).toBe('rstest.config.ts');
      expect(new Set(['.ts', ...rstestNames.slice(1)])).toEqual(new Set(rstestExtensions));
      const vitestNames = stringsOf(findIn(VITEST_DIST, /CONFIG_NAMES = \[([^\]]*)\]/)[1]);
      expect(codes('config', 'vitest')).toEqual(vitestNames.map((name) => `${name}.ts`));

      // TypeScript and ES modules, mocking, snapshots and type testing, as a test file sees them
      const files = {
        'src/sum.ts': 'export const sum = (a: number, b: number): number => a + b;\n',
        'src/facts.test.ts': `import * as core from '@rstest/core';
import { expect, rs, test } from '@rstest/core';
import { sum } from './sum';

test('facts', () => {
  expect(sum(1, 2)).toBe(3);
  for (const name of ${JSON.stringify(codes('mocking', 'rstest').map((code) => code.replace('rs.', '')))}) {
    expect(typeof (rs as any)[name]).toBe('function');
  }
  for (const name of ${JSON.stringify(codes('snapshots', 'rstest'))}) {
    expect(typeof (expect(1) as any)[name]).toBe('function');
  }
  expect('expectTypeOf' in core).toBe(false);
  expect('assertType' in core).toBe(false);
});
`,
      };
      const rstest = run(files);
      expect(rstest.status, rstest.output).toBe(0);
      expect(codes('typescript', 'rstest')).toEqual([]);

      const vitestProject = project({
        'src/sum.ts': files['src/sum.ts'],
        'src/sum.test.ts': `import { expect, test } from 'vitest';\nimport { sum } from './sum';\ntest('adds', () => {\n  expect(sum(1, 2)).toBe(3);\n});\n`,
      });
      linkPackages(vitestProject);
      const vitestRun = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run'], {
        cwd: vitestProject,
        encoding: 'utf8',
        env: {
          ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST$)/.test(key))),
          NO_COLOR: '1',
          CI: 'true',
        },
      });
      expect(`${vitestRun.stdout}${vitestRun.stderr}`).toContain('1 passed');
      for (const code of codes('mocking', 'vitest')) {
        expect(typeof (vitest.vi as unknown as Record<string, unknown>)[code.replace('vi.', '')], code).toBe(
          'function',
        );
      }
      for (const name of codes('snapshots', 'vitest')) {
        expect(typeof (vitest.expect(1) as unknown as Record<string, unknown>)[name], name).toBe('function');
      }
      const [expectTypeOf, assertType, typecheck] = codes('types', 'vitest');
      expect(typeof (vitest as Record<string, unknown>)[expectTypeOf]).toBe('function');
      expect(typeof (vitest as Record<string, unknown>)[assertType]).toBe('function');
      const vitestHelp = help(path.join(ROOT, 'node_modules/vitest/vitest.mjs'));
      expect(vitestHelp).toContain(typecheck);

      // Coverage providers
      const rstestTypes = readFileSync(path.join(RSTEST_DIST, 'index.d.ts'), 'utf8');
      const rstestProviders = stringsOf(/provider\?: ('[^;]+);/.exec(rstestTypes)?.[1] ?? '');
      expect(codes('coverage', 'rstest')).toEqual(rstestProviders);
      const vitestProviders = stringsOf(findIn(VITEST_DIST, /provider\?: ("v8"[^;]+);/)[1]);
      expect(codes('coverage', 'vitest')).toEqual(vitestProviders);

      // Projects and browser mode: options of each config
      expect(codes('projects', 'rstest')).toEqual(['projects']);
      expect(rstestTypes).toMatch(/\bprojects\?: /);
      expect(codes('projects', 'vitest')).toEqual(['projects']);
      expect(findIn(VITEST_DIST, /\n\s*projects\?: TestProjectConfiguration\[\]/)).toBeTruthy();
      const [browserOption, browserPackage] = codes('browser', 'rstest');
      expect(rstestTypes).toMatch(new RegExp(`\\b${browserOption}\\?: `));
      expect(browserPackage).toBe('@rstest/browser');
      expect(existsSync(path.join(ROOT, 'node_modules/@rstest/browser'))).toBe(false);
      const [vitestBrowser, provider] = codes('browser', 'vitest');
      expect(findIn(VITEST_DIST, new RegExp(`\\n\\s*${vitestBrowser}\\?: BrowserConfigOptions`))).toBeTruthy();
      expect(findIn(VITEST_DIST, new RegExp(provider.replace('/', '\\/')))).toBeTruthy();

      // Watch mode
      const rstestHelp = help(RSTEST_BIN);
      const vitestCommands = codes('watch', 'vitest');
      for (const [text, cell] of [
        [rstestHelp, codes('watch', 'rstest')],
        [vitestHelp, vitestCommands],
      ] as const) {
        const [command, flag] = cell;
        expect(text).toMatch(new RegExp(`\\n\\s+${command.split(' ')[1]} \\[\\.\\.\\.filters\\]`));
        expect(text).toMatch(new RegExp(`\\s${flag}, --watch\\b`));
      }
    },
    240_000,
  );

  const JEST_DIR = process.env.JEST_DIR ?? ROOT;
  const JEST_BIN = path.join(JEST_DIR, 'node_modules/jest/bin/jest.js');
  const jestInstalled = existsSync(JEST_BIN);

  /** Runs the installed Jest in a project of `files`, with extra Node.js options. */
  function runJest(files: Record<string, string>, nodeOptions: string[] = []) {
    const result = spawnSync(process.execPath, [...nodeOptions, JEST_BIN, '--rootDir', '.'], {
      cwd: project(files),
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', CI: 'true' },
      timeout: 120_000,
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }

  claim.skipIf(!jestInstalled)(
    'Jest needs a transformer for TypeScript and a Node.js flag for ES modules',
    () => {
      expect(JSON.parse(readFileSync(path.join(JEST_DIR, 'node_modules/jest/package.json'), 'utf8')).version).toMatch(
        /^30\./,
      );
      const typescript = runJest({
        'package.json': '{}\n',
        'sum.test.ts': 'const n: number = 1;\ntest("n", () => {\n  expect(n).toBe(1);\n});\n',
      });
      expect(typescript.status).toBe(1);
      expect(typescript.output).toContain('SyntaxError');
      const esm = {
        'package.json': '{ "type": "module" }\n',
        'sum.js': 'export const sum = (a, b) => a + b;\n',
        'sum.test.js': "import { sum } from './sum.js';\ntest('adds', () => {\n  expect(sum(1, 2)).toBe(3);\n});\n",
      };
      const withoutFlag = runJest(esm);
      expect(withoutFlag.status).toBe(1);
      expect(withoutFlag.output).toContain('Must use import to load ES Module');
      const [flagged] = TABLE.esm[COLUMNS.jest].codes;
      expect(runJest(esm, [flagged.replace('node ', '')]).status).toBe(0);
    },
    240_000,
  );

  test.skipIf(!jestInstalled)(
    'the Jest cells match the installed Jest',
    () => {
      const jestConfig = path.join(JEST_DIR, 'node_modules/jest-config/build');
      const order = findIn(jestConfig, /JEST_CONFIG_EXT_ORDER = [^(]*\(\[([^\]]*)\]/)[1];
      const constants = readFileSync(path.join(jestConfig, 'index.js'), 'utf8');
      const extensions = order
        .split(',')
        .map((name) => new RegExp(`${name.trim()} = [^=]*= '([^']+)'`).exec(constants)?.[1]);
      const names = codes('config', 'jest');
      expect(['.js', ...names.slice(1)]).toEqual(extensions);
      expect(names[0]).toBe('jest.config.js');
      const types = readFileSync(path.join(JEST_DIR, 'node_modules/@jest/types/build/index.d.ts'), 'utf8');
      expect(codes('coverage', 'jest')).toEqual(stringsOf(/type CoverageProvider = ([^;]+);/.exec(types)?.[1] ?? ''));
      expect(types).toMatch(/\bprojects: Array<string>/);
      expect(types).not.toMatch(/\bbrowser: boolean/);
      const jestHelp = help(JEST_BIN);
      for (const flag of codes('watch', 'jest')) expect(jestHelp).toMatch(new RegExp(`\\n\\s+${flag}\\s`));
      const facts = runJest({
        'package.json': '{}\n',
        'facts.test.js': `test('facts', () => {
  for (const name of ${JSON.stringify(codes('mocking', 'jest').map((code) => code.replace('jest.', '')))}) expect(typeof jest[name]).toBe('function');
  for (const name of ${JSON.stringify(codes('snapshots', 'jest'))}) expect(typeof expect(1)[name]).toBe('function');
  expect(typeof expect(1).toMatchFileSnapshot).toBe('undefined');
  expect(typeof globalThis.expectTypeOf).toBe('undefined');
});
`,
      });
      expect(facts.status, facts.output).toBe(0);
    },
    240_000,
  );

  test('both pages have the same table codes', () => {
    const zh = table('zh');
    for (const row of ROWS)
      expect(
        zh[row].map((cell) => cell.codes),
        row,
      ).toEqual(TABLE[row].map((cell) => cell.codes));
  });
});

claimsAreMarked();
