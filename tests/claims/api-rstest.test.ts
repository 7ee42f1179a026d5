// Claims of docs/*/api/rstest/index.mdx that a runnable example on the page cannot show, or could only show
// by growing too long: behaviour across tests and files, tests that must fail, and the messages Rstest
// prints. Each claim is marked on both pages with
// `{/* proven by tests/claims/api-rstest.test.ts: <test name> */}`.
import { beforeAll, expect } from 'vitest';
import { LANGS } from '../helpers/page-quotes';
import type { RstestRun } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { apiPage, returnsRs, type ProbeRun, runProbes, probeReaders } from '../helpers/api-claims';

const { claim, claimsAreMarked } = pageClaims('api-rstest.test.ts', 'api/rstest/index.mdx');

let main: RstestRun;
let report: ProbeRun['report'];
beforeAll(() => {
  ({ main, report } = runProbes((file) => file === 'rs/returns.test.ts'));
}, 300_000);
const { allPassed } = probeReaders(() => ({ main, report }));

claim('rs: the methods documented to return rs return it', () => {
  expect(returnsRs()).toEqual(expect.arrayContaining(['useRealTimers', 'clearAllMocks', 'unstubAllEnvs']));
  allPassed('rs/returns.test.ts');
  for (const lang of LANGS) expect(apiPage(lang, 'rstest/index')).toContain('`rs.resetModules`');
});

claimsAreMarked();
