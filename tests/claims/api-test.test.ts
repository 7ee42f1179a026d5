// Claims of docs/*/api/test-api/test.mdx that a runnable example on the page cannot show, or could only show
// by growing too long: behaviour across tests and files, tests that must fail, and the messages Rstest
// prints. Each claim is marked on both pages with
// `{/* proven by tests/claims/api-test.test.ts: <test name> */}`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect } from 'vitest';
import type { RstestRun } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { type ProbeRun, quoteFiles, runProbes, errorsOf, probeReaders } from '../helpers/api-claims';

const { claim, claimsAreMarked } = pageClaims('api-test.test.ts', 'api/test-api/test.mdx');

let main: RstestRun;
let report: ProbeRun['report'];
beforeAll(() => {
  ({ main, report } = runProbes(
    (file) =>
      (file.startsWith('test/') && !['test/each.test.ts', 'test/concurrency.test.ts'].includes(file)) ||
      quoteFiles('test-api/test').includes(file),
  ));
}, 300_000);
const { result, fileResult, allPassed, quotedTest } = probeReaders(() => ({ main, report }));

claim('test: each and for take the test options', () => {
  allPassed('test/each-options.test.ts');
});

claim('test: repeats stop at the first failed run and retry each run on its own', () => {
  const file = 'test/repeats.test.ts';
  expect(result(file, 'stops at the first failed run').status).toBe('fail');
  expect(result(file, 'retries each run on its own').status).toBe('pass');
  expect(result(file, 'check').status).toBe('pass');
});

claim('test: a number after the function is the timeout', () => {
  const slow = result('test/timeout-shorthand.test.ts', 'is too slow');
  expect(slow.status).toBe('fail');
  expect(errorsOf(slow)).toContain('test timed out in 50ms');
});

claim('test: meta written during a test reaches the reporters', () => {
  expect(result('test/meta.test.ts', 'writes meta').meta).toEqual({ issue: 'PAY-42', bucket: 'fast' });
});

claim('test: the signal aborts with the timeout error', () => {
  expect(result('test/signal.test.ts', 'times out').status).toBe('fail');
  expect(result('test/signal.test.ts', 'check').status).toBe('pass');
});

claim('test: skip, todo and fails report what they say', () => {
  const file = 'test/statuses.test.ts';
  expect(result(file, 'skips itself').status).toBe('skip');
  expect(result(file, 'declared with skip').status).toBe('skip');
  expect(result(file, 'declared with todo').status).toBe('todo');
  expect(result(file, 'passes under fails').status).toBe('fail');
  expect(errorsOf(result(file, 'passes under fails'))).toBe('Expect test to fail');
  expect(result(file, 'check').status).toBe('pass');
});

claim('test: the global expect mixes up concurrent tests', () => {
  const file = 'test/global-expect.test.ts';
  const mixedUp = result(file, 'global expect > expects one assertion');
  expect(mixedUp.status).toBe('fail');
  expect(errorsOf(mixedUp)).toMatch(/^expected number of assertions to be 2, but got \d+$/);
  expect(result(file, 'context expect > expects one assertion').status).toBe('pass');
  expect(result(file, 'context expect > expects two assertions').status).toBe('pass');
});

claim('test: fixtures are set up on demand and torn down after the test', () => {
  const file = 'test/fixtures.test.ts';
  expect(result(file, 'uses b only').status).toBe('pass');
  expect(result(file, 'runs after the teardown').status).toBe('pass');
  const plain = result(file, 'does not destructure');
  expect(plain.status).toBe('fail');
  expect(errorsOf(plain)).toContain('First argument must use the object destructuring pattern');
});

claim('test: fixture scopes limit what a fixture may use', () => {
  expect(errorsOf(fileResult('test/fixture-file-uses-test.test.ts'))).toContain(
    'The file-scoped fixture "db" cannot depend on the test-scoped fixture "tenant".',
  );
  expect(errorsOf(fileResult('test/fixture-worker-uses-file.test.ts'))).toContain(
    'The worker-scoped fixture "pool" cannot depend on the file-scoped fixture "db".',
  );
  allPassed('test/fixture-file-scope.test.ts');
  expect(readFileSync(path.join(main.dir, 'fixtures.log'), 'utf8').trim().split('\n')).toEqual([
    'set up pool',
    'set up db on pool',
    'first uses db',
    'second uses db',
    'close db',
    'close pool',
  ]);
});

claim('quoted messages: test', quotedTest('test-api/test'));

claimsAreMarked();
