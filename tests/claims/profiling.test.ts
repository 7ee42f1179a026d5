// What docs/*/guide/advanced/profiling.mdx says Rstest does, proven against real runs of the pinned
// @rstest/core. A claim is marked on both pages with
// `{/* proven by tests/claims/profiling.test.ts: <test name> */}`; quoted output is read from the English
// page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { quote, says } from '../helpers/page-quotes';
import { LOCAL_ENV, rstestIn } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import {
  run,
  writeProject,
  again,
  startRstestInTerminal,
  expectPrinted,
  coreDist,
  FILTER_PROJECT,
  passingTest,
} from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('profiling.test.ts', 'guide/advanced/profiling.mdx');

describe('guide/advanced/profiling.mdx', () => {
  const page = 'guide/advanced/profiling.mdx';
  const slowTest = `import { test } from '@rstest/core';\n\ntest('slow', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 300));\n});\n`;

  claim('every run ends with the quoted Duration line', () => {
    const project = run(FILTER_PROJECT);
    expect(project.status, project.output).toBe(0);
    expectPrinted(quote(page, 'Duration 705ms (build 44ms, tests 661ms)'), project);
  });

  claim('a slow test is listed in yellow even among several files', () => {
    const project = run(
      { ...FILTER_PROJECT, 'src/slow.test.ts': slowTest },
      { args: ['run', '--slowTestThreshold=100'] },
    );
    expect(project.status, project.output).toBe(0);
    expectPrinted(quote(page, '✓ slow (304ms)'), project);
    const coloured = again(project, ['run', 'slow', 'sum', '--slowTestThreshold=100'], {
      NO_COLOR: '',
      FORCE_COLOR: '1',
    });
    // ESC[33m is yellow, against the green (ESC[32m) mark of the passing files.
    const esc = '\x1b';
    expect(coloured.stdout).toContain(`${esc}[33m✓${esc}[39m slow`);
    expect(coloured.stdout).toContain(`${esc}[32m✓${esc}[39m${esc}[22m ${esc}[90msrc/math/`);
  });

  claim('the trace summary lists at most 10 files and notes the rest', () => {
    const files = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`src/t${i}.test.ts`, passingTest(`t${i}`)]));
    const project = run(files, { args: ['run', '--trace', '--coverage'] });
    expect(project.status, project.output).toBe(0);
    const section = (heading: string) => project.stdout.split(`## ${heading}`)[1]?.split('\n## ')[0] ?? '';
    const fileRows = section('Slowest files')
      .split('\n')
      .filter((line) => /^\| src\//.test(line));
    expect(fileRows).toHaveLength(10);
    expect(section('Slowest files')).toContain('… and 2 more file(s)');
    expect(
      section('Slowest test cases')
        .split('\n')
        .filter((line) => /^\| t\d+ /.test(line)),
    ).toHaveLength(10);
    // With --coverage, the coverage phase shows up.
    expect(section('Phases')).toMatch(/^\| coverage /m);
  });

  claim(
    'in a terminal --trace serves the trace on 127.0.0.1:9001 until Ctrl+C, or falls back when the port is taken',
    async () => {
      const project = writeProject({ 'a.test.ts': passingTest('a') });
      const portIsFree = await new Promise<boolean>((resolve) => {
        const probe = createServer();
        probe.once('error', () => resolve(false));
        probe.listen(9001, '127.0.0.1', () => probe.close(() => resolve(true)));
      });
      const fallback = 'Could not start Perfetto helper server:';
      if (portIsFree) {
        const terminal = startRstestInTerminal(project.dir, ['run', '--trace']);
        const [open, press] = quote(page, 'Open in Perfetto UI:').split('\n');
        await terminal.waitFor(press.trim());
        expect(terminal.output()).toContain(open.trim());
        // It keeps running until Ctrl+C.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        terminal.send('\x03');
        await terminal.exit;
      }
      // Port 9001 taken (by this test, if nobody else has it): the drag-and-drop hint instead.
      const blocker = createServer();
      if (portIsFree) await new Promise<void>((resolve) => blocker.listen(9001, '127.0.0.1', resolve));
      try {
        const terminal = startRstestInTerminal(project.dir, ['run', '--trace']);
        expect((await terminal.exit).code, terminal.output()).toBe(0);
        expect(terminal.output()).toContain(says(page, fallback));
        expect(terminal.output()).toContain('Drag the file above into https://ui.perfetto.dev to view.');
      } finally {
        if (portIsFree) await new Promise((resolve) => blocker.close(resolve));
      }
    },
  );

  claim(
    '--pool.execArgv=--cpu-prof writes at most one profile per test file and none for a worker still exiting 500 ms after SIGTERM; --heap-prof likewise, and node --cpu-prof profiles the host too',
    () => {
      const command = quote(
        page,
        'npx rstest run --pool.execArgv=--cpu-prof --pool.execArgv=--cpu-prof-dir=.cpu-profiles',
      );
      // Four ordinary test files, and one whose worker takes 1.5 s to exit once Rstest ends it.
      const slowExit = `import { writeFileSync } from 'node:fs';
import { expect, test } from '@rstest/core';

test('delays the exit of its worker', () => {
  writeFileSync('slow-exit.pid', String(process.pid));
  process.on('exit', () => {
    const start = Date.now();
    while (Date.now() - start < 1_500);
  });
  expect(1).toBe(1);
});
`;
      const project = run(
        { ...FILTER_PROJECT, 'src/slow-exit.test.ts': slowExit },
        { args: command.replace('npx rstest ', '').split(' ') },
      );
      expect(project.status, project.output).toBe(0);
      const profiles = (dir: string) => readdirSync(path.join(project.dir, dir));
      const pidOf = (file: string) => /^[A-Za-z]+\.\d{8}\.\d{6}\.(\d+)\./.exec(file)?.[1];
      const slowPid = () => readFileSync(path.join(project.dir, 'slow-exit.pid'), 'utf8');
      /** What a run left in `dir`: one file per worker at most, none from the worker that exited late. */
      const expectWorkerProfiles = (dir: string, name: RegExp) => {
        const files = profiles(dir);
        for (const file of files) expect(file).toMatch(name);
        expect(new Set(files.map(pidOf)).size).toBe(files.length);
        expect(files.map(pidOf)).not.toContain(slowPid());
        // Four workers exit at once; on a busy machine one of them may also miss the 500 ms.
        expect(files.length).toBeGreaterThan(0);
        expect(files.length).toBeLessThanOrEqual(4);
      };
      expectWorkerProfiles('.cpu-profiles', /^CPU\.\d{8}\.\d{6}\.\d+\.0\.001\.cpuprofile$/);
      says(page, '`CPU.<date>.<time>.<pid>.0.001.cpuprofile`');
      says(page, '`SIGTERM`');
      // The 500 ms: the pool's stop sends SIGTERM, then SIGKILL after this long.
      expect(coreDist()).toContain('const SIGKILL_FALLBACK_MS = 500;');
      expect(coreDist()).toContain("await killAndWait(this.childProcess, 'SIGTERM', SIGKILL_FALLBACK_MS);");
      expect(
        again(project, ['run', '--pool.execArgv=--heap-prof', '--pool.execArgv=--heap-prof-dir=.heap-profiles']).status,
      ).toBe(0);
      expectWorkerProfiles('.heap-profiles', /^Heap\..*\.heapprofile$/);
      // Started with the flag, the host writes a profile, and so do the forked workers.
      const host = rstestIn(project.dir, {
        nodeArgs: ['--cpu-prof', '--cpu-prof-dir=.host-profiles'],
        args: ['run'],
        env: LOCAL_ENV,
      });
      expect(host.status, host.stderr).toBe(0);
      const hostProfiles = profiles('.host-profiles').map(pidOf);
      expect(hostProfiles).toContain(String(host.pid));
      expect(hostProfiles.length).toBeGreaterThan(1);
      expect(hostProfiles.length).toBeLessThanOrEqual(5);
      expect(hostProfiles).not.toContain(slowPid());
    },
  );

  claim('--logHeapUsage prints the heap after each test and file', () => {
    const project = run({ 'src/slow.test.ts': slowTest }, { args: ['run', '--logHeapUsage'] });
    expect(project.status, project.output).toBe(0);
    expectPrinted(quote(page, '8 MB heap used'), project);
  });
});

claimsAreMarked();
