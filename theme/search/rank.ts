// Ranking and recall for the search panel. Rspress's matcher shows only hits that contain the
// whole query as typed and keeps FlexSearch's order, so `快速上手 rstest` or `配置 testTimeout`
// find nothing and a code snippet can come before the heading of the member searched for.
// This matcher scans the language's index records (a few hundred kB) on every query:
// 1. the phrase, as typed or ignoring spaces and punctuation, in titles, headings and text;
// 2. when the query has several words (Chinese is split into words), pages that have them all;
//    failing that, the pages that have the most of them.
// Pages are ordered by their best hit: a title equal to the query, then a heading equal to it,
// then titles and headings that start with it, contain it as a word, contain it; then text.
import { backTrackHeaders, getStrByteLength } from '../../rspress-slim/searchUtil';
import type { DefaultMatchResultItem, HighlightInfo } from '@rspress/core/theme-original';
import {
  type Field,
  field,
  findAll,
  findFirst,
  fold,
  phraseAlternatives,
  type Range,
  startsWord,
  squeeze,
  type Term,
  terms,
} from './text';

/** A record of the search index (search_index.<lang>.<hash>.json), as far as search reads it. */
export interface IndexRecord {
  title: string;
  routePath: string;
  content: string;
  toc: { id: string; text: string; depth: number; charIndex: number }[];
}

export interface PreparedPage {
  record: IndexRecord;
  title: Field;
  headers: Field[];
  content: Field;
}

/** Content hits shown per page: the first screen keeps room for other pages. */
export const MAX_CONTENT_HITS = 3;
const SNIPPET_LENGTH = 100;

export function prepare(records: IndexRecord[]): PreparedPage[] {
  return records
    .filter((record) => record.title || record.content)
    .map((record) => ({
      record,
      title: field(record.title),
      headers: record.toc.map((h) => field(h.text)),
      content: field(record.content),
    }));
}

type Hit = DefaultMatchResultItem & { score: number };

const byteRange = (raw: string, r: Range, offset = 0): HighlightInfo => ({
  start: r.start + offset,
  length: getStrByteLength(raw.slice(r.start, r.end)),
});

/** Sorted, non-overlapping highlights. */
function highlights(raw: string, ranges: Range[], offset = 0): HighlightInfo[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const kept: Range[] = [];
  for (const r of sorted) if (!kept.length || r.start >= (kept.at(-1)?.end ?? 0)) kept.push(r);
  return kept.map((r) => byteRange(raw, r, offset));
}

/** How well a title or heading answers the phrase; 0 when it does not contain it. */
function fieldScore(f: Field, phrase: string, base: number): { score: number; range?: Range } {
  const range = findFirst(f, phrase);
  if (!range) return { score: 0 };
  const tight = squeeze(phrase);
  const shown = f.squeezed;
  // Member headings: `rs.useFakeTimers` answers `useFakeTimers`, `mock.calls` answers `calls` (and, less, `mock`).
  const segments = /^`?[\w$]+(?:\.[\w$]+)+(?:\(\))?`?$/.test(f.raw.trim())
    ? f.raw
        .replace(/[`()]/g, '')
        .trim()
        .split('.')
        .map((s) => squeeze(fold(s)))
    : [];
  const closeness = tight.length / Math.max(shown.length, 1);
  let score: number;
  if (f.folded.replace(/[`]/g, '').trim() === phrase) score = base;
  else if (shown === tight) score = base - 20;
  else if (segments.at(-1) === tight) score = base - 50;
  else if (segments.includes(tight)) score = base - 150;
  else if (shown.startsWith(tight)) score = base - 300 + 50 * closeness;
  else if (startsWord(f.raw, range.start)) score = base - 400 + 50 * closeness;
  else score = base - 550 + 50 * closeness;
  return { score, range };
}

/** The section of the page text an index falls in: the last heading at or before it. */
function sectionAt(record: IndexRecord, index: number): number {
  let found = -1;
  record.toc.forEach((h, i) => {
    if (h.charIndex <= index) found = i;
  });
  return found;
}

function headerHit(page: PreparedPage, i: number, ranges: Range[], score: number, query: string): Hit {
  const { record } = page;
  const trail = backTrackHeaders(record.toc, i).map((h) => h.text);
  const prefix = `${record.title} > `;
  const header = `${prefix}${trail.join(' > ')}`;
  const own = trail.at(-1) ?? '';
  const offset = header.length - own.length;
  return {
    type: 'header',
    title: record.title,
    header,
    link: `${record.routePath}#${record.toc[i]?.id}`,
    query,
    highlightInfoList: highlights(own, ranges, offset),
    score,
  };
}

