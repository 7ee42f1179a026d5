// Claims that prove sentences of several pages at once, docs/*/guide/advanced/ci.mdx,
// docs/*/guide/advanced/troubleshooting.mdx, against real runs of the pinned @rstest/core. Each claim is
// marked on every one of these pages, in both languages, with
// `{/* proven by tests/claims/ci+troubleshooting.test.ts: <test name> */}`; quoted messages and output are
// read from the English page, must appear unchanged on the Chinese page, and are compared with what the run
// prints.
import { describe, expect } from 'vitest';
import { says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { run, exists, testFile } from '../helpers/run-guide-claims';

const { claim, claimsAreMarked } = pageClaims('ci+troubleshooting.test.ts', [
  'guide/advanced/ci.mdx',
  'guide/advanced/troubleshooting.mdx',
]);

describe('guide/advanced/ci.mdx', () => {
  const snapshotTest = testFile('formats the receipt', 'expect({ total: 1200 }).toMatchSnapshot();');

  claim('in CI a missing snapshot fails the test instead of being written', () => {
    const message = says('guide/advanced/troubleshooting.mdx', 'Error: Snapshot `formats the receipt 1` mismatched');
    for (const env of [{ CI: 'true' }, { GITHUB_ACTIONS: 'true' }, { GITLAB_CI: 'true' }]) {
      const project = run({ 'src/receipt.test.ts': snapshotTest }, { env });
      expect(project.status, JSON.stringify(env)).toBe(1);
      expect(project.output).toContain(message);
      expect(exists(project, 'src/__snapshots__')).toBe(false);
    }
    const local = run({ 'src/receipt.test.ts': snapshotTest });
    expect(local.status).toBe(0);
    expect(exists(local, 'src/__snapshots__/receipt.test.ts.snap')).toBe(true);
  });
});

claimsAreMarked();
