// `npm test -- --shard k/n`: the shards partition everything `npm test` runs (lib/shards.mjs). Every
// test file, spec and example page lands in exactly one shard for any n; the units are the runners'
// own lists; Vitest's --shard takes the same partition; CI's shard count leaves no shard empty and
// puts the two slowest claim files apart; a shard with nothing to run, and a merged run missing a
// unit, fail.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { ShardSequencer } from '../lib/shard-sequencer.mjs';
import {
  e2eFiles,
  examplePages,
  LANES,
  laneUnits,
  ofKind,
  partition,
  readDurations,
  ROOT,
  vitestFiles,
} from '../lib/shards.mjs';
import { STOCK_SPECS } from '../lib/stock-set.mjs';

const node = (args: string[]) =>
  spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

/** The shard count CI runs each lane with: the `n` of `npm test -- --shard ${{ matrix.shard }}/n`. */
function ciShardCount(): number {
  const ci = parse(readFileSync(path.join(ROOT, '.github/workflows/ci.yml'), 'utf8')) as {
    jobs: Record<string, { steps?: { run?: string }[] }>;
  };
  const counts = Object.values(ci.jobs).flatMap((job) =>
    (job.steps ?? []).flatMap((step) => {
      const match = /--shard \$\{\{ matrix\.shard \}\}\/(\d+)/.exec(step.run ?? '');
      return match ? [Number(match[1])] : [];
    }),
  );
  expect(new Set(counts).size, 'one shard count in ci.yml').toBe(1);
  return counts[0];
}

describe.each(LANES)('the %s lane', (lane) => {
  const units = laneUnits(lane);

  test.each([1, 2, 3, 4, 5, 6, 7, 8])('in %i shards, every unit lands in exactly one shard', (count) => {
    const shards = partition(units, count);
    expect(shards).toHaveLength(count);
    const dealt = shards.flatMap((shard) => shard.units);
    expect(dealt.toSorted()).toEqual(units.toSorted());
    expect(new Set(dealt).size).toBe(dealt.length);
    // The same units and durations deal the same shards.
    expect(partition(units.toReversed(), count)).toEqual(shards);
  });

  test("CI's shard count leaves no shard without a unit", () => {
    for (const shard of partition(units, ciShardCount())) expect(shard.units.length).toBeGreaterThan(0);
  });
});

test("the content lane's units are Vitest's own test files and the pages with runnable examples", () => {
  const listed = node([path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'list', '--filesOnly', '--json']);
  expect(listed.status, listed.stderr).toBe(0);
  const files = (JSON.parse(listed.stdout) as { file: string }[]).map((entry) =>
    path.relative(ROOT, entry.file).split(path.sep).join('/'),
  );
  expect(vitestFiles()).toEqual([...new Set(files)].sort());
  const units = laneUnits('content');
  expect(ofKind(units, 'vitest')).toEqual(vitestFiles());
  expect(ofKind(units, 'examples')).toEqual(examplePages());
  expect(examplePages()).toContain('guide/start/quick-start.mdx');
  expect(units).toEqual(expect.arrayContaining(['lint', 'typecheck']));
});

test("the browser lane's units are Playwright's own spec files, the stock set, the doubling test and the writers' loop", () => {
  const specsOf = (config: string) => {
    const listed = node([
      path.join(ROOT, 'node_modules/@playwright/test/cli.js'),
      'test',
      '--list',
      '--reporter=json',
      '--config',
      config,
    ]);
    expect(listed.status, listed.stderr).toBe(0);
    const report = JSON.parse(listed.stdout) as { config: { rootDir: string }; suites: { file: string }[] };
    return report.suites.map((suite) =>
      path.relative(ROOT, path.join(report.config.rootDir, suite.file)).split(path.sep).join('/'),
    );
  };
  expect(e2eFiles()).toEqual(specsOf('playwright.config.ts').sort());
  expect(specsOf('playwright.dev.config.ts').length).toBeGreaterThan(0);
  const units = laneUnits('browser');
  expect(ofKind(units, 'e2e')).toEqual(e2eFiles());
  expect(ofKind(units, 'stock')).toEqual(STOCK_SPECS);
  for (const spec of STOCK_SPECS) expect(e2eFiles()).toContain(spec);
  expect(units).toEqual(expect.arrayContaining(['doubling', 'dev']));
});

