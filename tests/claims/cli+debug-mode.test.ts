// Claims that prove sentences of several pages at once, docs/*/guide/advanced/debug-mode.mdx,
// docs/*/guide/basic/cli.mdx, against real runs of the pinned @rstest/core. Each claim is marked on every one
// of these pages, in both languages, with
// `{/* proven by tests/claims/cli+debug-mode.test.ts: <test name> */}`; quoted output is read from the
// English page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { describe, expect } from 'vitest';
import { quote } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { run, again, expectPrinted } from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('cli+debug-mode.test.ts', [
  'guide/advanced/debug-mode.mdx',
  'guide/basic/cli.mdx',
]);

describe('guide/basic/cli.mdx', () => {
  const page = 'guide/basic/cli.mdx';

  claim('--detectAsyncLeaks fails the file of a passing test that leaks a timer, and the run exits with 1', () => {
    const project = run({ 'src/leak.test.ts': `${quote(page, 'setInterval(() => {}, 1000);\n  expect')}\n` });
    expect(project.status, project.output).toBe(0);
    const detected = again(project, ['run', '--detectAsyncLeaks']);
    expect(detected.status).toBe(1);
    expectPrinted(quote(page, 'AsyncLeakError: Detected async leak'), detected);
  });
});

claimsAreMarked();
