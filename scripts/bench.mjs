// `npm run bench`: builds the site, serves it as a static host would, and measures it.
// - Build: wall time and peak memory of `rspress build`.
// - Lighthouse (mobile, default simulated throttling) on every page in budgets.json: category
//   scores, LCP, TBT, CLS, request count, JS/CSS transferred during the load.
// - First-load JS/CSS from the built HTML (brotli), search index size per locale.
// - Playwright: Ctrl+K → search input shown, and typing → first search result (cold and warm index).
// Writes .bench/result.json and prints a table; `--runs N` repeats everything and reports medians.
// Usage: node scripts/bench.mjs [--runs 3] [--no-build] [--port 4174]
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { brotliSize, firstLoadBytes } from '../lib/assets.mjs';
import {
  answerOtherHostsOffline,
  CHROMIUM_ARGS,
  CHROMIUM_BROWSER_PATH,
  hydrationMark,
  visitAsReturning,
} from '../lib/browser.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'doc_build');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '4174' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const ORIGIN = `http://127.0.0.1:${args.port}`;

/**
 * budgets.json (its `about` says what each field means).
 * @typedef {object} Budgets
 * @property {Record<string, { jsKiB: number, cssKiB: number, docPage?: boolean, notFound?: boolean }>} pages
 * @property {Targets} targets
 */
/**
 * @typedef {object} Targets
 * @property {{ performance: number, accessibility: number, bestPractices: number, seo: number }} lighthouse
 *   Minimum category scores, by the keys of {@link PageResult}.
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} docPageJsKiB
 * @property {number} firstResultMs
 */
/** @typedef {{ wallMs?: number, peakRssMiB?: number }} BuildStats */
/** @typedef {{ url: string, resourceType?: string, transferSize?: number }} NetworkRequestRow */
/** @typedef {Awaited<ReturnType<typeof lighthouseRun>> & { firstLoadJs: number, firstLoadCss: number }} PageResult */
/** @typedef {Awaited<ReturnType<typeof searchTimings>>} SearchTimings */
/** @typedef {Record<string, { bytes: number, brotli: number }>} SearchIndexSizes By language. */
/**
 * The measurements of one run.
 * @typedef {object} Run
 * @property {BuildStats} build Empty with `--no-build`.
 * @property {Record<string, PageResult>} pages
 * @property {SearchTimings} search
 * @property {SearchIndexSizes} searchIndex
 */
/** @typedef {Exclude<keyof PageResult, 'failedAudits'>} PageMetric */
/**
 * The medians of the runs (undefined where no run has a finite value).
 * @typedef {object} Summary
 * @property {BuildStats} build
 * @property {Record<string, { [K in PageMetric]: number | undefined } & { failedAudits: string[] }>} pages
 * @property {{ [K in keyof SearchTimings]: number | undefined }} search
 * @property {SearchIndexSizes} searchIndex
 */
/**
 * The page's window once the bench has set its timer marks on it.
 * @typedef {typeof window & { __bench: { typed: number, hit: number, keydown: number, input: number } }} MarkedWindow
 */

/** @type {Budgets} */
const budgets = JSON.parse(readFileSync(path.join(ROOT, 'budgets.json'), 'utf8'));
const PAGES = Object.keys(budgets.pages);
// Lighthouse drives its own Chromium process, so it needs a path even where Playwright's own is used.
const CHROMIUM = CHROMIUM_BROWSER_PATH ?? chromium.executablePath();
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
// No internet here or in CI: the logo host would only add failed requests (or DNS waits) to every
// run. Lighthouse blocks it (its console errors for blocked requests are ignored by the audits).
const BLOCKED = ['*://assets.rspack.rs/*'];

/**
 * @param {(number | undefined)[]} values
 * @returns {number | undefined}
 */
