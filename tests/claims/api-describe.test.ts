// Claims of docs/*/api/test-api/describe.mdx that a runnable example on the page cannot show, or could only
// show by growing too long: behaviour across tests and files, tests that must fail, and the messages Rstest
// prints. Each claim is marked on both pages with
// `{/* proven by tests/claims/api-describe.test.ts: <test name> */}`.
import { beforeAll, expect } from 'vitest';
import type { RstestRun } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { type ProbeRun, runProbes, errorsOf, probeReaders } from '../helpers/api-claims';

const { claim, claimsAreMarked } = pageClaims('api-describe.test.ts', 'api/test-api/describe.mdx');

let main: RstestRun;
let report: ProbeRun['report'];
beforeAll(() => {
  ({ main, report } = runProbes((file) => file.startsWith('describe/')));
}, 300_000);
const { result, allPassed } = probeReaders(() => ({ main, report }));

claim('describe: suites are collected first, after an await too, and not inside a test', () => {
  allPassed('describe/collect.test.ts');
  expect(result('describe/collect.test.ts', 'async suite > declared after an await').status).toBe('pass');
});

claim('describe: suite options are defaults that tests override', () => {
  const file = 'describe/options.test.ts';
  expect(result(file, 'suite > inherits retry')).toMatchObject({ status: 'pass', retryCount: 1 });
  expect(result(file, 'suite > overrides retry')).toMatchObject({ status: 'fail', retryCount: 0 });
  expect(result(file, 'suite > inner suite > inherits and overrides meta').status).toBe('pass');
  expect(result(file, 'check').status).toBe('pass');
  const timedOut = result(file, 'timeout shorthand > exceeds the suite timeout');
  expect(timedOut.status).toBe('fail');
  expect(errorsOf(timedOut)).toContain('test timed out in 50ms');
});

claimsAreMarked();
