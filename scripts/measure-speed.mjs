// Measures what the Making Tests Faster guide (docs/*/guide/advanced/faster-tests.mdx) advises, on
// the sample project the guide describes, and writes tests/fixtures/faster-tests-measurements.json
// (tests/claims/faster-tests.test.ts checks that the pages quote it). Each setting is a whole
// `rstest run`, timed from start to exit. The settings take turns: every round runs each of them once
// (the order reversed every other round), after one warm-up round that is not timed, so that a slow
// spell of a shared machine hits every setting alike; each ratio is the median of one setting over
// the median of the setting it is compared with, with the fastest and slowest run of each.
//
// Every run, the warm-up included, must show that its setting took effect, or the script records
// nothing and exits with 1. Each run has `--trace`: the trace names the worker type, each worker and
// each file, and each test's name says the worker slot it ran in, so it shows the pool, the
// isolation, how many workers the pool ran at once and the shard. Each run has `DEBUG=rstest`: the log
// says whether the environment package was prebundled. The build cache folder is looked at before
// and after the run, and a DOM test fails unless it runs in the DOM implementation its setting names.
// It takes minutes (22 on a 2-core machine busy with other work), so it is not part of `npm test`:
// run `node scripts/measure-speed.mjs` after an upgrade of @rstest/core, jsdom or happy-dom
// (`--runs <n>`, at least 5, default 7; `--files <n>`, default 12; `--out <file>` writes elsewhere).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { linkPackages, ROOT, RSTEST_BIN } from '../lib/packages.mjs';

export const FIXTURE = path.join(ROOT, 'tests/fixtures/faster-tests-measurements.json');
/** Fewer timed runs per setting than this and the script does not write the fixture. */
export const MIN_RUNS = 5;
/** A difference smaller than this share of the baseline is noise, whatever the spreads. */
export const NOISE = 0.1;

/**
 * @typedef {'node' | 'dom'} Project
 * @typedef {'off' | 'cold' | 'warm'} CacheState
 * @typedef {'none' | 'native' | 'skipped' | 'bundled'} PrebundleState
 *   none: a node run; native: loaded natively without a word in the log (`prebundle: false`);
 *   skipped: `'auto'` declined the installed major and said so; bundled: the bundle was built.
 * @typedef {{
 *   files: number, worker: 'forks' | 'threads', workers: number, slots: number,
 *   buildCache: CacheState, prebundle: PrebundleState, dom?: 'jsdom' | 'happy-dom'
 * }} Expected What a run of the setting must show.
 * @typedef {{
 *   key: string, project: Project, setting: string, args: string[], config: string, cache?: 'empty',
 *   expected: Expected
 * }} Variant One setting: the `rstest run` arguments and the config it runs with.
 * @typedef {{
 *   files: number, worker: string[], workers: number, slots: number, phases: string[]
 * }} TraceFacts What a run's trace shows: the files, the worker type, the workers that ran files
 *   (processes or threads), the pool's worker slots they used (the pool gives a new worker the
 *   lowest free slot of 1 to `pool.maxWorkers`, so slot 2 means two workers at once), the phases.
 * @typedef {{
 *   skipped: string[], bundled: string[], loaded: number, fallbacks: number
 * }} PrebundleFacts What a run's debug log says about the environment package: the packages whose
 *   automatic prebundle it skipped and those it bundled, and how many workers loaded the bundle or
 *   fell back from it to the package's own entry.
 * @typedef {{
 *   status: number | null, output: string, trace: TraceFacts | undefined,
 *   cache: { before: boolean, written: boolean }
 * }} Run What one run showed: exit code, output, trace and the build cache folder before and after.
 */

/**
 * The settings measured, for a sample project of `files` test files. Each names everything its run
 * must show, so that a run that differs from its baseline in anything but its own setting is refused.
 * @param {number} files
 * @returns {Variant[]}
 */
