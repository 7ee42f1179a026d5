// What the Reporters, CI, Environment Variables and Troubleshooting guides say Rstest does beyond
// what their runnable examples show, proven against real runs of the pinned @rstest/core. A claim
// is marked on both pages with `{/* proven by tests/claims/run-guides.test.ts: <test name> */}`;
// quoted messages and output are read from the English page, must appear unchanged on the Chinese
// page, and are compared with what the run prints.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { comparableLines, findMissingLine, splitArgs } from '../../lib/examples/outcome.mjs';
import { rstestInTerminal } from '../helpers/interactive';
import { blocksOf, quote, says } from '../helpers/page-quotes';
import { LOCAL_ENV as LOCAL_ENV_BASE, localRuns, ROOT, RSTEST_BIN, type RstestRun } from '../helpers/rstest';

// ---------------------------------------------------------------------------------------------
// Runs

/** A developer's terminal outside CI: no CI detection (GitLab's too), agent detection, annotations or debug logs. */
const LOCAL_ENV = { ...LOCAL_ENV_BASE, GITLAB_CI: '' };
/** The colour variables a run starts with, removed when a claim is about colours. */
const COLOUR_VARS = ['NO_COLOR', 'FORCE_COLOR'];

type Printed = Pick<RstestRun, 'output' | 'stdout' | 'stderr' | 'status'>;

/**
 * `runRstest` outside CI unless `env` says otherwise; the projects go with the run's scratch folder
 * (tests/setup/scratch-root.ts).
 */
const { run, writeProject, scratchDir } = localRuns({ env: LOCAL_ENV });

/**
 * Another `rstest` command in a project, from `cwd` (default: the project), with the CLI at `bin`
 * (default: ours). `colours: true` leaves NO_COLOR and FORCE_COLOR to `env`.
 */
function again(
  project: Pick<RstestRun, 'dir'>,
  args: string[],
  {
    env = {},
    cwd = project.dir,
    colours = false,
    bin = RSTEST_BIN,
  }: { env?: NodeJS.ProcessEnv; cwd?: string; colours?: boolean; bin?: string } = {},
): Printed {
  const base: NodeJS.ProcessEnv = { ...process.env, ...LOCAL_ENV };
  if (colours) for (const name of COLOUR_VARS) delete base[name];
  else Object.assign(base, { NO_COLOR: '1', FORCE_COLOR: '0' });
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  return {
    stdout: result.stdout,
    stderr: result.stderr,
    output: `${result.stdout}${result.stderr}`,
    status: result.status,
  };
}

/**
 * A project with its own copy of `@rstest/core` and every other package of ours except `missing`
 * and the rest of the @rstest scope (both coverage providers). Rstest also looks for a DOM
 * environment package next to `@rstest/core` itself, so the copy keeps ours out of reach. Run it
 * with `again(project, args, { bin: project.bin })`; `files` may add stand-in packages.
 */
function projectWithout(missing: string[], files: Record<string, string>): { dir: string; bin: string } {
  const dir = scratchDir('rstest-without-');
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@rstest'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (['.cache', '@rstest', ...missing].includes(entry)) continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry), 'dir');
  }
  cpSync(path.join(ROOT, 'node_modules/@rstest/core'), path.join(modules, '@rstest/core'), { recursive: true });
  write(dir, files);
  return { dir, bin: path.join(modules, '@rstest/core/bin/rstest.js') };
}

function write(dir: string, files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
}

const read = (project: Pick<RstestRun, 'dir'>, file: string) => readFileSync(path.join(project.dir, file), 'utf8');
const exists = (project: Pick<RstestRun, 'dir'>, file: string) => existsSync(path.join(project.dir, file));

/**
 * `rstest <args>` in a pseudo-terminal: the interactive branches of Rstest check `isTTY`. What
 * `send` writes arrives as key presses. Killed after 100 s.
 */
const inTerminal = (dir: string, args: string[], env: NodeJS.ProcessEnv = {}, bin = RSTEST_BIN) =>
  rstestInTerminal(dir, args, { bin, env: { ...LOCAL_ENV, ...env }, killAfter: 100_000 });

/** Every non-empty line of `block` was printed, in order (timings match any timing). */
function expectInOrder(block: string, printed: Printed | string) {
  const output = typeof printed === 'string' ? printed : printed.output;
  expect(findMissingLine(block, output), `--- output ---\n${output}`).toBeUndefined();
}

const hasColours = (text: string) => text.includes('\u001b[');

// ---------------------------------------------------------------------------------------------
// Pages

/**
 * The runnable blocks of a page's whole run `id`, as files. The Chinese page has the same files;
 * tests/content.test.ts checks that their code differs only in comments.
 */
function exampleFiles(page: string, id: string): Record<string, string> {
  const files = (lang: string) =>
    Object.fromEntries(
      blocksOf(lang, page)
        .filter((block) => block.runnable && block.run === id)
        .map((block) => [block.title as string, `${block.code}\n`]),
    );
  expect(Object.keys(files('en')).length, `${page} has a run "${id}"`).toBeGreaterThan(0);
  expect(Object.keys(files('zh'))).toEqual(Object.keys(files('en')));
  return files('en');
}

/** The blocks of a page with these titles, as files (comments may be translated: the en code is used). */
function titledFiles(page: string, titles: string[]): Record<string, string> {
  const files = Object.fromEntries(
    blocksOf('en', page)
      .filter((block) => titles.includes(block.title as string))
      .map((block) => [block.title as string, `${block.code}\n`]),
  );
  expect(Object.keys(files).sort()).toEqual([...titles].sort());
  return files;
}

