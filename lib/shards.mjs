// The shards of `npm test`: everything it runs, cut into units and dealt out to n shards so that
// each shard takes about the same time. Two lanes, as `npm test` and CI run them side by side:
// - content: lint, typecheck, each Vitest test file, and the runnable examples of each page (a page's
//   two languages together, so a zh copy of an en example still runs once);
// - browser: each Playwright spec file, each spec of the stock set (`npm run test:stock`), the
//   doubling test, and the writers' loop (`npm run test:dev`, one dev server, so one unit).
// A unit weighs what it took in the last measured runs (.ci/durations.json, written by
// `npm run shards:durations`); a unit not measured yet weighs the median of its lane. Units are dealt
// longest first, each to the shard with the least time so far (ties: the lower shard, then the unit's
// name), so the partition depends only on the units and their durations, never on the machine.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { codeBlocks, pageFiles } from './code-blocks.mjs';
import { STOCK_SPECS } from './stock-set.mjs';

export const ROOT = path.join(import.meta.dirname, '..');
export const DURATIONS_FILE = path.join(ROOT, '.ci/durations.json');
export const DOUBLING_TEST = 'tests/doubling.test.ts';
export const LANES = /** @type {const} */ (['content', 'browser']);
/** @typedef {(typeof LANES)[number]} Lane */

/**
 * Files under `dir` (relative to the root) whose name matches `name`, skipping `skip` folders.
 * @param {string} dir
 * @param {RegExp} name
 * @param {(rel: string) => boolean} [skip]
 * @returns {string[]} paths from the root, with `/`
 */
function walk(dir, name, skip = () => false) {
  /** @type {string[]} */
  const found = [];
  const visit = (/** @type {string} */ rel) => {
    if (!existsSync(path.join(ROOT, rel))) return;
    for (const entry of readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.') && !skip(child)) visit(child);
      } else if (name.test(entry.name)) found.push(child);
    }
  };
  visit(dir);
  return found.sort();
}

/**
 * The test files `vitest run` runs (the projects of vitest.config.ts, without the doubling test,
 * which the browser lane runs); tests/shards.test.ts checks this list against Vitest's own.
 * @returns {string[]}
 */
export function vitestFiles() {
  return [
    ...walk('theme', /\.test\.tsx?$/),
    ...walk('plugins', /\.test\.ts$/),
    ...walk('rspress-slim', /\.test\.tsx?$/),
    ...walk('site', /\.test\.ts$/),
    ...walk('tests', /\.test\.ts$/, (rel) => rel === 'tests/probes').filter((file) => file !== DOUBLING_TEST),
  ].sort();
}

/**
 * The spec files of playwright.config.ts (e2e/, without the writers' loop in e2e/dev/ and the
 * fixture site's own files); tests/shards.test.ts checks this list against `playwright test --list`.
 * @returns {string[]}
 */
export function e2eFiles() {
  return walk('e2e', /\.spec\.ts$/, (rel) => rel === 'e2e/dev' || rel === 'e2e/fixtures-site');
}

/**
 * The pages with runnable examples, by their path under docs/<lang>/ (both languages: one unit).
 * @returns {string[]}
 */
export function examplePages() {
  const pages = new Set();
  for (const lang of ['en', 'zh'])
    for (const page of pageFiles(lang))
      if (codeBlocks(readFileSync(path.join(ROOT, 'docs', lang, page), 'utf8')).some((block) => block.runnable))
        pages.add(page);
  return [...pages].sort();
}

/**
 * Every unit of a lane. Ids: `lint`, `typecheck`, `vitest:<file>`, `examples:<page>`, `e2e:<file>`,
 * `stock:<file>`, `doubling`, `dev`.
 * @param {Lane} lane
 * @returns {string[]}
 */
export function laneUnits(lane) {
  if (lane === 'content')
    return [
      'lint',
      'typecheck',
      ...vitestFiles().map((file) => `vitest:${file}`),
      ...examplePages().map((page) => `examples:${page}`),
    ];
  return [...e2eFiles().map((file) => `e2e:${file}`), ...STOCK_SPECS.map((file) => `stock:${file}`), 'doubling', 'dev'];
}

/**
 * The measured seconds of each unit (.ci/durations.json).
 * @returns {Record<string, number>}
 */
export function readDurations() {
  if (!existsSync(DURATIONS_FILE)) return {};
  return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')).seconds ?? {};
}

/**
 * Deals `units` out to `count` shards, longest first, each to the shard with the least time so far.
 * @param {string[]} units
 * @param {number} count
 * @param {Record<string, number>} [durations]
 * @returns {{ units: string[], seconds: number }[]}
 */
export function partition(units, count, durations = readDurations()) {
  if (!Number.isInteger(count) || count < 1) throw new Error(`shard count must be a whole number ≥ 1: ${count}`);
  const known = units.map((unit) => durations[unit]).filter((seconds) => typeof seconds === 'number');
  known.sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 10;
  const weight = (/** @type {string} */ unit) => durations[unit] ?? median;
  const shards = Array.from({ length: count }, () => ({ units: /** @type {string[]} */ ([]), seconds: 0 }));
  const order = [...new Set(units)].sort((a, b) => weight(b) - weight(a) || (a < b ? -1 : 1));
  for (const unit of order) {
    let least = shards[0];
    for (const shard of shards) if (shard.seconds < least.seconds) least = shard;
    least.units.push(unit);
    least.seconds += weight(unit);
  }
  for (const shard of shards) shard.units.sort();
  return shards;
}

/**
 * Parses `k/n` (1 ≤ k ≤ n).
 * @param {string} text
 * @returns {{ index: number, count: number }}
 */
export function parseShard(text) {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || count < 1 || index < 1 || index > count) throw new Error(`--shard takes k/n with 1 ≤ k ≤ n: "${text}"`);
  return { index, count };
}

/**
 * The units of shard `index` of `count` in `lane`.
 * @param {Lane} lane
 * @param {number} index 1-based
 * @param {number} count
 * @returns {string[]}
 */
export function shardUnits(lane, index, count) {
  return partition(laneUnits(lane), count)[index - 1].units;
}

/**
 * The ids of one kind in a list of units, without the kind: `ofKind(units, 'vitest')` → files.
 * @param {string[]} units
 * @param {string} kind
 * @returns {string[]}
 */
export const ofKind = (units, kind) =>
  units.filter((unit) => unit.startsWith(`${kind}:`)).map((unit) => unit.slice(kind.length + 1));

/**
 * The seconds of each unit that the shards of a run wrote (reports/durations/<lane>-<k>-<n>.json).
 * @param {string} dir
 * @returns {Record<string, number>}
 */
export function measuredDurations(dir = path.join(ROOT, 'reports/durations')) {
  /** @type {Record<string, number>} */
  const seconds = {};
  if (!existsSync(dir)) return seconds;
  for (const name of readdirSync(dir).filter((file) => /^(content|browser|all)-\d+-\d+\.json$/.test(file)))
    Object.assign(seconds, JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
  return seconds;
}
