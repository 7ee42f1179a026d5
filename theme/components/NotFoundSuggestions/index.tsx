import { useLocation } from '@rspress/core/runtime';
import { Link, type MatchResult, useFullTextSearch } from '@rspress/core/theme-original';
import { useEffect, useRef, useState } from 'react';
import { useUiText } from '../../i18n';
import { patchPageSearcher } from '../../../rspress-slim/always-on/searchPatch';
import { siteSearch } from '../../search';
import styles from './NotFoundSuggestions.module.css';
import { type Suggestion, suggestionsFor } from './suggest';

// The site's ranking, before useFullTextSearch creates its searcher: the search panel, which also
// patches it, loads at idle and may come later than this 404-only chunk.
patchPageSearcher(siteSearch);

// Enough ranked pages that the ones matching by title are among them (text-only matches come too).
const SEARCHED_PAGES = 30;

/** The first group holds the site's own ranked hits (rspress-slim/always-on/searchPatch.ts). */
const hitsOf = (result: MatchResult) => {
  const hits = result[0]?.result;
  return Array.isArray(hits) ? hits : [];
};

/**
 * Pages of the 404 page's language titled like the missing path (`/config/test/setup-files` →
 * setupFiles), found with the site's search index once it is fetched (nothing before: not in the
 * built HTML). Only the 404 page renders it, from its own chunk (theme/overrides/NotFoundLayout).
 */
export function NotFoundSuggestions() {
  const t = useUiText();
  const { pathname } = useLocation();
  const { initialized, search } = useFullTextSearch();
  // The hook hands out a new bound function on every render; the search itself stays the same.
  const searchRef = useRef(search);
  searchRef.current = search;
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);

  useEffect(() => {
    const run = searchRef.current;
    if (!initialized || !run) return;
    let current = true;
    suggestionsFor(pathname, async (query) => hitsOf(await run(query, SEARCHED_PAGES))).then((found) => {
      if (current) setSuggestions(found);
    });
    return () => {
      current = false;
    };
  }, [initialized, pathname]);

  if (!suggestions.length) return null;
  return (
    <nav className={styles.suggestions} aria-labelledby="not-found-suggestions">
      <h2 id="not-found-suggestions" className={styles.heading}>
        {t('notFoundSuggestionsText')}
      </h2>
      <ul className={styles.list}>
        {suggestions.map(({ link, title }) => (
          <li key={link}>
            <Link href={link}>{title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
