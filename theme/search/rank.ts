// Ranking and recall for the search panel. Rspress's matcher shows only hits that contain the
// whole query as typed and keeps FlexSearch's order, so `快速上手 rstest` or `配置 testTimeout`
// find nothing and a code snippet can come before the heading of the member searched for.
// This matcher scans the language's index records (a few hundred kB) on every query:
// 1. the phrase, as typed or ignoring spaces and punctuation, in titles, headings and text;
// 2. when the query has several words (Chinese is split into words), pages that have them all;
//    failing that, the pages that have the most of them.
// Pages are ordered by their best hit: a title equal to the query, then a heading equal to it,
// then titles and headings that start with it, contain it as a word, contain it; then text.
import { backTrackHeaders, getStrByteLength } from '../../rspress-slim/always-on/searchUtil';
import type { DefaultMatchResultItem, HighlightInfo } from '@rspress/core/theme-original';
import { OTHER_RUNNERS, readerQuery } from './query';
import { readerWords } from './termIndex';
import { isStopWord, stem } from './terms';
import {
  type Field,
  field,
  findAll,
  findFirst,
  fold,
  NO_GLOSSARY,
  phraseAlternatives,
  type Synonyms,
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
  /** Its `keywords`: the words readers use for the page's topic (./termIndex.ts `readerWords`). */
  frontmatter?: { keywords?: unknown };
  /** The page's one-sentence summary (front matter `description`). */
  description?: string;
}

export interface PreparedPage {
  record: IndexRecord;
  /** The name of the page's section as the nav says it, squeezed: `配置 testTimeout` asks for the Config page. */
  section: string;
  /** The words readers use for the page's topic that it may not say (front matter `keywords`). */
  readerWords: Field[];
  /** What the page is about, in a sentence (front matter `description`). */
  description: Field;
  title: Field;
  headers: Field[];
  content: Field;
}

/** The nav's name of each section, en and zh (i18n.json navGuide, navConfig, navApi), squeezed. */
const SECTIONS: Record<string, [string, string]> = {
  guide: ['guide', '指南'],
  config: ['config', '配置'],
  api: ['api', 'api'],
};

/** Content hits shown per page: the first screen keeps room for other pages. */
export const MAX_CONTENT_HITS = 3;
const SNIPPET_LENGTH = 100;

export function prepare(records: IndexRecord[]): PreparedPage[] {
  return records
    .filter((record) => record.title || record.content)
    .map((record) => ({
      record,
      section:
        SECTIONS[/^(?:\/zh)?\/(\w+)\//.exec(record.routePath)?.[1] ?? '']?.[
          record.routePath.startsWith('/zh/') ? 1 : 0
        ] ?? '',
      readerWords: readerWords(record).map(field),
      description: field(record.description ?? ''),
      title: field(record.title),
      headers: record.toc.map((h) => field(h.text)),
      content: field(record.content),
    }));
}

/** A hit and its score; `readerWords` when only the page's reader words (front matter `keywords`) had the phrase. */
type Hit = DefaultMatchResultItem & { score: number; readerWords?: boolean };

const byteRange = (raw: string, r: Range, offset = 0): HighlightInfo => ({
  start: r.start + offset,
  length: getStrByteLength(raw.slice(r.start, r.end)),
});

/** Whether a query is words (`模块 mock`, `fake timers`) rather than one API name (`toHaveBeenCalledWith`, `rs.fn`). */
const isWords = (query: string) => /\s|\p{Script=Han}/u.test(query.trim());

/** Sorted, non-overlapping highlights. */
function highlights(raw: string, ranges: Range[], offset = 0): HighlightInfo[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const kept: Range[] = [];
  for (const r of sorted) if (!kept.length || r.start >= (kept.at(-1)?.end ?? 0)) kept.push(r);
  return kept.map((r) => byteRange(raw, r, offset));
}

/**
 * How well a title or heading answers the phrase; 0 when it does not contain it. With `about`, a title
 * that has the phrase as a word beats any heading: a query of words asks for the page about them
 * (`模块 mock` is 深入模块 mock, not a section called 模块 mock on another page).
 */
