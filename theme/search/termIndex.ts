// The term index: for each term (./terms.ts), the pages that have it and where (title or reader
// words, heading or description, text). It is built once per language at build time
// (plugins/searchTerms.ts writes it next to the search index) and loaded as it is, so search reads
// a query's few terms instead of every page: the pages it finds are the candidates the site's
// ranking (./rank.ts) orders. Without the file (`npm run dev`) the same index is built in the browser.
import { type QueryWord, termsOf } from './terms';

/** Where on a page a term is, best first: 3 title or the page's reader words, 2 a heading or the description, 1 the text. */
export type Place = 1 | 2 | 3;

/** What the index needs of a page of the search index (Rspress writes these records). */
export interface IndexedPage {
  routePath: string;
  title: string;
  content: string;
  toc: { text: string }[];
  description?: string;
  frontmatter?: { keywords?: unknown };
}

/** The words readers use for a page's topic that the page itself may not say (front matter `keywords`). */
export function readerWords(page: IndexedPage): string[] {
  const words = page.frontmatter?.keywords;
  return Array.isArray(words) ? words.filter((w): w is string => typeof w === 'string') : [];
}

export interface TermIndex {
  /** The route of each page, by page number. */
  routes: string[];
  /** The glossary's words readers type, with the words the pages use (site/glossary.ts `searchSynonyms`). */
  synonyms: [typed: string, term: string][];
  /** Every term, sorted. */
  terms: string[];
  /** For term `i`, its pages: `page << 2 | place`, in page order. */
  postings(i: number): number[];
}

/** Builds the index of a language's pages, with the glossary's synonyms for its queries. */
export function buildTermIndex(pages: IndexedPage[], synonyms: [string, string][] = []): TermIndex {
  const byTerm = new Map<string, number[]>();
  pages.forEach((page, n) => {
    const best = new Map<string, Place>();
    const put = (text: string, place: Place) => {
      for (const term of termsOf(text)) if ((best.get(term) ?? 0) < place) best.set(term, place);
    };
    put(page.content, 1);
    put(page.toc.map((h) => h.text).join('\n'), 2);
    put(page.description ?? '', 2);
    put(page.title, 3);
    put(readerWords(page).join('\n'), 3);
    for (const [term, place] of best) {
      const list = byTerm.get(term);
      if (list) list.push((n << 2) | place);
      else byTerm.set(term, [(n << 2) | place]);
    }
  });
  const terms = [...byTerm.keys()].sort();
  return {
    routes: pages.map((p) => p.routePath),
    synonyms,
    terms,
    postings: (i) => byTerm.get(terms[i] ?? '') ?? [],
  };
}

// The file: a 4-byte length, a JSON header { v, routes, synonyms, terms } of that many bytes, then for each term
// in order its pages as variable-length integers: the count, then each page as the difference from
// the previous one, shifted left by 2, with its place in the low bits.
const FORMAT = 2;

function pushVarint(out: number[], value: number) {
  let v = value;
  while (v > 127) {
    out.push((v & 127) | 128);
    v >>>= 7;
  }
  out.push(v);
}

/** The index as the bytes of its file. */
export function encodeTermIndex(index: TermIndex): Uint8Array {
  const header = new TextEncoder().encode(
    JSON.stringify({ v: FORMAT, routes: index.routes, terms: index.terms.join('\n') }),
  );
  const body: number[] = [];
  index.terms.forEach((_, i) => {
    const list = index.postings(i);
    pushVarint(body, list.length);
    let previous = -1;
    for (const entry of list) {
      const page = entry >> 2;
      pushVarint(body, ((page - previous) << 2) | (entry & 3));
      previous = page;
    }
  });
  const out = new Uint8Array(4 + header.length + body.length);
  new DataView(out.buffer).setUint32(0, header.length, true);
  out.set(header, 4);
  out.set(body, 4 + header.length);
  return out;
}

