#!/usr/bin/env node
// `npm run drift -- <version|folder|tarball>`: what the site would have to change for another
// @rstest/core. Installs it (with the companion packages at versions that install with it) in a
// scratch folder under the system's temporary folder, then checks it as the pinned package is
// checked: its surface (config keys, types and defaults, CLI flags, exports, members, reporter
// payload, environment variables, companion versions) against the pinned one's, and the facts,
// member and claim tests and the runnable examples (English pages; the Chinese ones carry the same
// code) in a copy of the repository whose node_modules resolves the checked package, and its
// messages (lib/messages.mjs) against the error reference: each one no error page quotes and
// site/data/messages.ts does not list, and each quoted or listed one it no longer has. The
// repository's own node_modules is only read.
// Prints the Markdown report, grouped by page, and ends with the path of the file it wrote.
// Usage: node scripts/drift.mjs <target> [--keep]   (--keep leaves the scratch folder in place)
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { collectMessages } from '../lib/messages.mjs';
import { companionVersions, install, resolveTarget, scratchFolder, shadowRepository } from '../lib/drift/install.mjs';
import {
  claimFindings,
  compareSurfaces,
  exampleFindings,
  loadErrorPages,
  loadPages,
  messageFindings,
  parseExampleOutput,
  renderReport,
  sharedRunFailures,
} from '../lib/drift/report.mjs';
import { ROOT } from '../lib/packages.mjs';
import { sinceNote } from './since.mjs';

/** The Vitest files that check pages against the package (filters of `vitest run`). */
const DRIFT_TESTS = ['tests/api-', 'tests/config-', 'tests/claims/'];

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { keep: { type: 'boolean', default: false } },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run drift -- <version | package folder | tarball> [--keep]');
  process.exit(2);
}

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)}s`;
/** @param {string} message */
const progress = (message) => console.log(`[drift ${elapsed()}] ${message}`);

const pinnedVersion = JSON.parse(
  readFileSync(path.join(ROOT, 'node_modules/@rstest/core/package.json'), 'utf8'),
).version;
const target = resolveTarget(positionals[0]);
progress(`@rstest/core ${target.version} (${target.label}) against the pinned ${pinnedVersion}`);
const { chosen, missing } = companionVersions(target.version);
progress(
  `companions: ${
    Object.entries(chosen)
      .map(([n, v]) => `${n}@${v}`)
      .join(', ') || 'none'
  }`,
);
const dir = scratchFolder(tmpdir(), target.label);
progress(`installing in ${dir}`);
const modules = install(dir, target, chosen);
const root = shadowRepository(dir, modules);
progress(`repository copied to ${root}`);

/**
 * Runs Node in the copy, writes everything it prints to `log` and shows the lines `shown` picks.
 * @param {string} name
 * @param {string[]} args
 * @param {RegExp} [shown]
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<{ code: number, output: string }>}
 */
function runInCopy(name, args, shown = /(?!)/, env = {}) {
  const log = path.join(dir, `${name}.log`);
  const file = createWriteStream(log);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let rest = '';
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      file.write(chunk);
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (shown.test(line)) progress(`${name}: ${line.trim().slice(0, 160)}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => {
      file.end(() => resolve({ code: code ?? 1, output: readFileSync(log, 'utf8') }));
    });
  });
}

const vitestReport = path.join(dir, 'vitest.json');
const tests = runInCopy(
  'tests',
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...DRIFT_TESTS,
    // One file per core and one more, as in `npm test` (vitest.config.ts): the claim tests wait on
    // the rstest runs they start part of the time. On an idle 2-core machine the report for the
    // pinned version took 650 s with two at a time and 572 s with three.
    '--maxWorkers=3',
    // A finding is about the package, not the machine: on a busy machine the claim tests' rstest
    // runs can outlast the configured timeouts (3 minutes), which a drift run should not report.
    '--testTimeout=900000',
    '--hookTimeout=900000',
    `--reporter=${path.join(ROOT, 'scripts/drift/progress-reporter.mjs')}`,
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
  /^(✓|✗) tests\/|^ {2}✗ /,
);
const examples = runInCopy(
  'examples',
  ['scripts/run-examples.mjs', 'en--'],
  /^(✓|✗) whole run|^Examples:|^Whole-run examples:/,
  { EXAMPLES_DIR: path.join(dir, 'examples') },
);

