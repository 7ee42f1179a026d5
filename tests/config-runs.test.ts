// What the pages of bail, globalSetup, snapshotFormat, resolveSnapshotPath, onlyFailures, silent and
// detectAsyncLeaks say beyond their runnable examples, checked with real runs of the pinned
// @rstest/core. Each scratch project has a node_modules of its own, so the results cache a run
// writes stays in it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { startRstest } from './helpers/interactive';
import { ROOT, rstestIn, scratchRuns } from './helpers/rstest';

/** A first run of `rstest run` in a new scratch project (on CI, so snapshots are not written). */
const run = scratchRuns({ env: { CI: 'true' }, nodeModules: 'rstest-only' });

/** Another `rstest run` in the same project. */
const rerun = (dir: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) =>
  rstestIn(dir, { args: ['run', ...args], env: { CI: 'true', ...env } });

const config = (body: string) =>
  `import { defineConfig } from '@rstest/core';\nexport default defineConfig(${body});\n`;
const passing = (name: string) =>
  `import { expect, test } from '@rstest/core';\ntest('${name}', () => expect(1).toBe(1));\n`;
const failing = (name: string) =>
  `import { expect, test } from '@rstest/core';\ntest('${name}', () => expect(1).toBe(2));\n`;
const pageText = (lang: string, option: string) =>
  readFileSync(path.join(ROOT, 'docs', lang, `config/test/${option}.mdx`), 'utf8');

describe('bail', () => {
  test('--bail without a number stops at the first failure', () => {
    const { output, status } = run({ 'a.test.ts': failing('a'), 'b.test.ts': failing('b') }, [
      '--bail',
      '--pool.maxWorkers',
      '1',
    ]);
    expect(status).toBe(1);
    expect(output).toContain('Test run aborted due to reaching the bail limit of 1 failed test(s).');
    expect(output).toMatch(/Tests\s+1 failed/);
  });

  test('0, the default, runs every test whatever fails', () => {
    const { output } = run({ 'a.test.ts': failing('a'), 'b.test.ts': failing('b') });
    expect(output).toMatch(/Tests\s+2 failed/);
    expect(output).not.toContain('bail limit');
  });
});

describe('globalSetup', () => {
  const loggingSetup = (name: string) => `import { appendFileSync } from 'node:fs';
export const setup = () => appendFileSync('calls.log', 'setup ${name}\\n');
export const teardown = () => appendFileSync('calls.log', 'teardown ${name}\\n');
`;

  test('setups run in the listed order and before the tests; teardowns run last setup first', () => {
    const { dir, status } = run({
      'rstest.config.ts': config("{ globalSetup: ['./first.ts', './second.ts'] }"),
      'first.ts': loggingSetup('first'),
      'second.ts': loggingSetup('second'),
      'a.test.ts': `import { appendFileSync } from 'node:fs';
import { test } from '@rstest/core';
test('a', () => appendFileSync('calls.log', 'test\\n'));
`,
    });
    expect(status).toBe(0);
    expect(readFileSync(path.join(dir, 'calls.log'), 'utf8').trim().split('\n')).toEqual([
      'setup first',
      'setup second',
      'test',
      'teardown second',
      'teardown first',
    ]);
  });

  test('each project runs its own global setup once, only when it has test files to run', () => {
    const files = {
      'rstest.config.ts': config(`{ projects: [
  { name: 'web', include: ['web/**/*.test.ts'], globalSetup: './web-setup.ts' },
  { name: 'api', include: ['api/**/*.test.ts'], globalSetup: './api-setup.ts' },
] }`),
      'web-setup.ts': loggingSetup('web'),
      'api-setup.ts': loggingSetup('api'),
      'web/a.test.ts': passing('web a'),
      'web/b.test.ts': passing('web b'),
      'api/a.test.ts': passing('api'),
    };
    const both = run(files);
    expect(readFileSync(path.join(both.dir, 'calls.log'), 'utf8').trim().split('\n').sort()).toEqual([
      'setup api',
      'setup web',
      'teardown api',
      'teardown web',
    ]);
    const webOnly = run(files, ['--project', 'web']);
    expect(readFileSync(path.join(webOnly.dir, 'calls.log'), 'utf8').trim().split('\n')).toEqual([
      'setup web',
      'teardown web',
    ]);
  });
});

