// Claims that prove sentences of several pages of the API reference at once,
// docs/*/api/test-api/describe.mdx, docs/*/api/test-api/test.mdx: behaviour a runnable example on a page
// cannot show. Each claim is marked on every one of these pages, in both languages, with
// `{/* proven by tests/claims/api-describe+api-test.test.ts: <test name> */}`.
import { beforeAll, expect } from 'vitest';
import type { RstestRun } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { type ProbeRun, runProbes, probeReaders } from '../helpers/api-claims';

const { claim, claimsAreMarked } = pageClaims('api-describe+api-test.test.ts', [
  'api/test-api/describe.mdx',
  'api/test-api/test.mdx',
]);

let main: RstestRun;
let report: ProbeRun['report'];
beforeAll(() => {
  ({ main, report } = runProbes((file) => ['test/each.test.ts', 'test/concurrency.test.ts'].includes(file)));
}, 300_000);
const { allPassed } = probeReaders(() => ({ main, report }));

claim('test: each spreads array cases and fills in the name placeholders', () => {
  allPassed('test/each.test.ts');
  const names = report.tests.filter((t) => t.testPath === 'test/each.test.ts').map((t) => t.fullName);
  expect(names).toEqual([
    's=text d=2 i=3 f=1.25 j={"a":1} o=o O=O c=c index=0 number=1 percent=%',
    'path Ada',
    'mixed cases 0',
    'mixed cases 1',
    'array cases 0',
    'array cases 1',
    'suite en-US 1 > inside',
  ]);
});

claim('test: concurrent tests run five at a time, with their neighbours only', () => {
  allPassed('test/concurrency.test.ts');
});

claimsAreMarked();
