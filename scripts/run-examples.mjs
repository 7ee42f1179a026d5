// Runs every code block marked `runnable` with the pinned @rstest/core.
// Ordinary blocks: each page becomes one Rstest project of a single shared root run (fast).
// Whole-run examples (`run="<id>"`): the blocks of a page with that id get their own folder and
// their own `rstest run`, so they can show options only a root config may set; the run's exit code
// (`exit=<n>`, default 0) and the lines of its `output` blocks are checked. With `command="node
// <script>"`, the run executes that script (an example of the JavaScript API) instead.
// A runnable test file that ran no test fails the run (in a whole run, when it is expected to pass).
// Code that another page already runs unchanged (a zh page's example is the en page's, byte for
// byte) runs once: its result stands for every page that shows it, and a failure names each of them.
// So does an ordinary test file another page shows with the same code beside the same other files.
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { codeBlocks, pageFiles } from '../lib/code-blocks.mjs';
import { findMissingLine, wholeRuns } from '../lib/examples/outcome.mjs';
import { codeAsRun } from '../lib/examples/same-run.mjs';
import { linkPackages, ROOT, RSTEST_BIN } from '../lib/packages.mjs';
import { ofKind, parseShard, shardUnits } from '../lib/shards.mjs';

/** @typedef {import('../lib/code-blocks.mjs').CodeBlock} CodeBlock */
/** @typedef {import('../lib/examples/outcome.mjs').WholeRun} WholeRun */

/** @typedef {{ message?: string, stack?: string }} TestError */

/**
 * @typedef {object} TestReport What the JSON reporter writes, as far as the runner reads it.
 * @property {{ testPath: string, status: string, fullName: string, errors?: TestError[] }[]} tests
 * @property {{ testPath: string, status: string, results: unknown[], errors?: TestError[] }[]} files
 * @property {{ testFiles: number, passedTests: number, failedTests: number }} summary
 */

// EXAMPLES_DIR lets two runs (say, of different pages) work side by side.
const WORK = path.resolve(ROOT, process.env.EXAMPLES_DIR ?? '.examples');
// Arguments: page files as a writer types them (`docs/en/guide/start/quick-start.mdx`), and filters
// that select the pages whose `<lang>--<path>` contains them (`en--guide--start`); none: every page.
// `--shard k/n`: the pages of shard k of `npm test -- --shard k/n`'s content lane (lib/shards.mjs).
const argv = process.argv.slice(2);
const shardAt = argv.indexOf('--shard');
const shard = shardAt === -1 ? undefined : parseShard(argv[shardAt + 1] ?? '');
const args = shard
  ? ofKind(shardUnits('content', shard.index, shard.count), 'examples').flatMap((page) =>
      ['en', 'zh'].map((lang) => path.join(ROOT, 'docs', lang, page)).filter((file) => existsSync(file)),
    )
  : argv;
if (shard && args.length === 0) {
  console.error(`Shard ${shard.index}/${shard.count} of the content lane has no runnable examples`);
  process.exit(1);
}
// EXAMPLES_DURATIONS=<file>: where to write the seconds each page's examples took (`examples:<page>`,
// for .ci/durations.json): its whole runs, and its share of the shared run by its test files.
const DURATIONS_OUT = process.env.EXAMPLES_DURATIONS;
const PAGE_FILE = /\.mdx?$/;
const filters = args.filter((arg) => !PAGE_FILE.test(arg));
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const ROOT_CONFIG = /^rstest\.config\.[cm]?[jt]s$/;
// Whole runs side by side, one per core (at least two: each run waits on its build and workers part
// of the time); EXAMPLES_PARALLEL sets another number. Rstest itself spreads each run over workers.
const PARALLEL_RUNS = Number(process.env.EXAMPLES_PARALLEL) || Math.max(2, availableParallelism());

/**
 * @param {string} dir
 * @param {CodeBlock} block
 */
