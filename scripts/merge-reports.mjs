#!/usr/bin/env node
// `npm run test:merge`: the one summary of a sharded run (CI's last job, after every shard uploaded
// its reports/): Vitest's blobs (reports/vitest/) merged into one report, Playwright's
// (reports/playwright/) into another, each printing every file and failure as one run would. It
// fails when a merged report has a failure, or when the shards did not, together, run every unit of
// both lanes: each shard lists the units it ran in reports/durations/<lane>-<k>-<n>.json, and those
// lists must be the partition of lib/shards.mjs for that n (no unit missing, none run twice).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANES, laneUnits, partition, ROOT } from '../lib/shards.mjs';

const REPORTS = path.resolve(ROOT, process.argv[2] ?? 'reports');
const durations = path.join(REPORTS, 'durations');
/** @type {string[]} */
const problems = [];

const shardFiles = existsSync(durations)
  ? readdirSync(durations).flatMap((name) => {
      const match = /^(content|browser)-(\d+)-(\d+)\.json$/.exec(name);
      return match ? [{ lane: match[1], index: Number(match[2]), count: Number(match[3]), name }] : [];
    })
  : [];
for (const lane of LANES) {
  const files = shardFiles.filter((file) => file.lane === lane);
  const counts = [...new Set(files.map((file) => file.count))];
  if (counts.length !== 1) {
    problems.push(`${lane} lane: expected the reports of one shard count, found ${counts.join(', ') || 'none'}`);
    continue;
  }
  const [count] = counts;
  const expected = partition(laneUnits(lane), count);
  for (let index = 1; index <= count; index++) {
    const file = files.find((entry) => entry.index === index);
    if (!file) {
      problems.push(`${lane} lane: shard ${index}/${count} sent no report`);
      continue;
    }
    const ran = Object.keys(JSON.parse(readFileSync(path.join(durations, file.name), 'utf8'))).sort();
    const missing = expected[index - 1].units.filter((unit) => !ran.includes(unit));
    if (missing.length) problems.push(`${lane} lane, shard ${index}/${count}: did not run ${missing.join(', ')}`);
  }
  console.log(`${lane} lane: ${files.length} of ${count} shards reported`);
}

/**
 * @param {string} label
 * @param {string[]} command
 * @param {NodeJS.ProcessEnv} [env]
 */
function merge(label, command, env = {}) {
  console.log(`\n> ${label}\n`);
  const result = spawnSync(process.execPath, command, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) problems.push(`${label}: exit ${result.status}`);
}
const vitestBlobs = path.join(REPORTS, 'vitest');
if (existsSync(vitestBlobs) && readdirSync(vitestBlobs).length)
  merge('Vitest, merged', [
    path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--merge-reports',
    vitestBlobs,
    '--reporter=default',
  ]);
else problems.push('no Vitest blob in reports/vitest');
const playwrightBlobs = path.join(REPORTS, 'playwright');
if (existsSync(playwrightBlobs) && readdirSync(playwrightBlobs).length) {
  // `playwright merge-reports` exits 0 whatever the tests did: its JSON summary says. The writers'
  // loop has a config of its own (testDir e2e/dev): the main config, whose testDir holds it, is the
  // merge's, so the blobs of both merge into one report.
  const summary = path.join(REPORTS, 'playwright-merged.json');
  merge(
    'Playwright, merged',
    [
      path.join(ROOT, 'node_modules/@playwright/test/cli.js'),
      'merge-reports',
      '--config',
      'playwright.config.ts',
      '--reporter=list,json',
      playwrightBlobs,
    ],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: summary },
  );
  const stats = existsSync(summary) ? JSON.parse(readFileSync(summary, 'utf8')).stats : undefined;
  if (!stats) problems.push('Playwright, merged: no summary');
  else {
    if (stats.unexpected > 0) problems.push(`Playwright, merged: ${stats.unexpected} failed`);
    if (stats.flaky > 0) problems.push(`Playwright, merged: ${stats.flaky} flaky`);
    if (stats.expected === 0) problems.push('Playwright, merged: no test passed');
  }
} else problems.push('no Playwright blob in reports/playwright');

if (problems.length) {
  console.error(`\nThe sharded run is not whole or not green:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery unit of both lanes ran in its shard, and every test passed.');
