// What the Making Tests Faster guide's measurements share between the script that takes them
// (scripts/measure-speed.mjs) and the test that checks the pages quote them
// (tests/claims/faster-tests.test.ts): the settings compared, what each run must show to prove its
// setting took effect, and how the ratios are computed.
import path from 'node:path';
import { ROOT } from './packages.mjs';
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
export const AGENT = { jsdom: 'jsdom/', 'happy-dom': 'HappyDOM/' };

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
