// What docs/*/config/test/hideSkippedTests.mdx says that a runnable example cannot show (output that must be
// absent, runs that need Git, the shell's environment or a second package version, defaults that Rstest
// applies where an option is used), proven against real runs of the pinned @rstest/core.
import { describe, expect, test } from 'vitest';
import { pageClaims } from '../helpers/page-claims';
import { rstest, config, skippedFixtures } from '../helpers/config-claims';

const { claimsAreMarked } = pageClaims('config-hideSkippedTests.test.ts', 'config/test/hideSkippedTests.mdx');

describe('hideSkippedTests', () => {
  const { cart } = skippedFixtures;

  test('hideSkippedTests drops skipped tests, also those a -t filter left out, and keeps todos', () => {
    const hidden = rstest({ 'rstest.config.ts': config('{ hideSkippedTests: true }'), 'src/cart.test.ts': cart });
    expect(hidden.output).not.toContain('applies a coupon');
    expect(hidden.output).toContain('- removes an item');
    expect(hidden.output).toContain('Tests 1 passed | 1 skipped | 1 todo (3)');

    const filtered = rstest({ 'src/cart.test.ts': cart }, { args: ['run', '-t', 'adds', '--hideSkippedTests'] });
    expect(filtered.output).toContain('✓ adds an item');
    expect(filtered.output).not.toContain('applies a coupon');
    expect(filtered.output).not.toContain('removes an item');
  });
});

claimsAreMarked();
