// Rspress gap: the search panel builds its own PageSearcher and exposes no hook to swap the engine
// or cap the result (its limit of 7 applies per FlexSearch field, so a query lists 20+ pages; the
// site lists at most 7, e2e/README.md: Search), so the site patches the class the panel imports,
// from its `dist/` path.
// Guarded by rspress-slim/upgrade-guard.test.ts, which fails when an Rspress upgrade moves or renames it.
// It also finds the language's term index file beside the search index, by the hash Rspress gives the
// search index (`searchIndexHash` of `virtual-page-data`, as the panel's own provider reads it).
import { PageSearcher } from '@rspress/core/dist/theme/components/Search/logic/search.js';
import type { DefaultMatchResultItem } from '@rspress/core/theme-original';
import { searchIndexHash } from 'virtual-page-data';
import { termIndexFile } from '../../lib/searchTerms.mjs';
import { keepFirstPages, MAX_MATCHED_PAGES } from './keepFirstPages';

/** What the panel's searcher is to the site's search: the source of the language's search index. */
export interface IndexSource {
  fetchSearchIndex(): Promise<unknown>;
}

/** The site's search (theme/search), which this module makes the panel's. */
export interface SearchEngine {
  /** Loads the index; `termsUrl` is the term index file the build wrote, if there is one. */
  prepare(source: IndexSource, termsUrl?: string): Promise<void>;
  /** The hits for a query, best page first, at most `maxPages` pages. */
  search(source: IndexSource, keyword: string, maxPages?: number): Promise<DefaultMatchResultItem[]>;
}

declare const __webpack_public_path__: string | undefined;

/**
 * The term index file of a language in a production build: beside the search index the panel's
 * provider fetches (same folder, same hash). None in `npm run dev`, which writes none.
 */
export function termIndexUrl(lang: string): string | undefined {
  if (process.env.NODE_ENV === 'development') return undefined;
  const hash = searchIndexHash[`###${lang}`];
  if (!hash) return undefined;
  const base = (typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/').replace(/\/$/, '');
  return `${base}/static/${termIndexFile(`search_index.${lang}.${hash}.json`)}`;
}

/** The class the panel searches with; the search-quality harness (lib/search/engine.mjs) runs it in Node. */
export { PageSearcher };

/** The PageSearcher methods this module replaces (the upgrade guard checks they still exist). */
export const PATCHED_METHODS = ['init', 'match'] as const;
/** The `dist/` module it patches. */
export const PATCHED_MODULE = '@rspress/core/dist/theme/components/Search/logic/search.js';

let patched = false;

/**
 * Makes the panel search with the site's search (`engine`): `init` loads the language's term index
 * (the page's language, `lang`) instead of building FlexSearch indexes, so Rspress's own `match` (kept
 * for the shape and group name of its result) finds no hits, and the site's hits, capped at 7 pages,
 * fill the first group.
 */
export function patchPageSearcher(
  engine: SearchEngine,
  lang: () => string = () => document.documentElement.lang,
): void {
  if (patched) return;
  patched = true;
  PageSearcher.prototype.init = async function preparedInit() {
    await engine.prepare(this, termIndexUrl(lang()));
  };
  const match = PageSearcher.prototype.match;
  PageSearcher.prototype.match = async function cappedMatch(keyword, limit = MAX_MATCHED_PAGES) {
    // A query typed while the index still loads runs before init settles; if the fetch fails, init
    // reports it in the panel and the console, so here it only means no hits (never a rejection).
    const ranked = engine.search(this, keyword, limit).catch((): DefaultMatchResultItem[] => []);
    const [groups, hits] = await Promise.all([match.call(this, keyword, limit), ranked]);
    return groups.map((group, i) =>
      Array.isArray(group.result)
        ? {
            ...group,
            result: keepFirstPages(i === 0 ? hits : (group.result as DefaultMatchResultItem[]), limit),
          }
        : group,
    );
  };
}
