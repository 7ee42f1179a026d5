#!/usr/bin/env node
// Search cost: size of each language's search index (raw, gzip, brotli) and, in Chromium, the
// time from typing a query to the first result on the panel, measured in the page (input event
// → first `.rp-suggest-item`), so it includes the 150 ms debounce.
//   cold  first query after opening the panel (the index is already downloaded: the page prefetches it)
//   warm  later queries in the same panel
// In Node (`--scale N`), the cost of search as the site grows: index init and the median time per query
// of the real-question benchmark, on the built site and on a site N times its size (each language's
// pages copied N times under other routes, their term index built again), against the cost of reading
// every page for a query (how search worked before the term index, and still works without one).
// Budget: at N times the pages, init and query each within 1.5 times the full reading at 1 time. The
// records (Rspress's search index file, fetched and parsed once when the page is idle) are measured
// apart: they grow with the pages whatever the engine, as the file holds every page's text.
// Usage: node scripts/search-bench.mjs [--dir doc_build] [--port 4183] [--runs 3] [--json] [--no-latency] [--scale 10]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { answerOtherHostsOffline, chromiumLaunchOptions, hydrationMark, visitAsReturning } from '../lib/browser.mjs';
import { termIndexFile } from '../lib/searchTerms.mjs';
import { indexFiles, loadSearch } from '../lib/search/engine.mjs';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const QUERIES = {
  en: {
    path: '/guide/start/',
    queries: ['toHaveBeenCalledWith', 'testTimeout', 'quick start', 'fake timer', 'describe'],
  },
  zh: {
    path: '/zh/guide/start/',
    queries: ['快速上手', '模拟函数', '配置 testTimeout', '快速上手 rstest', 'describe'],
  },
};

/**
 * Size of each language's search index file, in bytes: raw, gzip (level 9) and brotli.
 * @typedef {object} IndexSize
 * @property {string} file The index file's name.
 * @property {number} raw
 * @property {number} gzip
 * @property {number} brotli
 */
/**
 * Typing-to-first-result latency of a language, in ms.
 * @typedef {object} Latency
 * @property {number} coldMs
 * @property {number} warmMs
 * @property {number} warmMaxMs
 */
/**
 * The page's window once the bench has set its timer marks on it.
 * @typedef {typeof window & { searchTimes: { typed: number, shown: number } }} TimedWindow
 */

/**
 * Size of each language's search index, in bytes.
 * @param {string} [dir]
 * @returns {Record<string, IndexSize>}
 */
export function indexSizes(dir = path.join(ROOT, 'doc_build')) {
  return Object.fromEntries(
    Object.entries(indexFiles(path.join(dir, 'static'))).map(([lang, { file }]) => {
      const data = readFileSync(file);
      return [
        lang,
        {
          file: path.basename(file),
          raw: data.length,
          gzip: gzipSync(data, { level: 9 }).length,
          brotli: brotliCompressSync(data).length,
        },
      ];
    }),
  );
}

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.floor(s.length / 2)]) : NaN;
};

/**
 * @param {string} url
 * @param {number} [ms]
 */
