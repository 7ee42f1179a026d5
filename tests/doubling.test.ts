// A page's first load must not grow with the site. The site is built twice, as it is and
// with every section copied (twice the pages), and the same pages must load the same JS within 2 KiB.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { brotliSize, firstLoadBytes, htmlFileFor, referencedAssets } from '../lib/assets.mjs';

const ROOT = path.join(import.meta.dirname, '..');
// Inside the repository (so the build resolves its packages), ignored by git and removed afterwards.
const WORK = path.join(ROOT, '.doubling');
const ROUTES = ['/', '/guide/start/quick-start', '/config/test/pool', '/api/test-api/expect'];
const TOLERANCE_BYTES = 2 * 1024;

/** Builds the site from `docs` with the real config and theme; returns the output folder. */
function build(name: string, docs: string): string {
  const dir = path.join(WORK, name);
  const outDir = path.join(dir, 'doc_build');
  mkdirSync(dir, { recursive: true });
  const config = {
    root: docs,
    outDir,
    themeDir: path.join(ROOT, 'theme'),
    i18nSourcePath: path.join(ROOT, 'i18n.json'),
  };
  writeFileSync(
    path.join(dir, 'rspress.config.ts'),
    `import base from ${JSON.stringify(path.join(ROOT, 'rspress.config.ts'))};\n` +
      `export default { ...base, ...${JSON.stringify(config)} };\n`,
  );
  // Its own working folder keeps Rspress's temporary files apart from the site's own builds.
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js'), 'build', '-c', 'rspress.config.ts'],
    { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false' } },
  );
  return outDir;
}

/** The Markdown pages under `dir`. */
const countPages = (dir: string) =>
  readdirSync(dir, { recursive: true }).filter((file) => /\.mdx?$/.test(String(file))).length;

/** A copy of the docs where every section of every language appears twice (`guide` and `guide-copy`). */
function doubledDocs(): { docs: string; pages: number } {
  const docs = path.join(WORK, 'docs');
  cpSync(path.join(ROOT, 'docs'), docs, { recursive: true });
  for (const lang of readdirSync(docs)) {
    for (const section of readdirSync(path.join(docs, lang))) {
      const from = path.join(docs, lang, section);
      if (statSync(from).isDirectory()) cpSync(from, `${from}-copy`, { recursive: true });
    }
  }
  return { docs, pages: countPages(docs) };
}

let base = '';
let doubled = '';

// `npm test` has just built the site as it is (scripts/test.mjs passes its output folder).
const BUILT = process.env.DOUBLING_BASE ? path.resolve(ROOT, process.env.DOUBLING_BASE) : undefined;

beforeAll(() => {
  rmSync(WORK, { recursive: true, force: true });
  const copy = doubledDocs();
  // Guards the test itself: the copy must really hold (about) twice the pages.
  expect(copy.pages).toBeGreaterThanOrEqual(2 * countPages(path.join(ROOT, 'docs')) - 2);
  base = BUILT && existsSync(path.join(BUILT, 'index.html')) ? BUILT : build('base', path.join(ROOT, 'docs'));
  doubled = build('doubled', copy.docs);
}, 300_000);

/** The search index files of a build (`static/search_index.<lang>.<hash>.json`), in brotli bytes by language. */
const searchIndexes = (outDir: string) =>
  Object.fromEntries(
    readdirSync(path.join(outDir, 'static'))
      .filter((file) => /^search_index\.\w+\.\w+\.json$/.test(file))
      .map((file) => [file.split('.')[1], brotliSize(path.join(outDir, 'static', file))]),
  );

afterAll(() => {
  // The figures, for the record (the tests below hold them to the tolerance).
  if (base && doubled) {
    for (const route of ROUTES)
      console.info(
        `${route}: first-load JS ${firstLoadBytes(base, route).js} B -> ${firstLoadBytes(doubled, route).js} B`,
      );
    console.info(
      `search index at idle (brotli B): ${JSON.stringify(searchIndexes(base))} -> ${JSON.stringify(searchIndexes(doubled))}`,
    );
  }
  rmSync(WORK, { recursive: true, force: true });
  // Two builds' worth of files to measure and remove, on a busy machine.
}, 120_000);

test.each(ROUTES)('first-load JS of %s stays within 2 KiB when the page count doubles', (route) => {
  const before = firstLoadBytes(base, route);
  const after = firstLoadBytes(doubled, route);
  const detail = (bytes: typeof before) => bytes.jsFiles.map((f) => `${f.url} ${f.brotli} B`).join('\n');
  expect(
    Math.abs(after.js - before.js),
    `as built:\n${detail(before)}\nwith twice the pages:\n${detail(after)}`,
  ).toBeLessThanOrEqual(TOLERANCE_BYTES);
});

test.each(ROUTES)('the HTML of %s stays within 2 KiB when the page count doubles', (route) => {
  const html = (outDir: string) => {
    const file = path.join(outDir, route.endsWith('/') ? `${route}index.html` : `${route}.html`);
    return statSync(file).size;
  };
  expect(Math.abs(html(doubled) - html(base))).toBeLessThanOrEqual(TOLERANCE_BYTES);
});

test.each(ROUTES)('the first load of %s holds no search index, in either build', (route) => {
  // The index is fetched when the browser is idle (spec), so its size, which grows with the pages, is not in the first load.
  for (const outDir of [base, doubled]) {
    const { js, css } = referencedAssets(readFileSync(htmlFileFor(outDir, route), 'utf8'));
    expect([...js, ...css].filter((url) => url.includes('search_index'))).toEqual([]);
  }
});
