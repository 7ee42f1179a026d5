#!/usr/bin/env node
// `npm run shards:durations [-- <reports dir>]`: keeps the seconds each unit of `npm test` took in
// the shards of a run (reports/durations/, written by `npm test -- --shard k/n`; CI's merge job
// uploads them as the artifact "durations") in .ci/durations.json, which lib/shards.mjs deals the
// shards by. A unit measured again gets its new figure, a unit not run keeps its old one, a unit
// that no longer exists is dropped.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DURATIONS_FILE, LANES, laneUnits, measuredDurations, readDurations, ROOT } from '../lib/shards.mjs';

const dir = path.resolve(ROOT, process.argv[2] ?? 'reports/durations');
const measured = measuredDurations(dir);
if (Object.keys(measured).length === 0) {
  console.error(`No shard durations in ${path.relative(ROOT, dir)}: run \`npm test -- --shard k/n\` first.`);
  process.exit(1);
}
const units = new Set(LANES.flatMap((lane) => laneUnits(lane)));
const old = readDurations();
/** @type {Record<string, number>} */
const seconds = {};
for (const unit of [...units].sort()) {
  const value = measured[unit] ?? old[unit];
  if (value !== undefined) seconds[unit] = value;
}
const about =
  'Seconds of wall time each unit of `npm test` took in its shard (lib/shards.mjs), from `npm run shards:durations`.';
writeFileSync(DURATIONS_FILE, `${JSON.stringify({ about, seconds }, null, 2)}\n`);
const fresh = Object.keys(measured).filter((unit) => units.has(unit)).length;
console.log(
  `${path.relative(ROOT, DURATIONS_FILE)}: ${fresh} units measured in ${path.relative(ROOT, dir)}, ${Object.keys(seconds).length - fresh} kept, ${units.size - Object.keys(seconds).length} without a figure`,
);
