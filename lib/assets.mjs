// What a page makes the browser download before it can run: the scripts and stylesheets its
// built HTML references (including `<link rel="preload">`), measured brotli-compressed as a static
// host serves them. Shared by `npm run bench` and the budget test (e2e/budgets.spec.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { htmlFileOf, routeFile } from '../site/routePaths.mjs';

/**
 * One first-load file of a page.
 * @typedef {object} AssetSize
 * @property {string} url The URL the HTML references it by.
 * @property {number} brotli Brotli-compressed bytes.
 */

/**
 * The HTML file a static host serves for a clean URL; a path with no page gets 404.html.
 * @param {string} outDir
 * @param {string} route
 * @returns {string}
 */
export function htmlFileFor(outDir, route) {
  const candidates = [path.join(outDir, htmlFileOf(route))];
  // A route written without its trailing slash may still name a section index.
  if (!route.endsWith('/')) candidates.push(path.join(outDir, htmlFileOf(`${route}/`)));
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? path.join(outDir, '404.html');
}

/**
 * The value of attribute `name` in an HTML start tag, if it has one.
 * @param {string} tag
 * @param {string} name
 * @returns {string | undefined}
 */
const attr = (tag, name) => new RegExp(`\\s${name}=["']([^"']*)["']`, 'i').exec(tag)?.[1];

/**
 * The same-site script and stylesheet URLs an HTML document loads on first view.
 * @param {string} html
 * @returns {{ js: string[], css: string[] }}
 */
export function referencedAssets(html) {
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) js.add(src);
    // The scripts the page loads right after its first paint (plugins/scriptsAfterPaint.ts).
    for (const url of (attr(tag, 'data-after-paint') ?? '').split(' ')) if (url) js.add(url);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attr(tag, 'as') ?? '').toLowerCase();
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) js.add(href);
    if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) css.add(href);
  }
  /** @param {Set<string>} urls */
  const local = (urls) => [...urls].filter((url) => !/^[a-z]+:\/\//i.test(url) && !url.startsWith('//'));
  return { js: local(js), css: local(css) };
}

/** @type {Map<string, number>} */
const brotliCache = new Map();
/**
 * Brotli size (bytes) of a built file, at the default (maximum) quality a static host uses for precompression.
 * @param {string} file
 * @returns {number}
 */
export function brotliSize(file) {
  if (!brotliCache.has(file)) brotliCache.set(file, brotliCompressSync(readFileSync(file)).length);
  return /** @type {number} set just above */ (brotliCache.get(file));
}

/**
 * The async chunks the route table's loader for `file` (`en/config/test/pool.mdx`) fetches before
 * the page renders: the page's own, which its HTML preloads, and any it shares with other pages,
 * which Rspress does not preload. Read from the built entry
 * (rspress-slim/switchable/routeTable.ts writes one `page("<file>", () => import(...))` call per page).
 * @param {string} outDir
 * @param {string} file
 * @returns {string[]} their URLs, under /static/js/async/
 */
export function routeChunkUrls(outDir, file) {
  const jsDir = path.join(outDir, 'static', 'js');
  const entry = readdirSync(jsDir).find((name) => /^index\.[0-9a-f]+\.js$/.test(name));
  if (!entry) throw new Error(`no entry chunk in ${jsDir}`);
  const code = readFileSync(path.join(jsDir, entry), 'utf8');
  const start = code.indexOf(`(${JSON.stringify(file)},`);
  if (start === -1) return [];
  // The call ends where the next page's call starts (or the table ends).
  const next = code.slice(start + 1).search(/\("(?:[a-z]{2}(?:-[a-z]+)?)\/[^"]*\.mdx?",/);
  const call = code.slice(start, next === -1 ? code.indexOf('];', start) : start + 1 + next);
  const asyncFiles = readdirSync(path.join(jsDir, 'async'));
  return [...call.matchAll(/\.e\("?([\w$]+)"?\)/g)]
    .map(([, id]) => asyncFiles.find((name) => name.startsWith(`${id}.`) && name.endsWith('.js')))
    .filter((name) => name !== undefined)
    .map((name) => `/static/js/async/${name}`);
}

/**
 * The source file (`en/guide/start/index.mdx`) of a route, if the build has a page for it.
 * @param {string} outDir
 * @param {string} route
 */
function sourceFileOf(outDir, route) {
  const html = htmlFileFor(outDir, route);
  if (path.basename(html) === '404.html' && !route.includes('404')) return undefined;
  // The route the HTML file serves (`guide/x.html` → `/guide/x`, `guide/index.html` → `/guide/`).
  const served = `/${path.relative(outDir, html).split(path.sep).join('/')}`.replace(/(index)?\.html$/, '');
  const mdx = routeFile(served);
  return [mdx, mdx.replace(/\.mdx$/, '.md')];
}

/**
 * First-load JS and CSS of a route, in brotli bytes: what its HTML references, and the chunks its
 * route loader fetches before the page renders (see routeChunkUrls).
 * `base` is the path prefix the build was made with (`rspress build --base`), stripped from asset URLs.
 * @param {string} outDir
 * @param {string} route
 * @param {string} [base]
 * @returns {{ js: number, css: number, jsFiles: AssetSize[], cssFiles: AssetSize[] }}
 */
export function firstLoadBytes(outDir, route, base = '/') {
  const html = readFileSync(htmlFileFor(outDir, route), 'utf8');
  const { js: referenced, css } = referencedAssets(html);
  const loaded = (sourceFileOf(outDir, route) ?? []).flatMap((file) => routeChunkUrls(outDir, file));
  const js = [...new Set([...referenced, ...loaded.map((url) => `${base}${url.slice(1)}`)])];
  /** @param {string} url */
  const fileOf = (url) => {
    const pathname = new URL(url, `http://site${base}`).pathname;
    const file = path.join(outDir, pathname.startsWith(base) ? pathname.slice(base.length) : pathname);
    if (!existsSync(file)) throw new Error(`${route} references ${url}, which is not in ${outDir}`);
    return file;
  };
  /**
   * @param {string[]} urls
   * @returns {AssetSize[]}
   */
  const measure = (urls) => urls.map((url) => ({ url, brotli: brotliSize(fileOf(url)) }));
  const jsFiles = measure(js);
  const cssFiles = measure(css);
  /** @param {AssetSize[]} files */
  const sum = (files) => files.reduce((total, file) => total + file.brotli, 0);
  return { js: sum(jsFiles), css: sum(cssFiles), jsFiles, cssFiles };
}
