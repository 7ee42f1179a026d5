// What docs/*/config/test/expect.mdx says that a runnable example cannot show (output that must be absent,
// runs that need Git, the shell's environment or a second package version, defaults that Rstest applies where
// an option is used), proven against real runs of the pinned @rstest/core.
import { describe, expect, test } from 'vitest';
import { pageClaims } from '../helpers/page-claims';
import { nodeJson } from '../helpers/config-claims';

const { claimsAreMarked } = pageClaims('config-expect.test.ts', 'config/test/expect.mdx');

describe('expect.poll', () => {
  test('setting one key keeps the default of the other; browser mode raises the timeouts it does not set', () => {
    const resolve = (config: object) =>
      nodeJson(
        `import { createRstest } from '@rstest/core/api';
         const { context } = await createRstest({ cwd: process.cwd(), config: ${JSON.stringify(config)} });
         console.log(JSON.stringify({ poll: context.config.expect.poll, testTimeout: context.config.testTimeout }));`,
      );
    expect(resolve({ expect: { poll: { interval: 10 } } })).toEqual({
      poll: { interval: 10, timeout: 1000 },
      testTimeout: 5000,
    });
    expect(resolve({ browser: { enabled: true, provider: 'playwright' } })).toEqual({
      poll: { interval: 50, timeout: 5000 },
      testTimeout: 15000,
    });
  });
});

claimsAreMarked();
