import { usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { NotFoundSuggestions } from '../../components/NotFoundSuggestions';
import { useUiText } from '../../i18n';
// The built-in styles ship with the built-in layout, which the bundler drops once it is replaced.
import '../../../rspress-slim/always-on/notFoundLayoutStyles';
import { escapeRegExp } from '../../../lib/escapeRegExp.mjs';

// The 404 page (loaded by ./index.tsx). It replaces Rspress's for three reasons: Rspress only strips
// a default-language prefix, so `/zh/zh/guide/` stayed a 404 where the site redirects to the path
// with one prefix (e2e/README.md: Routing); its home link carries aria-label="go to home", which
// hides the visible 'Take me home' from assistive technology; and it has no place for the pages
// titled like the missing path. Markup and classes are the built-in ones.

/**
 * Where a path that reached the 404 page should go instead: a language prefix repeated at its
 * start (`/zh/zh/x` → `/zh/x`) is collapsed, and a default-language prefix (`/en/x` → `/x`) is
 * dropped, as Rspress does. Undefined when the path has neither.
 */
export function redirectTarget(pathname: string, langs: readonly string[], defaultLang: string): string | undefined {
  let fixed = pathname;
  for (const lang of langs) {
    const prefix = `/${escapeRegExp(lang)}`;
    fixed = fixed.replace(new RegExp(`^${prefix}(?:${prefix})+(?=/|$)`), `/${lang}`);
  }
  if (defaultLang) fixed = fixed.replace(new RegExp(`^/${escapeRegExp(defaultLang)}(?=/|$)`), '') || '/';
  return fixed === pathname ? undefined : fixed;
}

export default function NotFoundPage() {
  const { siteData, page } = usePageData();
  const t = useUiText();
  if (typeof window !== 'undefined') {
    const langs = siteData.locales.map((locale) => locale.lang);
    const target = redirectTarget(window.location.pathname, langs, siteData.lang);
    if (target) {
      window.location.replace(target + window.location.search + window.location.hash);
      return null;
    }
  }
  // Like Rspress: the home link keeps a non-default version and language prefix (e2e/README.md: 404 page).
  let root = '/';
  const defaultVersion = siteData.multiVersion.default;
  if (defaultVersion && page.version !== defaultVersion) root += `${page.version}/`;
  if (siteData.lang && page.lang !== siteData.lang) root += `${page.lang}/`;
  return (
    <div className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href={root}>
          {t('takeMeHomeText')}
        </Link>
      </div>
      <NotFoundSuggestions />
    </div>
  );
}
