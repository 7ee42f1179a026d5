// What a page makes the browser download before it can run: the scripts and stylesheets its
// built HTML references (including `<link rel="preload">`), measured brotli-compressed as a static
// host serves them. Shared by `npm run bench` and the budget test (e2e/budgets.spec.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** The HTML file a static host serves for a clean URL; a path with no page gets 404.html. */
export function htmlFileFor(outDir, route) {
  const base = path.join(outDir, route);
  const candidates = route.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [`${base}.html`, path.join(base, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? path.join(outDir, '404.html');
}

const attr = (tag, name) => new RegExp(`\\s${name}=["']([^"']*)["']`, 'i').exec(tag)?.[1];

/** The same-site script and stylesheet URLs an HTML document loads on first view. */
export function referencedAssets(html) {
  const js = new Set();
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
  const local = (urls) => [...urls].filter((url) => !/^[a-z]+:\/\//i.test(url) && !url.startsWith('//'));
  return { js: local(js), css: local(css) };
}

const brotliCache = new Map();
/** Brotli size (bytes) of a built file, at the default (maximum) quality a static host uses for precompression. */
export function brotliSize(file) {
  if (!brotliCache.has(file)) brotliCache.set(file, brotliCompressSync(readFileSync(file)).length);
  return brotliCache.get(file);
}

/**
 * First-load JS and CSS of a route, in brotli bytes.
 * `base` is the path prefix the build was made with (`rspress build --base`), stripped from asset URLs.
 */
export function firstLoadBytes(outDir, route, base = '/') {
  const html = readFileSync(htmlFileFor(outDir, route), 'utf8');
  const { js, css } = referencedAssets(html);
  const fileOf = (url) => {
    const pathname = new URL(url, `http://site${base}`).pathname;
    const file = path.join(outDir, pathname.startsWith(base) ? pathname.slice(base.length) : pathname);
    if (!existsSync(file)) throw new Error(`${route} references ${url}, which is not in ${outDir}`);
    return file;
  };
  const measure = (urls) => urls.map((url) => ({ url, brotli: brotliSize(fileOf(url)) }));
  const jsFiles = measure(js);
  const cssFiles = measure(css);
  const sum = (files) => files.reduce((total, file) => total + file.brotli, 0);
  return { js: sum(jsFiles), css: sum(cssFiles), jsFiles, cssFiles };
}
