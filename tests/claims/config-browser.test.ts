// What docs/*/config/test/browser.mdx says that a runnable example cannot show (output that must be absent,
// runs that need Git, the shell's environment or a second package version, defaults that Rstest applies where
// an option is used), proven against real runs of the pinned @rstest/core.
import { describe, expect, test } from 'vitest';
import { pageClaims } from '../helpers/page-claims';
import { rstest, config, outsideCi, nodeJson } from '../helpers/config-claims';
import { browserStandIn } from '../helpers/rstest';

const { claimsAreMarked } = pageClaims('config-browser.test.ts', 'config/test/browser.mdx');

describe('browser', () => {
  const project = {
    'rstest.config.ts': config("{ projects: ['app'] }"),
    'app/rstest.config.ts': config("{ browser: { enabled: true, provider: 'playwright' } }"),
    'app/src/title.test.ts': "import { expect, test } from '@rstest/core';\ntest('title', () => expect(1).toBe(1));\n",
  };

  test('0.12.0 refuses @rstest/browser 0.11.9 with the message the page quotes', () => {
    // A stand-in package with the version of the newest @rstest/browser release: Rstest checks
    // the version in its package.json once the package resolves.
    const run = rstest({
      ...project,
      ...browserStandIn('app/node_modules'),
    });
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      'Version mismatch between @rstest/core and @rstest/browser: @rstest/core is 0.12.0, @rstest/browser is 0.11.9. Install matching versions: npm install @rstest/browser@0.12.0',
    );
    expect(run.output).not.toContain('✓');
  });

  test('--browser alone is an unknown option; next to another --browser.* flag it enables browser mode', () => {
    const test = { 'a.test.ts': "import { expect, test } from '@rstest/core';\ntest('a', () => expect(1).toBe(1));\n" };
    const alone = rstest(test, { args: ['run', '--browser'] });
    expect(alone.status).toBe(1);
    expect(alone.output).toContain('Unknown option `--browser`');

    const withAnother = rstest(test, { args: ['run', '--browser', '--browser.headless'] });
    expect(withAnother.status).toBe(1);
    expect(withAnother.output).toContain(
      'Browser mode requires @rstest/browser to be installed: npm install @rstest/browser@0.12.0',
    );
  });

  test('the documented defaults, headless following CI detection', () => {
    const browserDefaults = (env: NodeJS.ProcessEnv) =>
      nodeJson(
        `import { createRstest } from '@rstest/core/api';
         const { context } = await createRstest({ cwd: process.cwd() });
         console.log(JSON.stringify(context.config.browser));`,
        env,
      );
    const local = {
      enabled: false,
      provider: 'playwright',
      browser: 'chromium',
      strictPort: false,
      providerOptions: {},
    };
    expect(browserDefaults(outsideCi())).toEqual({ ...local, headless: false });
    expect(browserDefaults({ ...outsideCi(), CI: 'true' })).toEqual({ ...local, headless: true });
    // A CI service is recognised by its own variable too.
    expect(browserDefaults({ ...outsideCi(), GITHUB_ACTIONS: 'true' })).toMatchObject({ headless: true });
  });
});

claimsAreMarked();
