// Rspress gap: the search panel builds its own PageSearcher and exposes no hook to swap the engine
// or cap the result (its limit of 7 applies per FlexSearch field, so a query lists 20+ pages; spec
// §9 wants up to 7), so the site patches the class the panel imports, from its `dist/` path.
// Guarded by rspress-slim/upgrade-guard.test.ts, which fails when an Rspress upgrade moves or renames it.
import { PageSearcher } from '@rspress/core/dist/theme/components/Search/logic/search.js';
import type { DefaultMatchResultItem } from '@rspress/core/theme-original';
import { keepFirstPages, MAX_MATCHED_PAGES } from '../theme/search/keepFirstPages';
import { prepareSearch, searchPages } from '../theme/search';

/** The class the panel searches with; the search-quality harness (scripts/search/engine.mjs) runs it in Node. */
export { PageSearcher };

/** The PageSearcher methods this module replaces (the upgrade guard checks they still exist). */
export const PATCHED_METHODS = ['init', 'match'] as const;
/** The `dist/` module it patches. */
export const PATCHED_MODULE = '@rspress/core/dist/theme/components/Search/logic/search.js';

let patched = false;

/**
 * Makes the panel search with the site's ranking (./rank.ts): `init` prepares the fetched index for
 * it instead of building FlexSearch indexes, so Rspress's own `match` (kept for the shape and group
 * name of its result) finds no hits, and the ranked hits, capped at 7 pages, fill the first group.
 */
export function patchPageSearcher(): void {
  if (patched) return;
  patched = true;
  PageSearcher.prototype.init = async function preparedInit() {
    await prepareSearch(this);
  };
  const match = PageSearcher.prototype.match;
  PageSearcher.prototype.match = async function cappedMatch(keyword, limit = MAX_MATCHED_PAGES) {
    // A query typed while the index still loads runs before init settles; if the fetch fails, init
    // reports it in the panel and the console, so here it only means no hits (never a rejection).
    const ranked = searchPages(this, keyword, limit).catch((): DefaultMatchResultItem[] => []);
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
