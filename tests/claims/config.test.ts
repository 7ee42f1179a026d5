// Claims of the config pages that a runnable example cannot show: output that must be absent,
// runs that need Git, the shell's environment or a second package version, and defaults that
// Rstest applies where an option is used. Each test runs the pinned @rstest/core.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT, RSTEST_BIN, type RstestRun, type RstestRunOptions, runRstest, scratchProject } from '../helpers/rstest';

/** A run in a scratch folder (removed with the run's scratch folder: tests/setup/scratch-root.ts). */
function rstest(files: Record<string, string>, options?: RstestRunOptions): RstestRun {
  return runRstest(files, options);
}

const config = (body: string) =>
  `import { defineConfig } from '@rstest/core';\nexport default defineConfig(${body});\n`;

/** Prints what a test sees, one JSON line prefixed with `SEEN`. */
const printing = (expression: string) =>
  `import { test } from '@rstest/core';\ntest('prints', () => { console.log('SEEN ' + JSON.stringify(${expression})); });\n`;

const seen = (output: string): unknown => JSON.parse(/^SEEN (.*)$/m.exec(output)?.[1] ?? 'null');

/** An environment with no CI marker at all, for defaults that follow CI detection. */
const outsideCi = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, HOME: process.env.HOME });

/** Runs a script that imports @rstest/core and prints one JSON value. */
function nodeJson(script: string, env: NodeJS.ProcessEnv = process.env): unknown {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? 'null');
}

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

describe('chaiConfig', () => {
  const failing = `import { expect, test } from '@rstest/core';
test('diff', () => {
  expect({ name: 'rstest', version: 1 }).toEqual({ name: 'rstest', version: 2 });
});
`;
  const messages = `import { expect, test } from '@rstest/core';
const ids = Array.from({ length: 30 }, (_, index) => index + 1);
const failure = (fn: () => void) => { try { fn(); } catch (error) { return error as Error & { showDiff?: boolean }; } };
test('prints', () => {
  console.log('SEEN ' + JSON.stringify({
    toContain: failure(() => expect(ids).toContain(99))?.message,
    property: failure(() => expect({ name: 'a very long name that goes on and on', id: 12345 }).to.have.property('missing'))?.message,
    toEqual: failure(() => expect({ name: 'a long name value here', version: 1, tags: ['a'] }).toEqual({ name: 'a long name value here', version: 2, tags: ['a'] }))?.message,
    deepEqualShowDiff: failure(() => expect({ a: 1 }).to.deep.equal({ a: 2 }))?.showDiff,
  }));
});
`;

  test("chai's defaults apply when the option is not set: values shortened from 40 characters, a diff in the report", () => {
    const run = rstest({ 'src/user.test.ts': failing, 'src/messages.test.ts': messages });
    expect(seen(run.output)).toEqual({
      toContain: 'expected [ Array(30) ] to include 99',
      property: "expected { …(2) } to have property 'missing'",
      toEqual: 'expected { Object (name, version, ...) } to deeply equal { Object (name, version, ...) }',
      deepEqualShowDiff: true,
    });
    expect(run.output).toContain('- Expected\n+ Received');
  });

  test('showDiff: false keeps the message line and drops the diff, for toEqual and to.deep.equal', () => {
    const run = rstest({
      'rstest.config.ts': config('{ chaiConfig: { showDiff: false } }'),
      'src/user.test.ts': failing,
      'src/messages.test.ts': messages,
    });
    // The block quoted on the page.
    expect(run.output).toContain(
      " FAIL  src/user.test.ts > diff\nAssertionError: expected { name: 'rstest', version: 1 } to deeply equal { name: 'rstest', version: 2 }\n",
    );
    expect(run.output).not.toContain('- Expected');
    expect((seen(run.output) as { deepEqualShowDiff: boolean }).deepEqualShowDiff).toBe(false);
  });
});

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

