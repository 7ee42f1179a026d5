// What a page makes the browser download before it can run: the scripts and stylesheets its
// built HTML references (including `<link rel="preload">`), measured brotli-compressed as a static
// host serves them. Shared by `npm run bench` and the budget test (e2e/budgets.spec.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

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
  const base = path.join(outDir, route);
  const candidates = route.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [`${base}.html`, path.join(base, 'index.html')];
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
 * First-load JS and CSS of a route, in brotli bytes.
 * `base` is the path prefix the build was made with (`rspress build --base`), stripped from asset URLs.
 * @param {string} outDir
 * @param {string} route
 * @param {string} [base]
 * @returns {{ js: number, css: number, jsFiles: AssetSize[], cssFiles: AssetSize[] }}
 */
export function firstLoadBytes(outDir, route, base = '/') {
  const html = readFileSync(htmlFileFor(outDir, route), 'utf8');
  const { js, css } = referencedAssets(html);
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
