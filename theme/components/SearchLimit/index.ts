// Why: Rspress 2 applies its limit of 7 to each FlexSearch field and index and merges the results,
// so one query can list 20 or more pages; the spec (§9) returns up to 7. The search panel builds
// its own PageSearcher, and its first search after the index loads skips `search.searchHooks`,
// so the cap wraps PageSearcher.match itself (the module the panel imports, exported by `./dist/*`).
// The hits themselves come from the site's ranking (theme/search): `init` prepares the fetched
// index for it instead of building FlexSearch indexes, so Rspress's `match` (kept for the shape and
// group name of its result) returns no hits of its own, and the ranked hits fill the first group.
import { PageSearcher } from '@rspress/core/dist/theme/components/Search/logic/search.js';
import type { DefaultMatchResultItem } from '@rspress/core/theme-original';
import { prepareSearch, searchPages } from '../../search';
import { keepFirstPages, MAX_MATCHED_PAGES } from './keepFirstPages';

PageSearcher.prototype.init = async function preparedInit() {
  await prepareSearch(this);
};

const match = PageSearcher.prototype.match;
PageSearcher.prototype.match = async function cappedMatch(keyword, limit = MAX_MATCHED_PAGES) {
  // A query typed while the index is still loading runs before init settles; if the fetch fails,
  // init reports it in the panel and the console, so here it only means no hits (never a rejection).
  const ranked = searchPages(this, keyword, limit).catch((): DefaultMatchResultItem[] => []);
  const [groups, hits] = await Promise.all([match.call(this, keyword, limit), ranked]);
  return groups.map((group, i) =>
    Array.isArray(group.result)
      ? { ...group, result: keepFirstPages(i === 0 ? hits : (group.result as DefaultMatchResultItem[]), limit) }
      : group,
  );
};
