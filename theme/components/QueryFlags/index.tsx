import { useFrontmatter, useLocation, usePage, useSite } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

// Rspress 2 dropped the `?navbar=0&sidebar=0&outline=0&footer=0` switches of Rspress 1, has no
// iframe rule for the outline and does not implement `themeConfig.hideNavbar: 'always'`; this sets
// `html.rp-hide-<part>` classes that theme/styles/layout.css turns into hidden parts (e2e/README.md: Layout).

export const PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type Part = (typeof PARTS)[number];

export interface PageState {
  /** `location.search`, e.g. `?navbar=0`. */
  search: string;
  /** The front-matter `navbar` switch (Rspress already hides the bar, but not its height). */
  navbar?: boolean;
  pageType?: string;
  /** True when the page is embedded in a frame. */
  inFrame: boolean;
  hideNavbar?: 'always' | 'auto' | 'never';
}

/** The parts of the page that are switched off. */
export function hiddenParts(state: PageState): Set<Part> {
  const query = new URLSearchParams(state.search);
  const hidden = new Set<Part>(PARTS.filter((part) => query.get(part) === '0'));
  if (state.navbar === false || state.pageType === 'blank' || state.hideNavbar === 'always') hidden.add('navbar');
  if (state.inFrame) hidden.add('outline');
  return hidden;
}

export function QueryFlags() {
  const { search } = useLocation();
  const { frontmatter } = useFrontmatter();
  const { page } = usePage();
  const { site } = useSite();
  const { hideNavbar } = site.themeConfig;
  useLayoutEffect(() => {
    const hidden = hiddenParts({
      search,
      navbar: frontmatter.navbar,
      pageType: page.pageType,
      inFrame: window.self !== window.top,
      hideNavbar,
    });
    for (const part of PARTS) document.documentElement.classList.toggle(`rp-hide-${part}`, hidden.has(part));
  }, [search, frontmatter.navbar, page.pageType, hideNavbar]);
  return null;
}