export function variants(files) {
  /** @type {Expected} */
  const node = { files, worker: 'forks', workers: files, slots: 1, buildCache: 'off', prebundle: 'none' };
  /** @type {Expected} */
  const jsdom = { ...node, prebundle: 'skipped', dom: 'jsdom' };
  /** @type {Expected} */
  const happyDom = { ...node, prebundle: 'bundled', dom: 'happy-dom' };
  const buildCache = '{ performance: { buildCache: true } }';
  return [
    { key: 'node', project: 'node', setting: 'defaults', args: [], config: '{}', expected: node },
    {
      key: 'isolateFalse',
      project: 'node',
      setting: '--isolate=false',
      args: ['--isolate=false'],
      config: '{}',
      expected: { ...node, workers: 1 },
    },
    {
      key: 'threads',
      project: 'node',
      setting: '--pool=threads',
      args: ['--pool=threads'],
      config: '{}',
      expected: { ...node, worker: 'threads' },
    },
    {
      key: 'twoWorkers',
      project: 'node',
      setting: '--pool.maxWorkers=2',
      args: ['--pool.maxWorkers=2'],
      config: '{}',
      expected: { ...node, slots: 2 },
    },
    {
      key: 'shard',
      project: 'node',
      setting: '--shard=1/2',
      args: ['--shard=1/2'],
      config: '{}',
      expected: { ...node, files: files / 2, workers: files / 2 },
    },
    {
      key: 'buildCacheWarm',
      project: 'node',
      setting: 'performance.buildCache: true',
      args: [],
      config: buildCache,
      expected: { ...node, buildCache: 'warm' },
    },
    {
      key: 'buildCacheCold',
      project: 'node',
      setting: 'performance.buildCache: true',
      args: [],
      config: buildCache,
      cache: 'empty',
      expected: { ...node, buildCache: 'cold' },
    },
    {
      key: 'jsdom',
      project: 'dom',
      setting: "testEnvironment: 'jsdom'",
      args: [],
      config: "{ testEnvironment: 'jsdom' }",
      expected: jsdom,
    },
    {
      key: 'jsdomIsolateFalse',
      project: 'dom',
      setting: "testEnvironment: 'jsdom', isolate: false",
      args: [],
      config: "{ testEnvironment: 'jsdom', isolate: false }",
      expected: { ...jsdom, workers: 1 },
    },
    {
      key: 'jsdomPrebundle',
      project: 'dom',
      setting: "testEnvironment: { name: 'jsdom', prebundle: true }",
      args: [],
      config: "{ testEnvironment: { name: 'jsdom', prebundle: true } }",
      expected: { ...jsdom, prebundle: 'bundled' },
    },
    {
      key: 'happyDom',
      project: 'dom',
      setting: "testEnvironment: 'happy-dom'",
      args: [],
      config: "{ testEnvironment: 'happy-dom' }",
      expected: happyDom,
    },
    {
      key: 'happyDomNative',
      project: 'dom',
      setting: "testEnvironment: { name: 'happy-dom', prebundle: false }",
      args: [],
      config: "{ testEnvironment: { name: 'happy-dom', prebundle: false } }",
      expected: { ...happyDom, prebundle: 'native' },
    },
  ];
}

/** Each ratio the guide gives: a setting and the setting it is compared with. */
export const COMPARISONS = /** @type {const} */ ({
  isolateFalse: ['isolateFalse', 'node'],
  threads: ['threads', 'node'],
  twoWorkers: ['twoWorkers', 'node'],
  shard: ['shard', 'node'],
  buildCacheWarm: ['buildCacheWarm', 'node'],
  buildCacheCold: ['buildCacheCold', 'node'],
  jsdomVsNode: ['jsdom', 'node'],
  jsdomIsolateFalse: ['jsdomIsolateFalse', 'jsdom'],
  happyDom: ['happyDom', 'jsdom'],
  jsdomPrebundle: ['jsdomPrebundle', 'jsdom'],
  happyDomNative: ['happyDomNative', 'happyDom'],
});

/** @type {Record<string, string>} The user agent of each DOM implementation contains this. */
const AGENT = { jsdom: 'jsdom/', 'happy-dom': 'HappyDOM/' };

