// The one rule that ties a route to its page file, its built HTML file and its language, for the
// build, the theme, the tests and the scripts alike (plain JavaScript with JSDoc types, so Node runs
// it as it is). English routes have no prefix; Chinese ones start with /zh. A trailing slash marks
// a section index (index.mdx, index.html).

/** @typedef {'en' | 'zh'} Lang */

/**
 * The language of a page: Chinese when the URL path has a `zh` segment (`/zh/`, `/zh/guide/...`, also
 * under a deploy's base path), English otherwise.
 * @param {string} pathname
 * @returns {Lang}
 */
export function languageOf(pathname) {
  return pathname.split('/').includes('zh') ? 'zh' : 'en';
}

/**
 * The route without its language prefix: `/zh/guide/x` → `/guide/x`, `/zh/` → `/`.
 * @param {string} route
 */
export function withoutLangPrefix(route) {
  return route === '/zh' ? '/' : route.replace(/^\/zh(?=\/)/, '');
}

/**
 * The page source of a route, relative to docs/: `/zh/guide/start/` → `zh/guide/start/index.mdx`.
 * @param {string} route
 */
export function routeFile(route) {
  const lang = route === '/zh' || route.startsWith('/zh/') ? 'zh' : 'en';
  const rest = withoutLangPrefix(route);
  return `${lang}${rest.endsWith('/') ? `${rest}index` : rest}.mdx`;
}

/**
 * The route of a page source under the default rule: `en/guide/x.mdx` → `/guide/x`,
 * `zh/api/index.mdx` → `/zh/api/`. rspress-slim/switchable/routeTable.ts emits its source into the browser
 * bundle, so it uses nothing from outside its body.
 * @param {string} filePath
 * @param {string} defaultLang
 */
export function routePathOf(filePath, defaultLang) {
  const [lang, ...rest] = filePath.split('/');
  const route = `/${rest.join('/')}`.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');
  return lang === defaultLang ? route : `/${lang}${route}`;
}

/**
 * The HTML file a route is served from in a build with clean URLs, relative to the output folder:
 * `/` → `index.html`, `/guide/start/` → `guide/start/index.html`, `/guide/x` → `guide/x.html`.
 * @param {string} route
 */
export function htmlFileOf(route) {
  return route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
}
