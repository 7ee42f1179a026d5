// Every page address of the previous Rstest site (site/rstest-rs-urls.txt) lands on the page of
// this site that covers its topic: served as a static host without redirect rules serves the
// build (GitHub Pages), through the redirect pages plugins/redirects.ts writes, and with
// `_redirects` read (Cloudflare Pages) as real 301s. Variants a link may carry: the other form of
// the trailing slash and `.html`. Every variant is checked against the written files in Node;
// Chromium opens one of each kind of landing, the hash cases and a redirect page without script.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { htmlFileFor } from '../lib/assets.mjs';
import { pageFacts } from '../plugins/redirects';
import { REDIRECTS } from '../site/redirects';
import { SITE_ORIGIN } from '../site/site';
import { expect, test } from './fixtures';
import { REDIRECTS_SERVER_PORT_BASE } from './ports';

const ROOT = path.join(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'doc_build');
const OLD_ADDRESSES = readFileSync(path.join(ROOT, 'site/rstest-rs-urls.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'));
const moved = new Map(REDIRECTS.map(({ from, to }) => [from, to]));

/** Where an old address lands: its new route and the hash the table gives it, if any. */
function landing(address: string): { route: string; hash: string } {
  const [route, id] = (moved.get(address) ?? address).split('#');
  return { route, hash: id ? `#${id}` : '' };
}

/** The forms a link to an address comes in: as listed, with the other trailing slash, with `.html`. */
function variants(address: string): string[] {
  if (!address.endsWith('/')) return [address, `${address}/`, `${address}.html`];
  const bare = address.slice(0, -1);
  return bare ? [address, bare, `${address}index.html`, `${bare}.html`] : [address, '/index.html'];
}

/** The title a reader sees on a built page. */
const titleOf = (route: string) =>
  /<title>([^<]*)<\/title>/.exec(readFileSync(htmlFileFor(OUT_DIR, route), 'utf8'))?.[1];

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The file a static host without rules (GitHub Pages; scripts/serve.mjs) answers a path with. */
function servedFile(pathname: string): string {
  const base = path.join(OUT_DIR, pathname);
  const candidates = pathname.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find(isFile) ?? path.join(OUT_DIR, '404.html');
}

/** The route Rspress's router matches a path to: `.html` and a trailing `/index` or `/` left out. */
const matchedRoute = (pathname: string) =>
  pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1');

/** How a variant is written, relative to its listed address. */
function formOf(address: string, variant: string): string {
  if (variant === address) return 'as listed';
  if (variant.endsWith('/index.html')) return 'index.html';
  if (variant.endsWith('.html')) return '.html';
  return 'other trailing slash';
}

interface Visit {
  address: string;
  variant: string;
  route: string;
  hash: string;
  /** What decides where the browser lands: the redirect page, the page itself, or the 404 page's router. */
  kind: string;
}

/**
 * Every variant of every old address, checked against the written files: a moved address is
 * served its redirect page, which sends to the table's route with the new page's title and
 * heading ids; any other address is served its page, or the 404 page whose router matches it to
 * the page. Returns the visits, each with the kind of landing the browser would go through.
 */
function checkWrittenFiles(): Visit[] {
  const visits: Visit[] = [];
  for (const address of OLD_ADDRESSES) {
    const { route, hash } = landing(address);
    const target = htmlFileFor(OUT_DIR, route);
    expect.soft(path.basename(target), `${address} → ${route}: not built`).not.toBe('404.html');
    // Only a redirect page needs the new page's title and heading ids.
    const facts = moved.has(address) ? pageFacts(readFileSync(target, 'utf8')) : undefined;
    for (const variant of variants(address)) {
      const file = servedFile(variant);
      const lands = `${variant} → ${route}${hash}`;
      let served: string;
      if (facts) {
        served = 'redirect page';
        const html = readFileSync(file, 'utf8');
        const script = /<script data-to="([^"]*)" data-anchors="([^"]*)">/.exec(html);
        expect.soft(script?.[1], `${lands}: ${path.relative(OUT_DIR, file)} sends to`).toBe(`${route}${hash}`);
        expect.soft(script?.[2].split(' ').filter(Boolean), `${lands}: heading ids`).toEqual(facts.anchors);
        expect.soft(pageFacts(html).title, `${lands}: title`).toBe(facts.title);
        expect.soft(html, `${lands}: refresh without script`).toContain(`content="0; url=${route}${hash}"`);
      } else {
        served = file === target ? 'page' : '404 page';
        expect.soft([target, path.join(OUT_DIR, '404.html')], `${lands}: served ${file}`).toContain(file);
        expect.soft(matchedRoute(variant), `${lands}: the router's match`).toBe(matchedRoute(route));
      }
      const lang = address.startsWith('/zh/') ? 'zh' : 'en';
      visits.push({ address, variant, route, hash, kind: `${lang}, ${served}, ${formOf(address, variant)}` });
    }
  }
  return visits;
}