/** A snippet of about 100 characters around a match, from the paragraph it is in. */
function contentHit(page: PreparedPage, at: Range, needles: string[], score: number, query: string): Hit {
  const { record, content } = page;
  const raw = content.raw;
  let from = raw.lastIndexOf('\n', at.start - 1) + 1;
  let to = raw.indexOf('\n\n', at.end);
  if (to === -1) to = raw.length;
  let prefix = '';
  let suffix = '';
  if (to - from > SNIPPET_LENGTH) {
    const room = Math.max(0, Math.floor((SNIPPET_LENGTH - (at.end - at.start)) / 2) - 3);
    if (at.start - from > room) {
      from = at.start - room;
      prefix = '...';
    }
    if (to - at.end > room) {
      to = at.end + room;
      suffix = '...';
    }
  }
  const snippet = field(raw.slice(from, to));
  const ranges = needles.flatMap((n) => findAll(snippet, n));
  const section = sectionAt(record, at.start);
  const header = record.toc[section];
  return {
    type: 'content',
    title: record.title,
    header: header?.text ?? record.title,
    link: `${record.routePath}${header ? `#${header.id}` : ''}`,
    query,
    statement: `${prefix}${snippet.raw}${suffix}`,
    highlightInfoList: highlights(snippet.raw, ranges, prefix.length),
    score,
  };
}

/** Content hits: the first match in each section not already answered by its heading. */
function contentHits(
  page: PreparedPage,
  needles: string[],
  answered: Set<number>,
  score: number,
  query: string,
  marked = needles,
): Hit[] {
  const hits: Hit[] = [];
  // Enough occurrences to find a few sections; a one-letter query matches thousands.
  const ranges = needles.flatMap((n) => findAll(page.content, n, 200)).sort((a, b) => a.start - b.start);
  const seen = new Set(answered);
  for (const r of ranges) {
    if (hits.length >= MAX_CONTENT_HITS) break;
    const section = sectionAt(page.record, r.start);
    if (seen.has(section)) continue;
    seen.add(section);
    hits.push(contentHit(page, r, marked, score, query));
  }
  return hits;
}

/** A hit on the page's title, highlighting `ranges` of it. */
function titleHit(page: PreparedPage, query: string, ranges: Range[], score: number): Hit {
  const { title, routePath } = page.record;
  return {
    type: 'title',
    title,
    header: title,
    link: routePath,
    query,
    highlightInfoList: highlights(title, ranges),
    score,
  };
}

/** Hits of a page that contains the phrase (title, heading or text), best first. */
function phraseHits(page: PreparedPage, phrase: string, query: string): Hit[] {
  const hits: Hit[] = [];
  const title = fieldScore(page.title, phrase, 1000);
  if (title.range) {
    hits.push(titleHit(page, query, [title.range], title.score));
  }
  const answered = new Set<number>();
  page.headers.forEach((h, i) => {
    const depth = page.record.toc[i]?.depth ?? 2;
    const { score, range } = fieldScore(h, phrase, 900 - 10 * (depth - 2));
    if (!range) return;
    answered.add(i);
    hits.push(headerHit(page, i, [range], score, query));
  });
  const content = contentHits(page, [phrase], answered, 100, query);
  // Many mentions make a page about the phrase more likely, a little.
  const mentions = Math.min(findAll(page.content, phrase, 20).length, 20);
  for (const hit of content) hit.score += mentions;
  return [...hits, ...content];
}

/** Where a page has a word: 10 title is the word, 6 in the title, 5 a heading is the word, 4 in a heading, 1 in the text. */
function termWeight(page: PreparedPage, term: Term): number {
  let best = 0;
  for (const [i, word] of [term.text, ...term.alternatives].entries()) {
    const discount = i === 0 ? 1 : 0.8;
    const tight = squeeze(word);
    let w = 0;
    if (page.title.squeezed === tight) w = 10;
    else if (findFirst(page.title, word)) w = 6;
    else if (page.headers.some((h) => h.squeezed === tight)) w = 5;
    else if (page.headers.some((h) => findFirst(h, word))) w = 4;
    else if (findFirst(page.content, word)) w = 1;
    best = Math.max(best, w * discount);
  }
  return best;
}

/** How much of the title the words make up, 0 to 1: `工具方法` is all of 工具方法 and 80 % of Rstest 工具函数. */
function titleCoverage(page: PreparedPage, words: Term[]): number {
  const title = page.title.squeezed;
  if (!title) return 0;
  const covered = words.reduce(
    (sum, t) => sum + Math.max(0, ...wordsOf(t).map((w) => (title.includes(squeeze(w)) ? squeeze(w).length : 0))),
    0,
  );
  return Math.min(1, covered / title.length);
}

const wordsOf = (term: Term) => [term.text, ...term.alternatives];
const has = (f: Field, term: Term) => wordsOf(term).some((w) => findFirst(f, w));

