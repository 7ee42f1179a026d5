#!/usr/bin/env node
// Search quality, measured by running the site's search code in Node against the built index
// (lib/search/engine.mjs), on two sets:
// - the real-question benchmark (scripts/search/questions.json): questions readers asked in public,
//   each with the pages that answer it (grade 2: the page about it; 1: answers part of it), judged
//   by reading the pages before any search ran. Per language it prints hit@1 and hit@3 (a grade-2
//   page among the first 1 or 3 pages listed), MRR (1 / rank of the first grade-2 page) and nDCG@5
//   (graded), for the whole set and for its held-out fifth (`heldOut`: measured, never tuned on),
//   and fails (exit 1) when hit@3 is below 0.95 for either;
// - the query set derived from the built pages (lib/search/queries.mjs): every title, member
//   and heading, partial and mixed-language forms.
// Usage: node scripts/search-quality.mjs [--stock] [--json] [--dir doc_build/static] [--failures]
//   --stock     Rspress's search without this site's patches (the "before" figures; never fails)
//   --json      print one JSON object (used by e2e/search-quality.spec.ts)
//   --failures  list the queries that miss their target (of the benchmark, only those not held out)
//   --held-out  with --failures, the held-out questions' misses too (look at them only to report them)
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { loadIndexes, loadSearch } from '../lib/search/engine.mjs';
import { querySet } from '../lib/search/queries.mjs';

/** hit@3 below this, on a language's whole benchmark or on its held-out part, fails the run. */
export const MIN_HIT_AT_3 = 0.95;

/**
 * A question of the benchmark (scripts/search/questions.json).
 * @typedef {object} Question
 * @property {string} id
 * @property {'en' | 'zh'} lang
 * @property {string} class What kind of question: symptom, api-name, everyday, topic, zh-words.
 * @property {string} query What the reader typed or pasted.
 * @property {string} source Where the question was asked.
 * @property {Record<string, 1 | 2>} answers The pages that answer it, by route, with their grade.
 * @property {boolean} [heldOut] Part of the fifth that is only measured.
 */
/**
 * Benchmark figures of a set of questions.
 * @typedef {object} BenchmarkFigures
 * @property {number} questions
 * @property {number} hit1
 * @property {number} hit3
 * @property {number} mrr
 * @property {number} ndcg5
 */
/** @type {Question[]} */
export const QUESTIONS = JSON.parse(readFileSync(new URL('./search/questions.json', import.meta.url), 'utf8'));

/**
 * The pages the hits list, in order, once each (the panel groups a page's hits under it).
 * @param {{ link: string }[]} hits
 */
const pagesOf = (hits) => [...new Set(hits.map((hit) => hit.link.split('#')[0]))];

/**
 * Figures for one question from the pages its search listed.
 * @param {Question} question
 * @param {string[]} pages
 */
export function questionFigures(question, pages) {
  const grade = (/** @type {string} */ page) => question.answers[page] ?? 0;
  const first = pages.findIndex((page) => grade(page) === 2);
  const dcg = pages.slice(0, 5).reduce((sum, page, i) => sum + (2 ** grade(page) - 1) / Math.log2(i + 2), 0);
  const ideal = Object.values(question.answers)
    .sort((a, b) => b - a)
    .slice(0, 5)
    .reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  return {
    hit1: first === 0 ? 1 : 0,
    hit3: first >= 0 && first < 3 ? 1 : 0,
    rr: first >= 0 ? 1 / (first + 1) : 0,
    ndcg5: ideal ? dcg / ideal : 0,
  };
}

/**
 * @param {ReturnType<typeof questionFigures>[]} figures
 * @returns {BenchmarkFigures}
 */
