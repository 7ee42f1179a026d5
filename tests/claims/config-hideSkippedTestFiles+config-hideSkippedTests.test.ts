// What docs/*/config/test/hideSkippedTestFiles.mdx, docs/*/config/test/hideSkippedTests.mdx say together that
// a runnable example cannot show, proven against real runs of the pinned @rstest/core.
import { describe, expect, test } from 'vitest';
import { pageClaims } from '../helpers/page-claims';
import { rstest, config, skippedFixtures } from '../helpers/config-claims';

const { claimsAreMarked } = pageClaims('config-hideSkippedTestFiles+config-hideSkippedTests.test.ts', [
  'config/test/hideSkippedTestFiles.mdx',
  'config/test/hideSkippedTests.mdx',
]);

describe('hideSkippedTests and hideSkippedTestFiles', () => {
  const { cart, payments } = skippedFixtures;

  test('the skipped test and the skipped file are listed without the options', () => {
    const run = rstest(
      { 'src/cart.test.ts': cart, 'src/payments.test.ts': payments },
      { args: ['run', '--reporter', 'verbose'] },
    );
    expect(run.output).toContain('- applies a coupon');
    expect(run.output).toContain('- src/payments.test.ts (1)');
  });

  test('with projects, the root value does not reach the projects; a project value and the flag do', () => {
    const files = (root: string, project = '{}') => ({
      'rstest.config.ts': config(`{ ${root} projects: ['app'] }`),
      'app/rstest.config.ts': config(project),
      'app/src/cart.test.ts': cart,
      'app/src/payments.test.ts': payments,
    });
    const fromRoot = rstest(files('hideSkippedTests: true, hideSkippedTestFiles: true,'), {
      args: ['run', '--reporter', 'verbose'],
    });
    expect(fromRoot.output).toContain('- applies a coupon');
    expect(fromRoot.output).toContain('payments.test.ts');

    const fromProject = rstest(files('', '{ hideSkippedTests: true, hideSkippedTestFiles: true }'), {
      args: ['run', '--reporter', 'verbose'],
    });
    expect(fromProject.output).not.toContain('applies a coupon');
    expect(fromProject.output).not.toContain('payments.test.ts');

    const fromFlag = rstest(files(''), {
      args: ['run', '--reporter', 'verbose', '--hideSkippedTests', '--hideSkippedTestFiles'],
    });
    expect(fromFlag.output).not.toContain('applies a coupon');
    expect(fromFlag.output).not.toContain('payments.test.ts');
  });
});

claimsAreMarked();
