// The site's search, run by the search panel's PageSearcher (patched by rspress-slim/searchPatch.ts):
// `prepareSearch` replaces building FlexSearch indexes with preparing the language's records for
// `rank` (./rank.ts), and `searchPages` answers a query from them.
import type { DefaultMatchResultItem } from '@rspress/core/theme-original';
import { type IndexRecord, type PreparedPage, prepare, rank } from './rank';

export { rank, prepare, type IndexRecord } from './rank';

/** What search needs of the panel's PageSearcher: its cached fetch of the language's index. */
export interface IndexSource {
  fetchSearchIndex(): Promise<unknown>;
}

const prepared = new WeakMap<IndexSource, Promise<PreparedPage[]>>();

/**
 * Fetches (once: the provider caches the request, and its failure) and prepares the index of the
 * searcher's language. Rejects when the index cannot be fetched, as Rspress's own init does.
 */
export function prepareSearch(source: IndexSource): Promise<PreparedPage[]> {
  let pages = prepared.get(source);
  if (!pages) {
    pages = source.fetchSearchIndex().then((records) => prepare((records as IndexRecord[] | undefined) ?? []));
    prepared.set(source, pages);
    // A failed fetch is retried by a new searcher (Rspress makes one when the language changes).
    pages.catch(() => prepared.delete(source));
  }
  return pages;
}

/** The hits for a query, best page first, at most `maxPages` pages. */
export async function searchPages(
  source: IndexSource,
  keyword: string,
  maxPages?: number,
): Promise<DefaultMatchResultItem[]> {
  return rank(await prepareSearch(source), keyword, maxPages);
}