function summarize(figures) {
  const mean = (/** @type {number[]} */ xs) =>
    xs.length ? +(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(3) : 0;
  return {
    questions: figures.length,
    hit1: mean(figures.map((f) => f.hit1)),
    hit3: mean(figures.map((f) => f.hit3)),
    mrr: mean(figures.map((f) => f.rr)),
    ndcg5: mean(figures.map((f) => f.ndcg5)),
  };
}

/** @typedef {import('../lib/search/queries.mjs').Query} Query */
/** @typedef {import('../lib/search/engine.mjs').DefaultMatchResultItem} Hit */
/**
 * How a language's queries fared.
 * @typedef {object} LanguageReport
 * @property {number} queries
 * @property {number} empty Queries with no result.
 * @property {Record<string, { total: number, answered: number, empty: number }>} kinds By query kind.
 * @property {number} initMs
 * @property {{ median: number, p95: number, max: number }} matchMs
 * @property {{ kind: Query['kind'], query: string, want: string[] | string, got: string[] }[]} failures
 * @property {{ all: BenchmarkFigures, heldOut: BenchmarkFigures, tuning: BenchmarkFigures, byClass: Record<string, BenchmarkFigures>, misses: { id: string, heldOut: boolean, query: string, want: string[], got: string[] }[] }} benchmark
 *   The real-question benchmark; `misses` are the questions with no grade-2 page among the first 3.
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
    /** @type {(ReturnType<typeof questionFigures> & { question: Question })[]} */
    const asked = [];
    /** @type {LanguageReport['benchmark']['misses']} */
    const misses = [];
    for (const question of QUESTIONS.filter((q) => q.lang === lang)) {
      const started = performance.now();
      const pages = pagesOf(await search(question.query));
      times.push(performance.now() - started);
      const figures = questionFigures(question, pages);
      asked.push({ ...figures, question });
      if (!figures.hit3)
        misses.push({
          id: question.id,
          heldOut: Boolean(question.heldOut),
          query: question.query.slice(0, 120),
          want: Object.keys(question.answers).filter((page) => question.answers[page] === 2),
          got: pages.slice(0, 3),
        });
    }
    const classes = [...new Set(asked.map((a) => a.question.class))];
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
      benchmark: {
        all: summarize(asked),
        heldOut: summarize(asked.filter((a) => a.question.heldOut)),
        tuning: summarize(asked.filter((a) => !a.question.heldOut)),
        byClass: Object.fromEntries(classes.map((c) => [c, summarize(asked.filter((a) => a.question.class === c))])),
        misses,
      },
    };
  }
  return report;
}

/**
 * The languages whose benchmark is below MIN_HIT_AT_3, on the whole set or its held-out part.
 * @param {Report} report
 */
export const belowTarget = (report) =>
  Object.entries(report.languages)
    .filter(([, r]) => r.benchmark.all.hit3 < MIN_HIT_AT_3 || r.benchmark.heldOut.hit3 < MIN_HIT_AT_3)
    .map(([lang]) => lang);

/** @param {{ answered: number, total: number }} counts */
const pct = ({ answered, total }) => `${((100 * answered) / total).toFixed(1)}% (${answered}/${total})`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      stock: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      failures: { type: 'boolean', default: false },
      'held-out': { type: 'boolean', default: false },
      dir: { type: 'string' },
    },
  });
  const report = await measure({ dir: values.dir, stock: values.stock });
  if (values.json) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } else {
    console.log(`search quality (${report.mode} search)`);
    /** @param {BenchmarkFigures} f */
    const line = (f) =>
      `hit@1 ${f.hit1.toFixed(2)}  hit@3 ${f.hit3.toFixed(2)}  MRR ${f.mrr.toFixed(2)}  nDCG@5 ${f.ndcg5.toFixed(2)}  (${f.questions} questions)`;
    for (const [lang, r] of Object.entries(report.languages)) {
      const b = r.benchmark;
      console.log(`\n[${lang}] real questions   ${line(b.all)}`);
      console.log(`[${lang}]   tuning part    ${line(b.tuning)}`);
      console.log(`[${lang}]   held-out fifth ${line(b.heldOut)}`);
      for (const [c, f] of Object.entries(b.byClass)) console.log(`[${lang}]   ${c.padEnd(14)} ${line(f)}`);
      if (values.failures)
        for (const m of b.misses)
          console.log(
            `    ✗ ${m.id} ${JSON.stringify(m.query)} want ${JSON.stringify(m.want)} got ${JSON.stringify(m.got)}`,
          );
    }
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
  const below = report.mode === 'site' ? belowTarget(report) : [];
  if (below.length) {
    console.error(`\nhit@3 below ${MIN_HIT_AT_3} on the real-question benchmark: ${below.join(', ')}`);
    process.exitCode = 1;
  }
}
