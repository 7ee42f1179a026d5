// Claims of docs/*/api/rstest/utilities.mdx that a runnable example on the page cannot show, or could only
// show by growing too long: behaviour across tests and files, tests that must fail, and the messages Rstest
// prints. Each claim is marked on both pages with
// `{/* proven by tests/claims/api-utilities.test.ts: <test name> */}`.
import { beforeAll, expect } from 'vitest';
import type { RstestRun } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { type ProbeRun, quoteFiles, runProbes, errorsOf, probeReaders } from '../helpers/api-claims';

const { claim, claimsAreMarked } = pageClaims('api-utilities.test.ts', 'api/rstest/utilities.mdx');

let main: RstestRun;
let report: ProbeRun['report'];
beforeAll(() => {
  ({ main, report } = runProbes(
    (file) => file.startsWith('utilities/') || quoteFiles('rstest/utilities').includes(file),
  ));
}, 300_000);
const { result, allPassed, quotedTest } = probeReaders(() => ({ main, report }));

claim('utilities: import.meta.env reads the stubbed process.env', () => {
  allPassed('utilities/import-meta-env.test.ts');
});

claim('utilities: rs.waitUntil waits for real while fake timers are installed', () => {
  allPassed('utilities/wait-until-fake-timers.test.ts');
});

claim('utilities: rs.setConfig inside a test leaves the timeout and retries of later tests', () => {
  const file = 'utilities/set-config-in-test.test.ts';
  const retried = result(file, 'is not retried');
  expect(retried.status).toBe('fail');
  expect(retried.retryCount).toBe(0);
  expect(errorsOf(retried)).toBe('attempt 1');
  expect(result(file, 'is not timed out').status).toBe('pass');
});

claim('quoted messages: utilities', quotedTest('rstest/utilities'));

claimsAreMarked();
