#!/usr/bin/env node
// `npm run since`: which @rstest/core release has each option, flag, export, member, reporter hook
// and environment variable. Installs every release the registry holds (or, with `--minors`, the
// first and last patch of each minor), each on its own in a scratch folder under the system's
// temporary folder (never into this repository's node_modules, which the install links to for the
// packages it lacks, read only; npm's cache is reused, install scripts do not run), reads its surface with the drift report's reader (lib/drift/surface.mjs, in a process
// of its own), and writes the since-table (lib/since.mjs) to site/data/since.json.
// Each release's surface is kept in the scratch folder, with the hash of the reader that read it:
// a rerun reads only the releases it has not read yet (or all of them after the reader changed).
//
// Usage:
//   node scripts/since.mjs [--minors] [--jobs <n>]   check the registry's releases, write the table
//   node scripts/since.mjs --add <version>           add one newer release to the committed table
//   options: --out <file> (default site/data/since.json), --scratch <folder>, --clean (remove the
//   installs once read; the surfaces stay)
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { addRelease, buildSinceTable, compareVersions, pickVersions } from '../lib/since.mjs';
import { linkMissing } from '../lib/drift/install.mjs';
import { ROOT } from '../lib/packages.mjs';

const run = promisify(execFile);

export const SINCE_FILE = path.join(ROOT, 'site/data/since.json');
export const SCRATCH = path.join(tmpdir(), 'rstest-since');
const READER = path.join(ROOT, 'lib/drift/surface.mjs');

/**
 * How a release is read here: installed alone, then the repository's packages it lacks linked in
 * (as `npm run drift` does), so that its types resolve as the pinned package's do (`NodeJS.ProcessEnv`
 * needs @types/node, which no release depends on). Part of the cache key.
 */
const READING = 'installed alone, repository packages linked for what it lacks';

/** The hash of the surface reader and its helpers: a surface read by another reader is read again. */
export function readerHash() {
  const hash = createHash('sha256').update(READING);
  for (const file of ['lib/drift/surface.mjs', 'lib/drift/install.mjs'])
    hash.update(readFileSync(path.join(ROOT, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The cached surface of a release, if the current reader read it.
 * @param {string} scratch
 * @param {string} version
 * @returns {import('../lib/drift/surface.mjs').Surface | undefined}
 */
export function cachedSurface(scratch, version) {
  const file = path.join(scratch, 'surfaces', `${version}.json`);
  if (!existsSync(file)) return undefined;
  const cached = JSON.parse(readFileSync(file, 'utf8'));
  return cached.reader === readerHash() ? cached.surface : undefined;
}

/**
 * Keeps a release's surface for the next run (`npm run drift` stores the surface it read too).
 * @param {string} scratch
 * @param {string} version
 * @param {import('../lib/drift/surface.mjs').Surface} surface
 */
export function storeSurface(scratch, version, surface) {
  mkdirSync(path.join(scratch, 'surfaces'), { recursive: true });
  writeFileSync(
    path.join(scratch, 'surfaces', `${version}.json`),
    JSON.stringify({ version, reader: readerHash(), surface }),
  );
}

/**
 * Installs @rstest/core@version alone (its own dependencies, no peers, no scripts) and reads its
 * surface in a child process.
 * @param {string} scratch
 * @param {string} version
 * @param {(message: string) => void} progress
 */
async function readRelease(scratch, version, progress) {
  const dir = path.join(scratch, 'install', version);
  const modules = path.join(dir, 'node_modules');
  if (!existsSync(path.join(modules, '@rstest/core/package.json'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'package.json'),
      `${JSON.stringify({ name: 'rstest-since-scratch', private: true, dependencies: { '@rstest/core': version } }, null, 2)}\n`,
    );
    const started = Date.now();
    await run(
      'npm',
      [
        'install',
        '--ignore-scripts',
        '--legacy-peer-deps',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--no-package-lock',
        '--loglevel=error',
      ],
      { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
    );
    progress(`${version} installed (${Math.round((Date.now() - started) / 1000)}s)`);
  }
  // Read-only links into this repository's node_modules, for the packages the install lacks.
  linkMissing(path.join(ROOT, 'node_modules'), modules);
  const out = path.join(dir, 'surface.json');
  await run(process.execPath, [READER, out, modules], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
  const [surface] = JSON.parse(readFileSync(out, 'utf8'));
  return surface;
}

/** @returns {Promise<string[]>} the versions the registry lists */
async function registryVersions() {
  const { stdout } = await run('npm', ['view', '@rstest/core', 'versions', '--json'], { cwd: ROOT });
  return [JSON.parse(stdout)].flat();
}

/**
 * Runs `task` over `items`, at most `jobs` at a time.
 * @template T
 * @param {string[]} items
 * @param {number} jobs
 * @param {(item: string) => Promise<T>} task
 * @returns {Promise<T[]>}
 */
async function pool(items, jobs, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, items.length) }, worker));
  return results;
}

/**
 * What one more release would change in the committed table, for `npm run drift`'s report: the
 * drift run has read that release's surface with the same reader.
 * @param {import('../lib/drift/surface.mjs').Surface} surface
 * @param {string} version
 * @returns {string}
 */
export function sinceNote(surface, version) {
  /** @type {import('../lib/since.mjs').SinceData} */
  const data = JSON.parse(readFileSync(SINCE_FILE, 'utf8'));
  const file = path.relative(ROOT, SINCE_FILE);
  if (data.checked.includes(version)) return `The since-table (\`${file}\`) has checked ${version} already.`;
  const newest = data.checked[data.checked.length - 1];
  if (compareVersions(version, newest) < 0)
    return `The since-table (\`${file}\`) checks releases up to ${newest}; \`npm run since\` checks ${version} with the others.`;
  const table = addRelease(data, version, surface);
  const rows = Object.entries(table.items);
  const arrive = rows.filter(([, row]) => row.added === version).length;
  const removed = rows.filter(([key, row]) => row.removed?.goneBy === version && !data.items[key]?.removed).length;
  const changed = rows.filter(([, row]) => row.changed?.some((change) => change.since === version)).length;
  return `The since-table (\`${file}\`) would gain a column for ${version}: ${arrive} item(s) arrive, ${removed} are removed, ${changed} config option(s) change a default or their accepted values. \`npm run since -- --add ${version}\` adds it, and the badges follow.`;
}

/**
 * Writes the table as the repository formats JSON (Prettier, as `npm run lint` checks it).
 * @param {string} file
 * @param {import('../lib/since.mjs').SinceData} table
 */
async function writeTable(file, table) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await prettier.format(JSON.stringify(table), { ...options, filepath: file }));
}

