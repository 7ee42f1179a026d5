#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest, with the slow suites side by side.
// 1. lint, then typecheck beside the build: quick, and each later step needs a clean tree or the built
//    site (side by side the two keep both cores busy: tsc runs on one core, the build's SSG mostly too);
// 2. then, at the same time: the unit and content tests followed by the runnable examples, and the
//    end-to-end tests followed by the doubling test (tests/doubling.test.ts). Side by side they keep
//    both cores of a 2-core machine busy (97-99 % in clean-clone runs), so together they take about
//    their CPU seconds halved: less than the two one after the other.
// Each line of a parallel step is prefixed with its name; a summary of durations ends the run, with
// the CPU time the machine spent in each part and each command's own (Linux): on a 2-core machine
// the run is CPU-bound, so CPU seconds, not wall seconds, say what a change to the tests saves.
//
// With `--shard k/n` it runs the k-th of n parts of all that (lib/shards.mjs deals out lint,
// typecheck, every Vitest file, every page's examples, every Playwright spec, the stock set's specs,
// the doubling test and the writers' loop, balanced by .ci/durations.json); the n parts together are
// exactly the whole. `--lane content|browser` runs one lane of it, as a CI shard job does. A shard
// writes its reports to reports/ (Vitest and Playwright blobs, which scripts/merge-reports.mjs merges into
// one summary, and each unit's seconds, which scripts/shard-durations.mjs keeps in .ci/durations.json).
// The build is not a test: a shard builds the site first (both lanes test it) unless --no-build.
// Usage: node scripts/test.mjs [--no-build] [--shard k/n [--lane content|browser]]
//   (--no-build reuses doc_build, and in a shard .stock/doc_build, from an earlier build)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LANES, ofKind, parseShard, shardUnits } from '../lib/shards.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    shard: { type: 'string' },
    lane: { type: 'string' },
  },
});

/** @typedef {{ name: string, commands: string[] }} Step */
/** @typedef {{ name: string, ok: boolean, seconds: number }} Outcome */

/**
 * CPU seconds the whole machine has spent busy since it started (every process, every core), read
 * from /proc/stat; undefined where there is none. Linux counts in 1/100 s (USER_HZ).
 * @returns {number | undefined}
 */
function busyCpuSeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds of the processes this one has started and waited for, with everything they waited for
 * in turn (cutime + cstime of /proc/self/stat); undefined where there is none. The figure grows only
 * when a child is reaped, so its growth since the last reaping is the CPU time of the child just
 * ended and its whole process tree, even while another child runs beside it. A process that nobody
 * waits for is not in it: a Playwright run's figure here was 40 CPU s where the machine spent 119.
 * @returns {number | undefined}
 */
function reapedCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
let lastReaped = reapedCpuSeconds();
/** @type {{ command: string, cpu: number, wall: number }[]} */
const commandCpu = [];

/** @type {{ part: string, cpu: number, wall: number }[]} */
const cpuParts = [];
/**
 * Runs `work` and records the machine's busy CPU seconds and the wall seconds it took.
 * @template T
 * @param {string} part
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function measured(part, work) {
  const [cpu, started] = [busyCpuSeconds(), Date.now()];
  const result = await work();
  const after = busyCpuSeconds();
  if (cpu !== undefined && after !== undefined)
    cpuParts.push({ part, cpu: Math.round(after - cpu), wall: Math.round((Date.now() - started) / 1000) });
  return result;
}

// Lines of a prefixed step that name a failure, kept so the run can end with them: a CI log is
// often read from its tail, where the two parallel steps' own summaries are far apart.
const FAILURE_LINE = /✘|×|\bFAIL\b|\b[1-9]\d* failed|Error:|Timed out/;
/** @type {string[]} */
const failureLines = [];

/**
 * Runs one shell command; with a prefix, each output line carries it.
 * @param {string} command
 * @param {string} [prefix]
 * @returns {Promise<boolean>} whether it exited with 0
 */
function run(command, prefix) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      for (const [stream, out] of /** @type {const} */ ([
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])) {
        let rest = '';
        stream?.on('data', (chunk) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) {
            out.write(`[${prefix}] ${line}\n`);
            if (FAILURE_LINE.test(line)) failureLines.push(`[${prefix}] ${line.trim().slice(0, 200)}`);
          }
        });
        stream?.on('end', () => rest && out.write(`[${prefix}] ${rest}\n`));
      }
    }
    child.on('close', (code) => {
      const reaped = reapedCpuSeconds();
      if (reaped !== undefined && lastReaped !== undefined) {
        commandCpu.push({
          command,
          cpu: Math.round(reaped - lastReaped),
          wall: Math.round((Date.now() - started) / 1000),
        });
        lastReaped = reaped;
      }
      resolve(code === 0);
    });
  });
}

/**
 * Runs a step's commands one after the other, stopping at the first that fails.
 * @param {Step} step
 * @param {boolean} prefixed
 * @returns {Promise<Outcome>}
 */
