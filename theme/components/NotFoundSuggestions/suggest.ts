import type { DefaultMatchResultItem } from '@rspress/core/theme-original';
import { LANGS } from '../../../site/site';

/** At most this many suggested pages. */
export const MAX_SUGGESTIONS = 5;

/** `setup-files`, `setupFiles`, `setup_files` → `setup files`. */
const wordsOf = (segment: string) =>
  segment
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

/**
 * What to look for in page titles, best first: the words of the missing path's last segment, then
 * those of the segment before it (`/zh/guide/debug/debugging.html` → `debugging`, then `debug`).
 */
export function queriesOf(pathname: string): string[] {
  let segments = pathname
    .replace(/\.html$/, '')
    .split('/')
    .filter((segment) => segment && segment !== 'index');
  if ((LANGS as readonly string[]).includes(segments[0] ?? '')) segments = segments.slice(1);
  return [...new Set(segments.slice(-2).reverse().map(wordsOf).filter(Boolean))];
}

export interface Suggestion {
  title: string;
  link: string;
}

/** The pages whose title matched, in the search's order, each once. */
export function titleMatches(hits: readonly DefaultMatchResultItem[]): Suggestion[] {
  const pages = new Map<string, Suggestion>();
  for (const hit of hits) {
    if (hit.type === 'title' && !pages.has(hit.link)) pages.set(hit.link, { title: hit.title, link: hit.link });
  }
  return [...pages.values()];
}

/**
 * Up to five pages titled like the missing path: those matching its last segment, or, when none
 * does, those matching the segment before it.
 */
export async function suggestionsFor(
  pathname: string,
  search: (query: string) => Promise<readonly DefaultMatchResultItem[]>,
): Promise<Suggestion[]> {
  for (const query of queriesOf(pathname)) {
    const found = titleMatches(await search(query));
    if (found.length) return found.slice(0, MAX_SUGGESTIONS);
  }
  return [];
}