async function waitForServer(url, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no server at ${url}`);
}

/**
 * Typing-to-first-result latency per language, in ms (medians over `runs` fresh pages).
 * @param {{ dir?: string, port?: number, runs?: number }} [options]
 * @returns {Promise<Record<string, Latency>>}
 */
export async function searchLatency({ dir = path.join(ROOT, 'doc_build'), port = 4183, runs = 3 } = {}) {
  const { chromium } = await import('@playwright/test');
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs'), '--port', String(port), '--dir', dir], {
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  /** @type {Record<string, Latency>} */
  const result = {};
  try {
    await waitForServer(`${origin}/`);
    for (const [lang, { path: pagePath, queries }] of Object.entries(QUERIES)) {
      /** @type {number[]} */
      const cold = [];
      /** @type {number[]} */
      const warm = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        await visitAsReturning(context);
        await answerOtherHostsOffline(context, origin);
        const page = await context.newPage();
        const indexLoaded = page.waitForResponse(/\/static\/search_index\.[\w.]+\.json$/).then((r) => r.finished());
        await page.goto(`${origin}${pagePath}`);
        await hydrationMark(page).waitFor({ state: 'attached' });
        await indexLoaded;
        if (process.env.SEARCH_BENCH_SETTLE) await page.waitForTimeout(Number(process.env.SEARCH_BENCH_SETTLE));
        await page.evaluate(() => {
          const times = { typed: 0, shown: 0 };
          Object.assign(window, { searchTimes: times });
          document.addEventListener(
            'input',
            () => {
              times.typed = performance.now();
              times.shown = 0;
            },
            true,
          );
          new MutationObserver(() => {
            // A hit, or the panel saying it found nothing.
            if (!times.shown && document.querySelector('.rp-suggest-item, .rp-no-search-result'))
              times.shown = performance.now();
          }).observe(document.body, { childList: true, subtree: true });
        });
        const input = page.getByRole('textbox', { name: 'SearchPanelInput' });
        /** @param {string} query */
        const timed = async (query) => {
          await input.fill(query);
          await page.waitForFunction(() => /** @type {TimedWindow} */ (window).searchTimes.shown > 0, undefined, {
            timeout: 60_000,
          });
          return page.evaluate(() => {
            const { searchTimes } = /** @type {TimedWindow} */ (window);
            return searchTimes.shown - searchTimes.typed;
          });
        };
        await page.keyboard.press('Control+K');
        cold.push(await timed(queries[0]));
        for (const query of queries.slice(1)) {
          await input.fill('');
          await page.locator('.rp-suggest-item, .rp-no-search-result').first().waitFor({ state: 'detached' });
          warm.push(await timed(query));
        }
        await context.close();
      }
      result[lang] = { coldMs: median(cold), warmMs: median(warm), warmMaxMs: Math.round(Math.max(...warm)) };
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return result;
}

/**
 * A copy of a built site's static search files, `scale` times the pages: each record again under
 * `<route>/copy<n>`, and each language's term index built for the copies.
 * @param {string} staticDir
 * @param {number} scale
 * @returns {Promise<string>} the copy's static folder
 */
async function scaledCopy(staticDir, scale) {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { register } = await import('node:module');
  register('../lib/search/loader-hooks.mjs', import.meta.url);
  const { buildTermIndex, encodeTermIndex } = await import('../theme/search/termIndex.ts');
  const { searchSynonyms } = await import('../site/glossary.ts');
  const out = mkdtempSync(path.join(tmpdir(), `search-x${scale}-`));
  for (const [, { file }] of Object.entries(indexFiles(staticDir))) {
    /** @type {import("../theme/search/termIndex").IndexedPage[]} */
    const records = JSON.parse(readFileSync(file, 'utf8'));
    const copies = Array.from({ length: scale }, (_, n) =>
      records.map((r) => (n === 0 ? r : { ...r, routePath: `${r.routePath.replace(/\/$/, '')}/copy${n}` })),
    ).flat();
    writeFileSync(path.join(out, path.basename(file)), JSON.stringify(copies));
    writeFileSync(
      path.join(out, termIndexFile(path.basename(file))),
      encodeTermIndex(buildTermIndex(copies, searchSynonyms())),
    );
  }
  return out;
}

/**
 * Init and median query time per language, in ms (median of `runs` inits), for the site's search on
 * `staticDir`; with `fullRead`, every page is read for every query (no term index).
 * @param {string} staticDir
 * @param {{ runs: number, fullRead?: boolean }} options
 */
async function nodeCost(staticDir, { runs, fullRead = false }) {
  const { QUESTIONS } = await import('./search-quality.mjs');
  const { register } = await import('node:module');
  register('../lib/search/loader-hooks.mjs', import.meta.url);
  const { prepare, rank } = await import('../theme/search/index.ts');
  /** @type {Record<string, { initMs: number, queryMs: number, recordsMs: number }>} */
  const result = {};
  const searcher = await loadSearch({ dir: staticDir });
  for (const lang of ['en', 'zh']) {
    const queries = QUESTIONS.filter((q) => q.lang === lang).map((q) => q.query);
    /** @type {number[]} */
    const inits = [];
    /** @type {number[]} */
    const records = [];
    /** @type {number[]} */
    const times = [];
    for (let run = 0; run < runs; run++) {
      if (fullRead) {
        const { file } = indexFiles(staticDir)[lang] ?? { file: '' };
        const started = performance.now();
        const parsed = JSON.parse(readFileSync(file, 'utf8'));
        const read = performance.now();
        const pages = prepare(parsed);
        records.push(read - started);
        inits.push(performance.now() - read);
        for (const query of queries) {
          const t = performance.now();
          rank(pages, query, 7);
          times.push(performance.now() - t);
        }
      } else {
        const { initMs, recordsMs, search } = await searcher(lang);
        inits.push(initMs);
        records.push(recordsMs);
        for (const query of queries) {
          const t = performance.now();
          await search(query);
          times.push(performance.now() - t);
        }
      }
    }
    const middle = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
    result[lang] = {
      initMs: +middle(inits).toFixed(1),
      queryMs: +middle(times).toFixed(2),
      recordsMs: +middle(records).toFixed(1),
    };
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'doc_build' },
      port: { type: 'string', default: '4183' },
      runs: { type: 'string', default: '3' },
      json: { type: 'boolean', default: false },
      'no-latency': { type: 'boolean', default: false },
      scale: { type: 'string' },
    },
  });
  if (values.scale) {
    const scale = Number(values.scale);
    const staticDir = path.join(path.resolve(values.dir), 'static');
    const runs = Number(values.runs);
    const before = await nodeCost(staticDir, { runs, fullRead: true });
    const atOne = await nodeCost(staticDir, { runs });
    const atScale = await nodeCost(await scaledCopy(staticDir, scale), { runs });
    const rows = Object.keys(before).map((lang) => ({
      lang,
      fullRead1x: before[lang],
      index1x: atOne[lang],
      [`index${scale}x`]: atScale[lang],
      initRatio: +(atScale[lang].initMs / before[lang].initMs).toFixed(2),
      queryRatio: +(atScale[lang].queryMs / before[lang].queryMs).toFixed(2),
    }));
    if (values.json) process.stdout.write(`${JSON.stringify(rows)}\n`);
    else
      for (const r of rows)
        console.log(
          `[${r.lang}] init / query: reading every page at 1x ${r.fullRead1x.initMs} / ${r.fullRead1x.queryMs} ms; ` +
            `term index at 1x ${r.index1x.initMs} / ${r.index1x.queryMs} ms, at ${scale}x ${atScale[r.lang].initMs} / ${atScale[r.lang].queryMs} ms ` +
            `(x${r.initRatio} and x${r.queryRatio} of reading every page at 1x; budget x1.5); ` +
            `records ${r.fullRead1x.recordsMs} ms at 1x, ${atScale[r.lang].recordsMs} ms at ${scale}x`,
        );
    process.exit(rows.every((r) => r.initRatio <= 1.5 && r.queryRatio <= 1.5) ? 0 : 1);
  }
  const dir = path.resolve(values.dir);
  const sizes = indexSizes(dir);
  const latency = values['no-latency']
    ? undefined
    : await searchLatency({ dir, port: Number(values.port), runs: Number(values.runs) });
  if (values.json) process.stdout.write(`${JSON.stringify({ sizes, latency })}\n`);
  else {
    /** @param {number} n */
    const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
    for (const [lang, s] of Object.entries(sizes)) {
      console.log(`[${lang}] index ${s.file}: ${kb(s.raw)} raw, ${kb(s.gzip)} gzip, ${kb(s.brotli)} brotli`);
      if (latency?.[lang])
        console.log(
          `[${lang}] typing → first result: cold ${latency[lang].coldMs} ms, warm ${latency[lang].warmMs} ms (max ${latency[lang].warmMaxMs} ms)`,
        );
    }
  }
}
