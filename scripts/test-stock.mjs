#!/usr/bin/env node
// `npm run test:stock`: builds the stock site (scripts/build-stock.mjs: SLIM=0 into .stock/doc_build)
// and runs the stock set of end-to-end specs (lib/stock-set.mjs) against it.
// Usage: node scripts/test-stock.mjs [--no-build] [spec files …] [Playwright options …]
//   --no-build   reuse .stock/doc_build (CI's browser shards get it from the build job)
//   spec files   a part of the stock set (`npm test -- --shard k/n` runs its shard's part)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { STOCK_SPECS } from '../lib/stock-set.mjs';

const ROOT = path.join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const specs = args.filter((arg) => !arg.startsWith('-'));
const options = args.filter((arg) => arg.startsWith('-') && arg !== '--no-build');
const outside = specs.filter((spec) => !STOCK_SPECS.includes(spec));
if (outside.length > 0) {
  console.error(`Not in the stock set (lib/stock-set.mjs): ${outside.join(', ')}`);
  process.exit(1);
}
const noBuild = args.includes('--no-build');
if (noBuild && !existsSync(path.join(ROOT, '.stock/doc_build/index.html'))) {
  console.error('--no-build: there is no stock build in .stock/doc_build (node scripts/build-stock.mjs makes it)');
  process.exit(1);
}
const step = (/** @type {string[]} */ command, /** @type {NodeJS.ProcessEnv} */ env = {}) => {
  const result = spawnSync(process.execPath, command, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!noBuild) step([path.join(ROOT, 'scripts/build-stock.mjs')]);
step(
  [
    path.join(ROOT, 'node_modules/@playwright/test/cli.js'),
    'test',
    ...(specs.length ? specs : STOCK_SPECS),
    ...options,
  ],
  {
    E2E_SITE_DIR: '.stock/doc_build',
    E2E_PORT_OFFSET: '2000',
  },
);
