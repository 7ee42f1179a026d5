// Claims of docs/*/api/rstest/mockInstance.mdx that a runnable example on the page cannot show, or could only
// show by growing too long: behaviour across tests and files, tests that must fail, and the messages Rstest
// prints. Each claim is marked on both pages with
// `{/* proven by tests/claims/api-mockInstance.test.ts: <test name> */}`.
import { beforeAll, expect } from 'vitest';
import type { RstestRun } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { returnsThis, type ProbeRun, runProbes, probeReaders } from '../helpers/api-claims';

const { claim, claimsAreMarked } = pageClaims('api-mockInstance.test.ts', 'api/rstest/mockInstance.mdx');

let main: RstestRun;
let report: ProbeRun['report'];
beforeAll(() => {
  ({ main, report } = runProbes((file) => file.startsWith('mockInstance/')));
}, 300_000);
const { allPassed } = probeReaders(() => ({ main, report }));

claim('mockInstance: the configuring methods return the mock itself', () => {
  expect(returnsThis()).toEqual(expect.arrayContaining(['mockName', 'mockReturnValue', 'mockReset']));
  allPassed('mockInstance/returns-this.test.ts');
});

claim('mockInstance: invocationCallOrder counts across the tests of a file', () => {
  allPassed('mockInstance/call-order.test.ts');
});

claimsAreMarked();
