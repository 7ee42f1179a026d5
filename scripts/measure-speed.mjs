// Measures what the Making Tests Faster guide (docs/*/guide/advanced/faster-tests.mdx) advises, on
// the sample project the guide describes, and writes the ratios to
// tests/fixtures/faster-tests-measurements.json (tests/claims/faster-tests.test.ts checks that the
// pages quote them). Each variant is a whole `rstest run`, timed from start to exit; the median of
// `--runs` runs (default 3) on `--files` test files (default 12) is compared with the median of the baseline. Takes a few minutes, so it
// is not part of `npm test`: run `node scripts/measure-speed.mjs` after an upgrade of @rstest/core.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { linkPackages, ROOT, RSTEST_BIN } from './packages.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, files: { type: 'string', default: '12' } },
});
const RUNS = Number(values.runs);
const FILES = Number(values.files);

/**
 * The sample project: FILES test files, each importing a chain of ten modules, in `environment`.
 * @param {'node' | 'dom'} environment
 */
function sampleProject(environment) {
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
    environment === 'node'
      ? ''
      : "\n  const el = document.createElement('p');\n  el.textContent = String(step0(0));\n  expect(el.textContent).toBe('10');";
  for (let i = 0; i < FILES; i++) {
    write(
      `src/file${i}.test.ts`,
      `import { expect, test } from '@rstest/core';\nimport { step0 } from './lib/step0';\n\ntest('runs the chain ${i}', () => {\n  expect(step0(${i})).toBe(${i + 10});${dom}\n});\n`,
    );
  }
  return dir;
}

/**
 * Median wall-clock milliseconds of `rstest run <args>` in `dir`.
 * @param {string} dir
 * @param {string[]} args
 * @param {{ config?: string, before?: () => void }} [options]
 */
function time(dir, args, { config = '', before } = {}) {
  writeFileSync(
    path.join(dir, 'rstest.config.ts'),
    `import { defineConfig } from '@rstest/core';\n\nexport default defineConfig(${config || '{}'});\n`,
  );
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    before?.();
    const start = performance.now();
    const result = spawnSync(process.execPath, [RSTEST_BIN, 'run', ...args], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    });
    const elapsed = performance.now() - start;
    if (result.status !== 0) throw new Error(`rstest run ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** @type {(value: number, base: number) => number} */
const ratio = (value, base) => Math.round((value / base) * 100) / 100;
/** @type {Record<string, number>} */
const results = {};

const node = sampleProject('node');
const cache = path.join(node, 'node_modules/.cache/rstest-rstest');
const base = time(node, []);
results.isolateFalse = ratio(time(node, ['--isolate=false']), base);
results.threads = ratio(time(node, ['--pool=threads']), base);
results.twoWorkers = ratio(time(node, ['--pool.maxWorkers=2']), base);
results.shard = ratio(time(node, ['--shard=1/2']), base);
// Build cache: a warm cache (the first run of `time` fills it) against no cache.
time(node, [], { config: '{ performance: { buildCache: true } }' });
results.buildCacheWarm = ratio(time(node, [], { config: '{ performance: { buildCache: true } }' }), base);
results.buildCacheCold = ratio(
  time(node, [], {
    config: '{ performance: { buildCache: true } }',
    before: () => rmSync(cache, { recursive: true, force: true }),
  }),
  base,
);

const dom = sampleProject('dom');
const jsdom = time(dom, [], { config: "{ testEnvironment: 'jsdom' }" });
results.happyDom = ratio(time(dom, [], { config: "{ testEnvironment: 'happy-dom' }" }), jsdom);
results.jsdomNoPrebundle = ratio(
  time(dom, [], { config: "{ testEnvironment: { name: 'jsdom', prebundle: false } }" }),
  jsdom,
);
results.jsdomIsolateFalse = ratio(time(dom, [], { config: "{ testEnvironment: 'jsdom', isolate: false }" }), jsdom);
results.jsdomVsNode = ratio(jsdom, base);

for (const dir of [node, dom]) rmSync(dir, { recursive: true, force: true });

const record = {
  measuredOn: `${cpus().length} cores, Node.js ${process.version}, @rstest/core 0.12.0`,
  runs: RUNS,
  files: FILES,
  ratios: results,
};
writeFileSync(path.join(ROOT, 'tests/fixtures/faster-tests-measurements.json'), `${JSON.stringify(record, null, 2)}\n`);
console.log(JSON.stringify(record, null, 2));