describe('hideSkippedTests and hideSkippedTestFiles', () => {
  const cart = `import { expect, test } from '@rstest/core';
test('adds an item', () => {
  expect([1, 2].length).toBe(2);
});
test.skip('applies a coupon', () => {
  expect.unreachable();
});
test.todo('removes an item');
`;
  const payments = `import { describe, expect, test } from '@rstest/core';
describe.skip('payments', () => {
  test('charges a card', () => {
    expect.unreachable();
  });
});
`;

  test('the skipped test and the skipped file are listed without the options', () => {
    const run = rstest(
      { 'src/cart.test.ts': cart, 'src/payments.test.ts': payments },
      { args: ['run', '--reporter', 'verbose'] },
    );
    expect(run.output).toContain('- applies a coupon');
    expect(run.output).toContain('- src/payments.test.ts (1)');
  });

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

describe('forceRerunTriggers', () => {
  const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  const changed = (dir: string) =>
    spawnSync(process.execPath, [RSTEST_BIN, 'run', '--changed'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });

  /** A Git checkout with a fixture read through fs, a module and two tests importing it directly or not. */
  function checkout(rstestConfig?: string): string {
    const files: Record<string, string> = {
      '.gitignore': 'node_modules\ndist\n',
      'package.json': '{ "name": "shop", "private": true }\n',
      'fixtures/users.json': '[{ "name": "Ada", "email": "ada@example.com" }]\n',
      'src/sum.ts': 'export const sum = (a: number, b: number) => a + b;\n',
      'src/total.ts': "import { sum } from './sum';\nexport const total = (items: number[]) => items.reduce(sum, 0);\n",
      'src/sum.test.ts':
        "import { expect, test } from '@rstest/core';\nimport { sum } from './sum';\ntest('sum', () => expect(sum(1, 2)).toBe(3));\n",
      'src/total.test.ts':
        "import { expect, test } from '@rstest/core';\nimport { total } from './total';\ntest('total', () => expect(total([1, 2])).toBe(3));\n",
      'src/users.test.ts': `import { readFileSync } from 'node:fs';
import { expect, test } from '@rstest/core';
test('users', () => {
  expect(JSON.parse(readFileSync(new URL('../fixtures/users.json', import.meta.url), 'utf8'))).toHaveLength(1);
});
`,
    };
    if (rstestConfig) files['rstest.config.ts'] = rstestConfig;
    const { dir } = scratchProject(files);
    git(dir, 'init', '-q');
    git(dir, '-c', 'user.name=docs', '-c', 'user.email=docs@example.com', 'add', '-A');
    git(dir, '-c', 'user.name=docs', '-c', 'user.email=docs@example.com', 'commit', '-qm', 'start');
    return dir;
  }

  test('by default a changed package.json runs every test file, and a source file only its importers', () => {
    const dir = checkout();
    appendFileSync(path.join(dir, 'src/sum.ts'), '// changed\n');
    const related = changed(dir);
    expect(related.stdout).toContain('✓ src/sum.test.ts');
    expect(related.stdout).toContain('✓ src/total.test.ts');
    expect(related.stdout).not.toContain('users.test.ts');

    git(dir, 'checkout', '-q', 'src/sum.ts');
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "shop", "private": true, "version": "2.0.0" }\n');
    const all = changed(dir);
    expect(all.stdout).toContain('Changed file(package.json) matched forceRerunTriggers, running all test files.');
    expect(all.stdout).toContain('Test Files 3 passed');
  });

  test('a fixture read with fs runs no test unless a trigger matches it', () => {
    const dir = checkout();
    writeFileSync(path.join(dir, 'fixtures/users.json'), '[]\n');
    const run = changed(dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('No test files found for changed files, exiting with code 0.');
  });

  test('a list of its own replaces the defaults', () => {
    const dir = checkout(config("{ forceRerunTriggers: ['fixtures/**'] }"));
    writeFileSync(path.join(dir, 'fixtures/users.json'), '[{ "name": "Ada", "email": "ada@example.com" }]\n\n');
    const fixture = changed(dir);
    expect(fixture.stdout).toContain(
      'Changed file(fixtures/users.json) matched forceRerunTriggers, running all test files.',
    );
    expect(fixture.stdout).toContain('Test Files 3 passed');

    git(dir, 'checkout', '-q', 'fixtures/users.json');
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "shop", "private": true, "version": "2.0.0" }\n');
    expect(changed(dir).stdout).toContain('No test files found for changed files, exiting with code 0.');
  });
});

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
      'app/node_modules/@rstest/browser/package.json': JSON.stringify({
        name: '@rstest/browser',
        version: '0.11.9',
        type: 'module',
        exports: { './internal': './internal.js', './package.json': './package.json' },
      }),
      'app/node_modules/@rstest/browser/internal.js': 'export {};\n',
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

describe('federation', () => {
  const lazyTest = `import { expect, test } from '@rstest/core';
test('loads a lazy chunk', async () => {
  const { value } = await import('./lazy');
  expect(value).toBe(42);
  console.log('SEEN ' + JSON.stringify(typeof exports));
});
`;
  const emitted = (dir: string) =>
    readdirSync(path.join(dir, 'dist/.rstest-temp')).filter((file) => !file.endsWith('.map'));

  test('emits CommonJS .js files that load chunks with require(), also with output.module: true', () => {
    const run = rstest({
      'rstest.config.ts': config('{ federation: true, output: { module: true }, dev: { writeToDisk: true } }'),
      'src/lazy.ts': 'export const value = 42;\n',
      'src/lazy.test.ts': lazyTest,
    });
    expect(run.status).toBe(0);
    expect(seen(run.output)).toBe('object');
    const files = emitted(run.dir);
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThanOrEqual(3);
    expect(files.some((file) => file.endsWith('.mjs'))).toBe(false);
    expect(readFileSync(path.join(run.dir, 'dist/.rstest-temp/rstest-runtime.js'), 'utf8')).toContain(
      'require("./" + __webpack_require__.u(chunkId))',
    );
  });

  test('without it, the output is .mjs and exports is undefined in a test file', () => {
    const run = rstest({
      'rstest.config.ts': config('{ dev: { writeToDisk: true } }'),
      'src/lazy.ts': 'export const value = 42;\n',
      'src/lazy.test.ts': lazyTest,
    });
    expect(run.status).toBe(0);
    expect(seen(run.output)).toBe('undefined');
    expect(emitted(run.dir).every((file) => !file.endsWith('.js'))).toBe(true);
    expect(existsSync(path.join(run.dir, 'dist/.rstest-temp/rstest-runtime.mjs'))).toBe(true);
  });

  test('hides the federation runtime warning about the async-node target, and only that one', () => {
    const warnings = `import { test } from '@rstest/core';
test('warns', () => {
  console.warn('[ Federation Runtime ]', 'the build target is not set to "async-node" for this remote');
  console.warn('[ Federation Runtime ]', 'a different warning');
});
`;
    const withFederation = rstest({ 'rstest.config.ts': config('{ federation: true }'), 'warn.test.ts': warnings });
    expect(withFederation.output).not.toContain('async-node');
    expect(withFederation.output).toContain('a different warning');
    const without = rstest({ 'warn.test.ts': warnings });
    expect(without.output).toContain('async-node');
  });
});

describe('testEnvironment comments', () => {
  test('a name Rstest does not support fails the run with the message the page quotes', () => {
    const run = rstest({
      'src/page.test.ts':
        "// @rstest-environment browser\nimport { test } from '@rstest/core';\ntest('a', () => {});\n",
    });
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      `Unsupported test environment "browser" in ${path.join(run.dir, 'src/page.test.ts')}. Supported environments: node, jsdom, happy-dom.`,
    );
  });

  test('a comment after the first 4096 bytes is not read', () => {
    const run = rstest({
      'late.test.ts': `${'// filler\n'.repeat(410)}// @rstest-environment happy-dom\n${printing('typeof document')}`,
    });
    expect(run.status).toBe(0);
    expect(seen(run.output)).toBe('undefined');
  });

  test("options merge over the config's for the same environment; another environment gets only the comment's", () => {
    const sameEnvironment = rstest({
      'rstest.config.ts': config(
        "{ testEnvironment: { name: 'happy-dom', options: { url: 'https://shop.example.com/cart' } } }",
      ),
      'src/size.test.ts': `// @rstest-environment-options {"height": 600}\n${printing('{ href: location.href, height: innerHeight }')}`,
    });
    expect(seen(sameEnvironment.output)).toEqual({ href: 'https://shop.example.com/cart', height: 600 });

    const otherEnvironment = rstest({
      'rstest.config.ts': config(
        "{ testEnvironment: { name: 'node', options: { url: 'https://shop.example.com/cart' } } }",
      ),
      'src/page.test.ts': `// @rstest-environment happy-dom\n${printing('location.href')}`,
    });
    // happy-dom's own default page URL: the config's options were for node.
    expect(seen(otherEnvironment.output)).toBe('http://localhost:3000/');
  });
});