async function runStep(step, prefixed) {
  const started = Date.now();
  let ok = true;
  for (const command of step.commands) {
    if (!prefixed) console.log(`\n> ${command}\n`);
    ok = await run(command, prefixed ? step.name : undefined);
    if (!ok) break;
  }
  return { name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) };
}

/** @type {Step[][]} */
const first = values.shard
  ? []
  : [
      [{ name: 'lint', commands: ['npm run lint'] }],
      [
        { name: 'typecheck', commands: ['npm run typecheck'] },
        ...(values['no-build'] ? [] : [{ name: 'build', commands: ['npm run build'] }]),
      ],
    ];
/** @type {Step[]} */
const together = values.shard
  ? []
  : [
      { name: 'unit', commands: ['npm run test:unit', 'npm run test:examples'] },
      // The doubling test compares the site just built with a build of twice its pages; then the
      // representative set against the stock build (SLIM=0, rspress-slim/README.md); then the writers'
      // loop, the dev server against the site just built. In this lane, which ended before the other in
      // clean-clone runs (1,078 s against 1,287 s, 1,171 against 1,348; before its tests ran in the
      // headless shell, 1,279 against 1,461; before they shared a context, 1,484 against 1,652).
      {
        name: 'e2e',
        commands: [
          'npm run test:e2e',
          'DOUBLING_BASE=doc_build npm run test:doubling',
          'npm run test:stock',
          'npm run test:dev',
        ],
      },
    ];

/**
 * The steps of shard `k/n`: for each lane asked for, its units' commands, one after the other, with
 * the reports each writes; and, before them, the build (unless --no-build).
 * @param {string} text `k/n`
 * @returns {{ groups: Step[][], record: () => void }}
 */
function shardSteps(text) {
  const { index, count } = parseShard(text);
  if (values.lane !== undefined && !LANES.includes(/** @type {any} */ (values.lane)))
    throw new Error(`--lane is one of ${LANES.join(', ')}: "${values.lane}"`);
  const lanes = values.lane ? [/** @type {import('../lib/shards.mjs').Lane} */ (values.lane)] : [...LANES];
  const tag = `${index}-${count}`;
  const REPORTS = 'reports';
  const durations = `${REPORTS}/durations`;
  /** @type {Step[]} */
  const laneSteps = [];
  /** @type {{ step: string, kind: string, file?: string, units: string[] }[]} */
  const measures = [];
  for (const lane of lanes) {
    const units = shardUnits(lane, index, count);
    if (units.length === 0) {
      console.error(`Shard ${text} of the ${lane} lane has no unit: run fewer shards.`);
      process.exit(1);
    }
    console.log(`Shard ${text}, ${lane} lane: ${units.length} units\n  ${units.join('\n  ')}`);
    /** @type {string[]} */
    const commands = [];
    const files = (/** @type {string} */ kind) => ofKind(units, kind);
    if (units.includes('lint')) {
      commands.push('npm run lint');
      measures.push({ step: 'npm run lint', kind: 'wall', units: ['lint'] });
    }
    if (units.includes('typecheck')) {
      commands.push('npm run typecheck');
      measures.push({ step: 'npm run typecheck', kind: 'wall', units: ['typecheck'] });
    }
    if (files('vitest').length) {
      const json = `${durations}/vitest-${tag}.raw.json`;
      const command = `npm run test:unit -- --shard ${text} --reporter=default --reporter=blob --outputFile.blob=${REPORTS}/vitest/content-${tag}.json --reporter=json --outputFile.json=${json}`;
      commands.push(command);
      measures.push({
        step: command,
        kind: 'vitest',
        file: json,
        units: units.filter((u) => u.startsWith('vitest:')),
      });
    }
    if (files('examples').length) {
      const json = `${durations}/examples-${tag}.raw.json`;
      const command = `EXAMPLES_DURATIONS=${json} npm run test:examples -- --shard ${text}`;
      commands.push(command);
      measures.push({
        step: command,
        kind: 'examples',
        file: json,
        units: units.filter((u) => u.startsWith('examples:')),
      });
    }
    /** Playwright with its list, blob (for the merged report) and JSON (for durations) reporters. */
    const playwright = (/** @type {string} */ name, /** @type {string} */ script, /** @type {string[]} */ args) => {
      const json = `${durations}/${name}-${tag}.raw.json`;
      const command =
        `PLAYWRIGHT_BLOB_OUTPUT_FILE=${REPORTS}/playwright/${name}-${tag}.zip PLAYWRIGHT_JSON_OUTPUT_FILE=${json} npm run ${script} -- --reporter=list,blob,json ${args.join(' ')}`.trim();
      commands.push(command);
      measures.push({
        step: command,
        kind: 'playwright',
        file: json,
        units: units.filter((u) => u.startsWith(`${name}:`) || u === name),
      });
    };
    if (files('e2e').length) playwright('e2e', 'test:e2e', files('e2e'));
    if (units.includes('doubling')) {
      const command = `DOUBLING_BASE=doc_build npm run test:doubling -- --reporter=default --reporter=blob --outputFile.blob=${REPORTS}/vitest/doubling-${tag}.json`;
      commands.push(command);
      measures.push({ step: command, kind: 'wall', units: ['doubling'] });
    }
    if (files('stock').length)
      playwright('stock', 'test:stock', [...(values['no-build'] ? ['--no-build'] : []), ...files('stock')]);
    if (units.includes('dev')) playwright('dev', 'test:dev', []);
    laneSteps.push({ name: lane, commands });
  }
  rmSync(REPORTS, { recursive: true, force: true });
  for (const dir of ['vitest', 'playwright', 'durations']) mkdirSync(path.join(REPORTS, dir), { recursive: true });
  // Both lanes test the build: the browser specs, and content tests (valid HTML, headers, search index).
  const build = values['no-build'] ? [] : [[{ name: 'build', commands: ['npm run build'] }]];
  return {
    groups: [...build, laneSteps],
    record: () => {
      /** @type {Record<string, number>} */
      const seconds = {};
      for (const measure of measures) {
        const wall = commandCpu.find((entry) => entry.command === measure.step)?.wall;
        if (wall === undefined) continue;
        const shares = unitShares(measure.kind, measure.file, measure.units);
        const total = Object.values(shares).reduce((sum, value) => sum + value, 0);
        for (const unit of measure.units)
          seconds[unit] =
            Math.round((total > 0 ? ((shares[unit] ?? 0) / total) * wall : wall / measure.units.length) * 10) / 10;
      }
      writeFileSync(
        path.join(durations, `${values.lane ?? 'all'}-${tag}.json`),
        `${JSON.stringify(seconds, null, 2)}\n`,
      );
    },
  };
}