/** A quoted message that names the project folder, as the run printed it in `dir`. */
const inProject = (message: string, dir: string) => message.replaceAll('/path/to/project', dir);

const testFile = (name: string, body = 'expect(1 + 1).toBe(2);') =>
  `import { expect, test } from '@rstest/core';\n\ntest('${name}', () => {\n  ${body}\n});\n`;
const config = (body: string) =>
  `import { defineConfig } from '@rstest/core';\n\nexport default defineConfig(${body});\n`;

// ---------------------------------------------------------------------------------------------

describe('guide/basic/reporters.mdx', () => {
  const page = 'guide/basic/reporters.mdx';
  const failing = {
    'src/cart.test.ts': `${testFile('adds', 'expect(1 + 1).toBe(2);')}\ntest('fails', () => {\n  expect(1).toBe(2);\n});\n`,
  };

  test('a reporters list replaces the default reporter', () => {
    const project = run({
      ...failing,
      'rstest.config.ts': config("{ reporters: [['json', { outputPath: 'report.json' }]] }"),
    });
    expect(project.status).toBe(1);
    expect(exists(project, 'report.json')).toBe(true);
    expect(project.output).not.toContain('Test Files');
    expect(project.output).not.toContain('src/cart.test.ts');
  });

  test('default, dot and verbose print the failure details on stderr, md does not', () => {
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

  test('with several files verbose lists every test and dot marks a skipped test with -', () => {
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

  test('without outputPath junit and json print to standard output', () => {
    const project = run({ 'src/a.test.ts': testFile('a') }, { args: ['run', '--reporter=junit'] });
    expect(project.status).toBe(0);
    expect(project.stdout).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    const json = again(project, ['run', '--reporter=json']);
    expect(json.stdout).toContain('"tool": "rstest"');
  });

  test('the files example writes the quoted JUnit report', () => {
    const project = run(exampleFiles(page, 'files'));
    expect(project.status).toBe(1);
    // Durations and the clock differ from run to run.
    const masked = (xml: string) => xml.replace(/ (time|timestamp)="[^"]*"/g, ' $1="…"').trimEnd();
    expect(masked(read(project, 'reports/junit.xml'))).toBe(masked(quote(page, '<testsuites name="rstest tests"')));
  });

  test('outputPath is relative to the working directory, not to root', () => {
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

  test('Rstest waits for an async onTestRunEnd before it exits', () => {
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

  test("without the default reporter a test's console output and failures are not printed, and the run still exits with 1", () => {
    const project = run({
      'src/a.test.ts': testFile('logs and fails', "console.log('hello from the test');\n  expect(1).toBe(2);"),
      'rstest.config.ts': config('{ reporters: [{ onUserConsoleLog: () => {} }] }'),
    });
    expect(project.status).toBe(1);
    expect(project.output).not.toContain('hello from the test');
    expect(project.output).not.toContain('expected 1 to be 2');
    expect(project.output).not.toContain('Summary of all failing tests');
  });

  test('a reporter runs in the main rstest process, not in a worker', () => {
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

describe('guide/advanced/ci.mdx', () => {
  const page = 'guide/advanced/ci.mdx';
  const cartFiles = () => titledFiles(page, ['src/cart.ts', 'src/cart.test.ts']);
  const RUNNER_CHECKOUT = '/home/runner/work/shop/shop';

  test('in GitHub Actions a failed test prints the quoted annotation and appends the quoted job summary', () => {
    const project = writeProject(cartFiles());
    const summary = path.join(project.dir, 'summary.md');
    const printed = again(project, ['run'], {
      env: { CI: 'true', GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary, GITHUB_WORKSPACE: project.dir },
    });
    expect(printed.status).toBe(1);
    expectInOrder(
      quote(page, '::group::Error for GitHub Actions'),
      printed.output.replaceAll(project.dir, RUNNER_CHECKOUT),
    );
    const written = comparableLines(readFileSync(summary, 'utf8'));
    expect(written).toEqual(comparableLines(`${quote(page, 'Rstest Test Reporter ❌')}\n\n`));

    // A project in a subfolder of the checkout is shown as <ROOT>/<subfolder>.
    const nested = again(project, ['run'], {
      env: {
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        GITHUB_STEP_SUMMARY: summary,
        GITHUB_WORKSPACE: path.dirname(project.dir),
      },
    });
    expect(nested.status).toBe(1);
    expect(readFileSync(summary, 'utf8')).toContain(
      `> Under path: \`${says(page, '<ROOT>')}/${path.basename(project.dir)}\``,
    );
  });

  test('a reporters list of your own drops the github-actions reporter', () => {
    const env = { CI: 'true', GITHUB_ACTIONS: 'true' };
    const project = run({ ...cartFiles(), 'rstest.config.ts': config("{ reporters: ['verbose'] }") }, { env });
    expect(project.status).toBe(1);
    expect(project.output).not.toContain('::error');
    const flag = run(cartFiles(), { env, args: ['run', '--reporter=dot'] });
    expect(flag.status).toBe(1);
    expect(flag.output).not.toContain('::error');
    const kept = run(
      { ...cartFiles(), 'rstest.config.ts': config("{ reporters: ['verbose', 'github-actions'] }") },
      { env },
    );
    expect(kept.output).toContain('::error file=');
  });

  test('annotations: false and summary: false each turn one part of the github-actions reporter off', () => {
    const project = writeProject(cartFiles());
    const withOptions = (options: string) => {
      writeFileSync(
        path.join(project.dir, 'rstest.config.ts'),
        config(`{ reporters: [['github-actions', ${options}]] }`),
      );
      const summary = path.join(project.dir, `summary-${Date.now()}.md`);
      const printed = again(project, ['run'], { env: { CI: 'true', GITHUB_STEP_SUMMARY: summary } });
      expect(printed.status).toBe(1);
      return { annotated: printed.output.includes('::error file='), summarized: existsSync(summary) };
    };
    expect(withOptions('{}')).toEqual({ annotated: true, summarized: true });
    expect(withOptions(says(page, '{ annotations: false }'))).toEqual({ annotated: false, summarized: true });
    expect(withOptions(says(page, '{ summary: false }'))).toEqual({ annotated: true, summarized: false });
  });

  test('merge-reports refuses a blob report written by another Rstest version', () => {
    const project = run({ 'src/a.test.ts': testFile('a') }, { args: ['run', '--shard=1/1', '--reporter=blob'] });
    const blob = path.join(project.dir, '.rstest-reports/blob-1-1.json');
    writeFileSync(blob, readFileSync(blob, 'utf8').replace('"version":"0.12.0"', '"version":"0.11.9"'));
    const merged = again(project, ['merge-reports']);
    expect(merged.status).toBe(1);
    expect(merged.output).toContain('was generated by Rstest 0.11.9, but this is Rstest 0.12.0.');
    expect(merged.output).toContain('Blob reports can only be merged by the version that produced them.');
  });

  test('shards cut the files sorted by path into parts of equal size', () => {
    const files = Object.fromEntries(['e', 'c', 'a', 'd', 'b'].map((name) => [`src/${name}.test.ts`, testFile(name)]));
    const project = writeProject(files);
    const ran = (shard: string) => {
      const printed = again(project, ['run', `--shard=${shard}`, '--reporter=verbose']);
      expect(printed.status).toBe(0);
      return [...printed.stdout.matchAll(/✓ src\/(\w)\.test\.ts/g)].map((match) => match[1]).sort();
    };
    expect(ran('1/3')).toEqual(['a', 'b']);
    expect(ran('2/3')).toEqual(['c', 'd']);
    expect(ran('3/3')).toEqual(['e']);
  });

  test('the commands of the sharded workflow write one blob per shard and merge them with annotations', () => {
    const workflow = parse(quote(page, 'merge-reports')) as {
      jobs: Record<
        string,
        {
          strategy?: { matrix: { shard: number[] } };
          steps: { run?: string; uses?: string; with?: Record<string, unknown> }[];
        }
      >;
    };
    const { test: shardJob, report } = workflow.jobs;
    const rstestStep = (steps: { run?: string }[]) =>
      steps.find((step) => step.run?.startsWith('npx rstest'))?.run as string;
    const shards = shardJob.strategy?.matrix.shard ?? [];
    expect(shards).toEqual([1, 2, 3]);
    // The uploaded and the downloaded folder are the one both commands use by default.
    const upload = shardJob.steps.find((step) => step.uses?.startsWith('actions/upload-artifact'));
    const download = report.steps.find((step) => step.uses?.startsWith('actions/download-artifact'));
    expect(upload?.with?.path).toBe('.rstest-reports');
    expect(download?.with?.path).toBe('.rstest-reports');

    // Six files, two per shard; the failing one sorts into the second shard.
    const files = Object.fromEntries(['a', 'b', 'c', 'e', 'f'].map((name) => [`src/${name}.test.ts`, testFile(name)]));
    files['src/d.test.ts'] = testFile('d fails', 'expect(1).toBe(2);');
    const project = writeProject(files);
    for (const shard of shards) {
      // `npx rstest <args>`: the CLI is ours.
      const args = splitArgs(rstestStep(shardJob.steps).replace(/\$\{\{ matrix\.shard \}\}/, String(shard))).slice(2);
      const printed = again(project, args, { env: { CI: 'true', GITHUB_ACTIONS: 'true' } });
      expect(printed.status, printed.output).toBe(shard === 2 ? 1 : 0);
      expect(printed.output).toContain(`Running shard ${shard} of 3 (2 of 6 test files)`);
      expect(printed.output).not.toContain('✓');
      expect(exists(project, `.rstest-reports/blob-${shard}-3.json`)).toBe(true);
    }
    says(page, 'Running shard 2 of 3 (2 of 6 test files)');

    const mergeArgs = splitArgs(rstestStep(report.steps)).slice(2);
    const merged = again(project, mergeArgs, { env: { CI: 'true', GITHUB_ACTIONS: 'true' } });
    expect(merged.status).toBe(1);
    expect(merged.output).toContain('Merging 3 blob reports from .rstest-reports');
    expect(merged.output).toContain('Tests 1 failed | 5 passed (6)');
    expect(merged.output).toContain('::error file=');
  });

  test('the coverage gate example passes without --coverage', () => {
    const project = run(exampleFiles(page, 'coverage-gate'));
    expect(project.status).toBe(0);
    expect(project.output).not.toContain('Coverage enabled');
  });

  test('a thresholds flag is ignored, and sharded runs check the thresholds on the merged coverage only', () => {
    says(page, '`--coverage.thresholds.lines=80`');
    const gradeTest = (name: string, score: number, grade: string) =>
      testFile(name, `expect(grade(${score})).toBe('${grade}');`).replace(
        "from '@rstest/core';",
        "from '@rstest/core';\nimport { grade } from './grade';",
      );
    // Three test files, one per shard: the example's, a B and one that covers nothing.
    const files = {
      ...exampleFiles(page, 'coverage-gate'),
      'src/grade-b.test.ts': gradeTest('a middle score gets a B', 80, 'B'),
      'src/other.test.ts': testFile('covers nothing'),
    };
    const ungated = run(
      { ...files, 'rstest.config.ts': config("{ coverage: { include: ['src/**/*.ts'] } }") },
      {
        args: ['run', '--coverage', '--coverage.thresholds.lines=80'],
      },
    );
    expect(ungated.status, ungated.output).toBe(0);

    const [shardCommand, mergeCommand] = quote(page, 'npx rstest merge-reports --coverage').split('\n');
    const gated = writeProject(files);
    for (const shard of ['1/3', '2/3', '3/3']) {
      const printed = again(gated, splitArgs(shardCommand.replace('1/3', shard)).slice(2));
      // Each shard covers less than 80 % on its own, but only collects.
      expect(printed.status, printed.output).toBe(0);
      expect(printed.output).not.toContain('does not meet');
    }
    const merged = again(gated, splitArgs(mergeCommand).slice(2));
    expect(merged.status, merged.output).toBe(1);
    expect(merged.output).toContain('Error: coverage for lines 66.66% does not meet global threshold 80%');
    expect(merged.output).toContain('Error: coverage for branches 75% does not meet global threshold 80%');
  });

  test('SIGTERM ends a run with 143', async () => {
    says(page, '`143`');
    says(page, '`SIGTERM`');
    const project = writeProject({
      // The file it writes says the test is running, so Rstest has set up its signal handling.
      'src/slow.test.ts': `import { writeFileSync } from 'node:fs';\nimport { test } from '@rstest/core';\n\ntest('waits', async () => {\n  writeFileSync('started', '');\n  await new Promise((resolve) => setTimeout(resolve, 20_000));\n}, 30_000);\n`,
    });
    const child = spawn(process.execPath, [RSTEST_BIN, 'run'], {
      cwd: project.dir,
      env: { ...process.env, ...LOCAL_ENV, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
    });
    const closed = new Promise<number | null>((resolve) => child.on('close', (exitCode) => resolve(exitCode)));
    // SIGTERM once the test runs, well inside its 20 s: before Rstest handles the signal (a loaded
    // machine took over 4 s to get there), Node's default action ends the process with no exit code.
    const started = path.join(project.dir, 'started');
    const poll = setInterval(() => existsSync(started) && child.kill('SIGTERM') && clearInterval(poll), 100);
    const code = await closed;
    clearInterval(poll);
    expect(code).toBe(143);
    expect(printed).toContain('Received SIGTERM, cleaning up...');
  });

  const snapshotTest = testFile('formats the receipt', 'expect({ total: 1200 }).toMatchSnapshot();');

  test('in CI a missing snapshot fails the test instead of being written', () => {
    const message = says('guide/advanced/troubleshooting.mdx', 'Error: Snapshot `formats the receipt 1` mismatched');
    for (const env of [{ CI: 'true' }, { GITHUB_ACTIONS: 'true' }, { GITLAB_CI: 'true' }]) {
      const project = run({ 'src/receipt.test.ts': snapshotTest }, { env });
      expect(project.status, JSON.stringify(env)).toBe(1);
      expect(project.output).toContain(message);
      expect(exists(project, 'src/__snapshots__')).toBe(false);
    }
    const local = run({ 'src/receipt.test.ts': snapshotTest });
    expect(local.status).toBe(0);
    expect(exists(local, 'src/__snapshots__/receipt.test.ts.snap')).toBe(true);
  });

  test('any non-empty CI value, even false, counts as CI', () => {
    const project = run({ 'src/receipt.test.ts': snapshotTest }, { env: { CI: 'false' } });
    expect(project.status).toBe(1);
    expect(project.output).toContain('Snapshot `formats the receipt 1` mismatched');
    expect(exists(project, 'src/__snapshots__')).toBe(false);
  });

  test('with CI set, a terminal run fails on a missing package instead of asking', async () => {
    const project = projectWithout(['jsdom'], { 'src/a.test.ts': testFile('a') });
    const asked = inTerminal(project.dir, ['run', '--coverage'], {}, project.bin);
    await asked.waitFor('@rstest/coverage-istanbul is required for coverage. Install it now?');
    asked.send('\u0003');
    expect((await asked.exit).code).toBe(1);

    const ci = inTerminal(project.dir, ['run', '--coverage'], { CI: 'true' }, project.bin);
    expect((await ci.exit).code).toBe(1);
    expect(ci.output()).not.toContain('Install it now?');
    expect(ci.output()).toContain(says(page, 'Failed to load coverage provider module'));

    const jsdom = inTerminal(project.dir, ['run', '--testEnvironment=jsdom'], {}, project.bin);
    await jsdom.waitFor('jsdom is required for testEnvironment "jsdom". Install it now?');
    jsdom.send('\u0003');
    expect((await jsdom.exit).code).toBe(1);
  });

  test('with CI set a slow run prints a progress line instead of redrawing', async () => {
    says(page, '`[PROGRESS]`');
    const slow = (ms: number) =>
      `import { test } from '@rstest/core';\n\ntest('imports the catalogue', async () => {\n  await new Promise((resolve) => setTimeout(resolve, ${ms}));\n}, 60_000);\n`;
    const local = writeProject({ 'src/slow.test.ts': slow(2_000) });
    const ci = writeProject({ 'src/slow.test.ts': slow(31_000) });
    const terminal = inTerminal(local.dir, ['run']);
    const logged = inTerminal(ci.dir, ['run'], { CI: 'true' });
    expect((await terminal.exit).code).toBe(0);
    expect(terminal.output()).toMatch(/RUNS +src\/slow\.test\.ts/);
    expect((await logged.exit).code).toBe(0);
    expect(logged.output()).not.toContain('RUNS');
    expect(logged.output()).toMatch(/^\[PROGRESS\] test files: 0 done, 1 running \| \d+(\.\d+)?s$/m);
    expect(logged.output()).toMatch(/^ +Running: src\/slow\.test\.ts > imports the catalogue \d+(\.\d+)?s$/m);
  }, 120_000);

  test('the progress line follows a stdout that is not a terminal, CI or not; after 20 reports only new output brings one more', () => {
    // The notifier waits 30 s between reports; this preload makes a 30 s timer of the main process fire
    // after 50 ms, so the 20 reports fit well inside the 5 s before the test logs (still on a loaded
    // machine), and the 3 s after the log leave room for the one report the log brings.
    const project = writeProject({
      'fast-interval.cjs':
        'const original = globalThis.setTimeout;\n' +
        'globalThis.setTimeout = (fn, ms, ...args) => original(fn, ms === 30000 ? 50 : ms, ...args);\n',
      'src/slow.test.ts':
        "import { test } from '@rstest/core';\n\nconst pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));\n\n" +
        "test('waits', async () => {\n  await pause(5_000);\n  console.log('halfway');\n  await pause(3_000);\n}, 20_000);\n",
    });
    const piped = again(project, ['run'], {
      env: { NODE_OPTIONS: `--require ${path.join(project.dir, 'fast-interval.cjs')}` },
    });
    expect(piped.status, piped.output).toBe(0);
    const lines = piped.stdout.split('\n');
    const logged = lines.indexOf('halfway');
    const fileDone = lines.findIndex((line) => /^\s*✓ src\/slow\.test\.ts/.test(line));
    expect([logged, fileDone].every((index) => index > 0) && logged < fileDone, piped.stdout).toBe(true);
    const reports = (from: number, to: number) =>
      lines.slice(from, to).filter((line) => line.startsWith('[PROGRESS] ')).length;
    // 20 reports while nothing is printed, then none until the log; the log brings exactly one more.
    expect(reports(0, logged)).toBe(20);
    expect(reports(logged, fileDone)).toBe(1);
    // The finished file is output too: at most one more, if the run has not ended 50 ms later.
    expect(reports(fileDone, lines.length)).toBeLessThanOrEqual(1);
    // The same run without the preload: no report before the first 30 s.
    expect(again(project, ['run']).output).not.toContain('[PROGRESS]');
  });

  test('with CI set watch mode offers no shortcuts', async () => {
    const project = writeProject({ 'src/a.test.ts': testFile('a') });
    const local = inTerminal(project.dir, ['watch']);
    await local.waitFor('press h to show help, press q to quit');
    local.send('q');
    expect((await local.exit).code).toBe(0);

    const ci = inTerminal(project.dir, ['watch'], { CI: 'true' });
    await ci.waitFor('Waiting for file changes...');
    ci.send('q');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(ci.output()).not.toContain('press h');
    // q is not a shortcut: the watcher is still running.
    let exited = false;
    ci.exit.then(() => {
      exited = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(exited).toBe(false);
    ci.kill();
    await ci.exit;
  });

  test('CI keeps colours on in a pipe and NO_COLOR turns them off', () => {
    const project = writeProject({ 'src/a.test.ts': testFile('a') });
    expect(hasColours(again(project, ['run'], { colours: true }).stdout)).toBe(false);
    expect(hasColours(again(project, ['run'], { colours: true, env: { CI: 'true' } }).stdout)).toBe(true);
    expect(hasColours(again(project, ['run'], { colours: true, env: { CI: 'true', NO_COLOR: '1' } }).stdout)).toBe(
      false,
    );
  });
});

describe('guide/advanced/environment-variables.mdx', () => {
  const page = 'guide/advanced/environment-variables.mdx';
  /** A statement that writes the values of `names` in process.env to `file` (needs writeFileSync). */
  const report = (file: string, names: string[]) =>
    `writeFileSync(${JSON.stringify(file)}, JSON.stringify({ ${names.map((name) => `${name}: process.env.${name} ?? null`).join(', ')} }));`;

  test('NODE_ENV and RSTEST are set for the config file and globalSetup, RSTEST_WORKER_ID only in workers, and NODE_ENV is read at run time', () => {
    const names = ['NODE_ENV', 'RSTEST', 'RSTEST_WORKER_ID'];
    const files = {
      'rstest.config.ts': `import { writeFileSync } from 'node:fs';\nimport { defineConfig } from '@rstest/core';\n\n${report('config.json', names)}\nexport default defineConfig({ globalSetup: ['./global-setup.ts'] });\n`,
      'global-setup.ts': `import { writeFileSync } from 'node:fs';\n\nexport default function setup() {\n  ${report('global-setup.json', names)}\n}\n`,
      'src/env.test.ts': testFile(
        'NODE_ENV changes at run time',
        "process.env.NODE_ENV = 'production';\n  expect(process.env.NODE_ENV).toBe('production');",
      ),
    };
    const project = run(files, { env: { NODE_ENV: '' } });
    expect(project.status, project.output).toBe(0);
    const expected = { NODE_ENV: 'test', RSTEST: 'true', RSTEST_WORKER_ID: null };
    expect(JSON.parse(read(project, 'config.json'))).toEqual(expected);
    expect(JSON.parse(read(project, 'global-setup.json'))).toEqual(expected);

    says(page, '`NODE_ENV=production npx rstest run`');
    const production = run(
      { 'src/env.test.ts': testFile('keeps the shell value', "expect(process.env.NODE_ENV).toBe('production');") },
      { env: { NODE_ENV: 'production' } },
    );
    expect(production.status, production.output).toBe(0);
  });

  test('worker ids run from 1 to the number of workers', () => {
    const files = Object.fromEntries(
      ['a', 'b', 'c'].map((name) => [
        `src/${name}.test.ts`,
        `import { writeFileSync } from 'node:fs';\nimport { test } from '@rstest/core';\n\ntest('${name}', async () => {\n  writeFileSync('worker-${name}.txt', String(process.env.RSTEST_WORKER_ID));\n  await new Promise((resolve) => setTimeout(resolve, 1000));\n});\n`,
      ]),
    );
    const project = run(files, { args: ['run', '--pool.maxWorkers=3'], env: { RSTEST_MEMORY_AWARE: '0' } });
    expect(project.status, project.output).toBe(0);
    const ids = ['a', 'b', 'c'].map((name) => read(project, `worker-${name}.txt`)).sort();
    expect(ids).toEqual(['1', '2', '3']);
  });

  test('a variable assigned in the config file reaches the workers, one assigned in a test file stays in its worker', () => {
    const project = run({
      'rstest.config.ts': `import { defineConfig } from '@rstest/core';\n\nprocess.env.FROM_CONFIG_FILE = 'yes';\n\nexport default defineConfig({ setupFiles: ['./setup.ts'] });\n`,
      'setup.ts': "process.env.FROM_SETUP_FILE = 'yes';\n",
      'src/a.test.ts': testFile(
        'sees the config and setup files',
        "expect(process.env.FROM_CONFIG_FILE).toBe('yes');\n  expect(process.env.FROM_SETUP_FILE).toBe('yes');\n  process.env.FROM_TEST_A = 'yes';",
      ),
      'src/b.test.ts': testFile(
        'does not see what another file set',
        'await new Promise((resolve) => setTimeout(resolve, 500));\n  expect(process.env.FROM_TEST_A).toBeUndefined();',
      ).replace(
        "test('does not see what another file set', () =>",
        "test('does not see what another file set', async () =>",
      ),
    });
    expect(project.status, project.output).toBe(0);
    expect(project.output).toContain('Tests 2 passed');
  });

  test('CI set in the env option reaches the tests but does not make the run a CI run', () => {
    const project = run({
      'rstest.config.ts': config("{ env: { CI: 'true' } }"),
      'src/receipt.test.ts': testFile(
        'formats the receipt',
        "expect(process.env.CI).toBe('true');\n  expect({ total: 1200 }).toMatchSnapshot();",
      ),
    });
    expect(project.status, project.output).toBe(0);
    expect(project.output).toContain('Snapshots 1 written');
  });

  test('Rstest does not read a .env file', () => {
    const project = run({
      '.env': 'API_URL=http://localhost:4000\n',
      'src/api.test.ts': testFile('no .env', 'expect(process.env.API_URL).toBeUndefined();'),
    });
    expect(project.status, project.output).toBe(0);
  });

  test('a variable from the shell wins over the .env file loaded in the config', () => {
    const files = exampleFiles(page, 'dotenv');
    const probe = testFile('prints API_URL', "console.log('API_URL=' + process.env.API_URL);");
    const shell = run({ ...files, 'src/api.test.ts': probe }, { env: { API_URL: 'http://shell:5000' } });
    expect(shell.output).toContain('API_URL=http://shell:5000');
    const file = again(shell, ['run']);
    expect(file.output).toContain('API_URL=http://localhost:4000');
    // Without a .env file the config still loads.
    rmSync(path.join(shell.dir, '.env'));
    const none = again(shell, ['run']);
    expect(none.status, none.output).toBe(0);
    expect(none.output).toContain('API_URL=undefined');
  });

  test('FORCE_COLOR=0 turns colours on, NO_COLOR turns them off', () => {
    says(page, '`FORCE_COLOR=0`');
    const project = writeProject({ 'src/a.test.ts': testFile('a') });
    const coloured = (env: NodeJS.ProcessEnv) => hasColours(again(project, ['run'], { colours: true, env }).stdout);
    expect(coloured({})).toBe(false);
    expect(coloured({ FORCE_COLOR: '0' })).toBe(true);
    expect(coloured({ FORCE_COLOR: '1' })).toBe(true);
    expect(coloured({ CI: 'true' })).toBe(true);
    expect(coloured({ CI: 'true', NO_COLOR: '1' })).toBe(false);
  });

  test('the rstest command shares its compile cache with the workers through NODE_COMPILE_CACHE where Node.js has one', () => {
    says(page, '`NODE_COMPILE_CACHE`');
    const project = writeProject({
      'src/cache.test.ts':
        "import { test } from '@rstest/core';\n\ntest('cache', () => {\n  console.log('CACHE=' + process.env.NODE_COMPILE_CACHE);\n});\n",
    });
    const seen = (env: NodeJS.ProcessEnv = {}) => /CACHE=(.*)/.exec(again(project, ['run'], { env }).output)?.[1];
    const bin = readFileSync(RSTEST_BIN, 'utf8');
    expect(bin).toContain('if (enableCompileCache) {');
    expect(bin).toContain('process.env.NODE_COMPILE_CACHE = directory;');
    if (typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache === 'function') {
      // Node.js 22.1 and later: a directory of its own, or the one the shell set.
      expect(existsSync(seen() ?? '')).toBe(true);
      expect(seen({ NODE_COMPILE_CACHE: path.join(project.dir, 'cache') })).toBe(path.join(project.dir, 'cache'));
    } else {
      // Node.js 20 has no compile cache: the variable stays unset.
      expect(seen()).toBe('undefined');
    }
  });

  test("workers get FORCE_COLOR=1 when the output has colours and the user's own colour variables otherwise", () => {
    const project = writeProject({
      'src/colours.test.ts': `import { writeFileSync } from 'node:fs';\nimport { test } from '@rstest/core';\n\n${report('colours.json', COLOUR_VARS)}\n\ntest('records', () => {});\n`,
    });
    const workerColours = (env: NodeJS.ProcessEnv) => {
      expect(again(project, ['run'], { colours: true, env }).status).toBe(0);
      return JSON.parse(read(project, 'colours.json'));
    };
    expect(workerColours({ CI: 'true' })).toEqual({ NO_COLOR: null, FORCE_COLOR: '1' });
    expect(workerColours({})).toEqual({ NO_COLOR: null, FORCE_COLOR: null });
    expect(workerColours({ CI: 'true', NO_COLOR: '1' })).toEqual({ NO_COLOR: '1', FORCE_COLOR: null });
    expect(workerColours({ FORCE_COLOR: '0' })).toEqual({ NO_COLOR: null, FORCE_COLOR: '0' });
  });

  test('with little memory available Rstest defers workers, unless RSTEST_MEMORY_AWARE=0', () => {
    // Reports no free memory to the rstest process: os.freemem and /proc/meminfo, as the pool reads them.
    const fakeMemory = `const fs = require('node:fs');
const os = require('node:os');
const { syncBuiltinESMExports } = require('node:module');
const readFileSync = fs.readFileSync;
fs.readFileSync = function (file, ...rest) {
  return file === '/proc/meminfo' ? 'MemAvailable: 0 kB\\n' : readFileSync.call(this, file, ...rest);
};
os.freemem = () => 0;
syncBuiltinESMExports();
`;
    const files: Record<string, string> = { 'fake-memory.cjs': fakeMemory };
    for (const name of ['a', 'b', 'c', 'd']) {
      files[`src/${name}.test.ts`] =
        `import { test } from '@rstest/core';\n\ntest('${name}', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 300));\n});\n`;
    }
    const project = writeProject(files);
    const env = { DEBUG: 'rstest', NODE_OPTIONS: `--require ${path.join(project.dir, 'fake-memory.cjs')}` };
    const deferred = again(project, ['run', '--pool.maxWorkers=3'], { env });
    expect(deferred.status, deferred.output).toBe(0);
    const pattern =
      /^ {2}rstest \d\d:\d\d:\d\d \[pool\] deferred worker spawn \(system memory\): estRss=\d+MB, available=0MB$/m;
    expect(deferred.output).toMatch(pattern);
    expect(quote(page, '[pool] deferred worker spawn')).toMatch(pattern);

    const unchecked = again(project, ['run', '--pool.maxWorkers=3'], { env: { ...env, RSTEST_MEMORY_AWARE: '0' } });
    expect(unchecked.status).toBe(0);
    expect(unchecked.output).not.toContain('deferred worker spawn');
  });
});

describe('guide/advanced/troubleshooting.mdx', () => {
  const page = 'guide/advanced/troubleshooting.mdx';

  test('an empty shard fails with No test files found unless --passWithNoTests', () => {
    const files = Object.fromEntries(['a', 'b', 'c', 'd'].map((name) => [`src/${name}.test.ts`, testFile(name)]));
    const project = run(files, { args: ['run', says(page, '--shard=3/3')] });
    expect(project.status).toBe(1);
    expect(project.output).toContain('Running shard 3 of 3 (0 of 4 test files)');
    expect(project.output).toContain(quote(page, 'No test files found, exiting with code 1.'));
    const passing = again(project, ['run', '--shard=3/3', '--passWithNoTests']);
    expect(passing.status).toBe(0);
    expect(passing.output).toContain(`No test files found, ${says(page, 'exiting with code 0.')}`);
  });

  test('a path or a package name in reporters fails with Reporter not found', () => {
    const message = quote(page, 'Reporter ./reporters/slack.ts not found');
    const reporter = 'export const slackReporter = { onTestRunEnd() {} };\n';
    const project = run({
      'reporters/slack.ts': reporter,
      'src/a.test.ts': testFile('a'),
      'rstest.config.ts': config("{ reporters: ['default', './reporters/slack.ts'] as never }"),
    });
    expect(project.status).toBe(1);
    expectInOrder(message, project);
    // An installed package is no better than a path.
    const installed = run({ 'src/a.test.ts': testFile('a') }, { args: ['run', '--reporter=typescript'] });
    expect(installed.status).toBe(1);
    expect(installed.output).toContain('Reporter typescript not found. Please install it or use a built-in reporter.');
    // The fix on the page: import the object.
    const fixed = run({
      'reporters/slack.ts': reporter,
      'src/a.test.ts': testFile('a'),
      'rstest.config.ts': quote(page, "import { slackReporter } from './reporters/slack';"),
    });
    expect(fixed.status, fixed.output).toBe(0);
  });

  test('a missing jsdom or coverage provider stops the run with the quoted messages', () => {
    const project = projectWithout(['jsdom', 'happy-dom'], { 'src/a.test.ts': testFile('a') });
    const cases = [
      [['--testEnvironment=jsdom'], quote(page, 'Failed to load testEnvironment "jsdom"')],
      [
        ['--testEnvironment=happy-dom'],
        'Failed to load testEnvironment "happy-dom" dependency: happy-dom in /path/to/project',
      ],
      [['--coverage'], quote(page, 'Failed to load coverage provider module: @rstest/coverage-istanbul')],
      [['--coverage.provider=v8'], 'Failed to load coverage provider module: @rstest/coverage-v8 in /path/to/project'],
    ] as const;
    for (const [args, message] of cases) {
      const printed = again(project, ['run', ...args], { bin: project.bin });
      expect(printed.status, args[0]).toBe(1);
      expect(printed.output).toContain(inProject(message, project.dir));
    }
    says(page, '`npm add -D @rstest/coverage-istanbul@0.12.0`');
    const pkg = JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules/@rstest/coverage-istanbul/package.json'), 'utf8'),
    );
    expect(pkg.peerDependencies['@rstest/core']).toBe('^0.12.0');
  });

  test('browser mode stops without @rstest/browser and with another version of it', () => {
    const files = {
      'src/a.test.ts': testFile('a'),
      'rstest.config.ts': config("{ browser: { enabled: true, provider: 'playwright' } }"),
    };
    const missing = projectWithout([], files);
    const withoutPackage = again(missing, ['run'], { bin: missing.bin });
    expect(withoutPackage.status).toBe(1);
    expect(withoutPackage.output).toContain(quote(page, 'Browser mode requires @rstest/browser to be installed'));

    // A stand-in for the last published @rstest/browser: only its version and entry points matter here.
    const mismatch = projectWithout([], {
      ...files,
      'node_modules/@rstest/browser/package.json': JSON.stringify({
        name: '@rstest/browser',
        version: '0.11.9',
        type: 'module',
        exports: { './internal': './internal.js', './package.json': './package.json' },
      }),
      'node_modules/@rstest/browser/internal.js': 'export {};\n',
    });
    const otherVersion = again(mismatch, ['run'], { bin: mismatch.bin });
    expect(otherVersion.status).toBe(1);
    expect(otherVersion.output).toContain(quote(page, 'Version mismatch between @rstest/core and @rstest/browser'));
  });

  // Packages that Node.js loads itself in the node environment, as they ship on npm.
  const legacyMath = () => ({
    'node_modules/legacy-math/package.json': '{ "name": "legacy-math", "version": "1.0.0", "main": "index.js" }\n',
    ...titledFiles(page, ['node_modules/legacy-math/index.js']),
  });

  test('a named import of an undetectable CommonJS export fails, and a default import or bundleDependencies fixes it', () => {
    const named = run({ ...legacyMath(), ...titledFiles(page, ['src/math.test.ts']) });
    expect(named.status).toBe(1);
    expect(named.output).toContain(quote(page, '(0 , legacy_math__rspack_import_1.add) is not a function'));

    says(page, "`import math from 'legacy-math'`");
    says(page, '`math.add(1, 2)`');
    const defaultImport = run({
      ...legacyMath(),
      'src/math.test.ts': `import { expect, test } from '@rstest/core';\nimport math from 'legacy-math';\n\ntest('adds', () => {\n  expect(math.add(1, 2)).toBe(3);\n});\n`,
    });
    expect(defaultImport.status, defaultImport.output).toBe(0);

    says(page, "`output: { bundleDependencies: ['legacy-math'] }`");
    const bundled = run({
      ...legacyMath(),
      ...titledFiles(page, ['src/math.test.ts']),
      'rstest.config.ts': config("{ output: { bundleDependencies: ['legacy-math'] } }"),
    });
    expect(bundled.status, bundled.output).toBe(0);
  });

  test('rs.spyOn on an export of an externalized ES module fails, rs.mock with spy: true works', () => {
    const greetings = {
      'node_modules/greetings/package.json':
        '{ "name": "greetings", "version": "1.0.0", "type": "module", "exports": "./index.js" }\n',
      'node_modules/greetings/index.js': "export function greet(name) {\n  return 'Hello, ' + name;\n}\n",
    };
    const spied = run({
      ...greetings,
      'src/greeting.test.ts': `import { expect, rs, test } from '@rstest/core';\nimport * as greetings from 'greetings';\n\ntest('spies', () => {\n  rs.spyOn(greetings, 'greet').mockReturnValue('hi');\n  expect(greetings.greet('Ada')).toBe('hi');\n});\n`,
    });
    expect(spied.status).toBe(1);
    expect(spied.output).toContain(quote(page, '[Rstest] Cannot spy on "greet"'));

    const mocked = run({ ...greetings, ...titledFiles(page, ['src/greeting.test.ts']) });
    expect(mocked.status, mocked.output).toBe(0);
  });

  test('an externalized package that imports CSS fails with Unknown file extension, bundleDependencies fixes it', () => {
    const uiKit = {
      'node_modules/ui-kit/package.json':
        '{ "name": "ui-kit", "version": "1.0.0", "type": "module", "exports": "./index.js" }\n',
      'node_modules/ui-kit/index.js':
        "import './style.css';\n\nexport const buttonLabel = (text) => text.toUpperCase();\n",
      'node_modules/ui-kit/style.css': '.button {\n  color: teal;\n}\n',
      'src/button.test.ts': `import { expect, test } from '@rstest/core';\nimport { buttonLabel } from 'ui-kit';\n\ntest('labels', () => {\n  expect(buttonLabel('buy')).toBe('BUY');\n});\n`,
    };
    const external = run(uiKit);
    expect(external.status).toBe(1);
    expect(external.output).toContain(inProject(quote(page, 'Unknown file extension ".css"'), external.dir));

    const bundled = run({ ...uiKit, 'rstest.config.ts': quote(page, "bundleDependencies: ['ui-kit']") });
    expect(bundled.status, bundled.output).toBe(0);

    const dom = run({ ...uiKit, 'rstest.config.ts': config("{ testEnvironment: 'happy-dom' }") });
    expect(dom.status, dom.output).toBe(0);
  });
});