/**
 * What a `--trace` file shows: the worker type of each file's run (`host:pool-run-test`), how many
 * files ran, in how many workers (a worker is a trace process: a child process, or a thread), the
 * worker slots named by the tests (the sample tests end their names with `in worker slot <n>`, from
 * `RSTEST_WORKER_ID`), and the phases of the first file in the order they began.
 * @param {{ name: string, cat?: string, ph: string, ts: number, dur?: number, pid: number, args?: Record<string, unknown> }[]} events
 * @returns {TraceFacts}
 */
export function traceFacts(events) {
  const worker = [
    ...new Set(
      events.filter((event) => event.name === 'host:pool-run-test').map((event) => String(event.args?.worker)),
    ),
  ].sort();
  const phases = events.filter((event) => event.cat === 'phase' && event.ph === 'X');
  const files = [...new Set(phases.map((event) => String(event.args?.testPath)))].sort();
  const slots = events
    .filter((event) => event.cat === 'case')
    .map((event) => / in worker slot (\d+)$/.exec(event.name)?.[1])
    .filter(Boolean);
  return {
    files: files.length,
    worker,
    workers: new Set(phases.map((event) => event.pid)).size,
    slots: new Set(slots).size,
    phases: phases
      .filter((event) => String(event.args?.testPath) === files[0])
      .sort((a, b) => a.ts - b.ts)
      .map((event) => event.name),
  };
}

/**
 * What a `DEBUG=rstest` log says about the environment package (messages of @rstest/core 0.12.0).
 * @param {string} output
 * @returns {PrebundleFacts}
 */
export function prebundleFacts(output) {
  const all = (/** @type {RegExp} */ pattern) => [...output.matchAll(pattern)].map(([, name]) => name);
  return {
    skipped: all(/Skipping automatic prebundle for unsupported (\S+) major version/g),
    bundled: all(/(?<!loaded )bundled test environment (\S+) from /g),
    loaded: all(/loaded bundled test environment (\S+)/g).length,
    fallbacks: all(/Failed to load bundled test environment (\S+);/g).length,
  };
}

/**
 * What is wrong with `run` as a run of `variant`: an empty list when the run showed everything the
 * setting should have done, else one line per difference.
 * @param {Variant} variant
 * @param {Run} run
 * @returns {string[]}
 */
export function problems(variant, run) {
  const { expected } = variant;
  const found = [];
  const differs = (/** @type {string} */ what, /** @type {unknown} */ want, /** @type {unknown} */ got) => {
    if (JSON.stringify(want) !== JSON.stringify(got))
      found.push(`${what}: expected ${JSON.stringify(want)}, the run showed ${JSON.stringify(got)}`);
  };
  if (run.status !== 0) found.push(`the run failed (exit code ${run.status})`);
  if (!new RegExp(`Test Files ${expected.files} passed`).test(run.output))
    found.push(`the run did not report "Test Files ${expected.files} passed"`);
  if (!run.trace) found.push('the run wrote no trace');
  else {
    differs('files in the trace', expected.files, run.trace.files);
    differs('worker type', [expected.worker], run.trace.worker);
    differs('workers that ran files', expected.workers, run.trace.workers);
    differs('worker slots the pool used', expected.slots, run.trace.slots);
  }
  const cache = run.cache.written ? (run.cache.before ? 'warm' : 'cold') : 'off';
  differs('build cache', expected.buildCache, cache);
  const log = prebundleFacts(run.output);
  const state = log.bundled.length ? 'bundled' : log.skipped.length ? 'skipped' : expected.dom ? 'native' : 'none';
  differs('environment prebundle', expected.prebundle, state);
  if (expected.dom) {
    for (const name of [...log.bundled, ...log.skipped]) differs('environment package in the log', expected.dom, name);
  } else if (log.bundled.length || log.skipped.length) found.push('a node run logged an environment prebundle');
  return found;
}

/**
 * Throws, naming every difference, unless `run` shows that the setting of `variant` took effect.
 * @param {Variant} variant
 * @param {Run} run
 */
export function assertTookEffect(variant, run) {
  const found = problems(variant, run);
  if (found.length)
    throw new Error(
      `The run of ${variant.key} (${variant.setting}) does not show its setting, so nothing is recorded:\n- ${found.join('\n- ')}\n\n${run.output}`,
    );
}