test("in CI's shards, the two slowest claim files, and the two slowest units of each lane, run apart", () => {
  const durations = readDurations();
  const count = ciShardCount();
  const shardOf = (shards: { units: string[] }[], unit: string) => shards.findIndex((s) => s.units.includes(unit));
  const slowest = (units: string[]) =>
    units
      .filter((unit) => durations[unit] !== undefined)
      .sort((a, b) => durations[b] - durations[a])
      .slice(0, 2);
  const content = partition(laneUnits('content'), count);
  const claims = slowest(laneUnits('content').filter((unit) => unit.startsWith('vitest:tests/claims/')));
  expect(claims).toHaveLength(2);
  expect(shardOf(content, claims[0])).not.toBe(shardOf(content, claims[1]));
  for (const lane of LANES) {
    const shards = partition(laneUnits(lane), count);
    const [first, second] = slowest(laneUnits(lane));
    expect(shardOf(shards, first)).not.toBe(shardOf(shards, second));
  }
  // Most units have a measured figure (a new file is dealt by the median until the next refresh).
  const units = LANES.flatMap((lane) => laneUnits(lane));
  expect(units.filter((unit) => durations[unit] !== undefined).length / units.length).toBeGreaterThan(0.9);
});

test("Vitest's --shard k/n runs the Vitest files of shard k of the content lane, and refuses a file outside it", async () => {
  const count = ciShardCount();
  const specs = vitestFiles().map((file) => ({ moduleId: path.join(ROOT, file) }));
  const shards = partition(laneUnits('content'), count);
  const chosen: string[] = [];
  for (let index = 1; index <= count; index++) {
    const sequencer = new ShardSequencer({ config: { shard: { index, count } } } as never);
    const files = (await sequencer.shard(specs as never)).map((spec) =>
      path.relative(ROOT, spec.moduleId).split(path.sep).join('/'),
    );
    expect(files).toEqual(ofKind(shards[index - 1].units, 'vitest'));
    // A content shard of CI also runs on Node 24 as Vitest's shard alone: it must hold a test file.
    expect(files.length).toBeGreaterThan(0);
    chosen.push(...files);
  }
  expect(chosen.toSorted()).toEqual(vitestFiles());
  const sequencer = new ShardSequencer({ config: { shard: { index: 1, count } } } as never);
  await expect(sequencer.shard([{ moduleId: path.join(ROOT, 'tests/probes/x.test.ts') }] as never)).rejects.toThrow(
    'not a test file of the content lane',
  );
});

test('a shard with no unit fails before running anything, and so does a shard count out of range', () => {
  const empty = node(['scripts/test.mjs', '--shard', '60/60', '--lane', 'browser']);
  expect(empty.status).toBe(1);
  expect(empty.stderr).toContain('Shard 60/60 of the browser lane has no unit: run fewer shards.');
  const wrong = node(['scripts/test.mjs', '--shard', '5/4']);
  expect(wrong.status).toBe(1);
  expect(wrong.stderr).toContain('--shard takes k/n with 1 ≤ k ≤ n: "5/4"');
});

test('the merged report fails when a shard did not run one of its units, or sent no report', () => {
  const reports = mkdtempSync(path.join(tmpdir(), 'shard-reports-'));
  mkdirSync(path.join(reports, 'durations'));
  const [first, second] = partition(laneUnits('content'), 2);
  const seconds = (units: string[]) => JSON.stringify(Object.fromEntries(units.map((unit) => [unit, 1])));
  writeFileSync(path.join(reports, 'durations/content-1-2.json'), seconds(first.units.slice(1)));
  writeFileSync(path.join(reports, 'durations/content-2-2.json'), seconds(second.units));
  const merged = node(['scripts/merge-reports.mjs', reports]);
  expect(merged.status).toBe(1);
  expect(merged.stderr).toContain(`content lane, shard 1/2: did not run ${first.units[0]}`);
  expect(merged.stderr).toContain('browser lane: expected the reports of one shard count, found none');
});
