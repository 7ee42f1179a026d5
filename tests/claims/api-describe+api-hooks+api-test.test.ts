// Claims that prove sentences of several pages of the API reference at once,
// docs/*/api/test-api/describe.mdx, docs/*/api/test-api/hooks.mdx, docs/*/api/test-api/test.mdx: behaviour a
// runnable example on a page cannot show. Each claim is marked on every one of these pages, in both
// languages, with `{/* proven by tests/claims/api-describe+api-hooks+api-test.test.ts: <test name> */}`.
import { beforeAll, expect } from 'vitest';
import type { RstestRun } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { type ProbeRun, runProbes, probeReaders } from '../helpers/api-claims';

const { claim, claimsAreMarked } = pageClaims('api-describe+api-hooks+api-test.test.ts', [
  'api/test-api/describe.mdx',
  'api/test-api/hooks.mdx',
  'api/test-api/test.mdx',
]);

let main: RstestRun;
let report: ProbeRun['report'];
beforeAll(() => {
  ({ main, report } = runProbes((file) => file === 'hooks/order.test.ts'));
}, 300_000);
const { result } = probeReaders(() => ({ main, report }));

claim('hooks: each and all hooks run in the documented order, after failures too', () => {
  expect(result('hooks/order.test.ts', 'failing suite > fails').status).toBe('fail');
  expect(result('hooks/order.test.ts', 'check').status).toBe('pass');
});

claimsAreMarked();
