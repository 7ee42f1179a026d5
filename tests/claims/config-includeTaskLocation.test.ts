// What docs/*/config/test/includeTaskLocation.mdx says that a runnable example cannot show (output that must
// be absent, runs that need Git, the shell's environment or a second package version, defaults that Rstest
// applies where an option is used), proven against real runs of the pinned @rstest/core.
import { describe, expect, test } from 'vitest';
import { pageClaims } from '../helpers/page-claims';
import { rstest } from '../helpers/config-claims';

const { claimsAreMarked } = pageClaims('config-includeTaskLocation.test.ts', 'config/test/includeTaskLocation.mdx');

describe('includeTaskLocation', () => {
  test('without it, reporters receive no location', () => {
    const run = rstest({
      'rstest.config.ts': `import { defineConfig, type Reporter } from '@rstest/core';
const locationReporter: Reporter = {
  onTestCaseStart(test) {
    console.log(\`test "\${test.name}" at\`, test.location);
  },
};
export default defineConfig({ reporters: ['default', locationReporter] });
`,
      'src/math.test.ts': "import { expect, test } from '@rstest/core';\ntest('adds', () => expect(1 + 1).toBe(2));\n",
    });
    expect(run.output).toContain('test "adds" at undefined');
  });

  test('rstest list --printLocation prints locations without the option', () => {
    const run = rstest(
      {
        'src/math.test.ts':
          "import { expect, test } from '@rstest/core';\n\ntest('adds', () => expect(1 + 1).toBe(2));\n",
      },
      { args: ['list', '--printLocation'] },
    );
    expect(run.output).toContain('src/math.test.ts:3:5 > adds');
  });
});

claimsAreMarked();
