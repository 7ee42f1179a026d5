// What docs/*/config/test/hideSkippedTestFiles.mdx says that a runnable example cannot show (output that must
// be absent, runs that need Git, the shell's environment or a second package version, defaults that Rstest
// applies where an option is used), proven against real runs of the pinned @rstest/core.
import { describe, expect, test } from 'vitest';
import { pageClaims } from '../helpers/page-claims';
import { rstest, skippedFixtures } from '../helpers/config-claims';

const { claimsAreMarked } = pageClaims('config-hideSkippedTestFiles.test.ts', 'config/test/hideSkippedTestFiles.mdx');

describe('hideSkippedTestFiles', () => {
  const { cart, payments } = skippedFixtures;

  test('hideSkippedTestFiles drops files whose tests were all skipped, also by a -t filter', () => {
    const other = "import { test } from '@rstest/core';\ntest('other', () => {});\n";
    const run = rstest(
      { 'src/cart.test.ts': cart, 'src/payments.test.ts': payments, 'src/other.test.ts': other },
      { args: ['run', '-t', 'adds', '--hideSkippedTestFiles'] },
    );
    expect(run.output).toContain('✓ src/cart.test.ts');
    expect(run.output).not.toContain('payments.test.ts');
    expect(run.output).not.toContain('other.test.ts');
    expect(run.output).toContain('Test Files 1 passed | 2 skipped (3)');
  });
});

claimsAreMarked();
