// The site's search, run by the search panel's PageSearcher (patched by rspress-slim/always-on/searchPatch.ts):
// `prepareSearch` loads the language's records and its term index (./termIndex.ts), and
// `searchPages` answers a query: the term index finds the candidate pages, `rank` (./rank.ts) orders
// them and picks what each hit shows. A query reads a few terms and ranks a few dozen pages, however
// many pages the site has.
import type { DefaultMatchResultItem } from '@rspress/core/theme-original';
import type { SearchEngine } from '../../rspress-slim/always-on/searchPatch';
import { OTHER_RUNNERS, readerQuery } from './query';
import { type IndexRecord, meaningfulTerms, type Place, type PreparedPage, prepare, type Rarity, rank } from './rank';
import { candidates, decodeTermIndex, pagesWithAny, pagesWithWord, rarity, type TermIndex } from './termIndex';
import { type QueryWord, queryWords } from './terms';
import { fold, phraseAlternatives, type Synonyms, synonymsOf } from './text';

export { type IndexRecord, prepare, rank } from './rank';

/** What search needs of the panel's PageSearcher: its cached fetch of the language's index. */
export interface IndexSource {
  fetchSearchIndex(): Promise<unknown>;
}

/** The pages ranked for a query: the best candidates of the term index. */
export const CANDIDATES = 40;

export interface PreparedSearch {
  index: TermIndex;
  /** The index's synonyms, ready for queries. */
  synonyms: Synonyms;
  /** The record of each page of the index, prepared when a query first ranks it. */
  page(n: number): PreparedPage | undefined;
  /** The number in the index of a page `page` returned. */
  numberOf(page: PreparedPage): number | undefined;
}

/** The term index file of a built site (plugins/searchTerms.ts). */
async function fetchTermIndex(url: string): Promise<TermIndex> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return decodeTermIndex(new Uint8Array(await response.arrayBuffer()));
}

const loaded = new WeakMap<IndexSource, { index: Promise<TermIndex>; search: Promise<PreparedSearch> }>();

function load(source: IndexSource, termsUrl: string | undefined) {
  const records = source.fetchSearchIndex().then((r) => (r as IndexRecord[] | undefined) ?? []);
  // Without the file (`npm run dev`, or a fetch that failed), the same index, built from the records.
  const built = () => Promise.all([records, import('./builtInBrowser')]).then(([r, { termIndexOf }]) => termIndexOf(r));
  const index = termsUrl ? fetchTermIndex(termsUrl).catch(built) : built();
  const search = Promise.all([index, records]).then(([index, records]): PreparedSearch => {
    const byRoute = new Map(records.map((r) => [r.routePath, r]));
    const prepared = new Map<number, PreparedPage | undefined>();
    const numbers = new WeakMap<PreparedPage, number>();
    return {
      index,
      synonyms: synonymsOf(index.synonyms),
      page(n) {
        if (!prepared.has(n)) {
          const record = byRoute.get(index.routes[n] ?? '');
          const page = record ? prepare([record])[0] : undefined;
          if (page) numbers.set(page, n);
          prepared.set(n, page);
        }
        return prepared.get(n);
      },
      numberOf: (page) => numbers.get(page),
    };
  });
  return { index, search };
}

function loading(source: IndexSource, termsUrl?: string) {
  let known = loaded.get(source);
  if (!known) {
    known = load(source, termsUrl);
    loaded.set(source, known);
    // A failed fetch is retried by a new searcher (Rspress makes one when the language changes).
    known.search.catch(() => loaded.delete(source));
  }
  return known;
}

/**
 * Loads the searcher's records (Rspress's search index) and its term index (`termsUrl`, the file the
 * build wrote; without it, built from the records), side by side. Rejects when the records cannot be
 * fetched, as Rspress's own init does, so the panel says the index failed to load.
 */
export async function prepareSearch(source: IndexSource, termsUrl?: string): Promise<void> {
  await loading(source, termsUrl).search;
}

/** The hits for a query, best page first, at most `maxPages` pages. */
export async function searchPages(
  source: IndexSource,
  keyword: string,
  maxPages?: number,
): Promise<DefaultMatchResultItem[]> {
  const { index, page, numberOf, synonyms } = await loading(source).search;
  const query = fold(readerQuery(keyword));
  const terms = meaningfulTerms(query, synonyms);
  // Each word of the query with the words that stand for it; a one-word query also with the glossary's phrase.
  // The retrieval words of each term of the query (a term is usually one word; `rs.fn` was split before).
  const groupsOf: number[][] = [];
  const words: QueryWord[][] = terms.flatMap((term) => {
    const own = queryWords(term.text);
    const oneWord = terms.length === 1 || /^\p{Script=Han}+$/u.test(query);
    const others = [...term.alternatives, ...(oneWord ? phraseAlternatives(query, synonyms) : [])].flatMap(
      (alternative) => queryWords(alternative),
    );
    const groups = own.map((word, i) => (i === 0 ? [word, ...others] : [word]));
    groupsOf.push(groups.map((_, i) => i));
    return groups;
  });
  let next = 0;
  for (const list of groupsOf) for (let i = 0; i < list.length; i++) list[i] = next++;
  // Only the last word may still be being typed.
  words.forEach((group, i) => {
    for (const word of group) word.prefix &&= i === words.length - 1;
  });
  const found = words.map((group) => pagesWithAny(index, group));
  const pages = candidates(found, index.routes.length, CANDIDATES)
    .map((c) => page(c.page))
    .filter((p): p is PreparedPage => p !== undefined);
  // How rare each word of the query is, from the pages just found (rank weighs the same words).
  const known = new Map<string, number>(
    terms.map((term, i) => [term.text, rarity(found[i]?.size ?? 0, index.routes.length)]),
  );
  const weigh: Rarity = (term) => {
    let weight = known.get(term.text);
    if (weight === undefined) {
      const word = queryWords(term.text)[0];
      weight = word ? rarity(pagesWithWord(index, word).size, index.routes.length) : 1;
      known.set(term.text, weight);
    }
    // Another runner's name says where the reader comes from more than what they look for.
    return OTHER_RUNNERS.has(term.text) ? Math.min(weight, 0.5) : weight;
  };
  const byText = new Map(terms.map((term, i) => [term.text, groupsOf[i] ?? []]));
  // Where a page has a term: the lowest place over its words (each must be there), from the index.
  const place: Place = (prepared, term) => {
    const groups = byText.get(term.text);
    const n = numberOf(prepared);
    if (!groups?.length || n === undefined) return undefined;
    return Math.min(...groups.map((g) => found[g]?.get(n) ?? 0));
  };
  return rank(pages, keyword, maxPages, weigh, place, synonyms);
}

/** The site's search, as rspress-slim/always-on/searchPatch.ts runs it in the panel's searcher. */
export const siteSearch: SearchEngine = { prepare: prepareSearch, search: searchPages };