const pages = loadPages(path.join(ROOT, 'docs'));
/** @type {string[]} */
const notes = [];
// While the tests run: the two surfaces, in a process of their own.
progress('reading the surface of both packages');
const surfacesFile = path.join(dir, 'surfaces.json');
const surfaces = runInCopy('surface', [
  path.join(ROOT, 'lib/drift/surface.mjs'),
  surfacesFile,
  path.join(ROOT, 'node_modules'),
  modules,
]).then((run) => {
  if (run.code !== 0) throw new Error(`reading the surfaces failed:\n${run.output}`);
  /** @type {import('../lib/drift/surface.mjs').Surface[]} */
  const [pinnedSurface, checkedSurface] = JSON.parse(readFileSync(surfacesFile, 'utf8'));
  const found = compareSurfaces(pinnedSurface, checkedSurface, pages);
  progress(`surfaces compared: ${found.length} finding(s)`);
  // The same surface is the since-table's next column (scripts/since.mjs), once it is published.
  if (target.label === target.version) notes.push(sinceNote(checkedSurface, target.version));
  return found;
});

// While the tests run: the messages of both packages against the error reference (site/data/messages.ts,
// TypeScript, read through the transpiling hooks of the search scripts).
register('../lib/search/loader-hooks.mjs', import.meta.url);
const { ERROR_PAGES, UNLISTED_MESSAGES } = await import('../site/data/messages.ts');
progress('reading the messages of both packages');
const messages = messageFindings({
  pinned: collectMessages(path.join(ROOT, 'node_modules')),
  checked: collectMessages(modules),
  errorPages: loadErrorPages(path.join(ROOT, 'docs'), ERROR_PAGES),
  listed: UNLISTED_MESSAGES.flatMap((/** @type {{ keys: string[] }} */ group) => group.keys),
});
progress(`messages compared: ${messages.length} finding(s)`);

const [findings, testRun, exampleRun] = await Promise.all([surfaces, tests, examples]);
findings.push(...messages);
let vitest;
try {
  vitest = JSON.parse(readFileSync(vitestReport, 'utf8'));
} catch {
  vitest = undefined;
}
if (vitest) {
  findings.push(...claimFindings(vitest, root, pages, (file) => readFileSync(file, 'utf8')));
} else if (testRun.code !== 0) {
  findings.push({ kind: 'claim', subject: 'Vitest wrote no report', detail: testRun.output.slice(-3000), pages: [] });
}
const exampleFailures = parseExampleOutput(exampleRun.output);
const sharedReport = path.join(dir, 'examples', 'report.json');
if (existsSync(sharedReport))
  exampleFailures.push(...sharedRunFailures(JSON.parse(readFileSync(sharedReport, 'utf8'))));
findings.push(...exampleFindings(exampleFailures, pages));
if (exampleRun.code !== 0 && exampleFailures.length === 0) {
  findings.push({
    kind: 'example',
    subject: 'the example runner failed',
    detail: exampleRun.output.slice(-3000),
    pages: [],
  });
}

const report = renderReport({
  pinned: pinnedVersion,
  checked: target.label === target.version ? target.version : `${target.version} (${target.label})`,
  companions: chosen,
  missing,
  findings,
  seconds: Math.round((Date.now() - started) / 1000),
  notes,
});
const reportFile = path.join(tmpdir(), `rstest-drift-${target.label.replace(/[^\w.-]+/g, '_')}.md`);
writeFileSync(reportFile, report);
if (!values.keep) rmSync(dir, { recursive: true, force: true });
console.log(`\n${report}`);
console.log(reportFile);
