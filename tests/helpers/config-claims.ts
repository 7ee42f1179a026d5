// What the claim files of the config pages (tests/claims/config-*.test.ts) share: runs of the pinned
// @rstest/core in a scratch project, the files they write, and what a test or a script saw.
import { execFileSync } from 'node:child_process';
import { ROOT, type RstestRun, type RstestRunOptions, runRstest } from './rstest';

/** A run in a scratch folder (removed with the run's scratch folder: tests/setup/scratch-root.ts). */
export function rstest(files: Record<string, string>, options?: RstestRunOptions): RstestRun {
  return runRstest(files, options);
}

export const config = (body: string) =>
  `import { defineConfig } from '@rstest/core';\nexport default defineConfig(${body});\n`;

/** Prints what a test sees, one JSON line prefixed with `SEEN`. */
export const printing = (expression: string) =>
  `import { test } from '@rstest/core';\ntest('prints', () => { console.log('SEEN ' + JSON.stringify(${expression})); });\n`;

export const seen = (output: string): unknown => JSON.parse(/^SEEN (.*)$/m.exec(output)?.[1] ?? 'null');

/** An environment with no CI marker at all, for defaults that follow CI detection. */
export const outsideCi = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, HOME: process.env.HOME });

/** Runs a script that imports @rstest/core and prints one JSON value. */
export function nodeJson(script: string, env: NodeJS.ProcessEnv = process.env): unknown {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? 'null');
}

/** The test files of the hideSkippedTests and hideSkippedTestFiles claims: a test skipped, and a file whose tests all are. */
export const skippedFixtures = {
  cart: `import { expect, test } from '@rstest/core';
test('adds an item', () => {
  expect([1, 2].length).toBe(2);
});
test.skip('applies a coupon', () => {
  expect.unreachable();
});
test.todo('removes an item');
`,
  payments: `import { describe, expect, test } from '@rstest/core';
describe.skip('payments', () => {
  test('charges a card', () => {
    expect.unreachable();
  });
});
`,
};