const median = (values) => {
  const sorted = /** @type {number[]} the filter keeps finite numbers */ (
    values.filter((v) => typeof v === 'number' && Number.isFinite(v))
  ).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Runs `rspress build`, measuring wall time and peak resident memory. */
function build() {
  const timeBin = ['/usr/bin/time', '/bin/time'].find((bin) => existsSync(bin));
  const rspress = [path.join(ROOT, 'node_modules', '.bin', 'rspress'), 'build'];
  const started = performance.now();
  const child = timeBin
    ? spawnSync(timeBin, ['-v', ...rspress], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 })
    : spawnSync(rspress[0], rspress.slice(1), { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  const wallMs = performance.now() - started;
  if (child.status !== 0) {
    process.stderr.write(child.stdout + child.stderr);
    throw new Error('rspress build failed');
  }
  // GNU time: the largest resident set of the build process (Rspack runs in-process).
  const rssKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(child.stderr)?.[1]);
  return { wallMs, peakRssMiB: Number.isFinite(rssKiB) ? rssKiB / 1024 : undefined };
}

async function startServer() {
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs'), '--port', args.port, '--headers'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.once('data', resolve);
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return server;
}

/** A Chromium with a DevTools port for Lighthouse, started with the flags CI uses. */
async function startChrome() {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-chrome-'));
  const chrome = spawn(
    CHROMIUM,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group, so stopping it also stops its helpers (which write to the profile).
      detached: true,
    },
  );
  const port = await new Promise((resolve, reject) => {
    let log = '';
    chrome.stderr.on('data', (chunk) => {
      log += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (match) resolve(Number(match[1]));
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${log}`)));
  });
  return {
    port,
    async stop() {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      process.kill(-(/** @type {number} it started: it printed its DevTools port */ (chrome.pid)), 'SIGTERM');
      await exited;
      try {
        rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        // A leftover temporary profile is not worth losing the measurements for.
        console.warn(`Could not remove ${userDataDir}: ${/** @type {Error} */ (error).message}`);
      }
    },
  };
}

/**
 * @param {number} port
 * @param {string} route
 */
async function lighthouseRun(port, route) {
  // Lighthouse answers undefined only in gather-only mode (`gatherMode` without `auditMode`).
  const { lhr } = /** @type {import('lighthouse').RunnerResult} */ (
    await lighthouse(
      `${ORIGIN}${route}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        blockedUrlPatterns: BLOCKED,
        // The 404 page is measured too; Lighthouse otherwise refuses a non-2xx document.
        ignoreStatusCode: true,
      },
      undefined,
    )
  );
  /** @param {string} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const requests =
    /** @type {{ items?: NetworkRequestRow[] } | undefined} the network-requests audit's table has these rows */ (
      lhr.audits['network-requests']?.details
    )?.items ?? [];
  /** @param {string} type */
  const transferred = (type) =>
    requests
      .filter((r) => r.resourceType === type && r.url.startsWith(ORIGIN))
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  /** @param {string} id */
  const failed = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      // A null score (not applicable) or a missing audit is no failure.
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    requests: requests.filter(
      (r) => !BLOCKED.some((p) => new RegExp(p.replace(/[.]/g, '\\.').replace(/\*/g, '.*')).test(r.url)),
    ).length,
    loadJsBytes: transferred('Script'),
    loadCssBytes: transferred('Stylesheet'),
    failedAudits: [...new Set(['performance', 'accessibility', 'best-practices', 'seo'].flatMap(failed))],
  };
}

/**
 * Ctrl+K → input, and typing → first hit, measured inside the page (performance.now()).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} route
 */