async function main() {
  const { values } = parseArgs({
    options: {
      minors: { type: 'boolean', default: false },
      add: { type: 'string' },
      jobs: { type: 'string', default: String(Math.max(2, cpus().length)) },
      out: { type: 'string', default: SINCE_FILE },
      scratch: { type: 'string', default: SCRATCH },
      clean: { type: 'boolean', default: false },
    },
  });
  const started = Date.now();
  /** @param {string} message */
  const progress = (message) => console.log(`[since ${Math.round((Date.now() - started) / 1000)}s] ${message}`);
  const scratch = path.resolve(values.scratch);
  const out = path.resolve(values.out);
  mkdirSync(scratch, { recursive: true });
  progress(`scratch folder ${scratch}`);

  const registry = await registryVersions();
  /** @param {string} version */
  const surfaceOf = async (version) => {
    const cached = cachedSurface(scratch, version);
    if (cached) {
      progress(`${version}: surface read before (${Object.keys(cached).length} items)`);
      return cached;
    }
    const surface = await readRelease(scratch, version, progress);
    storeSurface(scratch, version, surface);
    if (values.clean) rmSync(path.join(scratch, 'install', version), { recursive: true, force: true });
    done++;
    progress(`${version}: ${Object.keys(surface).length} items (${done}/${toRead} read)`);
    return surface;
  };
  let done = 0;
  let toRead = 0;

  if (values.add) {
    const version = values.add;
    /** @type {import('../lib/since.mjs').SinceData} */
    const data = JSON.parse(readFileSync(out, 'utf8'));
    toRead = 1;
    const table = addRelease(data, version, await surfaceOf(version), registry);
    await writeTable(out, table);
    summarize(table, progress);
    progress(`wrote ${path.relative(process.cwd(), out)}`);
    return;
  }

  const versions = pickVersions(registry, values.minors ? 'minors' : 'all');
  toRead = versions.filter((version) => !cachedSurface(scratch, version)).length;
  progress(
    `${versions.length} of the registry's ${registry.length} versions to check (${toRead} to read, installed first where the scratch folder lacks them; ${values.jobs} at a time): ${versions.join(', ')}`,
  );
  const surfaces = await pool(versions, Number(values.jobs), surfaceOf);
  const table = buildSinceTable(new Map(versions.map((version, index) => [version, surfaces[index]])), registry);
  await writeTable(out, table);
  summarize(table, progress);
  progress(`wrote ${path.relative(process.cwd(), out)} in ${Math.round((Date.now() - started) / 1000)}s`);
}

/**
 * @param {import('../lib/since.mjs').SinceData} table
 * @param {(message: string) => void} progress
 */
function summarize(table, progress) {
  const rows = Object.values(table.items);
  const count = (/** @type {(row: import('../lib/since.mjs').SinceRow) => unknown} */ test) => rows.filter(test).length;
  progress(
    `${table.checked.length} releases (${table.checked[0]} … ${table.checked[table.checked.length - 1]}): ${rows.length} items, ${count((r) => r.added)} arrived after ${table.checked[0]}, ${count((r) => r.removed)} removed, ${count((r) => r.changed)} config options changed`,
  );
  const byRelease = new Map();
  for (const row of rows) if (row.added) byRelease.set(row.added, (byRelease.get(row.added) ?? 0) + 1);
  progress(
    `arrivals: ${[...byRelease]
      .sort(([a], [b]) => compareVersions(a, b))
      .map(([version, n]) => `${version} ${n}`)
      .join(', ')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
