// Serves the built site the way a static host does: clean URLs (`/a/b` → `a/b.html`,
// `/a/` → `a/index.html`), `404.html` with status 404 for misses, brotli/gzip when asked for.
// Usage: node scripts/serve.mjs [--port 4173] [--dir doc_build] [--headers] [--redirects]
// --headers also sends what <dir>/_headers prescribes (CSP, caching), as the static host would.
// --redirects answers the addresses <dir>/_redirects lists with its redirects, before any file, as
// Cloudflare Pages does; without it the build's redirect pages answer them, as on GitHub Pages.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { headersFor, parseHeadersFile } from '../lib/headers-file.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    dir: { type: 'string', default: 'doc_build' },
    headers: { type: 'boolean', default: false },
    redirects: { type: 'boolean', default: false },
  },
});
const root = path.resolve(values.dir);
const headerRules = values.headers ? parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8')) : [];

/**
 * The exact-path rules of a `_redirects` file (`from to [status]`, `#` comments), by source path.
 * @param {string} text
 * @returns {Map<string, { to: string, status: number }>}
 */
function parseRedirectsFile(text) {
  /** @type {Map<string, { to: string, status: number }>} */
  const rules = new Map();
  for (const line of text.split('\n')) {
    const [from, to, status = '302'] = line.trim().split(/\s+/);
    // The topmost rule for a path wins.
    if (from && to && !from.startsWith('#') && !rules.has(from)) rules.set(from, { to, status: Number(status) });
  }
  return rules;
}
const redirectRules = values.redirects
  ? parseRedirectsFile(readFileSync(path.join(root, '_redirects'), 'utf8'))
  : new Map();
/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.md', '.xml']);

/** @param {string} file */
const isFile = (file) => existsSync(file) && statSync(file).isFile();

/**
 * The file a clean URL maps to, or undefined when nothing matches.
 * @param {string} pathname
 * @returns {string | undefined}
 */
export function resolveFile(pathname) {
  const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, safe);
  if (!base.startsWith(root)) return undefined;
  const candidates = safe.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find(isFile);
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const redirect = redirectRules.get(pathname);
  if (redirect) {
    res.writeHead(redirect.status, { location: redirect.to });
    res.end();
    return;
  }
  let file = resolveFile(pathname);
  let status = 200;
  if (!file) {
    file = path.join(root, '404.html');
    status = 404;
  }
  const ext = path.extname(file);
  /** @type {Record<string, string>} */
  const headers = {
    // Lower-case names, as headersFor returns them: a Content-Type from _headers wins, as on the host.
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    ...headersFor(headerRules, pathname),
    vary: 'Accept-Encoding',
  };
  const accept = String(req.headers['accept-encoding'] ?? '');
  /** @type {import('node:stream').Readable} */
  let stream = createReadStream(file);
  if (COMPRESSIBLE.has(ext) && /\bbr\b/.test(accept)) {
    headers['content-encoding'] = 'br';
    stream = stream.pipe(
      // A fast level: responses are compressed on the fly (a host would pre-compress at 11).
      createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    );
  } else if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(accept)) {
    headers['content-encoding'] = 'gzip';
    stream = stream.pipe(createGzip());
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else stream.pipe(res);
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://127.0.0.1:${values.port}/`);
});
