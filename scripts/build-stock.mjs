#!/usr/bin/env node
// Builds the site as stock Rspress plus the site's own features (SLIM=0: rspress-slim/ off) into
// .stock/doc_build, beside the real build, for `npm run test:stock`. Its own working folder keeps
// Rspress's temporary files apart from the site's own builds.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');
export const STOCK_DIR = path.join(ROOT, '.stock');
const outDir = path.join(STOCK_DIR, 'doc_build');
mkdirSync(STOCK_DIR, { recursive: true });
writeFileSync(
  path.join(STOCK_DIR, 'rspress.config.ts'),
  `import base from ${JSON.stringify(path.join(ROOT, 'rspress.config.ts'))};\n` +
    `export default { ...base, ...${JSON.stringify({ root: path.join(ROOT, 'docs'), outDir, themeDir: path.join(ROOT, 'theme'), i18nSourcePath: path.join(ROOT, 'i18n.json') })} };\n`,
);
execFileSync(
  process.execPath,
  [path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js'), 'build', '-c', 'rspress.config.ts'],
  { cwd: STOCK_DIR, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, SLIM: '0' } },
);
console.log(`stock build (SLIM=0) in ${path.relative(ROOT, outDir)}`);