describe('resolve.aliasStrategy', () => {
  /** `@p/*` is mapped by the tsconfig paths only; `@both/*` by paths and by alias. */
  const project = (rstestConfig: string) => ({
    'tsconfig.json': JSON.stringify({
      compilerOptions: { baseUrl: '.', paths: { '@p/*': ['src/p/*'], '@both/*': ['src/p/*'] } },
    }),
    'rstest.config.ts': rstestConfig,
    'src/p/val.ts': "export const from = 'paths';\n",
    'src/alias/val.ts': "export const from = 'alias';\n",
    'src/val.test.ts': printing("{ p: require('@p/val').from, both: require('@both/val').from }"),
  });
  const withStrategy = (strategy: string) =>
    config(
      `{ resolve: { aliasStrategy: '${strategy}', alias: { '@both': require('node:path').resolve('src/alias') } } }`,
    );

  test("'prefer-tsconfig' (the default) resolves the tsconfig paths, which win over alias for the same prefix", () => {
    const run = rstest(project(withStrategy('prefer-tsconfig')));
    expect(run.status, run.output).toBe(0);
    expect(seen(run.output)).toEqual({ p: 'paths', both: 'paths' });
    const byDefault = rstest(
      project(config("{ resolve: { alias: { '@both': require('node:path').resolve('src/alias') } } }")),
    );
    expect(seen(byDefault.output)).toEqual({ p: 'paths', both: 'paths' });
  });

  test("'prefer-alias' does not read the tsconfig paths at all: an import only paths maps is not found", () => {
    const run = rstest(project(withStrategy('prefer-alias')));
    expect(run.status).toBe(1);
    expect(run.output).toContain("Cannot find module '@p/val'");
  });
});
