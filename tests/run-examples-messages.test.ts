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

test('a page file that does not exist is named', () => {
  const { status, output } = runExamples('docs/en/guide/start/quick-stat.mdx');
  expect(status).toBe(1);
  expect(output).toContain('No such page: docs/en/guide/start/quick-stat.mdx');
});