function writeBlock(dir, block) {
  const file = path.join(dir, /** @type {string} */ (block.title));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${block.code}\n`);
}

/**
 * Runs a command with stdout and stderr into one file descriptor (or the terminal), so the
 * output keeps the order a reader sees; resolves with the exit code.
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, output?: number }} options
 * @returns {Promise<number>}
 */
function run(args, { cwd, env, output }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env,
      stdio: output === undefined ? 'inherit' : ['ignore', output, output],
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Test files among `expected` that ran no test according to a JSON report (paths relative to the
 * run's root).
 * @param {string[]} expected
 * @param {TestReport} report
 * @returns {string[]}
 */
function filesThatRanNoTest(expected, report) {
  const ran = new Set(report.tests.map((test) => test.testPath));
  return expected.filter((file) => !ran.has(file));
}

/**
 * Runs one whole-run example in its own folder and checks its exit code, its output blocks and
 * that its test files ran (a `command` script: its exit code and output blocks).
 * @param {WholeRun} example
 * @returns {Promise<string[]>} what went wrong, empty when nothing did
 */
async function runWholeRun(example) {
  const dir = path.join(WORK, example.name);
  for (const block of example.files) writeBlock(dir, block);
  linkPackages(dir);
  if (example.command) return checkRun(example, dir, example.command);

  // The page's config, if any, with a JSON reporter added: the runner learns which files ran
  // without changing what the page's config does. The wrapper lives outside the example's folder.
  const args = [...example.args];
  const configFlag = args.findIndex((arg) => arg === '-c' || arg === '--config');
  const configFromArgs = configFlag === -1 ? undefined : args.splice(configFlag, 2)[1];
  const pageConfig = configFromArgs ?? readdirSync(dir).find((file) => ROOT_CONFIG.test(file));
  const reportFile = path.join(WORK, `${example.name}.report.json`);
  const wrapper = path.join(WORK, `${example.name}.config.ts`);
  writeFileSync(
    wrapper,
    [
      pageConfig ? `import pageConfig from ${JSON.stringify(path.join(dir, pageConfig))};` : 'const pageConfig = {};',
      'export default async () => {',
      "  const config = typeof pageConfig === 'function' ? await pageConfig() : pageConfig;",
      `  const reporters = [...[config.reporters ?? 'default'].flat(), ['json', { outputPath: ${JSON.stringify(reportFile)} }]];`,
      '  return { ...config, reporters };',
      '};',
      '',
    ].join('\n'),
  );

  return checkRun(example, dir, [RSTEST_BIN, 'run', '--config', wrapper, ...args], () => {
    // A run that is expected to fail may stop before some files run (bail, a failed global setup);
    // what it did is shown and checked by its output blocks instead.
    if (example.exit !== 0) return [];
    if (!existsSync(reportFile)) return ['the run wrote no JSON report (do its args replace the reporters?)'];
    const testFiles = example.files
      .map((block) => /** @type {string} */ (block.title))
      .filter((title) => TEST_FILE.test(title));
    /** @type {TestReport} */
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    return filesThatRanNoTest(testFiles, report).map((file) => `runnable test file ran no test: ${file}`);
  });
}

/**
 * Runs Node with `args` in a whole run's folder and checks its exit code, its output blocks and
 * whatever `moreChecks` finds once it has ended.
 * @param {WholeRun} example
 * @param {string} dir
 * @param {string[]} args
 * @param {() => string[]} [moreChecks]
 * @returns {Promise<string[]>} what went wrong (with the output when anything did), empty when nothing did
 */
async function checkRun(example, dir, args, moreChecks = () => []) {
  const outputFile = path.join(WORK, `${example.name}.output.txt`);
  const output = openSync(outputFile, 'w');
  // What a reader's terminal shows outside CI services: no colours, no GitHub annotations.
  const { GITHUB_ACTIONS: _annotations, ...env } = process.env;
  let exitCode;
  try {
    exitCode = await run(args, { cwd: dir, env: { ...env, CI: 'true', NO_COLOR: '1' }, output });
  } finally {
    closeSync(output);
  }
  const printed = readFileSync(outputFile, 'utf8');

  /** @type {string[]} */
  const problems = [];
  if (exitCode !== example.exit) problems.push(`exit code ${exitCode}, the page says ${example.exit}`);
  for (const block of example.outputs) {
    const source = block.from === undefined ? printed : readOutputFile(dir, block.from);
    if (source === undefined) {
      problems.push(`${example.page}:${block.line}: the run wrote no file ${block.from}`);
      continue;
    }
    const missing = findMissingLine(block.code, source);
    if (missing) {
      problems.push(
        `${example.page}:${block.line}: line ${missing.index + 1} of the output block is not in ${block.from ?? 'the output'} (in order): ${missing.line}`,
      );
    }
  }
  problems.push(...moreChecks());
  if (problems.length > 0) problems.push(`output of the run (${outputFile}):\n${printed}`);
  return problems;
}

/**
 * @param {string} dir
 * @param {string} file
 * @returns {string | undefined}
 */
function readOutputFile(dir, file) {
  const target = path.join(dir, file);
  return existsSync(target) ? readFileSync(target, 'utf8') : undefined;
}

/**
 * Runs the ordinary runnable blocks, one project per page, in one root run.
 * @param {string[]} projects
 * @param {string[]} expectedTestFiles paths relative to the work folder
 * @returns {Promise<boolean>} whether every test passed and every test file ran a test
 */
async function runSharedRun(projects, expectedTestFiles) {
  const reportFile = path.join(WORK, 'report.json');
  // Each test file still runs in a fresh worker of its own, with its own globals and modules, as in
  // a reader's run; a thread is that worker at about half the CPU of a process (376 files: 149 →
  // 83 CPU s, all passing either way). The whole runs, with their own configs, keep the default pool.
  const config = { pool: 'threads', projects, reporters: ['default', ['json', { outputPath: reportFile }]] };
  writeFileSync(
    path.join(WORK, 'rstest.config.ts'),
    `import { defineConfig } from '@rstest/core';\nexport default defineConfig(${JSON.stringify(config, null, 2)});\n`,
  );
  // CI=true: a snapshot an example does not show is a failure, not a file quietly written.
  const exitCode = await run([RSTEST_BIN, 'run'], { cwd: WORK, env: { ...process.env, CI: 'true' } });
  if (!existsSync(reportFile)) return false;
  /** @type {TestReport} */
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  // Each failure again, named by the page and line of its code block: the file Rstest names is a copy.
  for (const message of failedBlocks(report, blockAt)) console.error(`✗ ${message}`);
  const silent = filesThatRanNoTest(expectedTestFiles, report);
  for (const file of silent)
    console.error(
      `✗ ${
        blockAt
          .get(file)
          ?.map((block) => `${block.where}:${block.line}`)
          .join(' and ') ?? file
      } (${file}): the runnable test file ran no test`,
    );
  const { summary } = report;
  console.log(
    `Examples: ${pagesWithExamples} pages, ${summary.testFiles} test files, ${summary.passedTests} passed, ${summary.failedTests} failed`,
  );
  return exitCode === 0 && silent.length === 0;
}

/**
 * The pages to run: each page file named (a path from the current folder, as a shell completes it;
 * outside docs/ too, e.g. a test's fixture page), and every page of docs/ whose project name
 * contains one of the other arguments; with no argument, every page.
 * @param {string[]} args
 * @returns {{ project: string, where: string }[]} Rstest's project name and the page's path from the root
 */
function selectedPages(args) {
  /** @type {Map<string, string>} where → project */
  const pages = new Map();
  // Rstest names a project after its folder, so the folder name carries the whole page path.
  const projectOf = (/** @type {string} */ where) =>
    where
      .replace(/^docs\//, '')
      .replace(PAGE_FILE, '')
      .replaceAll('/', '--');
  for (const arg of args.filter((a) => PAGE_FILE.test(a))) {
    const file = path.resolve(arg);
    if (!existsSync(file)) throw new Error(`No such page: ${arg}`);
    const where = path.relative(ROOT, file).split(path.sep).join('/');
    pages.set(where, projectOf(where));
  }
  if (filters.length > 0 || args.length === 0) {
    for (const lang of ['en', 'zh']) {
      for (const page of pageFiles(lang)) {
        const where = `docs/${lang}/${page}`;
        const project = projectOf(where);
        if (args.length === 0 || filters.some((filter) => project.includes(filter))) pages.set(where, project);
      }
    }
  }
  return [...pages].map(([where, project]) => ({ project, where }));
}

/**
 * The failed tests and test files of the shared run, each named by the page and line of the code
 * block it came from; a failed assertion also by the page line it stands on.
 * @param {TestReport} report
 * @param {Map<string, { where: string, line: number }[]>} blockAt `<project>/<file title>` → its blocks
 * @returns {string[]}
 */
function failedBlocks(report, blockAt) {
  /**
   * @param {string} testPath
   * @param {TestError[]} [errors]
   */
  const describe = (testPath, errors = []) => {
    const file = testPath.replace(/^[^/]*\//, '');
    const blocks = blockAt.get(testPath);
    if (!blocks) return testPath;
    // The first frame in the example's file: its line within the block, 1 being the line after the fence.
    const frame = errors
      .map((error) =>
        new RegExp(`/${testPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):\\d+`).exec(error.stack ?? ''),
      )
      .find(Boolean);
    return blocks
      .map((block) => {
        const at = frame ? `${block.where}:${block.line + Number(frame[1])}` : `${block.where}:${block.line}`;
        return `${at} (${file}${frame ? `:${frame[1]}, the block at line ${block.line}` : ''})`;
      })
      .join(' and ');
  };
  const failedFiles = report.files.filter((file) => file.status === 'fail' && file.results.length === 0);
  return [
    ...failedFiles.map((file) => `${describe(file.testPath, file.errors)}: the file failed before any test ran`),
    ...report.tests
      .filter((test) => test.status === 'fail')
      .map(
        (test) =>
          `${describe(test.testPath, test.errors)}: "${test.fullName}" failed${test.errors?.[0]?.message ? `: ${test.errors[0].message.split('\n')[0]}` : ''}`,
      ),
  ];
}

/**
 * Runs tasks with at most `limit` of them at a time.
 * @template T
 * @param {(() => Promise<T>)[]} tasks
 * @param {number} limit
 * @returns {Promise<T[]>}
 */
async function inParallel(tasks, limit) {
  /** @type {T[]} */
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });
symlinkSync(path.join(ROOT, 'node_modules'), path.join(WORK, 'node_modules'), 'dir');

/** @type {string[]} */
const projects = [];
/** @type {string[]} */
const expectedTestFiles = [];
/**
 * `<project>/<file title>` → the blocks it was written from: the page's, then those of the pages
 * whose ordinary blocks are the same files with the same code.
 * @type {Map<string, { where: string, line: number }[]>}
 */
const blockAt = new Map();
/** Pages with ordinary runnable blocks, run in their own project or in the same one as another page's. */
let pagesWithExamples = 0;
/** @type {string[]} the pages (docs/<lang>/…) with ordinary runnable blocks */
const sharedPages = [];
/** @type {Map<string, number>} `examples:<page>` → seconds its runs took (EXAMPLES_DURATIONS) */
const secondsOf = new Map();
const addSeconds = (/** @type {string} */ where, /** @type {number} */ seconds) => {
  const unit = `examples:${where.replace(/^docs\/[^/]+\//, '')}`;
  secondsOf.set(unit, (secondsOf.get(unit) ?? 0) + seconds);
};
/**
 * @template T
 * @param {() => Promise<T>} work
 * @param {(seconds: number) => void} record
 * @returns {Promise<T>}
 */
async function timed(work, record) {
  const started = Date.now();
  const result = await work();
  record((Date.now() - started) / 1000);
  return result;
}
/** @type {Map<string, string>} the files and code of a page's ordinary blocks → the project that runs them */
const projectRunning = new Map();
/** @type {Map<string, string>} the files and code of a page's ordinary blocks that are not tests → the first project with them */
const projectWithSupport = new Map();
/** @type {Map<string, string>} `<project>/<file title>` → the code written there */
const codeAt = new Map();
/** @type {WholeRun[]} */
const examples = [];
for (const { project, where } of selectedPages(args)) {
  const blocks = codeBlocks(readFileSync(path.join(ROOT, where), 'utf8'));
  for (const block of blocks.filter((b) => b.runnable && !b.title)) {
    throw new Error(`${where}:${block.line}: a runnable block needs title="<file path>"`);
  }
  examples.push(...wholeRuns(where, project, blocks));
  const shared = blocks.filter((b) => b.runnable && b.run === undefined);
  if (shared.length === 0) continue;
  pagesWithExamples++;
  sharedPages.push(where);
  const files = JSON.stringify(shared.map((block) => [block.title, block.code]));
  const runner = projectRunning.get(files);
  if (runner) {
    for (const block of shared) blockAt.get(`${runner}/${block.title}`)?.push({ where, line: block.line });
    continue;
  }
  // A test file that another project runs with the same code, beside the same other files (the
  // modules it imports, its snapshots), runs there only: the zh page's copy of an en example
  // usually differs in a few blocks only.
  const support = JSON.stringify(
    shared
      .filter((block) => !TEST_FILE.test(/** @type {string} */ (block.title)))
      .map((block) => [block.title, block.code])
      .sort(),
  );
  const sibling = projectWithSupport.get(support);
  const own = shared.filter((block) => {
    const runs = `${sibling}/${block.title}`;
    if (!TEST_FILE.test(/** @type {string} */ (block.title)) || codeAt.get(runs) !== block.code) return true;
    blockAt.get(runs)?.push({ where, line: block.line });
    return false;
  });
  if (own.length < shared.length && !own.some((block) => TEST_FILE.test(/** @type {string} */ (block.title)))) continue;
  projectRunning.set(files, project);
  if (sibling === undefined) projectWithSupport.set(support, project);
  for (const block of own) {
    writeBlock(path.join(WORK, project), block);
    codeAt.set(`${project}/${block.title}`, block.code);
    blockAt.set(`${project}/${block.title}`, [{ where, line: block.line }]);
    if (TEST_FILE.test(/** @type {string} */ (block.title))) expectedTestFiles.push(`${project}/${block.title}`);
  }
  projects.push(project);
}
if (projects.length === 0 && examples.length === 0) {
  throw new Error(`No runnable code blocks found${args.length ? ` for ${args.join(' ')}` : ''}`);
}

/**
 * Runs one whole-run example and prints its result.
 * @param {WholeRun} example
 * @returns {Promise<boolean>}
 */
async function checkWholeRun(example) {
  const started = Date.now();
  const problems = await runWholeRun(example);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const status = `exit ${example.exit}, ${example.outputs.length} output block(s)`;
  if (problems.length === 0) {
    console.log(`✓ whole run ${example.name} (${status}, ${seconds}s)`);
    return true;
  }
  console.error(`✗ whole run ${example.name} (${example.where})\n  ${problems.join('\n  ')}`);
  return false;
}

/**
 * Whole runs with the same files, arguments, command, exit code and output blocks; files that differ
 * only in the words of their prose comments are the same (./examples/same-run.mjs).
 * @type {Map<string, WholeRun[]>}
 */
const sameRuns = new Map();
for (const example of examples) {
  const quoted = example.outputs.map((block) => block.code);
  const key = JSON.stringify([
    example.files.map((block) => [block.title, codeAsRun(/** @type {string} */ (block.title), block.code, quoted)]),
    example.outputs.map((block) => [block.from, block.code]),
    example.args,
    example.command,
    example.exit,
  ]);
  sameRuns.set(key, [...(sameRuns.get(key) ?? []), example]);
}

/** @type {(() => Promise<boolean[]>)[]} */
const tasks = [];
if (projects.length > 0)
  tasks.push(async () => [
    await timed(
      () => runSharedRun(projects, expectedTestFiles),
      (seconds) => {
        for (const where of sharedPages) addSeconds(where, seconds / sharedPages.length);
      },
    ),
  ]);
for (const [first, ...same] of sameRuns.values()) {
  tasks.push(async () => {
    if (
      await timed(
        () => checkWholeRun(first),
        (seconds) => addSeconds(first.page, seconds),
      )
    ) {
      for (const example of same) {
        const comments = example.files.some((block, index) => block.code !== first.files[index].code);
        console.log(
          `✓ whole run ${example.name} (the same run as ${first.name}${comments ? ': only the words of its comments differ' : ''})`,
        );
      }
      return [true, ...same.map(() => true)];
    }
    // Each page's own messages (its lines differ): the others run too.
    const others = [];
    for (const example of same) others.push(await checkWholeRun(example));
    return [false, ...others];
  });
}
const results = (await inParallel(tasks, PARALLEL_RUNS)).flat();
if (examples.length > 0) {
  const failed = results.slice(projects.length > 0 ? 1 : 0).filter((ok) => !ok).length;
  console.log(
    `Whole-run examples: ${examples.length - failed} passed, ${failed} failed (${sameRuns.size} runs: the others are the same run on another page)`,
  );
}
if (DURATIONS_OUT) {
  mkdirSync(path.dirname(path.resolve(DURATIONS_OUT)), { recursive: true });
  const seconds = Object.fromEntries([...secondsOf].map(([unit, value]) => [unit, Math.round(value * 10) / 10]));
  writeFileSync(DURATIONS_OUT, `${JSON.stringify(seconds, null, 2)}\n`);
}
process.exit(results.every(Boolean) ? 0 : 1);
