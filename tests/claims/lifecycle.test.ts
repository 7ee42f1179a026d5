// What the Test Lifecycle and Parallelism guide (docs/*/guide/advanced/lifecycle.mdx) says beyond
// its runnable examples (the recorded order is the `output from="lifecycle.log"` block of its
// whole run, checked by the example runner), proven by running the probe changed the way the page
// describes. A claim is marked on both pages with
// `{/* proven by tests/claims/lifecycle.test.ts: <test name> */}`.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { says } from '../helpers/page-quotes';
import { changed, pageClaims } from '../helpers/page-claims';
import { LOCAL_ENV, localRuns, type RstestRun, rstestIn } from '../helpers/rstest';

const PAGE = 'guide/advanced/lifecycle.mdx';
const { run, writeProject } = localRuns();

const { claim, claimsAreMarked, exampleFiles } = pageClaims('lifecycle.test.ts', PAGE, 180_000);

/** The probe of the page, recording the process of each step too. */
const probeWithPids = () =>
  changed(exampleFiles('order'), 'test/record.ts', '\\n`);', "\\n`.replace('\\n', ' (pid ' + process.pid + ')\\n'));");

/** `rstest run <args>` in the project; its process id and the log it left, as [step, pid] pairs. */
function runProbe(project: Pick<RstestRun, 'dir'>, args: string[] = []) {
  const logFile = path.join(project.dir, 'lifecycle.log');
  spawnSync('rm', ['-f', logFile]);
  const result = rstestIn(project.dir, { args: ['run', ...args], env: LOCAL_ENV });
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  const steps = readFileSync(logFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [, step, pid] = /^(.*) \(pid (\d+)\)$/.exec(line) ?? [];
      return [step, Number(pid)] as const;
    });
  const pidOf = (step: string) => steps.filter(([name]) => name === step).map(([, pid]) => pid);
  return { pid: result.pid, steps, pidOf };
}

describe(PAGE, () => {
  claim(
    'the config runs once in the rstest process, global setup in its own process, and each test file in a fresh worker unless isolate is false',
    () => {
      const project = writeProject(probeWithPids());
      const { pid, pidOf } = runProbe(project);
      expect(pidOf('config file')).toEqual([pid]);
      const [globalSetup] = pidOf('globalSetup: setup');
      expect(pidOf('globalSetup: teardown')).toEqual([globalSetup]);
      const [cart] = pidOf('cart.test.ts: top level');
      const [price] = pidOf('price.test.ts: top level');
      expect(new Set([pid, globalSetup, cart, price]).size).toBe(4);
      // Each file's setup file, hooks and tests run in the file's worker.
      expect(pidOf('setup file')).toEqual([cart, price]);
      expect(pidOf('cart.test.ts: test "adds an item"')).toEqual([cart]);
      expect(pidOf('setup file: afterAll')).toEqual([cart, price]);
    },
  );

  claim('with isolate false one worker runs both files and the setup file runs for each', () => {
    says(PAGE, '`isolate: false`');
    const project = writeProject(probeWithPids());
    const { pidOf } = runProbe(project, ['--isolate=false']);
    const [cart] = pidOf('cart.test.ts: top level');
    expect(pidOf('price.test.ts: top level')).toEqual([cart]);
    expect(pidOf('setup file')).toEqual([cart, cart]);
    // A module mock leaks into the files the worker runs after the mocking file (in either order).
    const mocks = run({
      'rstest.config.ts': 'export default { isolate: false, pool: { maxWorkers: 1 } };\n',
      'src/rate.ts': 'export const rate = () => 0.2;\n',
      'src/mocking.test.ts':
        "import { rs, test } from '@rstest/core';\nimport { rate } from './rate';\n\nrs.mock('./rate', () => ({ rate: () => 0.1 }));\n\ntest('mocks', () => {\n  console.log('mocking file sees', rate());\n});\n",
      'src/plain.test.ts':
        "import { test } from '@rstest/core';\nimport { rate } from './rate';\n\ntest('imports', () => {\n  console.log('plain file sees', rate());\n});\n",
    });
    expect(mocks.status, mocks.output).toBe(0);
    const seen = mocks.output.match(/^(mocking|plain) file sees [\d.]+$/gm) ?? [];
    expect(seen, mocks.output).toHaveLength(2);
    expect(seen).toContain('mocking file sees 0.1');
    const plainAfterMocking = seen[0]?.startsWith('mocking');
    expect(seen).toContain(`plain file sees ${plainAfterMocking ? 0.1 : 0.2}`);
  });

  claim('without concurrent or with maxConcurrency 1 the requests run one after another', () => {
    const files = exampleFiles('concurrent');
    const sequential = "['start a', 'end a', 'start b', 'end b', 'start c', 'end c']";
    const expected = "['start a', 'start b', 'end a', 'start c', 'end b', 'end c']";
    const one = run(
      changed(
        changed(files, 'rstest.config.ts', 'maxConcurrency: 2', 'maxConcurrency: 1'),
        'src/requests.test.ts',
        expected,
        sequential,
      ),
    );
    expect(one.status, one.output).toBe(0);
    const plain = run(
      changed(
        changed(files, 'src/requests.test.ts', 'describe.concurrent(', 'describe('),
        'src/requests.test.ts',
        expected,
        sequential,
      ),
    );
    expect(plain.status, plain.output).toBe(0);
    // The page's expectation does not hold for them: the change is what makes them pass.
    const unchanged = run(changed(files, 'rstest.config.ts', 'maxConcurrency: 2', 'maxConcurrency: 1'));
    expect(unchanged.status).toBe(1);
  });

  claim('which file runs first follows the results of the previous run', () => {
    says(PAGE, '(/config/test/onlyFailures#the-results-cache)');
    const project = writeProject(probeWithPids());
    const firstFiles = () =>
      runProbe(project)
        .steps.map(([step]) => step)
        .filter((step) => step.endsWith(': top level'));
    // The first run of a new project: cart.test.ts first, as in the recorded log.
    expect(firstFiles()).toEqual(['cart.test.ts: top level', 'price.test.ts: top level']);
    // The previous run recorded price.test.ts as the slower file: this time it runs first.
    const results = path.join(project.dir, 'node_modules/.cache/.rstest-results/results.json');
    const cache = JSON.parse(readFileSync(results, 'utf8')) as { files: Record<string, { duration: number }> };
    const keys = Object.keys(cache.files);
    expect(keys.map((key) => key.slice(key.indexOf('\0') + 1)).sort()).toEqual([
      'src/cart.test.ts',
      'src/price.test.ts',
    ]);
    for (const key of keys) cache.files[key].duration = key.endsWith('price.test.ts') ? 60_000 : 1;
    writeFileSync(results, JSON.stringify(cache));
    expect(firstFiles()).toEqual(['price.test.ts: top level', 'cart.test.ts: top level']);
  });

  claimsAreMarked();
});