/**
 * Median, fastest and slowest of `times` (milliseconds).
 * @param {number[]} times
 */
export function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median: Math.round(median), min: Math.round(sorted[0]), max: Math.round(sorted[sorted.length - 1]) };
}

/**
 * The ratio of two settings' medians, and whether the difference is measurable: at least `NOISE`
 * and the spreads (fastest to slowest run) do not overlap. Otherwise the verdict is `none`.
 * @param {{ median: number, min: number, max: number }} setting
 * @param {{ median: number, min: number, max: number }} baseline
 */
export function compare(setting, baseline) {
  const ratio = Math.round((setting.median / baseline.median) * 100) / 100;
  const apart = setting.max < baseline.min || setting.min > baseline.max;
  const verdict =
    apart && Math.abs(setting.median / baseline.median - 1) >= NOISE ? (ratio < 1 ? 'faster' : 'slower') : 'none';
  return { ratio, verdict };
}

/**
 * The sample project: `files` test files, each importing a chain of ten modules and naming its test
 * after the worker slot it runs in; in the DOM version each test also creates an element and checks
 * that the DOM is the implementation the run names.
 * @param {Project} project
 * @param {number} files
 */
function sampleProject(project, files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rstest-speed-'));
  linkPackages(dir);
  /** @type {(file: string, content: string) => void} */
  const write = (file, content) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  for (let i = 0; i < 10; i++) {
    const next = i < 9 ? `import { step${i + 1} } from './step${i + 1}';\n` : '';
    const body = i < 9 ? `step${i + 1}(value) + 1` : 'value + 1';
    write(`src/lib/step${i}.ts`, `${next}export const step${i} = (value: number): number => ${body};\n`);
  }
  const dom =
    project === 'node'
      ? ''
      : "\n  const el = document.createElement('p');\n  el.textContent = String(step0(0));\n  expect(el.textContent).toBe('10');\n  expect(navigator.userAgent).toContain(process.env.SPEED_DOM_AGENT);";
  for (let i = 0; i < files; i++) {
    write(
      `src/file${i}.test.ts`,
      `import { expect, test } from '@rstest/core';\nimport { step0 } from './lib/step0';\n\ntest(\`runs the chain ${i} in worker slot \${process.env.RSTEST_WORKER_ID}\`, () => {\n  expect(step0(${i})).toBe(${i + 10});${dom}\n});\n`,
    );
  }
  return dir;
}

/** The newest modification time in `dir` and below (0 when it does not exist), in milliseconds. */
function newest(/** @type {string} */ dir) {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    latest = Math.max(latest, statSync(path.join(dir, entry)).mtimeMs);
  return latest;
}

/**
 * One timed `rstest run` of `variant` in `dir`, and what it showed.
 * @param {Variant} variant
 * @param {string} dir
 * @returns {{ ms: number, run: Run }}
 */
function runOnce(variant, dir) {
  writeFileSync(
    path.join(dir, 'rstest.config.ts'),
    `import { defineConfig } from '@rstest/core';\n\nexport default defineConfig(${variant.config});\n`,
  );
  const cacheDir = path.join(dir, 'node_modules/.cache/rstest-rstest');
  if (variant.cache === 'empty') rmSync(cacheDir, { recursive: true, force: true });
  const traceDir = path.join(dir, '.rstest');
  rmSync(traceDir, { recursive: true, force: true });
  const before = existsSync(cacheDir) && readdirSync(cacheDir).length > 0;
  const untouched = newest(cacheDir);
  const start = performance.now();
  const result = spawnSync(process.execPath, [RSTEST_BIN, 'run', '--trace', ...variant.args], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      CI: 'true',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      DEBUG: 'rstest',
      SPEED_DOM_AGENT: variant.expected.dom ? AGENT[variant.expected.dom] : '',
    },
  });
  const ms = performance.now() - start;
  const traceFile = existsSync(traceDir)
    ? readdirSync(traceDir).find((file) => file.startsWith('trace-') && file.endsWith('.json'))
    : undefined;
  /** @type {TraceFacts | undefined} */
  let trace;
  if (traceFile) {
    const data = JSON.parse(readFileSync(path.join(traceDir, traceFile), 'utf8'));
    trace = traceFacts(Array.isArray(data) ? data : data.traceEvents);
  }
  const run = {
    status: result.status,
    output: `${result.stdout}${result.stderr}`,
    trace,
    // Written during this run: a file of the folder is newer than the newest before the run.
    cache: { before, written: newest(cacheDir) > untouched },
  };
  return { ms, run };
}

