// What docs/*/config/test/logHeapUsage.mdx says that a runnable example cannot show (output that must be
// absent, runs that need Git, the shell's environment or a second package version, defaults that Rstest
// applies where an option is used), proven against real runs of the pinned @rstest/core.
import { describe, expect, test } from 'vitest';
import { pageClaims } from '../helpers/page-claims';
import { rstest } from '../helpers/config-claims';

const { claimsAreMarked } = pageClaims('config-logHeapUsage.test.ts', 'config/test/logHeapUsage.mdx');

describe('logHeapUsage', () => {
  test('the default reporter prints the heap in whole MB after the file and each test', () => {
    const run = rstest(
      {
        'src/cache.test.ts': `import { expect, test } from '@rstest/core';
test('fills a large cache', () => {
  const cache = new Map<number, string>();
  for (let key = 0; key < 100_000; key += 1) cache.set(key, \`value \${key}\`);
  expect(cache.size).toBe(100_000);
});
test('reads one entry', () => {
  expect(new Map([[1, 'one']]).get(1)).toBe('one');
});
`,
      },
      { args: ['run', '--logHeapUsage'] },
    );
    // The shape of the lines quoted on the page; the numbers differ from run to run, and a loaded
    // machine prints a test over a second as `1.37s` instead of `38ms`.
    const timing = String.raw`\((?:\d+ms|\d+(?:\.\d+)?s)\)`;
    expect(run.output).toMatch(/^ ✓ src\/cache\.test\.ts \(2\) \d+ MB heap used$/m);
    expect(run.output).toMatch(new RegExp(String.raw`^ {2}✓ fills a large cache ${timing} \d+ MB heap used$`, 'm'));
    expect(run.output).toMatch(new RegExp(String.raw`^ {2}✓ reads one entry ${timing} \d+ MB heap used$`, 'm'));
  });
});

claimsAreMarked();