/** Hits of a page that has some of the words: title and headings with them, and text where the rest are. */
function termHits(page: PreparedPage, words: Term[], query: string): Hit[] {
  const needles = words.flatMap(wordsOf);
  const hits: Hit[] = [];
  const inTitle = words.filter((t) => has(page.title, t));
  const rest = words.filter((t) => !inTitle.includes(t));
  if (inTitle.length) {
    const ranges = needles.flatMap((n) => findAll(page.title, n));
    hits.push(titleHit(page, query, ranges, 300 + 50 * inTitle.length));
  }
  const answered = new Set<number>();
  page.headers.forEach((h, i) => {
    const inHeader = rest.filter((t) => has(h, t));
    if (!inHeader.length) return;
    answered.add(i);
    const ranges = needles.flatMap((n) => findAll(h, n));
    hits.push(headerHit(page, i, ranges, 250 + 50 * inHeader.length, query));
  });
  const look = rest.length ? rest : words;
  hits.push(...contentHits(page, look.flatMap(wordsOf), answered, 100, query, needles));
  return hits;
}

/**
 * The hits for a query, page after page, best page first, each page's hits best first;
 * at most `maxPages` pages.
 */
export function rank(pages: PreparedPage[], keyword: string, maxPages = Infinity): DefaultMatchResultItem[] {
  const typed = keyword.trim().replace(/\s+/g, ' ');
  const query = fold(typed);
  if (!squeeze(query)) return [];
  const byPage = new Map<PreparedPage, { page: PreparedPage; score: number; hits: Hit[] }>();
  for (const page of pages) {
    const hits = phraseHits(page, query, query);
    if (!hits.length) continue;
    const best = Math.max(...hits.map((h) => h.score));
    // The phrase in a title or heading beats everything; in the text only, it weighs like a word in a title.
    // Two titles equal to the query but for case (`Coverage` the guide, `coverage` the option): the one as typed first.
    const asTyped = page.record.title === typed ? 1 : 0;
    byPage.set(page, { page, hits, score: (best >= 300 ? best + 10_000 : best) + asTyped });
  }
  const words = terms(query);
  // A one-word query may be a word the glossary maps to the site's (模拟 → mock): the pages with that word
  // answer it, after every title or heading that has the word as typed (`Reporter` on the zh site is a
  // heading, 报告器 a title), and before pages that only mention it. (Several words are weighed one by one
  // below, each with its alternatives.)
  const typedInHeading = [...byPage.values()].some((known) => known.score >= 10_000);
  for (const alternative of words.length === 1 ? phraseAlternatives(query) : []) {
    for (const page of pages) {
      const hits = phraseHits(page, alternative, query);
      if (!hits.length) continue;
      const best = Math.max(...hits.map((h) => h.score));
      const score = (best >= 300 && !typedInHeading ? best + 10_000 : best) - 1;
      const known = byPage.get(page);
      if (!known) byPage.set(page, { page, hits, score });
      else if (score > known.score) byPage.set(page, { page, hits: [...known.hits, ...hits], score });
    }
  }
  if (words.length > 1 || byPage.size === 0) {
    const weighed = pages
      .filter((page) => (byPage.get(page)?.score ?? 0) < 10_000)
      .map((page) => ({ page, weights: words.map((t) => termWeight(page, t)) }))
      .map(({ page, weights }) => ({
        page,
        count: weights.filter(Boolean).length,
        // A title with every word (`Mock 函数` for 模拟函数) beats one that is a single word of the query (`Mock`).
        weight:
          weights.reduce((a, b) => a + b, 0) / weights.length +
          titleCoverage(page, words) +
          (words.every((t) => has(page.title, t)) ? 1 : 0),
      }));
    // Pages with every word; failing that, the pages with the most words.
    const most = Math.max(0, ...weighed.map((w) => w.count));
    const wanted = weighed.some((w) => w.count === words.length) ? words.length : most;
    for (const { page, count, weight } of weighed) {
      if (!wanted || count < wanted) continue;
      const score = 50 * weight;
      const known = byPage.get(page);
      if (known) known.score = Math.max(known.score, score);
      else {
        const hits = termHits(page, words, query);
        if (hits.length) byPage.set(page, { page, hits, score });
      }
    }
  }
  const ranked = [...byPage.values()];
  ranked.sort((a, b) => b.score - a.score);
  return ranked.slice(0, maxPages).flatMap(({ hits }) =>
    hits
      .map((hit, order) => ({ hit, order }))
      .sort((a, b) => b.hit.score - a.hit.score || a.order - b.order)
      .map(({ hit: { score: _score, ...item } }) => item as DefaultMatchResultItem),
  );
}
