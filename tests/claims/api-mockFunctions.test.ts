// Claims of docs/*/api/rstest/mockFunctions.mdx that a runnable example on the page cannot show, or could
// only show by growing too long: behaviour across tests and files, tests that must fail, and the messages
// Rstest prints. Each claim is marked on both pages with
// `{/* proven by tests/claims/api-mockFunctions.test.ts: <test name> */}`.
import { beforeAll } from 'vitest';
import type { RstestRun } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { type ProbeRun, quoteFiles, runProbes, probeReaders } from '../helpers/api-claims';

const { claim, claimsAreMarked } = pageClaims('api-mockFunctions.test.ts', 'api/rstest/mockFunctions.mdx');

let main: RstestRun;
let report: ProbeRun['report'];
beforeAll(() => {
  ({ main, report } = runProbes((file) => quoteFiles('rstest/mockFunctions').includes(file)));
}, 300_000);
const { quotedTest } = probeReaders(() => ({ main, report }));

claim('quoted messages: mockFunctions', quotedTest('rstest/mockFunctions'));

claimsAreMarked();
