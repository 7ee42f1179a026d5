// Facts about the site itself, shared by the Rspress config, tests and scripts.
export const SITE_TITLE = 'Rstest';
// The public address of the site: canonical, hreflang and Open Graph URLs, sitemap.xml and robots.txt.
export const SITE_ORIGIN = 'https://rstest.rs';
export const LOGO_URL = 'https://assets.rspack.rs/rstest/rstest-logo.svg';
export const REPO_URL = 'https://github.com/web-infra-dev/rstest';
// The public site's source lives under website/docs in the Rstest repository.
export const DOCS_SOURCE_URL = `${REPO_URL}/tree/main/website/docs`;
export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Prefix a language-neutral route with its locale segment (none for the default language). */
export function localizedRoute(route: string, lang: Lang): string {
  return lang === DEFAULT_LANG ? route : `/${lang}${route}`;
}
