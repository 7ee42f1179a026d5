#!/usr/bin/env node
// The gain column of rspress-slim/README.md: builds the site with the whole layer, then once without each patch
// (with the patches that need it), and once stock (SLIM=0), and prints the first-load JS of the
// budgeted pages (budgets.json) for each. Takes one production build per row (~1 min each on 2 cores);
// leaves doc_build as the last full build. Usage: node scripts/measure-slim.mjs [patch …]
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { firstLoadBytes } from '../lib/assets.mjs';

const ROOT = path.join(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'doc_build');
const pages = Object.keys(JSON.parse(readFileSync(path.join(ROOT, 'budgets.json'), 'utf8')).pages);
// The layer's TypeScript, transpiled as the search scripts do.
register('../lib/search/loader-hooks.mjs', import.meta.url);
const { PATCHES } = await import('../rspress-slim/switchable/index.ts');

/** @param {string[]} names */
const withDependents = (names) => {
  const off = new Set(names);
  let grew = true;
  while (grew) {
    grew = false;
    for (const patch of PATCHES)
      if (!off.has(patch.name) && (patch.needs ?? []).some((need) => off.has(need))) grew = off.add(patch.name) && true;
  }
  return [...off];
};

/** @param {Record<string, string>} env */
function measure(env) {
  execSync('npx rspress build', { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore' });
  return Object.fromEntries(pages.map((route) => [route, firstLoadBytes(OUT, route).js / 1024]));
}

const wanted = process.argv.slice(2);
/** @type {{ name: string, env: Record<string, string> }[]} */
const rows = [
  ...(wanted.length ? wanted : PATCHES.map((/** @type {{ name: string }} */ patch) => patch.name)).map((name) => ({
    name,
    env: { SLIM_OFF: withDependents([name]).join(',') },
  })),
  { name: 'SLIM=0 (stock)', env: { SLIM: '0' } },
];
const full = measure({});
console.log(`| without | ${pages.join(' | ')} |\n|---|${pages.map(() => '--:').join('|')}|`);
console.log(`| (full layer, KiB) | ${pages.map((route) => full[route].toFixed(1)).join(' | ')} |`);
for (const row of rows) {
  const result = measure(row.env);
  console.log(
    `| ${row.name} (${row.env.SLIM_OFF ?? ''}) | ${pages.map((route) => `+${(result[route] - full[route]).toFixed(1)}`).join(' | ')} |`,
  );
}
measure({});
