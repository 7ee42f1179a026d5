// The words search matches on, the same at build time (the term index, ./termIndex.ts) and for a
// query: lower case, an API name also split into its parts (`rs.useFakeTimers` → rs, usefaketimers,
// use, fake, timers), each English word reduced to a stem (`mocking`, `mocked`, `mocks` → mock), and
// Chinese text as its characters (快速上手 → 快 速 上 手): a Chinese word finds the pages that have all
// its characters, and the ranking (./rank.ts) keeps those that have the word. (Pairs of characters would
// find fewer pages, but made the zh index three times the size: 98 against 31 KiB brotli.)
import { fold } from './text';

const HAN = /\p{Script=Han}/u;
const WORD = /[\p{L}\p{N}_$]+/gu;
const SCRIPT_RUNS = /\p{Script=Han}+|[^\p{Script=Han}]+/gu;
/** Humps of an identifier: `useFakeTimers` → use|Fake|Timers, `toHTML` → to|HTML, `v8Coverage` → v8|Coverage. */
const HUMP = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|_+|\$+/;

/**
 * An English word reduced to a stem, the same way for the pages and the query, so the forms of a
 * word find each other: mocks, mocked, mocking → mock; dependencies → dependency; running → run.
 * Not a linguist's stemmer: it only has to be consistent.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/[sui]s$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  // running → runn → run, skipped → skipp → skip.
  if (w !== word && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  // resolve, resolved, resolves → resolv; file, files → fil.
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Words that say nothing about a page: they are left out of queries of several words. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could do does doing for from get gets got has have how i if in into ' +
    'is it its me my not of on or our so such that the their them then there these this those to use used using ' +
    'via was way we what when where which while who why will with without would you your any all also just than ' +
    'should possible able want need work like one some each other more most very still even ' +
    'anyway anyone someone please help there here thing things something no don doesn isn didn won t s ' +
    "don't doesn't isn't didn't won't can't"
  ).split(' '),
);
const ZH_STOP_WORDS = new Set([
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '怎么',
  '如何',
  '怎样',
  '什么',
  '为什么',
  '是',
  '一个',
  '我',
  '你',
  '可以',
]);

export const isStopWord = (term: string) => STOP_WORDS.has(term) || ZH_STOP_WORDS.has(term);

/** The terms of a Latin word (folded, stemmed): the whole word and, for an identifier, each hump. */
function latinTerms(word: string, out: Set<string>) {
  const whole = fold(word).replace(/[_$]+/g, '');
  if (!whole) return;
  out.add(stem(whole));
  const parts = word.split(HUMP).filter(Boolean);
  if (parts.length > 1) for (const part of parts) if (part.length > 1) out.add(stem(fold(part)));
}

/** The terms of a run of Chinese characters: each character. */
function hanTerms(run: string, out: Set<string>) {
  for (const c of run) out.add(c);
}

/** Every term of a text, once each. */
export function termsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const [word] of text.matchAll(WORD)) {
    if (!HAN.test(word)) latinTerms(word, out);
    else for (const run of word.match(SCRIPT_RUNS) ?? []) HAN.test(run) ? hanTerms(run, out) : latinTerms(run, out);
  }
  return out;
}

/**
 * A word of a query, with what it must match: a Latin word its terms (one of them), a Chinese word
 * its characters (all of them).
 */
export interface QueryWord {
  /** As the reader typed it, folded. */
  text: string;
  /** Terms any one of which matches (a Latin word and its stem). */
  anyOf: string[];
  /** Terms that must all be on a page for the word to be there (a Chinese word). */
  allOf: string[];
  /** The last word of the query, which the reader may still be typing: it also matches longer terms. */
  prefix: boolean;
}

/** The words of a query that carry meaning: stop words dropped unless nothing else is left. */
export function queryWords(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const [word] of query.matchAll(WORD)) {
    for (const run of HAN.test(word) ? (word.match(SCRIPT_RUNS) ?? []) : [word]) {
      if (HAN.test(run)) {
        words.push({ text: run, anyOf: [], allOf: [...new Set(run)], prefix: false });
      } else {
        const whole = stem(fold(run).replace(/[_$]+/g, ''));
        // An API name matches as a whole (`usefaketimers`); its humps only when typed apart.
        if (whole) words.push({ text: fold(run), anyOf: [whole], allOf: [], prefix: false });
      }
    }
  }
  const meaningful = words.filter((w) => !isStopWord(w.text) && !isStopWord(w.anyOf[0] ?? ''));
  const kept = meaningful.length ? meaningful : words;
  const last = kept.at(-1);
  if (last?.anyOf.length && /[\p{L}\p{N}]$/u.test(query) && last.text.length >= 3) last.prefix = true;
  return kept;
}
