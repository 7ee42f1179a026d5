// What the coverage page says beyond its runnable examples, checked with real runs of the pinned
// @rstest/core and both coverage providers. A claim is marked on both pages with
// `{/* proven by tests/claims/config-coverage.test.ts: <test name> */}`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CoverageOptions } from '@rstest/core';
import { createRstest } from '@rstest/core/api';
import { describe, expect, test } from 'vitest';
import { blocksOf, says } from '../helpers/page-quotes';
import { ROOT, type RstestRun, rstestIn, scratchProject, scratchRuns } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';

const { claim, claimsAreMarked } = pageClaims('config-coverage.test.ts', 'config/test/coverage.mdx');

// The V8 provider needs no compiled SWC plugin, which a project root without a cache would compile anew.
const V8_TEXT = ['--coverage', '--coverage.provider', 'v8', '--coverage.reporters', 'text'];
const run = scratchRuns();

const config = (coverage: string) =>
  `import { defineConfig } from '@rstest/core';\nexport default defineConfig({ coverage: ${coverage} });\n`;

const PRICE = `export const applyDiscount = (cents: number, percent: number) => Math.round((cents * (100 - percent)) / 100);
export const formatPrice = (cents: number) => \`$\${(cents / 100).toFixed(2)}\`;
`;
const SHIPPING = 'export const shippingCost = (kg: number) => (kg > 5 ? 1500 : 500);\n';
const PRICE_TEST = `import { expect, test } from '@rstest/core';
import { applyDiscount } from './price';
test('takes 10% off', () => expect(applyDiscount(2000, 10)).toBe(1800));
`;
const FAILING_TEST = `import { expect, test } from '@rstest/core';
import { applyDiscount } from './price';
test('takes 10% off', () => expect(applyDiscount(2000, 10)).toBe(1));
`;
/** The rows of the `text` coverage table in a run's output: `All files`, `price.ts`, `src/legacy` … */
function tableRows(output: string): string[] {
  const lines = output.split('\n');
  const header = lines.findIndex((line) => line.includes('% Stmts'));
  if (header === -1) return [];
  const end = lines.findIndex((line, index) => index > header + 1 && line.startsWith('---'));
  return lines.slice(header + 2, end).map((line) => line.split('|')[0].trim());
}