/**
 * How a step's wall time divides among its units: by each unit's own duration in the step's JSON
 * report (Vitest: a file's start to end; Playwright: the sum of its tests; examples: their runs), so
 * the step's start-up and waiting are shared in proportion.
 * @param {string} kind
 * @param {string | undefined} file
 * @param {string[]} units
 * @returns {Record<string, number>}
 */
function unitShares(kind, file, units) {
  if (kind === 'wall' || file === undefined) return {};
  /** @type {Record<string, number>} */
  const shares = {};
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (kind === 'examples') return report;
    if (kind === 'vitest')
      for (const result of report.testResults ?? [])
        shares[`vitest:${path.relative(process.cwd(), result.name).split(path.sep).join('/')}`] =
          (result.endTime - result.startTime) / 1000;
    if (kind === 'playwright') {
      const prefix = units[0]?.includes(':') ? units[0].split(':')[0] : units[0];
      /** @param {any} suite */
      const visit = (suite) => {
        for (const spec of suite.specs ?? [])
          for (const test of spec.tests ?? [])
            for (const result of test.results ?? []) {
              const unit = prefix === 'dev' ? 'dev' : `${prefix}:e2e/${spec.file}`;
              shares[unit] = (shares[unit] ?? 0) + result.duration / 1000;
            }
        for (const child of suite.suites ?? []) visit(child);
      };
      for (const suite of report.suites ?? []) visit(suite);
    }
  } catch {
    // No report (the step failed early): its wall time is shared equally.
  }
  return shares;
}

const sharded = values.shard ? shardSteps(values.shard) : undefined;
/** Groups run one after the other, stopping at the first that fails; the steps of a group side by side. */
const groups = sharded ? sharded.groups : [...first, together];
/** @type {Outcome[]} */
const outcomes = [];
let failed = false;
for (const group of groups) {
  const results = await measured(group.map((step) => step.name).join(' + '), () =>
    Promise.all(group.map((step) => runStep(step, group.length > 1))),
  );
  outcomes.push(...results);
  if (results.some((outcome) => !outcome.ok)) {
    failed = true;
    break;
  }
}
sharded?.record();
if (failed && failureLines.length > 0) {
  console.log('\nFailures (the last lines that name one):');
  for (const line of failureLines.slice(-12)) console.log(`  ${line}`);
}
console.log('\nnpm test:');
for (const { name, ok, seconds } of outcomes) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(10)} ${seconds} s`);
if (cpuParts.length > 0) {
  const cores = availableParallelism();
  console.log(`\nCPU time of the machine (${cores} cores; busy CPU s of the wall s × cores available):`);
  for (const { part, cpu, wall } of cpuParts)
    console.log(
      `  ${part.padEnd(12)} ${cpu} of ${wall * cores} CPU s (${Math.round((100 * cpu) / Math.max(1, wall * cores))} %)`,
    );
}
if (commandCpu.length > 0) {
  console.log('\nCPU time of each command (its processes and all they started, in CPU s; wall s):');
  for (const { command, cpu, wall } of commandCpu)
    console.log(`  ${String(cpu).padStart(5)} ${String(wall).padStart(5)}  ${command}`);
}
process.exit(failed ? 1 : 0);
