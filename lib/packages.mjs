// How a scratch project (a runnable example, a test's throwaway run) reaches this repository's packages.
import { mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.join(import.meta.dirname, '..');
export const RSTEST_BIN = path.join(ROOT, 'node_modules/@rstest/core/bin/rstest.js');

/**
 * A real node_modules folder in `dir` that links every package of ours: a run's caches (the results
 * cache that orders files and backs `onlyFailures`) stay in the scratch folder. Only the SWC plugin
 * cache is ours, shared and kept between runs: compiling the coverage plugin anew takes seconds.
 * @param {string} dir
 * @param {{ only?: string[] }} [options] link only these top-level entries (e.g. `['@rstest']`)
 */
export function linkPackages(dir, { only } = {}) {
  const target = path.join(dir, 'node_modules');
  mkdirSync(path.join(target, '.cache'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '.cache' || (only && !only.includes(entry))) continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(target, entry), 'dir');
  }
  const swcCache = path.join(ROOT, 'node_modules/.cache/.swc');
  mkdirSync(swcCache, { recursive: true });
  symlinkSync(swcCache, path.join(target, '.cache', '.swc'), 'dir');
}
