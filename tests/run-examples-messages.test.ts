// scripts/run-examples.mjs as a writer runs it: on the page file they edit, named the way a shell
// completes it, and a failing example named by the page and line of its code block.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..');
const WORK = mkdtempSync(path.join(tmpdir(), 'run-examples-'));
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

const runExamples = (...args: string[]) => {
  const result = spawnSync(process.execPath, ['scripts/run-examples.mjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, EXAMPLES_DIR: WORK, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { status: result.status, output: result.stdout + result.stderr };
};

test('a page file as a writer types it runs that page only', () => {
  const { status, output } = runExamples('docs/en/guide/start/quick-start.mdx');
  expect(output).toContain('Examples: 1 pages');
  expect(status).toBe(0);
});

test('a failing example names the page and line of its code block, and of the failed assertion', () => {
  const { status, output } = runExamples('tests/fixtures/examples/failing-example.mdx');
  expect(status).toBe(1);
  expect(output).toContain(
    '✗ tests/fixtures/examples/failing-example.mdx:22 (src/wrong.test.ts:4, the block at line 18): "adds wrongly" failed: expected 2 to be 3 // Object.is equality',
  );
  // The passing example of the same page is not named.
  expect(output).not.toMatch(/✗ .*sum\.test\.ts/);
});

test('examples another page shows unchanged run once; a failure names every page that shows them, at its own lines', () => {
  const { status, output } = runExamples(
    'tests/fixtures/examples/failing-example.mdx',
    'tests/fixtures/examples/same-examples.mdx',
  );
  expect(status).toBe(1);
  // The ordinary blocks: one project for both pages, so one test file of each runs.
  expect(output).toContain('Examples: 2 pages, 2 test files, 1 passed, 1 failed');
  expect(output).toContain(
    '✗ tests/fixtures/examples/failing-example.mdx:22 (src/wrong.test.ts:4, the block at line 18) and tests/fixtures/examples/same-examples.mdx:24 (src/wrong.test.ts:4, the block at line 20): "adds wrongly" failed',
  );
  // A whole run that passes runs once and stands for both pages.
  expect(output).toMatch(/^✓ whole run tests--fixtures--examples--failing-example--ok \(exit 0/m);
  expect(output).toContain(
    '✓ whole run tests--fixtures--examples--same-examples--ok (the same run as tests--fixtures--examples--failing-example--ok)',
  );
  // One that fails is run for each page, so each gets its own message.
  expect(output).toContain(
    '✗ whole run tests--fixtures--examples--failing-example--bad (tests/fixtures/examples/failing-example.mdx:',
  );
  expect(output).toContain(
    '✗ whole run tests--fixtures--examples--same-examples--bad (tests/fixtures/examples/same-examples.mdx:',
  );
  expect(output).toContain(
    'Whole-run examples: 2 passed, 2 failed (2 runs: the others are the same run on another page)',
  );
});

test('a test file that another page runs with the same code, beside the same other files, runs once; a failure names both pages; a whole run whose comments alone differ runs once', () => {
  const { status, output } = runExamples(
    'tests/fixtures/examples/failing-example.mdx',
    'tests/fixtures/examples/translated-example.mdx',
  );
  expect(status).toBe(1);
  // Both sum.test.ts (their test names differ) and one wrong.test.ts.
  expect(output).toContain('Examples: 2 pages, 3 test files, 2 passed, 1 failed');
  expect(output).toContain(
    '✗ tests/fixtures/examples/failing-example.mdx:22 (src/wrong.test.ts:4, the block at line 18) and tests/fixtures/examples/translated-example.mdx:24 (src/wrong.test.ts:4, the block at line 20): "adds wrongly" failed',
  );
  // A whole run whose copy differs only in the words of a comment runs once, and says so.
  expect(output).toContain(
    '✓ whole run tests--fixtures--examples--translated-example--ok (the same run as tests--fixtures--examples--failing-example--ok: only the words of its comments differ)',
  );
});

test('beside other files, a test file with the same code runs again', () => {
  const { status, output } = runExamples(
    'tests/fixtures/examples/failing-example.mdx',
    'tests/fixtures/examples/other-support.mdx',
  );
  expect(status).toBe(1);
  expect(output).toContain('Examples: 2 pages, 3 test files, 1 passed, 2 failed');
  expect(output).toMatch(/^✗ tests\/fixtures\/examples\/other-support\.mdx:\d+ \(src\/wrong\.test\.ts:4/m);
});

test('a page file that does not exist is named', () => {
  const { status, output } = runExamples('docs/en/guide/start/quick-stat.mdx');
  expect(status).toBe(1);
  expect(output).toContain('No such page: docs/en/guide/start/quick-stat.mdx');
});
