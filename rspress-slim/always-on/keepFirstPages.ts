import type { DefaultMatchResultItem } from '@rspress/core/theme-original';

/** A search lists at most 7 matching pages (e2e/README.md: Search). */
export const MAX_MATCHED_PAGES = 7;

/** The hits of the first `max` pages (a page's hits share its path), in their original order. */
export function keepFirstPages<T extends Pick<DefaultMatchResultItem, 'link'>>(
  hits: T[],
  max = MAX_MATCHED_PAGES,
): T[] {
  const pages = new Set<string>();
  return hits.filter(({ link }) => {
    const page = link.split('#')[0];
    if (pages.size < max) pages.add(page);
    return pages.has(page);
  });
}