describe('coverage', () => {
  test('without include, the report lists only the files the tests imported', () => {
    const { output, status } = run({
      'rstest.config.ts': config("{ enabled: true, reporters: ['text'] }"),
      'src/price.ts': PRICE,
      'src/shipping.ts': SHIPPING,
      'src/price.test.ts': PRICE_TEST,
    });
    expect(status).toBe(0);
    expect(tableRows(output)).toEqual(['All files', 'price.ts']);
  });

  test('with include, the report lists only matching files, imported or not', () => {
    const { output } = run({
      'rstest.config.ts': config(
        "{ enabled: true, include: ['src/price.ts', 'src/shipping.ts'], reporters: ['text'] }",
      ),
      'src/price.ts': `${PRICE}export { weight } from './weight';\n`,
      'src/weight.ts': 'export const weight = 1;\n',
      'src/shipping.ts': SHIPPING,
      'src/price.test.ts': PRICE_TEST,
    });
    expect(tableRows(output)).toEqual(['All files', 'price.ts', 'shipping.ts']);
  });

  test('the default exclude also leaves out __tests__ and __mocks__ folders', () => {
    const { output, status } = run({
      'rstest.config.ts': config("{ enabled: true, include: ['src/**'], reporters: ['text'] }"),
      'src/price.ts': PRICE,
      'src/__tests__/fixtures.ts': 'export const cart = [1, 2];\n',
      'src/__mocks__/price.ts': 'export const applyDiscount = () => 0;\n',
      'src/price.test.ts': PRICE_TEST,
    });
    expect(status, output).toBe(0);
    expect(tableRows(output)).toEqual(['All files', 'price.ts']);
    for (const lang of ['en', 'zh']) {
      const page = readFileSync(path.join(ROOT, 'docs', lang, 'config/test/coverage.mdx'), 'utf8');
      expect(page, lang).toMatch(/`__tests__`[^\n]*`__mocks__`/);
    }
  });

  test('a missing provider package stops the run with code 1 before any test', () => {
    for (const [provider, name] of [
      ['istanbul', '@rstest/coverage-istanbul'],
      ['v8', '@rstest/coverage-v8'],
    ]) {
      // A project whose node_modules holds @rstest/core alone.
      const dir = mkdtempSync(path.join(tmpdir(), 'rstest-no-provider-'));
      try {
        mkdirSync(path.join(dir, 'node_modules/@rstest'), { recursive: true });
        symlinkSync(path.join(ROOT, 'node_modules/@rstest/core'), path.join(dir, 'node_modules/@rstest/core'), 'dir');
        writeFileSync(path.join(dir, 'a.test.ts'), "import { test } from '@rstest/core';\ntest('a', () => {});\n");
        const { status, output } = rstestIn(dir, {
          args: ['run', '--coverage', '--coverage.provider', provider],
          env: { CI: 'true' },
        });
        expect(status).toBe(1);
        expect(output).toContain(
          `Failed to load coverage provider module: ${name} in ${dir}, please make sure it is installed.`,
        );
        expect(output).not.toContain('Test Files');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  test('the page quotes the missing-provider message with a placeholder path', () => {
    for (const lang of ['en', 'zh']) {
      const page = readFileSync(path.join(ROOT, 'docs', lang, 'config/test/coverage.mdx'), 'utf8');
      expect(page).toContain(
        'Failed to load coverage provider module: @rstest/coverage-istanbul in /path/to/project, please make sure it is installed.',
      );
    }
  });

  test('exclude adds to the default patterns; reporters replace the default list', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rstest-coverage-config-'));
    try {
      const resolve = async (coverage: CoverageOptions) =>
        (await createRstest({ cwd: dir, config: { coverage } })).context.config.coverage;
      const defaults = await resolve({});
      const configured = await resolve({ exclude: ['src/generated/**'], reporters: ['text'] });
      expect(configured.exclude).toEqual([...defaults.exclude, 'src/generated/**']);
      expect(defaults.reporters).toEqual(['text', 'html', 'clover', 'json']);
      expect(configured.reporters).toEqual(['text']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('reportOnFailure: a failed run writes no report unless it is true', () => {
    const files = { 'src/price.ts': PRICE, 'src/price.test.ts': FAILING_TEST };
    const off = run({ ...files, 'rstest.config.ts': config("{ enabled: true, reporters: ['text', 'json'] }") });
    expect(off.status).toBe(1);
    expect(off.output).not.toContain('% Stmts');
    expect(existsSync(path.join(off.dir, 'coverage'))).toBe(false);
    const on = run({
      ...files,
      'rstest.config.ts': config("{ enabled: true, reporters: ['text', 'json'], reportOnFailure: true }"),
    });
    expect(on.status).toBe(1);
    expect(tableRows(on.output)).toEqual(['All files', 'price.ts']);
    expect(existsSync(path.join(on.dir, 'coverage/coverage-final.json'))).toBe(true);
  });

  test('clean deletes the reports directory first; false keeps what is there', () => {
    const files = { 'src/price.ts': PRICE, 'src/price.test.ts': PRICE_TEST, 'coverage/old-report.txt': 'stale\n' };
    const cleaned = run({ ...files, 'rstest.config.ts': config("{ enabled: true, reporters: ['json'] }") });
    expect(existsSync(path.join(cleaned.dir, 'coverage/old-report.txt'))).toBe(false);
    expect(existsSync(path.join(cleaned.dir, 'coverage/coverage-final.json'))).toBe(true);
    const kept = run({ ...files, 'rstest.config.ts': config("{ enabled: true, reporters: ['json'], clean: false }") });
    expect(existsSync(path.join(kept.dir, 'coverage/old-report.txt'))).toBe(true);
  });

  test('allowExternal: sources outside the root count only when it is true', () => {
    const files = {
      'shared/money.ts': 'export const cents = (value: number) => Math.round(value * 100);\n',
      'app/src/money.test.ts': `import { expect, test } from '@rstest/core';
import { cents } from '../../shared/money';
test('cents', () => expect(cents(1.5)).toBe(150));
`,
    };
    const inside = run(files, ['--root', 'app', ...V8_TEXT]);
    expect(inside.status).toBe(0);
    expect(tableRows(inside.output)).toEqual(['All files']);
    const outside = run(files, [
      '--root',
      'app',
      '--coverage',
      '--coverage.reporters',
      'text',
      '--coverage.allowExternal',
    ]);
    expect(tableRows(outside.output)).toEqual(['All files', 'money.ts']);
  });

  test('thresholds: a glob checks its files together unless perFile; a glob without files fails', () => {
    const files = {
      'src/price.ts': PRICE,
      'src/shipping.ts': SHIPPING,
      'src/price.test.ts': PRICE_TEST,
    };
    const thresholds = (glob: string) =>
      config(`{ enabled: true, include: ['src/**'], reporters: ['text'], thresholds: { ${glob} } }`);
    // price.ts has 1 of 2 lines covered, shipping.ts 0 of 1: together 33.33 %.
    const together = run({ ...files, 'rstest.config.ts': thresholds("'src/**': { lines: 30 }") });
    expect(together.status).toBe(0);
    const perFile = run({ ...files, 'rstest.config.ts': thresholds("'src/**': { lines: 30, perFile: true }") });
    expect(perFile.status).toBe(1);
    expect(perFile.output).toContain(
      'Error: src/shipping.ts coverage for lines 0% does not meet "src/**" threshold 30%',
    );
    expect(perFile.output).not.toContain('Error: src/price.ts');
    const noFiles = run({ ...files, 'rstest.config.ts': thresholds("'lib/**': { lines: 50 }") });
    expect(noFiles.status).toBe(1);
    expect(noFiles.output).toContain('Error: coverage data for "lib/**" was not found');
    for (const lang of ['en', 'zh']) {
      const page = readFileSync(path.join(ROOT, 'docs', lang, 'config/test/coverage.mdx'), 'utf8');
      expect(page, lang).toContain('`Error: coverage data for "<glob>" was not found`');
    }
  });
});

describe('coverage.changed', () => {
  const git = (dir: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=docs@example.com', '-c', 'user.name=docs', ...args], {
      cwd: dir,
      stdio: 'pipe',
    });

  /** A Git repository with two tested modules, committed, then `cart.ts` changed. */
  function repository(): { dir: string } {
    const project = scratchProject({
      '.gitignore': 'node_modules\ncoverage\n',
      'src/price.ts': PRICE,
      'src/cart.ts': 'export const count = (items: string[]) => items.length;\n',
      'src/price.test.ts': PRICE_TEST,
      'src/cart.test.ts': `import { expect, test } from '@rstest/core';
import { count } from './cart';
test('counts', () => expect(count(['tea'])).toBe(1));
`,
    });
    git(project.dir, 'init', '-q');
    git(project.dir, 'add', '-A');
    git(project.dir, 'commit', '-qm', 'first');
    return project;
  }
  const rerun = (dir: string, ...args: string[]) => {
    const run = rstestIn(dir, { args: ['run', '--coverage', '--coverage.reporters', 'text', ...args] });
    if (run.status !== 0) throw new Error(run.stdout);
    return run.stdout;
  };

  test('true reports the files Git sees as changed; the tests that run stay the same', () => {
    const { dir } = repository();
    writeFileSync(path.join(dir, 'src/cart.ts'), 'export const count = (items: string[]) => items.length + 0;\n');
    const output = rerun(dir, '--coverage.changed');
    expect(tableRows(output)).toEqual(['All files', 'cart.ts']);
    expect(output).toMatch(/Tests\s+2 passed/);
  });

  test('a commit also counts the files changed between it and HEAD', () => {
    const { dir } = repository();
    writeFileSync(path.join(dir, 'src/cart.ts'), 'export const count = (items: string[]) => items.length + 0;\n');
    git(dir, 'commit', '-qam', 'second');
    expect(tableRows(rerun(dir, '--coverage.changed'))).toEqual(['All files']);
    expect(tableRows(rerun(dir, '--coverage.changed', 'HEAD~1'))).toEqual(['All files', 'cart.ts']);
  });

  test('with --changed and no coverage.changed, the report follows the files --changed selected', () => {
    const { dir } = repository();
    writeFileSync(path.join(dir, 'src/cart.ts'), 'export const count = (items: string[]) => items.length + 0;\n');
    const output = rerun(dir, '--changed');
    expect(tableRows(output)).toEqual(['All files', 'cart.ts']);
    expect(output).toMatch(/Tests\s+1 passed/);
  });
});

describe('coverage.include and coverage.exclude', () => {
  const PAGE = 'config/test/coverage.mdx';
  /** The files a run reported, relative to its project, from the json-summary reporter. */
  const reported = (result: RstestRun) => {
    const file = path.join(result.dir, 'coverage/coverage-summary.json');
    expect(existsSync(file), result.output).toBe(true);
    return Object.keys(JSON.parse(readFileSync(file, 'utf8')))
      .filter((name) => name !== 'total')
      .map((name) => path.relative(result.dir, name))
      .sort();
  };
  /** A generated module and a story, both imported by the test, and a component only the story imports. */
  const PROJECT = {
    'src/app.ts': "import { api } from './generated/api';\nexport const app = () => api() + 1;\n",
    'src/generated/api.ts': 'export const api = () => 1;\n',
    'src/components/Button.tsx': "export const Button = () => 'button';\n",
    'src/components/Button.stories.tsx': "import { Button } from './Button';\nexport const story = () => Button();\n",
    'src/app.test.ts': `import { expect, test } from '@rstest/core';
import { app } from './app';
import { story } from './components/Button.stories';

test('app', () => {
  expect(app()).toBe(2);
  expect(story()).toBe('button');
});
`,
  };
  const SUMMARY = '--coverage.reporters=json-summary';

  claim('--coverage.exclude adds to the patterns of the config file, and the other list flags replace theirs', () => {
    says(PAGE, '`--coverage.exclude`');
    const files = {
      ...PROJECT,
      'src/legacy.ts': 'export const legacy = () => 0;\n',
      'rstest.config.ts': config(
        "{ enabled: true, include: ['src/**/*.{ts,tsx}'], exclude: ['src/generated/**'], reporters: ['text'] }",
      ),
    };
    // The flag's pattern leaves out legacy.ts, and the config's still leaves out the generated module.
    const added = run(files, [SUMMARY, '--coverage.exclude=src/legacy.ts']);
    expect(added.status, added.output).toBe(0);
    expect(reported(added)).toEqual(['src/app.ts', 'src/components/Button.stories.tsx', 'src/components/Button.tsx']);
    // --coverage.reporters replaced the config's text reporter: no table.
    expect(added.output).not.toContain('% Stmts');
    // --coverage.include replaces the config's include: only legacy.ts, which no test imported.
    const replaced = run(files, [SUMMARY, '--coverage.include=src/legacy.ts']);
    expect(replaced.status, replaced.output).toBe(0);
    expect(reported(replaced)).toEqual(['src/legacy.ts']);
  });

  claim('a file include matches that is not code fails the run', () => {
    const message = says(PAGE, '`Can not generate coverage for untested file, file: <path>, error: …`').slice(1, -2);
    const files = { ...PROJECT, 'src/data.json': '{ "a": 1 }\n', 'src/styles.css': '.a { color: red; }\n' };
    for (const provider of ['istanbul', 'v8']) {
      const everything = run({ ...files, 'rstest.config.ts': config("{ enabled: true, include: ['src/**'] }") }, [
        `--coverage.provider=${provider}`,
        SUMMARY,
      ]);
      expect(everything.status, `${provider}\n${everything.output}`).toBe(1);
      expect(everything.output).toMatch(/Tests 1 passed/);
      for (const file of ['src/data.json', 'src/styles.css'])
        expect(everything.output, provider).toContain(message.replace('<path>', path.join(everything.dir, file)));
      // Source files only, as the exclude example's include: the run passes.
      const sources = run(
        { ...files, 'rstest.config.ts': config("{ enabled: true, include: ['src/**/*.{ts,tsx}'] }") },
        [`--coverage.provider=${provider}`, SUMMARY],
      );
      expect(sources.status, `${provider}\n${sources.output}`).toBe(0);
    }
  });

  claim('with Istanbul and no include, exclude patterns relative to the root leave nothing out', () => {
    says(PAGE, '`src/generated/**`');
    says(PAGE, '`**/src/generated/**`');
    const exclude = (patterns: string) => config(`{ enabled: true, exclude: [${patterns}] }`);
    const relative = exclude("'src/generated/**', '**/*.stories.tsx'");
    const istanbul = run({ ...PROJECT, 'rstest.config.ts': relative }, [SUMMARY]);
    expect(istanbul.status, istanbul.output).toBe(0);
    // The stories pattern starts with **/ and works; the generated module stays in the report.
    expect(reported(istanbul)).toEqual(['src/app.ts', 'src/components/Button.tsx', 'src/generated/api.ts']);
    const anchored = run({ ...PROJECT, 'rstest.config.ts': exclude("'**/src/generated/**', '**/*.stories.tsx'") }, [
      SUMMARY,
    ]);
    expect(reported(anchored)).toEqual(['src/app.ts', 'src/components/Button.tsx']);
    // V8 honours the relative pattern.
    const v8 = run({ ...PROJECT, 'rstest.config.ts': relative }, ['--coverage.provider=v8', SUMMARY]);
    expect(reported(v8)).toEqual(['src/app.ts', 'src/components/Button.tsx']);
    // The page's example sets include, and both of its patterns work with Istanbul.
    const example = blocksOf('en', PAGE).find((block) => block.code.includes("exclude: ['src/generated/**'"));
    expect(example?.code).toContain('include:');
    const withInclude = run({ ...PROJECT, 'rstest.config.ts': `${example?.code}\n` }, [SUMMARY]);
    expect(withInclude.status, withInclude.output).toBe(0);
    expect(reported(withInclude)).toEqual(['src/app.ts', 'src/components/Button.tsx']);
  });
});

claimsAreMarked();