test.describe('the previous site’s addresses land on their page', () => {
  test('every address, in every form, is served a file that lands on its page (read from doc_build)', () => {
    const visits = checkWrittenFiles();
    expect(visits.length).toBeGreaterThan(OLD_ADDRESSES.length * 3);
  });

  // Where the browser lands depends only on the kind of file served and the form of the address, so
  // one address of each kind is opened: the check above holds every address to the same files.
  test('one address of each kind lands in Chromium, with the page’s title', async ({ page }) => {
    const kinds = new Map<string, Visit>();
    for (const visit of checkWrittenFiles()) if (!kinds.has(visit.kind)) kinds.set(visit.kind, visit);
    // About twenty kinds; the time the old one-load-per-variant test gave each address.
    test.setTimeout(60_000 + kinds.size * 20_000);
    expect([...kinds.keys()].sort()).toEqual(
      expect.arrayContaining(['en, redirect page, as listed', 'zh, redirect page, .html', 'en, page, as listed']),
    );
    for (const [kind, { variant, route, hash }] of kinds) {
      const lands = `${kind}: ${variant} → ${route}${hash}`;
      await page.goto(variant, { waitUntil: 'commit' });
      await expect.soft(page, lands).toHaveURL((url) => url.pathname === route && url.hash === hash, {
        timeout: 15_000,
      });
      await expect.soft(page, lands).toHaveTitle(titleOf(route) ?? '', { timeout: 15_000 });
    }
  });

  test('without JavaScript a redirect page sends to the new page all the same, without the #hash', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/api/runtime-api/rstest/mock-functions.html#rsfn');
    await expect(page).toHaveURL((url) => url.pathname === '/api/rstest/mockFunctions' && url.hash === '');
    await expect(page).toHaveTitle(titleOf('/api/rstest/mockFunctions') ?? '');
    await context.close();
  });
});