/** Reads an index file; its pages are decoded when a query first needs them. */
export function decodeTermIndex(bytes: Uint8Array): TermIndex {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length))) as {
    v: number;
    routes: string[];
    synonyms: [string, string][];
    terms: string;
  };
  if (header.v !== FORMAT) throw new Error(`term index format ${header.v}, expected ${FORMAT}`);
  const terms = header.terms ? header.terms.split('\n') : [];
  const body = bytes.subarray(4 + length);
  // Where each term's pages start: one pass over the counts and entries.
  const starts = new Uint32Array(terms.length + 1);
  let at = 0;
  const read = () => {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = body[at++] ?? 0;
      value |= (byte & 127) << shift;
      shift += 7;
    } while (byte & 128);
    return value >>> 0;
  };
  for (let i = 0; i < terms.length; i++) {
    starts[i] = at;
    const count = read();
    for (let j = 0; j < count; j++) read();
  }
  starts[terms.length] = at;
  const cache = new Map<number, number[]>();
  return {
    routes: header.routes,
    synonyms: header.synonyms,
    terms,
    postings(i) {
      const known = cache.get(i);
      if (known) return known;
      at = starts[i] ?? 0;
      const count = read();
      const list: number[] = [];
      let page = -1;
      for (let j = 0; j < count; j++) {
        const entry = read();
        page += entry >>> 2;
        list.push((page << 2) | (entry & 3));
      }
      cache.set(i, list);
      return list;
    },
  };
}

/** The first index of `terms` (sorted) not below `term`. */
function lowerBound(terms: string[], term: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((terms[mid] ?? '') < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A term's pages: page number → place. Empty when the index lacks it. */
function pagesOf(index: TermIndex, term: string): Map<number, Place> {
  const i = lowerBound(index.terms, term);
  const found = new Map<number, Place>();
  if (index.terms[i] === term) for (const e of index.postings(i)) found.set(e >> 2, (e & 3) as Place);
  return found;
}

/** At most this many longer terms stand for a word that is still being typed. */
const PREFIX_TERMS = 40;

/**
 * The pages that have a word, each with its place (a longer term for a word still being typed
 * counts a place lower). A Chinese word's place is the lowest of its characters'.
 */
export function pagesWithWord(index: TermIndex, word: QueryWord): Map<number, number> {
  const found = new Map<number, number>();
  if (word.allOf.length) {
    const [first, ...rest] = word.allOf.map((term) => pagesOf(index, term));
    for (const [page, place] of first ?? []) {
      if (!rest.every((m) => m.has(page))) continue;
      found.set(page, Math.min(place, ...rest.map((m) => m.get(page) ?? 0)));
    }
    return found;
  }
  for (const term of word.anyOf) {
    for (const [page, place] of pagesOf(index, term)) found.set(page, Math.max(found.get(page) ?? 0, place));
    if (!word.prefix) continue;
    const from = lowerBound(index.terms, term);
    for (let i = from; i < Math.min(index.terms.length, from + PREFIX_TERMS); i++) {
      const longer = index.terms[i] ?? '';
      if (!longer.startsWith(term)) break;
      if (longer === term) continue;
      for (const e of index.postings(i)) {
        const page = e >> 2;
        found.set(page, Math.max(found.get(page) ?? 0, (e & 3) - 0.5));
      }
    }
  }
  return found;
}

/** A page the index found for a query: how many of its words it has and how well. */
export interface Candidate {
  page: number;
  /** Words of the query the page has. */
  words: number;
  /** Each word's weight (rarer words weigh more) times its place, summed. */
  score: number;
}

/** How much a word tells about a page that has it: more when fewer pages have it. */
export const rarity = (pagesWithIt: number, pages: number) => Math.log(1 + pages / Math.max(1, pagesWithIt));

/** The pages that have a word or any of the words that stand for it, each with its best place. */
export function pagesWithAny(index: TermIndex, alternatives: QueryWord[]): Map<number, number> {
  const found = new Map<number, number>();
  for (const word of alternatives)
    for (const [page, place] of pagesWithWord(index, word)) found.set(page, Math.max(found.get(page) ?? 0, place));
  return found;
}

/**
 * The pages that have any word of the query, best first (the rarest words in the best places count
 * most), at most `max`. `found` holds, for each word of the query, the pages that have it or a word
 * that stands for it (`pagesWithAny`), of the `pages` of the index.
 */
export function candidates(found: Map<number, number>[], pages: number, max: number): Candidate[] {
  const byPage = new Map<number, Candidate>();
  for (const pagesWithIt of found) {
    const weight = rarity(pagesWithIt.size, pages);
    for (const [page, place] of pagesWithIt) {
      const c = byPage.get(page) ?? { page, words: 0, score: 0 };
      c.words++;
      c.score += weight * place;
      byPage.set(page, c);
    }
  }
  return [...byPage.values()].sort((a, b) => b.score - a.score || a.page - b.page).slice(0, max);
}