function fieldScore(f: Field, phrase: string, base: number, about = false): { score: number; range?: Range } {
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
  else if (about && startsWord(f.raw, range.start)) score = base - 90 + 50 * closeness;
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
  const title = fieldScore(page.title, phrase, 1000, isWords(phrase));
  if (title.range) {
    hits.push(titleHit(page, query, [title.range], title.score));
  } else {
    // Words readers use for the page's topic: the page is the answer, so its title is the hit (nothing to
    // mark). Also when a longer query says one of them (`Cannot find name 'describe'. Do you need …`).
    const said = Math.max(
      0,
      ...page.readerWords.map((w) => fieldScore(w, phrase, 880, true).score || (holds(phrase, w, 3, 12) ? 700 : 0)),
    );
    if (said) hits.push({ ...titleHit(page, query, [], said), readerWords: true });
  }
  const answered = new Set<number>();
  page.headers.forEach((h, i) => {
    const depth = page.record.toc[i]?.depth ?? 2;
    const found = fieldScore(h, phrase, 900 - 10 * (depth - 2));
    // A pasted message that holds a heading of several words (`Cannot use import statement outside a module`).
    const held = found.range ? undefined : heldSegment(phrase, h);
    const { score, range } = held ? { score: 600 + Math.min(held.end - held.start, 100), range: held } : found;
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

const LONE_HAN = /^\p{Script=Han}$/u;

/**
 * Whether a longer query holds all of `f` (a heading, a reader word) as written, ignoring spaces,
 * punctuation and numbers (`timed out in 1000ms` holds `timed out in 5000ms`): `f` must have at
 * least `words` words and `letters` letters, so that a short one (`Mock`) does not match every query.
 */
/**
 * The longest part of a heading (the heading, or a part of it between commas: `document is not defined,
 * window is not defined`) that a longer query holds (`holds`), as a range of the heading.
 */
function heldSegment(phrase: string, h: Field): Range | undefined {
  const tight = heldForm(phrase);
  // Only a query longer than the shortest part that counts can hold one (most typed queries cannot).
  if (tight.length <= 12) return undefined;
  let best: Range | undefined;
  for (const part of partsOf(h))
    if (part.words >= 3 && part.tight.length >= 12 && tight.length > part.tight.length && tight.includes(part.tight))
      if (!best || part.range.end - part.range.start > best.end - best.start) best = part.range;
  return best;
}

/** A text as `holds` compares it: letters and digits only, each run of digits one `0`. */
const heldForm = (text: string) => squeeze(text).replace(/\p{N}+/gu, '0');

interface Part {
  range: Range;
  tight: string;
  words: number;
}
const parts = new WeakMap<Field, Part[]>();

/** A heading and its parts between commas, as `holds` compares them (made once per heading). */
function partsOf(h: Field): Part[] {
  let known = parts.get(h);
  if (!known) {
    known = [];
    let start = 0;
    for (const text of [h.raw, ...h.raw.split(/[,，、]/)]) {
      const at = text === h.raw ? 0 : h.raw.indexOf(text, start);
      if (text !== h.raw) start = at + text.length;
      known.push({
        range: { start: at, end: at + text.length },
        tight: heldForm(fold(text)),
        words: (text.match(/[\p{L}\p{N}]+/gu) ?? []).length,
      });
    }
    parts.set(h, known);
  }
  return known;
}

function holds(phrase: string, f: Field, words: number, letters: number): boolean {
  const own = heldForm(f.folded);
  if (own.length < letters || (f.raw.match(/[\p{L}\p{N}]+/gu) ?? []).length < words) return false;
  const tight = heldForm(phrase);
  return tight.length > own.length && tight.includes(own);
}

/** The objects API names hang from: alone in a dotted chain they say nothing (`rs.mock` is about mock). */
const NAMESPACES = new Set(['rs', 'rstest', 'vi', 'jest', 'vitest', 'expect', 'it', 'test', 'describe']);

/** A query that quotes a message rather than asks in words: an error name, a failure, a stack. */
const ERROR_LIKE =
  /Error\b|\b(?:is not (?:defined|a function|supported)|cannot|can't|could not|failed|not found|timed out|unexpected|invalid|unknown|missing|exited)\b|报错|错误|失败|超时/i;

const isErrorPage = (page: PreparedPage) => /^(?:\/zh)?\/guide\/errors\//.test(page.record.routePath);

/** The runs of three words of a folded query of at least four words (`hook timed out in 1000ms` → `hook timed out`, …), numbers left out. */
function wordRuns(query: string): string[] {
  const words = query.match(/[\p{L}_$][\p{L}\p{N}_$]*/gu) ?? [];
  if (words.length < 4) return [];
  const runs = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) runs.add(words.slice(i, i + 3).join(' '));
  return [...runs];
}

/** The pieces of a query that are markup or code: words with `<`, `>`, `=`, `{`, `}` (`<img`, `src=x`). */
function codePieces(query: string): string[] {
  return [...new Set(query.split(/\s+/).filter((piece) => piece.length >= 3 && /[<>={}]/.test(piece)))];
}

/** The share of a query's code pieces that the page's text has as written, or that start a piece of it (0 to 1). */
function literalOverlap(page: PreparedPage, pieces: string[]): number {
  if (!pieces.length) return 0;
  const found = pieces.filter(
    (piece) => page.content.folded.includes(piece) || page.content.folded.includes(piece.replace(/[=(]\w*$/, '=')),
  );
  return found.length / pieces.length;
}

/** The share of a query's runs of words that the page's text, title or headings has as written (0 to 1). */
function phraseOverlap(page: PreparedPage, runs: string[]): number {
  if (!runs.length) return 0;
  const has = (run: string) =>
    page.content.folded.includes(run) ||
    page.title.folded.includes(run) ||
    page.headers.some((h) => h.folded.includes(run));
  return runs.filter(has).length / runs.length;
}

/**
 * A page's score from its phrase hits: the phrase in a title or heading beats everything (10 000 up);
 * in the page's reader words it beats the text of other pages (5 000 up); in the text only, it weighs
 * like a word in a title. (Two titles equal to the query but for case, `Coverage` the guide and
 * `coverage` the option: the one as typed gets 1 more.)
 */
function pageScore(hits: Hit[]): number {
  const shown = hits.filter((h) => !h.readerWords);
  const best = Math.max(0, ...shown.map((h) => h.score));
  const said = Math.max(0, ...hits.filter((h) => h.readerWords).map((h) => h.score));
  if (best >= 300) return best + 10_000;
  return said ? said + 5_000 : best;
}

/** Where a page has a word: 10 title is the word, 6 in the title, 5 a heading is the word, 4 in a heading, 1 in the text. */
function termWeight(page: PreparedPage, term: Term, alone = true, place?: number): number {
  // Where the term index says the page has the word: the text is not read again, only the title and
  // headings are compared to tell "is the word" from "has the word".
  if (place !== undefined) {
    if (!place) return 0;
    const words = wordsOf(term);
    const tights = words.map(squeeze);
    const discount = place % 1 ? 0.8 : 1;
    if (place >= 3) {
      if (tights.includes(page.title.squeezed)) return (alone ? 10 : 6) * discount;
      return (words.some((w) => findFirst(page.title, w)) ? 6 : 5) * discount;
    }
    if (place >= 2) {
      if (tights.includes(page.section) || page.headers.some((h) => tights.includes(h.squeezed))) return 5 * discount;
      return (page.headers.some((h) => words.some((w) => findFirst(h, w))) ? 4 : 2) * discount;
    }
    return tights.includes(page.section) ? 5 : 1 * discount;
  }
  let best = 0;
  for (const [i, word] of [term.text, ...term.alternatives].entries()) {
    const discount = i === 0 ? 1 : 0.8;
    const tight = squeeze(word);
    let w = 0;
    // A title that is the word is the answer to the word alone; beside other words it is one title among others.
    if (page.title.squeezed === tight) w = alone ? 10 : 6;
    else if (findFirst(page.title, word)) w = 6;
    else if (page.section === tight || page.readerWords.some((r) => findFirst(r, word))) w = 5;
    else if (page.headers.some((h) => h.squeezed === tight)) w = 5;
    else if (page.headers.some((h) => findFirst(h, word))) w = 4;
    else if (findFirst(page.description, word)) w = 2;
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

/** How much a word of the query tells: the same for every word unless the index says how rare each is. */
export type Rarity = (term: Term) => number;

/** The words of a query that say what it is about: no stop words, and no runner names beside other words. */
export function meaningfulTerms(query: string, synonyms: Synonyms = NO_GLOSSARY): Term[] {
  // `rejects.toThrowError` is two members: the members of a dotted chain are weighed one by one, and the
  // chain as a whole (`rs.mock` is a heading), but not the namespaces (`rs`, `expect`) alone.
  const chains = query.match(/[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)+/gu) ?? [];
  const members = chains.flatMap((chain) => chain.split('.').filter((part) => !NAMESPACES.has(part)));
  const all = terms(
    `${query.replace(/[|]/g, ' ').replace(/(?<=[\p{L}\p{N}_$)])\.(?=[\p{L}_$])/gu, ' ')} ${chains.join(' ')} ${members.join(' ')}`,
    synonyms,
  )
    .filter((t) => !NAMESPACES.has(t.text) || !chains.length)
    // `jest?`, `"describe"`, `(it|test)`: the word, not its punctuation.
    .map((t) => {
      const text = t.text.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
      return text === t.text ? t : { text, alternatives: synonyms.of(text) };
    })
    .filter((t, i, list) => t.text && list.findIndex((o) => o.text === t.text) === i)
    // The stem stands for the word too: `resolved` finds the title `resolve`.
    .map((t) => {
      const root = stem(t.text);
      return root !== t.text && root.length >= 4 ? { ...t, alternatives: [...t.alternatives, root] } : t;
    });
  const meaningful = all.filter((t) => !isStopWord(t.text));
  // `jest mock module` asks how to mock a module, in Rstest; `migrate from jest`, `jest vs vitest` ask about Jest.
  const aboutRunners = ABOUT_RUNNERS.test(query);
  const topical = aboutRunners ? meaningful : meaningful.filter((t) => !OTHER_RUNNERS.has(t.text));
  return topical.length ? topical : meaningful.length ? meaningful : all;
}

/** Words that make another runner's name the topic of a query: moving from it, comparing with it. */
const ABOUT_RUNNERS =
  /\b(?:migrat\w*|switch\w*|mov(?:e|ing)|vs|versus|compar\w*|differen\w*|instead|replace)\b|迁移|对比|比较|区别|选型|替代|切换|还是/;

/**
 * The hits for a query, page after page, best page first, each page's hits best first;
 * at most `maxPages` pages. `pages` are the pages to rank (the term index's candidates, or all).
 */
/** Where the term index says a page has a word of the query: 0 not, 1 its text, 2 a heading or the description, 3 the title or reader words (less a half for a longer word). */
export type Place = (page: PreparedPage, term: Term) => number | undefined;

export function rank(
  pages: PreparedPage[],
  keyword: string,
  maxPages = Infinity,
  rarity: Rarity = () => 1,
  place: Place = () => undefined,
  synonyms: Synonyms = NO_GLOSSARY,
): DefaultMatchResultItem[] {
  const typed = readerQuery(keyword);
  const query = fold(typed);
  if (!squeeze(query)) return [];
  // A page's hits, or how to make them: made only for the pages shown.
  const byPage = new Map<PreparedPage, { page: PreparedPage; score: number; hits: Hit[] | (() => Hit[]) }>();
  for (const page of pages) {
    const hits = phraseHits(page, query, query);
    if (!hits.length) continue;
    byPage.set(page, { page, hits, score: pageScore(hits) + (page.record.title === typed ? 1 : 0) });
  }
  const words = meaningfulTerms(query, synonyms);
  // A one-word query may be a word the glossary maps to the site's (模拟 → mock): the pages with that word
  // answer it, after every title or heading that has the word as typed (`Reporter` on the zh site is a
  // heading, 报告器 a title), and before pages that only mention it. (Several words are weighed one by one
  // below, each with its alternatives.)
  const typedInHeading = [...byPage.values()].some((known) => known.score >= 10_000);
  // Chinese written without spaces is one phrase to the reader, however the segmenter splits it.
  const oneWord = words.length === 1 || /^\p{Script=Han}+$/u.test(query);
  for (const alternative of oneWord ? phraseAlternatives(query, synonyms) : []) {
    for (const page of pages) {
      const hits = phraseHits(page, alternative, query);
      if (!hits.length) continue;
      const best = Math.max(...hits.map((h) => h.score));
      const score = (best >= 300 && !typedInHeading ? pageScore(hits) : best) - 1;
      const known = byPage.get(page);
      if (!known) byPage.set(page, { page, hits, score });
      else if (score > known.score) byPage.set(page, { page, hits: [...(known.hits as Hit[]), ...hits], score });
    }
  }
  if (words.length > 1 || byPage.size === 0) {
    const shingles = wordRuns(query);
    const literals = codePieces(query);
    const errorLike = ERROR_LIKE.test(typed);
    const rarities = words.map(rarity);
    const total = rarities.reduce((a, b) => a + b, 0) || 1;
    const weighed = pages
      .filter((page) => (byPage.get(page)?.score ?? 0) < 10_000)
      .map((page) => {
        // A lone Chinese character (the segmenter's leftover of a word it does not know) is in many headings:
        // it counts as a mention, wherever it is.
        const weights = words.map((t) =>
          Math.min(
            termWeight(page, t, words.length === 1, place(page, t)),
            words.length > 1 && LONE_HAN.test(t.text) ? 1 : 10,
          ),
        );
        // The share of the query's meaning the page has: a rare word counts more than a common one.
        const coverage = weights.reduce((sum, w, i) => sum + (w ? (rarities[i] ?? 1) : 0), 0) / total;
        return {
          page,
          count: weights.filter(Boolean).length,
          coverage,
          // A title with every word (`Mock 函数` for 模拟函数) beats one that is a single word of the query (`Mock`).
          weight:
            (weights.reduce((sum, w, i) => sum + w * (rarities[i] ?? 1), 0) / total +
              coverage +
              titleCoverage(page, words) +
              // How much of what the query means the title says: the page about it.
              2 * (words.reduce((sum, t, i) => sum + (has(page.title, t) ? (rarities[i] ?? 1) : 0), 0) / total) +
              (words.every((t) => has(page.title, t)) ? 1 : 0) +
              // A pasted message or a long question: runs of its words as the page says them.
              3 * phraseOverlap(page, shingles) +
              // Code typed as code (`<img src=`, `toBe(1)`): its pieces as the page writes them.
              3 * literalOverlap(page, literals)) *
            // The error reference answers messages; for a question in words, the page about the topic.
            (isErrorPage(page) && !errorLike ? 0.6 : 1),
        };
      });
    // The pages that weigh at least a quarter of the best page.
    const best = Math.max(0, ...weighed.map((w) => w.weight));
    for (const { page, count, weight } of weighed) {
      if (!count || weight < best / 4) continue;
      const score = 50 * weight;
      const known = byPage.get(page);
      if (known) known.score = Math.max(known.score, score);
      else byPage.set(page, { page, hits: () => termHits(page, words, query), score });
    }
  }
  const ranked = [...byPage.values()];
  ranked.sort((a, b) => b.score - a.score);
  const shown: Hit[][] = [];
  for (const { hits } of ranked) {
    if (shown.length >= maxPages) break;
    const made = typeof hits === 'function' ? hits() : hits;
    if (made.length) shown.push(made);
  }
  return shown.flatMap((hits) =>
    hits
      .map((hit, order) => ({ hit, order }))
      .sort((a, b) => b.hit.score - a.hit.score || a.order - b.order)
      .map(({ hit: { score: _score, readerWords: _said, ...item } }) => item as DefaultMatchResultItem),
  );
}