describe('snapshots', () => {
  const SNAPSHOT_TEST = `import { expect, test } from '@rstest/core';
test('receipt', () => expect({ total: 1999 }).toMatchSnapshot());
`;

  test('by default a snapshot file goes to __snapshots__ beside its test file', () => {
    const { dir, status } = run({ 'src/cart/receipt.test.ts': SNAPSHOT_TEST }, [], { CI: '' });
    expect(status).toBe(0);
    expect(existsSync(path.join(dir, 'src/cart/__snapshots__/receipt.test.ts.snap'))).toBe(true);
  });

  test('on CI a missing snapshot is not written and its assertion fails', () => {
    const { dir, output, status } = run({ 'src/cart/receipt.test.ts': SNAPSHOT_TEST });
    expect(status).toBe(1);
    expect(output).toContain('Snapshot `receipt 1` mismatched');
    expect(existsSync(path.join(dir, 'src/cart/__snapshots__'))).toBe(false);
  });

  test('resolveSnapshotPath gets the absolute test path and .snap, and the same path is read back', () => {
    const files = {
      'rstest.config.ts': `import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@rstest/core';
export default defineConfig({
  resolveSnapshotPath: (testPath, snapExtension) => {
    appendFileSync('calls.log', JSON.stringify([testPath, snapExtension]) + '\\n');
    return path.join(path.dirname(testPath), '..', 'snaps', path.basename(testPath) + snapExtension);
  },
});
`,
      'src/receipt.test.ts': SNAPSHOT_TEST,
    };
    const first = run(files, ['--update']);
    expect(first.status).toBe(0);
    const calls = readFileSync(path.join(first.dir, 'calls.log'), 'utf8').trim().split('\n');
    expect(JSON.parse(calls[0])).toEqual([path.join(first.dir, 'src/receipt.test.ts'), '.snap']);
    expect(existsSync(path.join(first.dir, 'snaps/receipt.test.ts.snap'))).toBe(true);
    // On CI nothing new may be written, so the passing rerun read the snapshot from there.
    const second = rerun(first.dir);
    expect(second.status).toBe(0);
    expect(second.output).toMatch(/Tests\s+1 passed/);
  });

  test('inline snapshots stay in the test file whatever resolveSnapshotPath returns', () => {
    const { dir, status } = run(
      {
        'rstest.config.ts': config(
          "{ resolveSnapshotPath: (testPath, ext) => testPath.replace('src', 'snaps') + ext }",
        ),
        'src/inline.test.ts': `import { expect, test } from '@rstest/core';
test('inline', () => expect({ total: 1999 }).toMatchInlineSnapshot());
`,
      },
      ['--update'],
    );
    expect(status).toBe(0);
    expect(readFileSync(path.join(dir, 'src/inline.test.ts'), 'utf8')).toContain('"total": 1999');
    expect(existsSync(path.join(dir, 'snaps'))).toBe(false);
  });

  test('snapshotFormat min without indent: 0 fails every snapshot assertion', () => {
    const { output, status } = run({
      'rstest.config.ts': config('{ snapshotFormat: { min: true } }'),
      'a.test.ts': `import { expect, test } from '@rstest/core';
test('a', () => expect({ id: 7 }).toMatchInlineSnapshot(\`{"id": 7}\`));
`,
    });
    expect(status).toBe(1);
    expect(output).toContain('pretty-format: Options "min" and "indent" cannot be used together.');
  });
});

