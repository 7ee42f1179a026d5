// What docs/*/guide/basic/cli.mdx says Rstest does, proven against real runs of the pinned @rstest/core. A
// claim is marked on both pages with `{/* proven by tests/claims/cli.test.ts: <test name> */}`; quoted output
// is read from the English page, must appear unchanged on the Chinese page, and is compared with what the run
// prints.
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { quote, says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { nodeIn } from '../helpers/rstest';
import {
  type Printed,
  run,
  writeProject,
  again,
  startRstest,
  startRstestInTerminal,
  expectPrinted,
  resolvedConfig,
  FILTER_PROJECT,
  passingTest,
} from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('cli.test.ts', 'guide/basic/cli.mdx');

describe('guide/basic/cli.mdx', () => {
  const page = 'guide/basic/cli.mdx';

  claim('rstest --help lists the commands, each command has its own help and -v prints the version', () => {
    const project = run({}, { args: ['--help'] });
    expect(project.status).toBe(0);
    for (const command of [
      'run [...filters]',
      'watch [...filters]',
      'list [...filters]',
      'merge-reports [path]',
      'init [project]',
    ])
      expect(project.stdout).toContain(`  ${command}`);
    expect(project.stdout).toMatch(/^ {2}-w, --watch/m);
    expect(again(project, ['list', '--help']).stdout).toContain('--filesOnly');
    expect(again(project, ['run', '--help']).stdout).not.toContain('--filesOnly');
    for (const flag of ['-v', '--version']) expect(again(project, [flag]).stdout).toContain('rstest/0.12.0');
    // -w belongs to the default command only.
    expect(again(project, ['run', '-w']).output).toContain('Unknown option `-w`');
  });

  claim('watch mode rejects --related, --findRelatedTests, --changed, --shard and the blob reporter', () => {
    const project = writeProject({ 'src/a.test.ts': passingTest('a') });
    const rejected: [string[], string][] = [
      [['--related', 'src/a.test.ts'], 'options are not supported in watch mode'],
      [['--findRelatedTests', 'src/a.test.ts'], 'options are not supported in watch mode'],
      [['--changed'], 'options are not supported in watch mode'],
      [['--shard', '1/2'], 'Test sharding is not supported in watch mode.'],
      [['--reporter=blob'], 'Blob reporter is not supported in watch mode.'],
    ];
    for (const [args, message] of rejected) {
      const result = again(project, ['watch', ...args]);
      expect(result.status, args.join(' ')).toBe(1);
      expect(result.output).toContain(message);
    }
  });

  claim('rstest list prints the quoted locations, suites and summary', () => {
    const project = run(FILTER_PROJECT, { args: ['list', '--includeSuites', '--printLocation', '--summary'] });
    expect(project.status, project.output).toBe(0);
    // Files come in the order the file system lists them; within a file, in source order.
    expectPrinted(quote(page, 'Tests 5 matched'), project, { ordered: false });
    const located = project.stdout.split('\n').filter((line) => line.startsWith('src/math/sum.test.ts:'));
    expect(located).toEqual(
      quote(page, 'Tests 5 matched')
        .split('\n')
        .filter((line) => line.startsWith('src/math/sum.test.ts:')),
    );
  });

  claim(
    'rstest list leaves out skipped and todo tests, also in --json and the summary; listTests returns them with runMode',
    () => {
      const project = run(
        {
          'src/a.test.ts': `import { describe, test } from '@rstest/core';
test('runs', () => {});
test.skip('skipped', () => {});
test.todo('later');
describe.skip('off', () => {
  test('inner', () => {});
});
`,
          'list.mjs': `import { createRstest } from '@rstest/core/api';
const rstest = await createRstest({ config: {} });
const entries = await rstest.listTests();
console.log('LISTED ' + JSON.stringify(entries.map((entry) => [entry.fullName, entry.runMode ?? null])));
`,
        },
        { args: ['list', '--includeSuites', '--summary'] },
      );
      expect(project.status, project.output).toBe(0);
      expect(project.stdout).toContain('src/a.test.ts > runs');
      expect(project.stdout).toMatch(/Tests 1 matched/);
      for (const name of ['skipped', 'later', 'off', 'inner']) expect(project.stdout).not.toContain(name);
      const json = JSON.parse(again(project, ['list', '--json']).stdout) as { name: string }[];
      expect(json.map((entry) => entry.name)).toEqual(['runs']);
      const listed = nodeIn(project.dir, ['list.mjs']);
      expect(JSON.parse(/^LISTED (.*)$/m.exec(listed.stdout)?.[1] ?? 'null'), listed.stderr).toEqual([
        ['runs', null],
        ['skipped', 'skip'],
        ['later', 'todo'],
        ['off > inner', 'skip'],
      ]);
    },
  );

  claim('rstest list --json prints the quoted entries or writes them to a file', () => {
    const project = run(FILTER_PROJECT, { args: ['list', 'sum', '--json'] });
    expect(project.status, project.output).toBe(0);
    const entries = quote(page, '"name": "sum > adds positive numbers"');
    expectPrinted(entries, project, { projectPath: '/home/me/project' });
    expect(again(project, ['list', 'sum', '--json', says(page, 'tests.json')]).status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(project.dir, 'tests.json'), 'utf8'))).toEqual(
      JSON.parse(entries.replaceAll('/home/me/project', project.dir)),
    );
  });

  claim(
    'rstest list takes the options of rstest run except --onlyFailures and exits with 1 when collecting fails',
    () => {
      const project = run(
        {
          'src/a.test.ts': passingTest('a'),
          'src/broken.test.ts':
            "import { test } from '@rstest/core';\n\nthrow new Error('broken while collecting');\n\ntest('never', () => {});\n",
        },
        { args: ['list'] },
      );
      expect(project.status).toBe(1);
      expect(project.output).toContain('broken while collecting');
      // The first column of `<command> --help`, such as `-f, --onlyFailures`.
      const flags = (command: string) =>
        new Set(
          again(project, [command, '--help'])
            .stdout.split('\n')
            .filter((line) => /^ {2}-/.test(line))
            .map((line) => line.trim().split(/\s{2,}/)[0]),
        );
      const list = flags('list');
      const onlyInRun = [...flags('run')].filter((flag) => !list.has(flag));
      expect(onlyInRun).toEqual(['-f, --onlyFailures']);
    },
  );

  claim('rstest init without a setup name asks which one to create', async () => {
    const project = writeProject({ 'package.json': '{ "name": "demo" }\n' }, { nodeModules: 'rstest-only' });
    const terminal = startRstestInTerminal(project.dir, ['init']);
    await terminal.waitFor('What would you like to initialize?');
    await terminal.waitFor('browser (Browser mode for component testing)');
    terminal.kill('SIGTERM');
    await terminal.exit;
  });

  claim('each run option sets the config option of its name', async () => {
    const project = run(
      { 'src/a.test.ts': passingTest('a') },
      {
        env: { DEBUG: 'rstest' },
        args: [
          'run',
          '--globals',
          '--isolate=false',
          '--testEnvironment',
          'node',
          '--testTimeout=1234',
          '--hookTimeout',
          '2345',
          '--retry',
          '2',
          '--bail',
          '3',
          '--maxConcurrency',
          '7',
          '--clearMocks',
          '--resetMocks',
          '--restoreMocks',
          '--unstubGlobals',
          '--unstubEnvs',
          '--slowTestThreshold',
          '111',
          '--silent',
          'passed-only',
          '--hideSkippedTests',
          '--hideSkippedTestFiles',
          '--printConsoleTrace',
          '--disableConsoleIntercept',
          '--logHeapUsage',
          '--detectAsyncLeaks',
          '--includeTaskLocation',
          '--passWithNoTests',
          '--pool.type',
          'threads',
          '--pool.maxWorkers',
          '2',
          '--pool.execArgv=--no-warnings',
          '--include',
          'src/**/*.test.ts',
          '--include',
          'test/**/*.spec.ts',
          '--reporter=verbose',
          '--reporter=junit',
        ],
      },
    );
    expect(project.status, project.output).toBe(0);
    expect(await resolvedConfig(project.dir)).toMatchObject({
      globals: true,
      isolate: false,
      testEnvironment: { name: 'node' },
      testTimeout: 1234,
      hookTimeout: 2345,
      retry: 2,
      bail: 3,
      maxConcurrency: 7,
      clearMocks: true,
      resetMocks: true,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      slowTestThreshold: 111,
      silent: 'passed-only',
      hideSkippedTests: true,
      hideSkippedTestFiles: true,
      printConsoleTrace: true,
      disableConsoleIntercept: true,
      logHeapUsage: true,
      detectAsyncLeaks: true,
      includeTaskLocation: true,
      passWithNoTests: true,
      pool: { type: 'threads', maxWorkers: 2, execArgv: ['--no-warnings'] },
      include: ['src/**/*.test.ts', 'test/**/*.spec.ts'],
      reporters: ['verbose', 'junit'],
    });
    // flag syntax: `--no-<flag>` turns a boolean off like `=false`; defaults otherwise.
    expect(again(project, ['run', '--no-isolate'], { DEBUG: 'rstest' }).status).toBe(0);
    expect(await resolvedConfig(project.dir)).toMatchObject({
      isolate: false,
      testTimeout: 5000,
      hookTimeout: 10000,
      maxConcurrency: 5,
      slowTestThreshold: 300,
      pool: { type: 'forks' },
    });
    for (const text of ['`--testTimeout 1000`', '`--testTimeout=1000`', '`--no-isolate`', '`--isolate=false`'])
      says(page, text);
    // The pool shorthand and the build flags (left out of --help, accepted all the same).
    writeFileSync(path.join(project.dir, 'tsconfig.test.json'), '{}\n');
    const build = again(
      project,
      [
        'run',
        '--pool',
        'vmThreads',
        '--source.tsconfigPath',
        'tsconfig.test.json',
        '--dev.writeToDisk',
        '--output.emitAssets',
        '--output.cleanDistPath',
        '--output.module=false',
      ],
      { DEBUG: 'rstest' },
    );
    expect(build.status, build.output).toBe(0);
    expect(await resolvedConfig(project.dir)).toMatchObject({
      pool: { type: 'vmThreads' },
      dev: { writeToDisk: true },
      output: { emitAssets: true, cleanDistPath: true, module: false },
    });
    expect(((await resolvedConfig(project.dir)).source as { tsconfigPath: string }).tsconfigPath).toMatch(
      /tsconfig\.test\.json$/,
    );
  });

  claim('-u writes changed snapshots and removes obsolete ones', () => {
    const snapshotTest = (value: number) =>
      `import { expect, test } from '@rstest/core';\n\ntest('snap', () => {\n  expect({ value: ${value} }).toMatchSnapshot();\n});\n`;
    const project = run({ 'src/snap.test.ts': snapshotTest(1) });
    expect(project.status, project.output).toBe(0);
    const snapshotFile = path.join(project.dir, 'src/__snapshots__/snap.test.ts.snap');
    appendFileSync(snapshotFile, '\nexports[`gone 1`] = `"obsolete"`;\n');
    writeFileSync(path.join(project.dir, 'src/snap.test.ts'), snapshotTest(2));
    expect(again(project, ['run']).status).toBe(1);
    const updated = again(project, ['run', '-u']);
    expect(updated.status, updated.output).toBe(0);
    expect(updated.stdout).toMatch(/Snapshots 1 updated/);
    expect(updated.stdout).toMatch(/1 removed/);
    const snapshots = readFileSync(snapshotFile, 'utf8');
    expect(snapshots).toContain('"value": 2');
    expect(snapshots).not.toContain('gone 1');
  });

  claim('--silent passed-only prints the console output of failed tests only', () => {
    const project = run(
      {
        'src/log.test.ts': `import { expect, test } from '@rstest/core';\n\ntest('passes', () => {\n  console.log('from the passing test');\n});\n\ntest('fails', () => {\n  console.log('from the failing test');\n  expect(1).toBe(2);\n});\n`,
      },
      { args: ['run', '--silent', 'passed-only'] },
    );
    expect(project.status).toBe(1);
    // Console output is printed as the message alone on its line (the code frame quotes the source).
    const logged = (printed: Printed) => printed.output.split('\n').filter((line) => /^from the/.test(line));
    expect(logged(project)).toEqual(['from the failing test']);
    expect(logged(again(project, ['run', '--silent']))).toEqual([]);
    // A value of `true` stays the string 'true', which silences nothing.
    expect(logged(again(project, ['run', '--silent=true']))).toEqual([
      'from the passing test',
      'from the failing test',
    ]);
  });

  claim('any other --coverage.* option turns coverage on', async () => {
    const project = run(
      {
        'rstest.config.ts': "export default { coverage: { exclude: ['**/from-config/**'] } };\n",
        'src/sum.ts': 'export const sum = (a: number, b: number) => a + b;\n',
        'src/sum.test.ts': `import { expect, test } from '@rstest/core';\nimport { sum } from './sum';\n\ntest('sum', () => {\n  expect(sum(1, 2)).toBe(3);\n});\n`,
      },
      { args: ['run', '--coverage.reporters=text'] },
    );
    expect(project.status, project.output).toBe(0);
    expect(project.stdout).toContain('% Stmts');
    for (const args of [['--coverage.reporters=text', '--coverage.enabled=false'], ['--coverage.changed=false']]) {
      const off = again(project, ['run', ...args]);
      expect(off.status).toBe(0);
      expect(off.stdout, args.join(' ')).not.toContain('% Stmts');
    }
    // --coverage.exclude adds to the configured and the default exclusions.
    expect(again(project, ['run', '--coverage.exclude', '**/from-cli/**'], { DEBUG: 'rstest' }).status).toBe(0);
    const { coverage } = (await resolvedConfig(project.dir)) as { coverage: { enabled: boolean; exclude: string[] } };
    expect(coverage.enabled).toBe(true);
    expect(coverage.exclude).toEqual(
      expect.arrayContaining(['**/node_modules/**', '**/from-config/**', '**/from-cli/**']),
    );
  });

  claim('--browser alone is an unknown option, next to another --browser.* option it enables browser mode', () => {
    const project = run(
      { 'src/a.test.ts': passingTest('a') },
      { nodeModules: 'rstest-only', args: ['run', '--browser'] },
    );
    expect(project.status).toBe(1);
    expect(project.output).toContain(says(page, 'Unknown option `--browser`'));
    const combined = again(project, ['run', '--browser', '--browser.name', 'chromium']);
    expect(combined.status).toBe(1);
    const missing = says(
      page,
      'Browser mode requires @rstest/browser to be installed: npm install @rstest/browser@0.12.0',
    );
    expect(combined.output).toContain(missing);
    expect(again(project, ['run', '--browser.enabled']).output).toContain(missing);
    // The other message the page names is the one the Quick Start test checks against the installed core.
    expect(quote('guide/start/quick-start.mdx', 'Version mismatch between')).toContain(
      says(page, 'Version mismatch between @rstest/core and @rstest/browser'),
    );
  });

  claim('each exit code of the table comes from a real run', () => {
    const project = run({ 'src/a.test.ts': passingTest('a') });
    expect(project.status, project.output).toBe(0);
    const status = (files: Record<string, string>, args: string[] = ['run']) => {
      for (const [file, content] of Object.entries(files)) writeFileSync(path.join(project.dir, file), content);
      const result = again(project, args);
      for (const file of Object.keys(files)) rmSync(path.join(project.dir, file));
      return result.status;
    };
    expect(status({}, ['run', 'no-such-file', '--passWithNoTests'])).toBe(0);
    expect(status({}, ['run', 'no-such-file'])).toBe(1);
    expect(
      status({
        'src/fail.test.ts':
          "import { expect, test } from '@rstest/core';\n\ntest('fails', () => {\n  expect(1).toBe(2);\n});\n",
      }),
    ).toBe(1);
    expect(
      status({
        'src/hook.test.ts':
          "import { beforeAll, test } from '@rstest/core';\n\nbeforeAll(() => {\n  throw new Error('hook');\n});\n\ntest('a', () => {});\n",
      }),
    ).toBe(1);
    expect(
      status({
        'src/build.test.ts':
          "import { test } from '@rstest/core';\n\nconst value: number = ;\n\ntest('a', () => {});\n",
      }),
    ).toBe(1);
    expect(
      status({
        'src/load.test.ts':
          "import { test } from '@rstest/core';\n\nthrow new Error('load');\n\ntest('a', () => {});\n",
      }),
    ).toBe(1);
    expect(status({}, ['run', '--shard', says(page, '3/2')])).toBe(1);
    expect(
      status({ 'rstest.config.ts': "export default { projects: [{ name: 'app' }] };\n" }, ['run', '--project', 'nope']),
    ).toBe(1);
    // Without projects in the config, --project is ignored: every test file runs.
    const ignored = again(project, ['run', '--project', 'nope']);
    expect(ignored.status, ignored.output).toBe(0);
    expect(ignored.output).toMatch(/Test Files\s+1 passed/);
    // --changed implies --passWithNoTests: in a Git repository without changes nothing runs, with 0.
    const git = (...args: string[]) => spawnSync('git', args, { cwd: project.dir, encoding: 'utf8' });
    writeFileSync(path.join(project.dir, '.gitignore'), 'node_modules\ndist\n');
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=docs', '-c', 'user.email=docs@example.com', 'commit', '-qm', 'init');
    const changed = again(project, ['run', '--changed']);
    expect(changed.status, changed.output).toBe(0);
    // The leak (1) and Ctrl+C (130) rows: see the --detectAsyncLeaks and watch mode tests.
  });

  claim(
    'GITHUB_ACTIONS adds the github-actions reporter and an AI agent gets the md reporter unless RSTEST_NO_AGENT=1',
    () => {
      const failing =
        "import { expect, test } from '@rstest/core';\n\ntest('fails', () => {\n  expect(1).toBe(2);\n});\n";
      const project = run({ 'src/fail.test.ts': failing }, { env: { GITHUB_ACTIONS: 'true' } });
      expect(project.output).toMatch(/^::error file=.*src\/fail\.test\.ts,line=4/m);
      expect(project.stdout).toContain('✗ src/fail.test.ts');
      const agent = again(project, ['run'], { RSTEST_NO_AGENT: '', AI_AGENT: 'some-agent' });
      expect(agent.stdout).toContain('# Rstest Test Execution Report');
      const notAgent = again(project, ['run'], { RSTEST_NO_AGENT: '1', AI_AGENT: 'some-agent' });
      expect(notAgent.stdout).not.toContain('# Rstest Test Execution Report');
      expect(notAgent.stdout).toContain('✗ src/fail.test.ts');
    },
  );

  claim('plain rstest runs once and exits in a terminal, in a pipe and with CI=true, and -w watches', async () => {
    const project = run({ 'src/a.test.ts': passingTest('a') }, { args: [] });
    expect(project.status, project.output).toBe(0);
    expect(again(project, [], { CI: 'true' }).status).toBe(0);
    const terminal = startRstestInTerminal(project.dir, []);
    expect((await terminal.exit).code, terminal.output()).toBe(0);
    expect(terminal.output()).toContain('Tests 1 passed');
    expect(terminal.output()).not.toContain('Waiting for file changes');
    for (const flag of ['-w', '--watch']) {
      const watch = startRstest(project.dir, [flag]);
      await watch.waitFor('Waiting for file changes...');
      watch.kill('SIGINT');
      await watch.exit;
    }
  });
});

claimsAreMarked();
