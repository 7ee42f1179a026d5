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
import {
  AGENT,
  assertTookEffect,
  COMPARISONS,
  compare,
  FIXTURE,
  MIN_RUNS,
  prebundleFacts,
  spread,
  traceFacts,
  variants,
} from '../lib/speed-measure.mjs';

/**
 * @typedef {import('../lib/speed-measure.mjs').Project} Project
 * @typedef {import('../lib/speed-measure.mjs').Variant} Variant
 * @typedef {import('../lib/speed-measure.mjs').Run} Run
 * @typedef {import('../lib/speed-measure.mjs').TraceFacts} TraceFacts
 */

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
