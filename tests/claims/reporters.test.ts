// What docs/*/guide/basic/reporters.mdx says Rstest does beyond what its runnable examples show, proven
// against real runs of the pinned @rstest/core. A claim is marked on both pages with
// `{/* proven by tests/claims/reporters.test.ts: <test name> */}`; quoted messages and output are read from
// the English page, must appear unchanged on the Chinese page, and are compared with what the run prints.
import { describe, expect } from 'vitest';
import { quote, says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { run, writeProject, again, read, exists, exampleFiles, testFile, config } from '../helpers/run-guide-claims';

const { claim, claimsAreMarked } = pageClaims('reporters.test.ts', 'guide/basic/reporters.mdx');

describe('guide/basic/reporters.mdx', () => {
  const page = 'guide/basic/reporters.mdx';
  const failing = {
    'src/cart.test.ts': `${testFile('adds', 'expect(1 + 1).toBe(2);')}\ntest('fails', () => {\n  expect(1).toBe(2);\n});\n`,
  };

  claim('a reporters list replaces the default reporter', () => {
    const project = run({
      ...failing,
      'rstest.config.ts': config("{ reporters: [['json', { outputPath: 'report.json' }]] }"),
    });
    expect(project.status).toBe(1);
    expect(exists(project, 'report.json')).toBe(true);
    expect(project.output).not.toContain('Test Files');
    expect(project.output).not.toContain('src/cart.test.ts');
  });

  claim('default, dot and verbose print the failure details on stderr, md does not', () => {
    says(page, 'Summary of all failing tests');
    const project = run(failing);
    for (const reporter of ['default', 'dot', 'verbose']) {
      const printed = again(project, ['run', `--reporter=${reporter}`]);
      expect(printed.status, reporter).toBe(1);
      expect(printed.stderr, reporter).toContain('Summary of all failing tests');
      expect(printed.stdout, reporter).not.toContain('Summary of all failing tests');
    }
    const md = again(project, ['run', '--reporter=md']);
    expect(md.status).toBe(1);
    expect(md.output).not.toContain('Summary of all failing tests');
    expect(md.stdout).toContain('## Failures');
    expect(md.stdout).toContain('expected 1 to be 2');
  });

  claim('with several files verbose lists every test and dot marks a skipped test with -', () => {
    const project = run({
      'src/a.test.ts': testFile('first file passes'),
      'src/b.test.ts': `${testFile('second file passes')}\ntest.skip('is skipped', () => {});\n`,
    });
    expect(project.status).toBe(0);
    expect(project.output).not.toContain('first file passes');
    const verbose = again(project, ['run', '--reporter=verbose']);
    for (const name of ['first file passes', 'second file passes', 'is skipped'])
      expect(verbose.output).toContain(name);
    says(page, '`-`');
    const dot = again(project, ['run', '--reporter=dot']);
    expect(
      dot.stdout
        .split('\n')
        .find((line) => /^[·x*-]+$/.test(line))
        ?.split('')
        .sort(),
    ).toEqual(['-', '·', '·']);
  });

  claim('without outputPath junit and json print to standard output', () => {
    const project = run({ 'src/a.test.ts': testFile('a') }, { args: ['run', '--reporter=junit'] });
    expect(project.status).toBe(0);
    expect(project.stdout).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    const json = again(project, ['run', '--reporter=json']);
    expect(json.stdout).toContain('"tool": "rstest"');
  });

  claim('the files example writes the quoted JUnit report', () => {
    const project = run(exampleFiles(page, 'files'));
    expect(project.status).toBe(1);
    // Durations and the clock differ from run to run.
    const masked = (xml: string) => xml.replace(/ (time|timestamp)="[^"]*"/g, ' $1="…"').trimEnd();
    expect(masked(read(project, 'reports/junit.xml'))).toBe(masked(quote(page, '<testsuites name="rstest tests"')));
  });

  claim('outputPath is relative to the working directory, not to root', () => {
    const files = Object.fromEntries(
      Object.entries(exampleFiles(page, 'files')).map(([file, code]) => [`app/${file}`, code]),
    );
    const project = writeProject(files);
    const printed = again(project, ['run', '--root', 'app']);
    expect(printed.status).toBe(1);
    expect(printed.output).toContain('JUnit XML report written to: reports/junit.xml');
    expect(exists(project, 'reports/junit.xml')).toBe(true);
    expect(exists(project, 'reports/results.json')).toBe(true);
    expect(exists(project, 'app/reports')).toBe(false);
  });

  claim('Rstest waits for an async onTestRunEnd before it exits', () => {
    const project = run({
      'src/a.test.ts': testFile('a'),
      'rstest.config.ts': `import { writeFileSync } from 'node:fs';
import { defineConfig, type Reporter } from '@rstest/core';

const slowUpload: Reporter = {
  async onTestRunEnd() {
    await new Promise((resolve) => setTimeout(resolve, 500));
    writeFileSync('uploaded.txt', 'done');
    console.log('uploaded');
  },
};

export default defineConfig({ reporters: [slowUpload] });
`,
    });
    expect(project.status).toBe(0);
    expect(project.output).toContain('uploaded');
    expect(read(project, 'uploaded.txt')).toBe('done');
  });

  claim(
    "without the default reporter a test's console output and failures are not printed, and the run still exits with 1",
    () => {
      const project = run({
        'src/a.test.ts': testFile('logs and fails', "console.log('hello from the test');\n  expect(1).toBe(2);"),
        'rstest.config.ts': config('{ reporters: [{ onUserConsoleLog: () => {} }] }'),
      });
      expect(project.status).toBe(1);
      expect(project.output).not.toContain('hello from the test');
      expect(project.output).not.toContain('expected 1 to be 2');
      expect(project.output).not.toContain('Summary of all failing tests');
    },
  );

  claim('a reporter runs in the main rstest process, not in a worker', () => {
    const project = run({
      'src/a.test.ts': testFile(
        'records its process',
        "writeFileSync('test.json', JSON.stringify({ pid: process.pid }));",
      ).replace(
        "import { expect, test } from '@rstest/core';",
        "import { writeFileSync } from 'node:fs';\nimport { expect, test } from '@rstest/core';",
      ),
      'rstest.config.ts': `import { writeFileSync } from 'node:fs';
import { defineConfig } from '@rstest/core';

const rstestPid = process.pid;

export default defineConfig({
  reporters: [
    {
      onTestRunEnd() {
        writeFileSync('reporter.json', JSON.stringify({ pid: process.pid, rstestPid, worker: process.env.RSTEST_WORKER_ID ?? null }));
      },
    },
  ],
});
`,
    });
    expect(project.status).toBe(0);
    const reporter = JSON.parse(read(project, 'reporter.json'));
    const worker = JSON.parse(read(project, 'test.json'));
    expect(reporter.pid).toBe(reporter.rstestPid);
    expect(reporter.worker).toBeNull();
    expect(worker.pid).not.toBe(reporter.pid);
  });
});

claimsAreMarked();
