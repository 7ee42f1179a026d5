// Claims of docs/*/api/test-api/hooks.mdx that a runnable example on the page cannot show, or could only show
// by growing too long: behaviour across tests and files, tests that must fail, and the messages Rstest
// prints. Each claim is marked on both pages with
// `{/* proven by tests/claims/api-hooks.test.ts: <test name> */}`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect } from 'vitest';
import { type RstestRun, runRstest } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { type ProbeRun, quoteFiles, runProbes, probeReaders } from '../helpers/api-claims';

const { claim, claimsAreMarked } = pageClaims('api-hooks.test.ts', 'api/test-api/hooks.mdx');

let main: RstestRun;
let report: ProbeRun['report'];
beforeAll(() => {
  ({ main, report } = runProbes((file) => quoteFiles('test-api/hooks').includes(file)));
}, 300_000);
const { quotedTest } = probeReaders(() => ({ main, report }));

const CLEANUP_FILE = (name: string) => `import { appendFileSync } from 'node:fs';
import { afterAll, expect, registerFileCleanup, registerWorkerCleanup, test } from '@rstest/core';
const log = (entry: string) => appendFileSync('cleanup.log', '${name} ' + entry + '\\n');
registerWorkerCleanup(() => log('worker cleanup'));
registerFileCleanup(() => log('file cleanup'));
const unregister = registerFileCleanup(() => log('unregistered cleanup'));
afterAll(() => log('afterAll'));
test('runs', () => {
  log('test');
  expect(unregister()).toBe(true);
  expect(unregister()).toBe(false);
});
`;

claim('hooks: file and worker cleanups run when the docs say', () => {
  const files = { 'a.test.ts': CLEANUP_FILE('a'), 'b.test.ts': CLEANUP_FILE('b') };
  const readLog = (run: RstestRun) => readFileSync(path.join(run.dir, 'cleanup.log'), 'utf8').trim().split('\n');

  const isolated = runRstest(files, { args: ['run', '--pool.maxWorkers', '1'] });
  expect(isolated.status, isolated.output).toBe(0);
  for (const name of ['a', 'b']) {
    expect(readLog(isolated).filter((line) => line.startsWith(`${name} `))).toEqual(
      ['test', 'afterAll', 'worker cleanup', 'file cleanup'].map((entry) => `${name} ${entry}`),
    );
  }

  const shared = runRstest(files, { args: ['run', '--isolate=false', '--pool.maxWorkers', '1'] });
  expect(shared.status, shared.output).toBe(0);
  const log = readLog(shared);
  expect(log.filter((line) => line.endsWith('worker cleanup'))).toHaveLength(2);
  // Without isolation the worker cleanups wait for the last file.
  expect(log.slice(-2).every((line) => line.endsWith('worker cleanup'))).toBe(true);
  expect(log.join('\n')).not.toContain('unregistered');
});

claim('quoted messages: hooks', quotedTest('test-api/hooks'));

claimsAreMarked();
