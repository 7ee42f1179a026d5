// Claims of docs/*/api/rstest/mockModules.mdx that a runnable example on the page cannot show, or could only
// show by growing too long: behaviour across tests and files, tests that must fail, and the messages Rstest
// prints. Each claim is marked on both pages with
// `{/* proven by tests/claims/api-mockModules.test.ts: <test name> */}`.
import { beforeAll } from 'vitest';
import type { RstestRun } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { type ProbeRun, quoteFiles, runProbes, probeReaders } from '../helpers/api-claims';

const { claim, claimsAreMarked } = pageClaims('api-mockModules.test.ts', 'api/rstest/mockModules.mdx');

let main: RstestRun;
let report: ProbeRun['report'];
beforeAll(() => {
  ({ main, report } = runProbes(
    (file) => file.startsWith('mockModules/') || quoteFiles('rstest/mockModules').includes(file),
  ));
}, 300_000);
const { allPassed, quotedTest } = probeReaders(() => ({ main, report }));

claim('mockModules: paths, manual mocks and automocks resolve as described', () => {
  allPassed('mockModules/sub/relative.test.ts');
  allPassed('mockModules/package.test.ts');
  allPassed('mockModules/automock.test.ts');
});

claim('mockModules: a factory runs once, on the first import', () => {
  allPassed('mockModules/factory-once.test.ts');
});

claim('mockModules: rs.mockRequire takes { spy: true } and { mock: true }', () => {
  allPassed('mockModules/require-automock.test.ts');
  allPassed('mockModules/require-spy.test.ts');
});

claim('quoted messages: mockModules', quotedTest('rstest/mockModules'));

claimsAreMarked();