describe('onlyFailures', () => {
  const CACHE = 'node_modules/.cache/.rstest-results/results.json';
  type Cache = { files: Record<string, { duration?: number; failed: boolean; at: number }> };
  const readCache = (dir: string): Cache => JSON.parse(readFileSync(path.join(dir, CACHE), 'utf8'));
  const FLAKY = `import { expect, test } from '@rstest/core';
test('cart', () => expect(process.env.FIXED).toBe('yes'));
`;
  const SUITE = { 'src/cart.test.ts': FLAKY, 'src/price.test.ts': passing('price'), 'src/tax.test.ts': passing('tax') };
  /** The test files of a run's result lines, in the order they were printed. */
  const filesRun = (output: string) => [...output.matchAll(/^ [✓✗] (\S+\.test\.ts)/gm)].map(([, file]) => file);

  test('a run records each file, failed or not, with its duration, in node_modules/.cache', () => {
    const { dir } = run(SUITE);
    const { files } = readCache(dir);
    expect(Object.keys(files).sort()).toEqual([
      'rstest\0src/cart.test.ts',
      'rstest\0src/price.test.ts',
      'rstest\0src/tax.test.ts',
    ]);
    expect(files['rstest\0src/cart.test.ts']).toMatchObject({ failed: true, duration: expect.any(Number) });
    expect(files['rstest\0src/price.test.ts'].failed).toBe(false);
  });

  test('selects the failed files, updates the cache, and runs everything once they pass', () => {
    const { dir } = run(SUITE);
    const second = rerun(dir, ['--onlyFailures']);
    expect(second.output).toContain('onlyFailures: running 1 of 3 test files (2 deselected).');
    expect(filesRun(second.output)).toEqual(['src/cart.test.ts']);
    const fixed = rerun(dir, ['-f'], { FIXED: 'yes' });
    expect(filesRun(fixed.output)).toEqual(['src/cart.test.ts']);
    expect(readCache(dir).files['rstest\0src/cart.test.ts'].failed).toBe(false);
    const after = rerun(dir, ['-f'], { FIXED: 'yes' });
    expect(after.output).toContain('No failed tests found from the previous run. Running all tests.');
    expect(filesRun(after.output).sort()).toEqual(['src/cart.test.ts', 'src/price.test.ts', 'src/tax.test.ts']);
  });

  test('the cache orders files: last failed first, then slowest; entries older than 30 days go', () => {
    const { dir } = run(SUITE);
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    writeFileSync(
      path.join(dir, CACHE),
      JSON.stringify({
        version: 1,
        files: {
          'rstest\0src/price.test.ts': { duration: 10, failed: false, at: now },
          'rstest\0src/tax.test.ts': { duration: 900, failed: false, at: now },
          'rstest\0src/cart.test.ts': { duration: 1, failed: true, at: now },
          'rstest\0src/gone.test.ts': { duration: 1, failed: false, at: now - 31 * day },
        },
      }),
    );
    const { output } = rerun(dir, ['--pool.maxWorkers', '1']);
    expect(filesRun(output)).toEqual(['src/cart.test.ts', 'src/tax.test.ts', 'src/price.test.ts']);
    expect(Object.keys(readCache(dir).files)).not.toContain('rstest\0src/gone.test.ts');
  });

  test('a bailed run and a run with -t leave the cache unchanged', () => {
    const { dir } = run(SUITE);
    const before = readFileSync(path.join(dir, CACHE), 'utf8');
    rerun(dir, ['--bail'], { FIXED: 'no' });
    rerun(dir, ['-t', 'price'], { FIXED: 'yes' });
    expect(readFileSync(path.join(dir, CACHE), 'utf8')).toBe(before);
  });

  test.each([
    [['src/price'], 'onlyFailures is ignored when explicit file filters are provided.'],
    [['-t', 'price'], 'onlyFailures is ignored when a test name pattern is provided.'],
    [['--related', 'src/cart.ts'], 'onlyFailures is ignored when combined with --related.'],
  ])('is ignored with %j: %s', (args, warning) => {
    const { dir } = run({ ...SUITE, 'src/cart.ts': 'export {};\n' });
    const { output } = rerun(dir, ['-f', ...args]);
    expect(output).toContain(warning);
    expect(output).not.toContain('onlyFailures: running');
  });

  test('is ignored with --changed', () => {
    const { dir } = run(SUITE);
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.email=docs@example.com', '-c', 'user.name=docs', ...args], { cwd: dir });
    git('init', '-q');
    writeFileSync(path.join(dir, '.gitignore'), 'node_modules\n');
    git('add', '-A');
    git('commit', '-qm', 'first');
    expect(rerun(dir, ['-f', '--changed']).output).toContain('onlyFailures is ignored when combined with --changed.');
  });

  test('is ignored in watch mode', async () => {
    const { dir } = run(SUITE);
    // Ended after 60 s if the warning has not come by then.
    const watch = startRstest(dir, ['watch', '-f'], { env: { CI: 'true' }, killAfter: 60_000 });
    const warning = 'onlyFailures is ignored in watch mode; use the watch run-failed shortcut instead.';
    await watch.waitFor(warning).finally(() => watch.kill('SIGTERM'));
    expect(watch.output()).toContain(warning);
  });

  test('is read from the root config: a project that sets it still runs every file', () => {
    const { dir } = run({
      ...SUITE,
      'rstest.config.ts': config("{ projects: [{ name: 'shop', include: ['src/**/*.test.ts'], onlyFailures: true }] }"),
    });
    const { output } = rerun(dir);
    expect(output).not.toContain('onlyFailures');
    expect(filesRun(output)).toHaveLength(3);
  });

  test('the pages quote these messages', () => {
    for (const lang of ['en', 'zh']) {
      const page = pageText(lang, 'onlyFailures');
      for (const message of [
        'onlyFailures: running 1 of 3 test files (2 deselected).',
        'onlyFailures is ignored when explicit file filters are provided.',
        'onlyFailures is ignored when a test name pattern is provided.',
        'onlyFailures is ignored when combined with --changed.',
        'onlyFailures is ignored in watch mode; use the watch run-failed shortcut instead.',
        'node_modules/.cache/.rstest-results/results.json',
      ]) {
        expect(page, `${lang}: ${message}`).toContain(message);
      }
    }
  });
});