async function searchTimings(browser, route) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await visitAsReturning(context);
  await answerOtherHostsOffline(context, ORIGIN);
  const page = await context.newPage();
  await page.goto(`${ORIGIN}${route}`);
  // Hydrated: the hotkey hint of the search button is client-only.
  await hydrationMark(page).waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const marks = { typed: 0, hit: 0, keydown: 0, input: 0 };
    Object.assign(window, { __bench: marks });
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey)) marks.keydown = performance.now();
      },
      true,
    );
    document.addEventListener(
      'input',
      () => {
        marks.typed = performance.now();
        marks.hit = 0;
      },
      true,
    );
    new MutationObserver(() => {
      if (!marks.input && document.querySelector('.rp-search-panel__input')) marks.input = performance.now();
      if (marks.typed && !marks.hit && document.querySelector('.rp-suggest-item')) marks.hit = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  const marks = () => page.evaluate(() => ({ .../** @type {MarkedWindow} */ (window).__bench }));
  const input = page.locator('.rp-search-panel__input');
  await page.keyboard.press('Control+K');
  await input.waitFor();
  const open = await marks();
  // Cold: the first query right after opening also waits for the index to be fetched and prepared.
  await input.pressSequentially('expect');
  await page.waitForFunction(() => /** @type {MarkedWindow} */ (window).__bench.hit > 0);
  const cold = await marks();
  await input.fill('');
  await page.locator('.rp-suggest-item').first().waitFor({ state: 'detached' });
  await input.pressSequentially('snapshot');
  await page.waitForFunction(() => /** @type {MarkedWindow} */ (window).__bench.hit > 0);
  const warm = await marks();
  await context.close();
  return {
    ctrlKToInputMs: open.input - open.keydown,
    coldFirstResultMs: cold.hit - cold.typed,
    firstResultMs: warm.hit - warm.typed,
  };
}

/** @returns {SearchIndexSizes} */
function searchIndexSizes() {
  const dir = path.join(OUT_DIR, 'static');
  /** @type {SearchIndexSizes} */
  const sizes = {};
  for (const file of readdirSync(dir)) {
    const lang = /^search_index\.(?:.+\.)?([a-z]{2}(?:-[a-z]+)?)\.[0-9a-f]+\.json$/i.exec(file)?.[1];
    if (lang) sizes[lang] = { bytes: statSync(path.join(dir, file)).size, brotli: brotliSize(path.join(dir, file)) };
  }
  return sizes;
}

/**
 * @param {number} run
 * @returns {Promise<Run>}
 */
async function runOnce(run) {
  console.log(`\nRun ${run + 1}/${RUNS}`);
  /** @type {BuildStats} */
  let buildStats = {};
  if (!args['no-build']) {
    console.log('  building…');
    buildStats = build();
  }
  const staticBytes = Object.fromEntries(PAGES.map((route) => [route, firstLoadBytes(OUT_DIR, route)]));
  const server = await startServer();
  /** @type {Record<string, PageResult>} */
  const pages = {};
  /** @type {SearchTimings | undefined} */
  let search;
  try {
    const chrome = await startChrome();
    try {
      for (const route of PAGES) {
        console.log(`  lighthouse ${route}`);
        const staticLoad = { firstLoadJs: staticBytes[route].js, firstLoadCss: staticBytes[route].css };
        pages[route] = { ...(await lighthouseRun(chrome.port, route)), ...staticLoad };
      }
    } finally {
      await chrome.stop();
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      console.log('  search timings');
      search = await searchTimings(browser, '/guide/start/quick-start');
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
  return { build: buildStats, pages, search, searchIndex: searchIndexSizes() };
}

/**
 * @param {Run[]} runs
 * @returns {Summary}
 */
function summarize(runs) {
  /** @param {(run: Run) => number | undefined} get */
  const pick = (get) => median(runs.map(get));
  /** @param {string} route */
  const metricsOf = (route) => {
    const keys = /** @type {PageMetric[]} every key of a PageResult but failedAudits */ (
      Object.keys(runs[0].pages[route]).filter((key) => key !== 'failedAudits')
    );
    return /** @type {Summary['pages'][string]} */ ({
      ...Object.fromEntries(keys.map((key) => [key, pick((r) => r.pages[route][key])])),
      failedAudits: [...new Set(runs.flatMap((r) => r.pages[route].failedAudits))],
    });
  };
  const searchKeys = /** @type {(keyof SearchTimings)[]} */ (Object.keys(runs[0].search));
  return {
    build: { wallMs: pick((r) => r.build.wallMs), peakRssMiB: pick((r) => r.build.peakRssMiB) },
    pages: Object.fromEntries(PAGES.map((route) => [route, metricsOf(route)])),
    search: /** @type {Summary['search']} */ (
      Object.fromEntries(searchKeys.map((key) => [key, pick((r) => r.search[key])]))
    ),
    searchIndex: /** @type {Run} there is at least one run */ (runs.at(-1)).searchIndex,
  };
}

/**
 * Target misses, from budgets.json `targets` (`docPages` = every page but the home pages and the 404).
 * @param {Summary} result
 * @returns {string[]}
 */
function misses(result) {
  const t = budgets.targets;
  const out = [];
  for (const [route, m] of Object.entries(result.pages)) {
    const { notFound, docPage } = budgets.pages[route];
    for (const [key, min] of /** @type {[keyof Targets['lighthouse'], number][]} */ (Object.entries(t.lighthouse))) {
      // A 404 answer fails Lighthouse's "successful HTTP status" SEO audit and logs a console error
      // for the document (a best-practices audit) by design.
      if (notFound && (key === 'seo' || key === 'bestPractices')) continue;
      // An undefined median (no run measured it) misses nothing, here and below.
      const value = m[key];
      if (value !== undefined && value < min) out.push(`${route}: ${key} ${value} < ${min}`);
    }
    const { lcpMs, tbtMs, firstLoadJs } = m;
    if (lcpMs !== undefined && lcpMs > t.lcpMs) out.push(`${route}: LCP ${Math.round(lcpMs)} ms > ${t.lcpMs}`);
    if (tbtMs !== undefined && tbtMs > t.tbtMs) out.push(`${route}: TBT ${Math.round(tbtMs)} ms > ${t.tbtMs}`);
    if (docPage && firstLoadJs !== undefined && firstLoadJs > t.docPageJsKiB * 1024)
      out.push(`${route}: first-load JS ${(firstLoadJs / 1024).toFixed(1)} KiB > ${t.docPageJsKiB}`);
  }
  const { firstResultMs } = result.search;
  if (firstResultMs !== undefined && firstResultMs > t.firstResultMs)
    out.push(`search: first result ${Math.round(firstResultMs)} ms > ${t.firstResultMs}`);
  return out;
}

/** @param {Summary} result */
function printTable(result) {
  /** @param {number | undefined} bytes */
  const kib = (bytes) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
  /** @param {number | undefined} value */
  const ms = (value) => (value === undefined ? '–' : String(Math.round(value)));
  const rows = Object.entries(result.pages).map(([route, m]) => ({
    page: route,
    perf: m.performance,
    a11y: m.accessibility,
    bp: m.bestPractices,
    seo: m.seo,
    'LCP ms': ms(m.lcpMs),
    'TBT ms': ms(m.tbtMs),
    CLS: m.cls?.toFixed(3),
    'JS KiB br': kib(m.firstLoadJs),
    'CSS KiB br': kib(m.firstLoadCss),
    // What the load transferred; Chromium asks plain-http hosts for gzip only, not brotli.
    'JS KiB sent (gzip)': kib(m.loadJsBytes),
    requests: m.requests,
  }));
  console.table(rows);
  for (const [route, m] of Object.entries(result.pages)) {
    if (m.failedAudits.length) console.log(`  ${route} failed audits: ${m.failedAudits.join(', ')}`);
  }
  console.log(
    `Build: ${ms(result.build.wallMs)} ms wall, ${result.build.peakRssMiB?.toFixed(0) ?? '–'} MiB peak RSS | ` +
      `Search: Ctrl+K → input ${ms(result.search.ctrlKToInputMs)} ms, typing → first result ${ms(result.search.firstResultMs)} ms ` +
      `(cold index ${ms(result.search.coldFirstResultMs)} ms) | Index: ${Object.entries(result.searchIndex)
        .map(([lang, s]) => `${lang} ${kib(s.bytes)} KiB (${kib(s.brotli)} br)`)
        .join(', ')}`,
  );
}

console.log(`Benchmarking ${PAGES.join(', ')} with ${CHROMIUM}, ${RUNS} run(s).`);
console.log(`Lighthouse blocks ${BLOCKED.join(', ')} (no internet here; the logo host is not measured).`);
const runs = [];
for (let run = 0; run < RUNS; run++) runs.push(await runOnce(run));
/** @type {{ date: string, runs: number, medians: Summary, targets: Targets, raw: Run[], misses?: string[] }} */
const result = {
  date: new Date().toISOString(),
  runs: RUNS,
  medians: summarize(runs),
  targets: budgets.targets,
  raw: runs,
};
result.misses = misses(result.medians);
mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
writeFileSync(path.join(ROOT, '.bench', 'result.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nMedians of ${RUNS} run(s):`);
printTable(result.medians);
console.log(result.misses.length ? `\nTargets missed:\n  ${result.misses.join('\n  ')}` : '\nAll targets met.');
console.log('Wrote .bench/result.json');