test.describe('a #hash survives the move', () => {
  test('kept when the new page has that heading', async ({ page }) => {
    await page.goto('/api/runtime-api/test-api/test#test-options', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/api\/test-api\/test#test-options$/);
    await expect(page.getByRole('heading', { name: 'Test options' })).toBeInViewport();
  });

  test('kept in Chinese, from the address with a trailing slash', async ({ page }) => {
    await page.goto('/zh/api/runtime-api/rstest/mock-functions/#rsfn', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/zh\/api\/rstest\/mockFunctions#rsfn$/);
    await expect(page.locator('[id="rsfn"]')).toBeInViewport();
  });

  test('replaced by the section the old page became when the new page lacks it', async ({ page }) => {
    await page.goto('/guide/advanced/metadata#add-metadata-to-a-test', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/guide\/advanced\/metadata-and-cleanup#attach-metadata$/);
    await expect(page.locator('[id="attach-metadata"]')).toBeInViewport();
  });

  test('dropped when neither names a heading of the new page', async ({ page }) => {
    await page.goto('/config/test/setup-files.html#no-such-heading', { waitUntil: 'commit' });
    await expect(page).toHaveURL((url) => url.pathname === '/config/test/setupFiles' && url.hash === '');
  });

  test('kept on a page that did not move, reached with a trailing slash', async ({ page }) => {
    await page.goto('/config/test/pool/#memorylimit', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/config\/test\/pool#memorylimit$/);
    await expect(page.locator('[id="memorylimit"]')).toBeInViewport();
  });
});

test.describe('an old page with no counterpart lands on the closest page, which says why', () => {
  for (const [address, route, why] of [
    ['/blog/announcing-0-11', '/guide/start/upgrade', 'This site has no blog'],
    ['/zh/blog/announcing-0-10', '/zh/guide/start/upgrade', '本站没有博客'],
    ['/guide/browser-testing/getting-started', '/config/test/browser', 'Browser mode does not work with 0.12.0'],
    ['/zh/guide/advanced/playwright', '/zh/config/test/browser', '0.12.0 无法使用浏览器模式'],
  ]) {
    test(`${address} → ${route}`, async ({ page }) => {
      await page.goto(address, { waitUntil: 'commit' });
      await expect(page).toHaveURL((url) => url.pathname === route);
      await expect(page.locator('.rp-doc').getByText(why).first()).toBeVisible();
    });
  }
});

test.describe('redirect pages without server rules', () => {
  // Read from the written files: what a static host serves at each address (servedFile).
  test('each is noindex with the new page as canonical, under the site’s CSP, and stays out of sitemap and search', () => {
    for (const { from, to } of REDIRECTS) {
      const [route] = to.split('#');
      for (const variant of variants(from)) {
        const file = servedFile(variant);
        expect(path.basename(file), variant).not.toBe('404.html');
        const html = readFileSync(file, 'utf8');
        expect(html, variant).toContain('<meta name="robots" content="noindex">');
        expect(html, variant).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${route}">`);
        expect(html, variant).toContain('<meta http-equiv="Content-Security-Policy"');
      }
    }
    const sitemap = readFileSync(path.join(OUT_DIR, 'sitemap.xml'), 'utf8');
    const indexes = readdirSync(path.join(OUT_DIR, 'static'))
      .filter((file) => file.startsWith('search_index.'))
      .map((file) => JSON.parse(readFileSync(path.join(OUT_DIR, 'static', file), 'utf8')) as { routePath: string }[]);
    expect(indexes).toHaveLength(2);
    const indexed = new Set(indexes.flat().map((record) => record.routePath));
    for (const { from } of REDIRECTS) {
      expect(sitemap).not.toContain(`<loc>${SITE_ORIGIN}${from}</loc>`);
      expect(indexed.has(from), from).toBe(false);
    }
  });
});

test.describe('with _redirects read by the host', () => {
  let server: ChildProcess;
  let origin: string;

  test.beforeAll(async ({}, workerInfo) => {
    const port = REDIRECTS_SERVER_PORT_BASE + workerInfo.parallelIndex;
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs'), '--port', String(port), '--redirects'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve) => server.stdout?.once('data', resolve));
  });
  test.afterAll(() => {
    server.kill();
  });

  // Read from the written doc_build/_redirects; the server's answer to its rules is checked below.
  test('every moved address answers 301 with its new address; the others are pages', () => {
    const rules = new Map(
      readFileSync(path.join(OUT_DIR, '_redirects'), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('/'))
        .map((line) => {
          const [from, to, status] = line.split(/\s+/);
          return [from, { to, status }] as const;
        }),
    );
    for (const address of OLD_ADDRESSES) {
      const { route, hash } = landing(address);
      if (!moved.has(address)) {
        expect(rules.has(address), address).toBe(false);
        expect(servedFile(address), address).toBe(htmlFileFor(OUT_DIR, route));
        continue;
      }
      for (const variant of variants(address))
        expect(rules.get(variant), variant).toEqual({ to: `${route}${hash}`, status: '301' });
    }
  });

  test('the host answers a rule with its 301, for each form of an address', async ({ request }) => {
    for (const variant of variants('/zh/api/runtime-api/rstest/')) {
      const response = await request.get(`${origin}${variant}`, { maxRedirects: 0 });
      expect(response.status(), variant).toBe(301);
      expect(response.headers().location, variant).toBe('/zh/api/rstest/');
    }
  });

  test('a browser follows the 301 and keeps the #hash', async ({ page }) => {
    await page.goto(`${origin}/api/runtime-api/test-api/test#test-options`);
    await expect(page).toHaveURL(`${origin}/api/test-api/test#test-options`);
    await expect(page.getByRole('heading', { name: 'Test options' })).toBeInViewport();
  });
});
