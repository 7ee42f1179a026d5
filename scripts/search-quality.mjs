#!/usr/bin/env node
// Search quality on the site's own query set (scripts/search/queries.mjs), measured by running
// the site's search code in Node against the built index (scripts/search/engine.mjs).
// Usage: node scripts/search-quality.mjs [--stock] [--json] [--dir doc_build/static] [--failures]
//   --stock     Rspress's search without this site's patches (the "before" figures)
//   --json      print one JSON object (used by e2e/search-quality.spec.ts)
//   --failures  list the queries that miss their target
import { parseArgs } from 'node:util';
import { loadIndexes, loadSearch } from './search/engine.mjs';
import { querySet } from './search/queries.mjs';

const { values } = parseArgs({
  options: {
    stock: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    failures: { type: 'boolean', default: false },
    dir: { type: 'string' },
  },
});

/** @typedef {import('./search/queries.mjs').Query} Query */
/** @typedef {import('./search/engine.mjs').DefaultMatchResultItem} Hit */
/**
 * How a language's queries fared.
 * @typedef {object} LanguageReport
 * @property {number} queries
 * @property {number} empty Queries with no result.
 * @property {Record<string, { total: number, answered: number, empty: number }>} kinds By query kind.
 * @property {number} initMs
 * @property {{ median: number, p95: number, max: number }} matchMs
 * @property {{ kind: Query['kind'], query: string, want: string[] | string, got: string[] }[]} failures
 */
/**
 * @typedef {object} Report
 * @property {'stock' | 'site'} mode
 * @property {Record<string, LanguageReport>} languages
 */

/** @param {string} link */
const pageOf = (link) => link.split('#')[0];

/**
 * Whether the hits answer the query the way its kind requires.
 * @param {Query} query
 * @param {Hit[]} hits
 * @returns {boolean}
 */
function judge(query, hits) {
  const { links } = query;
  if (links) {
    return hits.slice(0, 3).some((hit) => (hit.type === 'title' || hit.type === 'header') && links.includes(hit.link));
  }
  if (query.pages) return hits.length > 0 && query.pages.includes(pageOf(hits[0].link));
  return hits.length > 0;
}

/**
 * @param {{ dir?: string, stock?: boolean }} [options]
 * @returns {Promise<Report>}
 */
export async function measure({ dir, stock = false } = {}) {
  const indexes = loadIndexes(dir);
  const sets = querySet(indexes);
  const searcher = await loadSearch({ dir, stock });
  /** @type {Report} */
  const report = { mode: stock ? 'stock' : 'site', languages: {} };
  for (const [lang, queries] of Object.entries(sets)) {
    const { initMs, search } = await searcher(lang);
    /** @type {LanguageReport['kinds']} */
    const kinds = {};
    /** @type {LanguageReport['failures']} */
    const failures = [];
    /** @type {number[]} */
    const times = [];
    let empty = 0;
    for (const query of queries) {
      const started = performance.now();
      const hits = await search(query.query);
      times.push(performance.now() - started);
      const ok = judge(query, hits);
      if (hits.length === 0) empty++;
      kinds[query.kind] ??= { total: 0, answered: 0, empty: 0 };
      kinds[query.kind].total++;
      kinds[query.kind].answered += ok ? 1 : 0;
      kinds[query.kind].empty += hits.length === 0 ? 1 : 0;
      if (!ok || hits.length === 0)
        failures.push({
          kind: query.kind,
          query: query.query,
          want: query.links ?? query.pages ?? 'any result',
          got: hits.slice(0, 3).map((h) => `${h.type}:${h.link}`),
        });
    }
    times.sort((a, b) => a - b);
    report.languages[lang] = {
      queries: queries.length,
      empty,
      kinds,
      initMs: Math.round(initMs),
      matchMs: {
        median: +times[Math.floor(times.length / 2)].toFixed(2),
        p95: +times[Math.floor(times.length * 0.95)].toFixed(2),
        max: +(/** @type {number} one time per query, and every language has queries */ (times.at(-1)).toFixed(2)),
      },
      failures,
    };
  }
  return report;
}

/** @param {{ answered: number, total: number }} counts */
const pct = ({ answered, total }) => `${((100 * answered) / total).toFixed(1)}% (${answered}/${total})`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await measure({ dir: values.dir, stock: values.stock });
  if (values.json) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } else {
    console.log(`search quality (${report.mode} search)`);
    for (const [lang, r] of Object.entries(report.languages)) {
      console.log(
        `\n[${lang}] ${r.queries} queries, ${r.empty} with no result; index build ${r.initMs} ms; match median ${r.matchMs.median} ms, p95 ${r.matchMs.p95} ms`,
      );
      for (const [kind, k] of Object.entries(r.kinds))
        console.log(`  ${kind.padEnd(8)} answered ${pct(k).padEnd(20)} empty ${k.empty}`);
      if (values.failures)
        for (const f of r.failures)
          console.log(
            `    ✗ ${f.kind} ${JSON.stringify(f.query)} want ${JSON.stringify(f.want)} got ${JSON.stringify(f.got)}`,
          );
    }
  }
}
