// What docs/*/config/test/extends.mdx says that a runnable example cannot show (output that must be absent,
// runs that need Git, the shell's environment or a second package version, defaults that Rstest applies where
// an option is used), proven against real runs of the pinned @rstest/core.
import { describe, expect, test } from 'vitest';
import { scratchProject } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { rstest, config, seen, nodeJson } from '../helpers/config-claims';

const { claimsAreMarked } = pageClaims('config-extends.test.ts', 'config/test/extends.mdx');

describe('extends', () => {
  /** The config loadConfig resolves from a scratch folder, as Rstest loads it. */
  function loaded(configSource: string): Record<string, unknown> {
    const run = scratchProject({ 'rstest.config.ts': configSource });
    return nodeJson(
      `import { loadConfig } from '@rstest/core';
       const { content } = await loadConfig({ cwd: ${JSON.stringify(run.dir)} });
       console.log(JSON.stringify(content));`,
    ) as Record<string, unknown>;
  }

  test('joins arrays in order, replaces include and reporters, merges objects key by key, drops projects', () => {
    const content = loaded(
      config(`{
  extends: [
    { setupFiles: ['./a.ts'], exclude: ['**/legacy/**'], include: ['**/*.spec.ts'], reporters: ['dot'], pool: { type: 'threads', maxWorkers: 2 }, projects: ['packages/*'] } as never,
    async () => ({ setupFiles: ['./b.ts'], testTimeout: 3000 }),
  ],
  setupFiles: ['./c.ts'],
  exclude: ['**/old/**'],
  include: ['**/*.test.ts'],
  pool: { maxWorkers: 1 },
}`),
    );
    expect(content).toMatchObject({
      setupFiles: ['./a.ts', './b.ts', './c.ts'],
      exclude: { patterns: ['**/legacy/**', '**/old/**'] },
      include: ['**/*.test.ts'],
      reporters: ['dot'],
      pool: { type: 'threads', maxWorkers: 1 },
      testTimeout: 3000,
    });
    expect(content.projects).toBeUndefined();
    expect(content.extends).toBeUndefined();
  });

  test("a config without forceRerunTriggers gets the defaults plus the entries' triggers; one that sets them keeps its own", () => {
    expect(loaded(config("{ extends: { forceRerunTriggers: ['fixtures/**'] } }")).forceRerunTriggers).toEqual([
      '**/package.json/**',
      '**/rstest.config.*',
      'fixtures/**',
    ]);
    expect(
      loaded(config("{ extends: { forceRerunTriggers: ['fixtures/**'] }, forceRerunTriggers: ['data/**'] }"))
        .forceRerunTriggers,
    ).toEqual(['data/**']);
  });

  test('a function gets only the options of the file, frozen', () => {
    const content = loaded(
      config(`{
  extends: [
    { testTimeout: 2000 },
    (userConfig) => {
      let assignment = 'allowed';
      try {
        (userConfig as { name?: string }).name = 'changed';
      } catch (error) {
        assignment = (error as Error).constructor.name;
      }
      return { env: { SEEN: JSON.stringify({ keys: Object.keys(userConfig), assignment }) } };
    },
  ],
  name: 'app',
}`),
    );
    const received = JSON.parse((content.env as { SEEN: string }).SEEN);
    expect(received.assignment).toBe('TypeError');
    expect(received.keys).toContain('name');
    // The options of the other entry are not in it.
    expect(received.keys).not.toContain('testTimeout');
  });

  test('works in the config file of a project', () => {
    const run = rstest({
      'rstest.config.ts': config("{ projects: ['app'] }"),
      'app/rstest.config.ts': config('{ extends: { testTimeout: 1234 } }'),
      'app/timeout.test.ts':
        "import { rs, test } from '@rstest/core';\ntest('prints', () => { console.log('SEEN ' + rs.getConfig().testTimeout); });\n",
    });
    expect(run.status).toBe(0);
    expect(seen(run.output)).toBe(1234);
  });
});

claimsAreMarked();
