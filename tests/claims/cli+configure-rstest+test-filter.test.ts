// Claims that prove sentences of several pages at once, docs/*/guide/basic/cli.mdx,
// docs/*/guide/basic/configure-rstest.mdx, docs/*/guide/basic/test-filter.mdx, against real runs of the
// pinned @rstest/core. Each claim is marked on every one of these pages, in both languages, with
// `{/* proven by tests/claims/cli+configure-rstest+test-filter.test.ts: <test name> */}`; quoted output is
// read from the English page, must appear unchanged on the Chinese page, and is compared with what the run
// prints.
import { describe, expect } from 'vitest';
import { says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { run, again, resolvedConfig, passingTest } from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('cli+configure-rstest+test-filter.test.ts', [
  'guide/basic/cli.mdx',
  'guide/basic/configure-rstest.mdx',
  'guide/basic/test-filter.mdx',
]);

describe('guide/basic/configure-rstest.mdx', () => {
  const page = 'guide/basic/configure-rstest.mdx';

  claim('CLI flags override the config file: --testTimeout, --include, --exclude and --reporter', async () => {
    const slow = `import { test } from '@rstest/core';\n\ntest('takes 300 ms', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 300));\n});\n`;
    const project = run(
      {
        'rstest.config.ts':
          "export default { testTimeout: 100, include: ['src/**/*.test.ts'], exclude: ['**/skipped/**'], reporters: ['dot'] };\n",
        'src/slow.test.ts': slow,
        'src/skipped/a.test.ts': passingTest('skipped'),
        'src/b.test.ts': passingTest('b'),
        'test/app.spec.ts': passingTest('app'),
        'node_modules/pkg/c.test.ts': passingTest('c'),
      },
      { nodeModules: 'rstest-only', args: ['run', 'slow', '--reporter=default'] },
    );
    expect(project.status).toBe(1);
    expect(project.output).toContain(says(page, 'test timed out in 100ms'));
    expect(again(project, ['run', 'slow', '--testTimeout', '1000']).status).toBe(0);
    expect(again(project, ['run', 'slow', '--testTimeout', '0']).status).toBe(0);
    const files = (...args: string[]) =>
      again(project, ['list', '--filesOnly', ...args])
        .stdout.trim()
        .split('\n')
        .sort();
    expect(files()).toEqual(['src/b.test.ts', 'src/slow.test.ts']);
    expect(files('--include', 'test/**/*.spec.ts')).toEqual(['test/app.spec.ts']);
    // The config's exclude is replaced; node_modules stays excluded.
    expect(files('--exclude', '**/b.test.ts')).toEqual(['src/skipped/a.test.ts', 'src/slow.test.ts']);
    expect(again(project, ['run', 'b', '--reporter=verbose'], { DEBUG: 'rstest' }).status).toBe(0);
    expect((await resolvedConfig(project.dir)).reporters).toEqual(['verbose']);
    // Options whose values are functions have no flag.
    expect(again(project, ['run', '--help']).stdout).not.toContain('onConsoleLog');
  });
});

claimsAreMarked();
