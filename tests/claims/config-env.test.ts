// What docs/*/config/test/env.mdx says that a runnable example cannot show (output that must be absent, runs
// that need Git, the shell's environment or a second package version, defaults that Rstest applies where an
// option is used), proven against real runs of the pinned @rstest/core.
import { describe, expect, test } from 'vitest';
import { pageClaims } from '../helpers/page-claims';
import { rstest, config, printing, seen } from '../helpers/config-claims';

const { claimsAreMarked } = pageClaims('config-env.test.ts', 'config/test/env.mdx');

describe('env', () => {
  test('a config value wins over the shell, undefined removes a variable, setup files see them, and a project sets its own', () => {
    const run = rstest(
      {
        'rstest.config.ts': config("{ projects: ['app'] }"),
        'app/rstest.config.ts': config(
          "{ env: { FROM_SHELL: 'config', REMOVED: undefined }, setupFiles: ['./setup.ts'] }",
        ),
        'app/setup.ts': 'Object.assign(globalThis, { inSetup: process.env.FROM_SHELL });\n',
        'app/env.test.ts': printing(
          "{ shell: process.env.FROM_SHELL, removed: 'REMOVED' in process.env, inSetup: (globalThis as { inSetup?: string }).inSetup }",
        ),
      },
      { env: { FROM_SHELL: 'shell', REMOVED: 'yes' } },
    );
    expect(run.status).toBe(0);
    expect(seen(run.output)).toEqual({ shell: 'config', removed: false, inSetup: 'config' });
  });
});

claimsAreMarked();