describe('silent', () => {
  const LOGGING = {
    'src/checkout.test.ts': `import { expect, test } from '@rstest/core';
console.log('failed file: module log');
test('sends the order', () => {
  console.log('passing test: POST /orders 201');
  expect(201).toBe(201);
});
test('charges the card', () => {
  console.warn('failing test: gateway 502');
  expect(502).toBe(200);
});
`,
    'src/cart.test.ts': `import { expect, test } from '@rstest/core';
console.log('passed file: module log');
test('adds an item', () => expect(1).toBe(1));
`,
  };
  const shown = (output: string) =>
    [...output.matchAll(/^(?:failed|passed|passing|failing) [^\n]*$/gm)].map(([line]) => line).sort();
  const ALL = [
    'failed file: module log',
    'failing test: gateway 502',
    'passed file: module log',
    'passing test: POST /orders 201',
  ];

  test('false shows every message, true none', () => {
    const { dir, output } = run(LOGGING);
    expect(shown(output)).toEqual(ALL);
    expect(shown(rerun(dir, ['--silent']).output)).toEqual([]);
  });

  test("'passed-only' keeps the messages of failed tests and failed files", () => {
    const { output } = run(LOGGING, ['--silent', 'passed-only']);
    expect(shown(output)).toEqual(['failed file: module log', 'failing test: gateway 502']);
  });

  test('--silent true and --silent=true hide nothing; --silent false overrides the config', () => {
    const { dir } = run(LOGGING);
    expect(shown(rerun(dir, ['--silent', 'true']).output)).toEqual(ALL);
    expect(shown(rerun(dir, ['--silent=true']).output)).toEqual(ALL);
    writeFileSync(path.join(dir, 'rstest.config.ts'), config('{ silent: true }'));
    expect(shown(rerun(dir).output)).toEqual([]);
    expect(shown(rerun(dir, ['--silent', 'false']).output)).toEqual(ALL);
  });
});

describe('detectAsyncLeaks', () => {
  test('names file setup for a leak outside tests, ignores promises, reports at most 20 leaks', () => {
    const { output, status } = run(
      {
        'module.test.ts': `import { expect, test } from '@rstest/core';
setInterval(() => {}, 1000);
test('a', () => expect(1).toBe(1));
`,
        'promise.test.ts': `import { expect, test } from '@rstest/core';
test('never settles', () => {
  new Promise(() => {});
  expect(1).toBe(1);
});
`,
        'many.test.ts': `import { expect, test } from '@rstest/core';
test('25 intervals', () => {
  for (let i = 0; i < 25; i++) setInterval(() => {}, 1000);
  expect(1).toBe(1);
});
`,
      },
      ['--detectAsyncLeaks'],
    );
    expect(status).toBe(1);
    expect(output).toContain(
      'AsyncLeakError: Detected async leak: Timeout was still active after file setup finished.',
    );
    expect(output).toContain(' ✓ promise.test.ts (1)');
    expect(output.match(/Timeout was still active after 25 intervals finished/g)).toHaveLength(20);
    expect(output).toMatch(/Tests\s+3 passed/);
  });

  test('without it, the same leak passes', () => {
    const { status } = run({
      'module.test.ts': `import { expect, test } from '@rstest/core';
setInterval(() => {}, 1000);
test('a', () => expect(1).toBe(1));
`,
    });
    expect(status).toBe(0);
  });
});