/**
 * What a run showed, kept in the record: the proof that the setting took effect.
 * @param {Run} run
 */
function observed(run) {
  const log = prebundleFacts(run.output);
  return {
    files: run.trace?.files,
    worker: run.trace?.worker.join(', '),
    workers: run.trace?.workers,
    slots: run.trace?.slots,
    buildCache: run.cache,
    prebundle: log,
  };
}

/** The version of an installed package. */
const version = (/** @type {string} */ name) =>
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '7' },
      files: { type: 'string', default: '12' },
      out: { type: 'string', default: FIXTURE },
    },
  });
  const runs = Number(values.runs);
  const files = Number(values.files);
  const out = path.resolve(values.out);
  if (out === FIXTURE && !(runs >= MIN_RUNS))
    throw new Error(`--runs must be at least ${MIN_RUNS} to write ${FIXTURE}`);
  if (!(files >= 2 && files % 2 === 0))
    throw new Error('--files must be an even number, at least 2 (--shard=1/2 runs half)');

  const list = variants(files);
  /** @type {Record<Project, string>} */
  const dirs = { node: sampleProject('node', files), dom: sampleProject('dom', files) };
  /** @type {Record<string, number[]>} */
  const times = Object.fromEntries(list.map((variant) => [variant.key, []]));
  /** @type {Record<string, ReturnType<typeof observed>>} */
  const seen = {};
  const load = { before: loadavg().map((value) => Math.round(value * 100) / 100), after: [0] };
  try {
    // Round 0 is the warm-up: it fills the build cache of the warm variant and the disk caches; it
    // is checked like the others but not timed.
    for (let round = 0; round <= runs; round++) {
      const order = round % 2 ? list : [...list].reverse();
      for (const variant of order) {
        const { ms, run } = runOnce(variant, dirs[variant.project]);
        assertTookEffect(variant, run);
        seen[variant.key] = observed(run);
        if (round > 0) times[variant.key].push(ms);
      }
      process.stderr.write(`round ${round}/${runs} done\n`);
    }
  } finally {
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
  }
  load.after = loadavg().map((value) => Math.round(value * 100) / 100);

  const record = {
    measuredOn: new Date().toISOString().slice(0, 10),
    measuredWith: {
      '@rstest/core': version('@rstest/core'),
      jsdom: version('jsdom'),
      'happy-dom': version('happy-dom'),
      node: process.version,
      cores: cpus().length,
      loadAverage: load,
    },
    runs,
    files,
    variants: Object.fromEntries(
      list.map((variant) => [
        variant.key,
        {
          setting: variant.setting,
          project: variant.project,
          args: variant.args,
          config: variant.config,
          ...(variant.cache ? { cache: variant.cache } : {}),
          ms: { ...spread(times[variant.key]), runs: times[variant.key].map(Math.round) },
          observed: seen[variant.key],
        },
      ]),
    ),
    comparisons: Object.fromEntries(
      Object.entries(COMPARISONS).map(([key, [setting, baseline]]) => [
        key,
        { setting, baseline, ...compare(spread(times[setting]), spread(times[baseline])) },
      ]),
    ),
  };
  // Formatted as `npm run lint` wants the file in the repository.
  const options = { ...(await resolveConfig(FIXTURE)), parser: 'json' };
  writeFileSync(out, await format(JSON.stringify(record, null, 2), options));
  console.log(JSON.stringify(record.comparisons, null, 2));
  console.log(`Written to ${path.relative(process.cwd(), out)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
