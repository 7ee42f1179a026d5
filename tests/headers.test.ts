// The security-headers plugin on a small built site: the CSP it writes allows exactly the inline
// scripts the pages contain (by hash), never eval, and the caching rules read as a static host
// (Cloudflare Pages semantics, lib/headers-file.mjs) applies them. e2e/security.spec.ts checks
// the real build in a browser.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { headersFor, parseHeadersFile } from '../lib/headers-file.mjs';
import { pluginSecurityHeaders } from '../plugins/securityHeaders';

const THEME_SCRIPT = "{const saved = localStorage.getItem('rspress-theme-appearance');}";
const REDIRECT_SCRIPT = '{var defaultLang = "en", langs = ["en","zh"];}';
const page = (inline: string[]) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">\n<title>t</title>${inline
    .map((code) => `<script>${code}</script>`)
    .join('')}<script defer src="/static/js/index.1234.js"></script></head><body></body></html>`;
const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

let outDir: string;
const build = () =>
  pluginSecurityHeaders({ imageOrigins: ['https://assets.rspack.rs'] }).afterBuild?.({ outDir }, true);
const headers = (pathname: string) =>
  headersFor(parseHeadersFile(readFileSync(path.join(outDir, '_headers'), 'utf8')), pathname);
const csp = (pathname: string) => headers(pathname)['content-security-policy'];
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'headers-'));
  mkdirSync(path.join(outDir, 'zh'));
  writeFileSync(path.join(outDir, 'index.html'), page([REDIRECT_SCRIPT, THEME_SCRIPT]));
  writeFileSync(path.join(outDir, 'zh', 'index.html'), page([THEME_SCRIPT, 'console.log("zh only")']));
  await build();
});

describe('Content-Security-Policy', () => {
  test('allows each inline script of every page by its hash, and no other inline script or eval', () => {
    const scripts = directive(csp('/'), 'script-src');
    for (const code of [REDIRECT_SCRIPT, THEME_SCRIPT, 'console.log("zh only")'])
      expect(scripts).toContain(sha256(code));
    expect(scripts.match(/'sha256-/g)).toHaveLength(3);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(csp('/')).not.toContain('unsafe-eval');
  });

  test('loads images only from the site, data: URLs and the asset host; no plugins; no framing', () => {
    expect(directive(csp('/'), 'img-src')).toBe("img-src 'self' data: https://assets.rspack.rs");
    expect(directive(csp('/'), 'object-src')).toBe("object-src 'none'");
    expect(directive(csp('/'), 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  test('every page also carries it as <meta> (for hosts without headers), before any script, without frame-ancestors', () => {
    for (const file of ['index.html', 'zh/index.html']) {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
      expect(meta?.[1]).toBe(csp('/').replace("; frame-ancestors 'none'", ''));
      expect(html.indexOf(meta?.[0] ?? '')).toBeLessThan(html.indexOf('<script'));
    }
  });

  test('a second run (rebuild into the same folder) leaves one <meta> policy per page', async () => {
    await build();
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });
});

describe('static host headers', () => {
  test('HTML routes are revalidated on every visit', () => {
    for (const pathname of ['/', '/zh/', '/guide/start/quick-start', '/404.html']) {
      expect(headers(pathname)['cache-control']).toBe('no-cache');
    }
  });

  test('hashed assets under /static/ are cached for a year as immutable, with no conflicting no-cache', () => {
    expect(headers('/static/js/index.1234.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers('/static/search_index.en.abcd.json')['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('Markdown copies of the pages are UTF-8 Markdown, revalidated like HTML; other files keep their type', () => {
    for (const pathname of ['/guide/start/quick-start.md', '/zh/guide/start/index.md']) {
      expect(headers(pathname)).toMatchObject({
        'content-type': 'text/markdown; charset=utf-8',
        'cache-control': 'no-cache',
      });
    }
    for (const pathname of ['/guide/start/quick-start', '/llms.txt', '/static/js/index.1234.js']) {
      expect(headers(pathname)['content-type']).toBeUndefined();
    }
  });

  test('every response carries nosniff, a referrer policy and a permissions policy', () => {
    for (const pathname of ['/', '/static/css/styles.css']) {
      expect(headers(pathname)).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      expect(headers(pathname)['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\)/);
    }
  });
});

describe('_headers semantics (Cloudflare Pages)', () => {
  const rules = parseHeadersFile(
    ['/*', '  X-A: one', '/static/*', '  X-A: two', '/keep/*', '  ! X-A', '  X-B: b'].join('\n'),
  );
  test('matching blocks add up, a repeated header joins with a comma, and `! Name` drops one', () => {
    expect(headersFor(rules, '/static/a.js')['x-a']).toBe('one, two');
    expect(headersFor(rules, '/keep/x')).toEqual({ 'x-b': 'b' });
    expect(headersFor(rules, '/other')).toEqual({ 'x-a': 'one' });
  });
});
