// What docs/*/guide/advanced/debug-mode.mdx says Rstest does, proven against real runs of the pinned
// @rstest/core. A claim is marked on both pages with
// `{/* proven by tests/claims/debug-mode.test.ts: <test name> */}`; quoted output is read from the English
// page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect } from 'vitest';
import { comparableLines } from '../../lib/examples/outcome.mjs';
import { quote, says } from '../helpers/page-quotes';
import { ROOT, type RstestRun } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import {
  type Printed,
  run,
  writeProject,
  again,
  startRstest,
  runnableFiles,
  comparable,
  coreDist,
  passingTest,
} from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('debug-mode.test.ts', 'guide/advanced/debug-mode.mdx');

describe('guide/advanced/debug-mode.mdx', () => {
  const page = 'guide/advanced/debug-mode.mdx';
  const quickStart = () => runnableFiles('guide/start/quick-start.mdx');
  let debugRun: RstestRun | undefined;
  /** The quick-start project run once with DEBUG=rstest. */
  const debugged = () => {
    debugRun ??= run(quickStart(), { env: { DEBUG: 'rstest' } });
    return debugRun;
  };

  claim('DEBUG turns debug mode on for rstest, rsbuild, builder or *, in any case and in a list', () => {
    const project = run({ 'a.test.ts': passingTest('a') });
    const debugLog = 'no rstest config file found';
    for (const value of ['rstest', 'RSBUILD', 'other,builder', '*'])
      expect(again(project, ['run'], { DEBUG: value }).output, value).toContain(debugLog);
    for (const value of ['other', 'rstest-x'])
      expect(again(project, ['run'], { DEBUG: value }).output, value).not.toContain(debugLog);
  });

  claim('the resolved rstest.config.mjs of a project without a config file starts as quoted', () => {
    const project = debugged();
    const written = comparable(
      readFileSync(path.join(project.dir, 'dist/.rstest-temp/.rsbuild/rstest.config.mjs'), 'utf8'),
      project.dir,
      '/path/to/project',
    );
    let from = 0;
    for (const line of comparableLines(quote(page, "name: 'rstest',")).filter((l) => l !== '' && l !== '// ...')) {
      const found = written.indexOf(line, from);
      expect(found, `rstest.config.mjs has, in this order: ${line}`).not.toBe(-1);
      from = found + 1;
    }
  });

  claim('with projects, debug mode writes one Rsbuild and one Rspack config per project', () => {
    const project = run(
      {
        'rstest.config.ts': "export default { projects: ['packages/*'] };\n",
        'packages/app/package.json': '{ "name": "@demo/app" }\n',
        'packages/app/a.test.ts': passingTest('app'),
        'packages/ui/package.json': '{ "name": "ui" }\n',
        'packages/ui/b.test.ts': passingTest('ui'),
      },
      { env: { DEBUG: 'rstest' } },
    );
    expect(project.status, project.output).toBe(0);
    const configs = readdirSync(path.join(project.dir, 'dist/.rstest-temp/.rsbuild'));
    expect(configs).toContain(says(page, 'rsbuild.config._demo_app.mjs'));
    expect(configs).toEqual(
      expect.arrayContaining(['rspack.config._demo_app.mjs', 'rsbuild.config.ui.mjs', 'rspack.config.ui.mjs']),
    );
  });

  claim('debug mode and dev.writeToDisk write the compiled test files as quoted', () => {
    const tree = quote(page, 'rstest-manifest.json');
    const names = tree
      .split('\n')
      .slice(1)
      .map((line) => line.trim().replace(/\/$/, ''))
      .filter(Boolean);
    const project = debugged();
    expect(readdirSync(path.join(project.dir, 'dist/.rstest-temp')).sort()).toEqual(names.sort());
    // Without debug mode the build stays in memory; dev.writeToDisk writes the same files, without the configs.
    rmSync(path.join(project.dir, 'dist'), { recursive: true });
    expect(again(project, ['run']).status).toBe(0);
    expect(existsSync(path.join(project.dir, 'dist'))).toBe(false);
    expect(again(project, ['run', '--dev.writeToDisk']).status).toBe(0);
    expect(readdirSync(path.join(project.dir, 'dist/.rstest-temp')).sort()).toEqual(
      names.filter((name) => name !== '.rsbuild').sort(),
    );
    // The default exclude leaves the folder out of the test search.
    expect(again(project, ['list', '--filesOnly']).stdout.trim()).toBe('src/sum.test.ts');
  });

  claim('debug mode prints the full stack of a failure', () => {
    const project = run({
      'src/fail.test.ts':
        "import { expect, test } from '@rstest/core';\n\ntest('fails', () => {\n  expect(1 + 1).toBe(3);\n});\n",
    });
    expect(project.status).toBe(1);
    // The package's files as the stack names them: their real path, which is outside ROOT when
    // node_modules links to another install (`npm run drift` checks another version that way).
    const installed = path.join(ROOT, 'node_modules/@rstest/core');
    const frames = (printed: Printed) =>
      printed.output
        .replaceAll(pathToFileURL(realpathSync(installed)).href, pathToFileURL(installed).href)
        .replaceAll(pathToFileURL(ROOT).href, 'file:///path/to/project')
        .split('\n')
        .filter((line) => /^\s+at /.test(line));
    expect(frames(project)).toEqual([quote(page, '        at src/fail.test.ts:4:17')]);
    const full = frames(again(project, ['run'], { DEBUG: 'rstest' }));
    const quoted = quote(page, 'at wrapped (')
      .split('\n')
      .filter((line) => line.trim() !== '...');
    expect(full.slice(0, quoted.length)).toEqual(quoted);
    // Watch mode: debug mode keeps the screen (read from the installed core).
    expect(coreDist()).toContain("if (!isDebug() || force) console.log('\\x1Bc');");
  });

  claim(
    '--pool.execArgv=--inspect-brk starts each worker with the inspector and waits, with the quoted message',
    async () => {
      const command = quote(page, 'npx rstest run src/sum.test.ts --pool.execArgv=--inspect-brk=9229');
      const args = command.replace('npx rstest ', '').replace('=9229', '=0').split(' ');
      const project = writeProject(quickStart());
      const session = startRstest(project.dir, args);
      const [listening, help] = quote(page, 'Debugger listening on').split('\n');
      expect(listening).toMatch(/^Debugger listening on ws:\/\/127\.0\.0\.1:9229\/[\da-f-]{36}$/);
      await session.waitFor(help);
      expect(session.output()).toMatch(/^Debugger listening on ws:\/\/127\.0\.0\.1:\d+\/[\da-f-]{36}$/m);
      // Paused before its first line, the worker runs no test.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(session.output()).not.toContain('✓');
      session.killAll();
      await session.exit;
    },
  );

  claim('the debug command and config turn off both the test and the hook timeout', () => {
    const command = quote(page, 'npx rstest run src/sum.test.ts --pool.execArgv=--inspect-brk=9229');
    // The command without the inspector flag (which waits for a debugger), in a project whose
    // limits a paused hook and a paused test exceed.
    const args = command
      .replace('npx rstest ', '')
      .split(' ')
      .filter((arg) => !arg.startsWith('--pool.execArgv='));
    const project = writeProject({
      'rstest.config.ts': 'export default { testTimeout: 100, hookTimeout: 100 };\n',
      'src/sum.test.ts':
        "import { beforeEach, expect, test } from '@rstest/core';\n\nconst pause = () => new Promise((resolve) => setTimeout(resolve, 300));\n\nbeforeEach(pause);\n\ntest('adds', async () => {\n  await pause();\n  expect(1 + 2).toBe(3);\n});\n",
    });
    const both = again(project, args);
    expect(both.status, both.output).toBe(0);
    // Each flag alone leaves the other limit in place.
    const testOnly = again(
      project,
      args.filter((arg) => arg !== '--hookTimeout=0'),
    );
    expect(testOnly.status).toBe(1);
    expect(testOnly.output).toContain('beforeEach hook timed out in 100ms');
    const hookOnly = again(
      project,
      args.filter((arg) => arg !== '--testTimeout=0'),
    );
    expect(hookOnly.status).toBe(1);
    expect(hookOnly.output).toContain('test timed out in 100ms');
    // The config file for a debug script sets both keys as the flags do.
    const config = quote(page, "execArgv: ['--inspect-brk=9229']");
    for (const flag of ['--testTimeout=0', '--hookTimeout=0']) {
      expect(args).toContain(flag);
      expect(config).toContain(`${flag.slice(2).replace('=', ': ')},`);
    }
  });

  claim('with an inspector flag the compiled test carries an inline source map of the test and its imports', () => {
    const project = run(quickStart(), { args: ['run', '--pool.execArgv=--inspect=0', '--dev.writeToDisk'] });
    expect(project.status, project.output).toBe(0);
    const compiled = readFileSync(path.join(project.dir, 'dist/.rstest-temp/src_sum~test~ts.mjs'), 'utf8');
    const inline = /\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,(\S+)/.exec(compiled);
    expect(inline).not.toBeNull();
    const map = JSON.parse(Buffer.from(inline?.[1] ?? '', 'base64').toString('utf8'));
    expect(map.sources.map((source: string) => path.relative(project.dir, source))).toEqual(
      expect.arrayContaining(['src/sum.test.ts', 'src/sum.ts']),
    );
  });

  claim('--printConsoleTrace prints where a log came from and --disableConsoleIntercept prints it as it is', () => {
    const project = run(
      {
        'src/log.test.ts':
          "import { test } from '@rstest/core';\n\ntest('logs', () => {\n  console.log('hello');\n});\n",
      },
      { args: ['run', '--printConsoleTrace'] },
    );
    expect(project.stdout).toContain(says(page, 'log | src/log.test.ts > logs | src/log.test.ts:4:11'));
    const raw = again(project, ['run', '--disableConsoleIntercept']);
    expect(raw.stdout).toMatch(/^hello$/m);
    expect(raw.stdout).not.toContain('log | ');
  });
});

claimsAreMarked();
