// Every page address of the previous Rstest site (site/rstest-rs-urls.txt) lands on the page of
// this site that covers its topic: served as a static host without redirect rules serves the
// build (GitHub Pages), through the redirect pages plugins/redirects.ts writes, and with
// `_redirects` read (Cloudflare Pages) as real 301s. Variants a link may carry: the other form of
// the trailing slash and `.html`.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFileFor } from '../scripts/bench/assets.mjs';
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

/** The addresses by language and section (`/zh/config`): one browser context each reuses its cache. */
const SECTIONS = new Map<string, string[]>();
for (const address of OLD_ADDRESSES) {
  const section = address.replace(/^((?:\/zh)?\/[^/]*).*$/, '$1');
  SECTIONS.set(section, [...(SECTIONS.get(section) ?? []), address]);
}

test.describe('§2.1 the previous site’s addresses land on their page', () => {
  for (const [section, addresses] of SECTIONS) {
    test(`${section}… (${addresses.length}) land on their pages, in every form`, async ({ page }) => {
      test.setTimeout(addresses.length * 20_000);
      // Where a link lands is decided by the documents, and by the site's scripts only for the pages
      // that did not move (Rspress routes their other forms in the browser): skip everything else.
      let scriptsNeeded = false;
      await page.route(
        (url) =>
          /\.(png|svg|woff2?|css)$|\/search_index\./.test(url.pathname) ||
          (!scriptsNeeded && url.pathname.endsWith('.js')),
        (route) => route.abort(),
      );
      for (const address of addresses) {
        const { route, hash } = landing(address);
        const title = titleOf(route);
        expect.soft(title, `${address} → ${route}: not built`).not.toMatch(/^404/);
        scriptsNeeded = !moved.has(address);
        for (const variant of variants(address)) {
          const lands = `${variant} → ${route}${hash}`;
          await page.goto(variant, { waitUntil: 'commit' });
          await expect.soft(page, lands).toHaveURL((url) => url.pathname === route && url.hash === hash);
          await expect.soft(page, lands).toHaveTitle(title ?? '');
        }
      }
    });
  }
});

test.describe('§2.1 a #hash survives the move', () => {
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
    await expect(page).toHaveURL(/\/api\/test-api\/test#meta$/);
    await expect(page.locator('[id="meta"]')).toBeInViewport();
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

test.describe('§2.1 an old page with no counterpart lands on the closest page, which says why', () => {
  for (const [address, route, why] of [
    ['/blog/announcing-0-11', '/guide/start/upgrade', 'This site has no blog'],
    ['/zh/blog/announcing-0-10', '/zh/guide/start/upgrade', '本站没有博客'],
    ['/guide/browser-testing/getting-started', '/config/test/browser', 'Browser mode does not work with 0.12.0'],
    ['/zh/guide/advanced/playwright', '/zh/config/test/browser', '0.12.0 无法使用 browser 模式'],
  ]) {
    test(`${address} → ${route}`, async ({ page }) => {
      await page.goto(address, { waitUntil: 'commit' });
      await expect(page).toHaveURL((url) => url.pathname === route);
      await expect(page.locator('.rp-doc').getByText(why).first()).toBeVisible();
    });
  }
});

test.describe('§2.1 redirect pages without server rules', () => {
  test('each is noindex with the new page as canonical, under the site’s CSP, and stays out of sitemap and search', async ({
    request,
  }) => {
    for (const { from, to } of REDIRECTS) {
      const [route] = to.split('#');
      for (const variant of variants(from)) {
        const response = await request.get(variant, { maxRedirects: 0 });
        expect(response.status(), variant).toBe(200);
        const html = await response.text();
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

test.describe('§2.1 with _redirects read by the host', () => {
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

  test('every moved address answers 301 with its new address; the others are pages', async ({ request }) => {
    for (const address of OLD_ADDRESSES) {
      const { route, hash } = landing(address);
      if (!moved.has(address)) {
        expect((await request.get(`${origin}${address}`, { maxRedirects: 0 })).status(), address).toBe(200);
        continue;
      }
      for (const variant of variants(address)) {
        const response = await request.get(`${origin}${variant}`, { maxRedirects: 0 });
        expect(response.status(), variant).toBe(301);
        expect(response.headers().location, variant).toBe(`${route}${hash}`);
      }
    }
  });

  test('a browser follows the 301 and keeps the #hash', async ({ page }) => {
    await page.goto(`${origin}/api/runtime-api/test-api/test#test-options`);
    await expect(page).toHaveURL(`${origin}/api/test-api/test#test-options`);
    await expect(page.getByRole('heading', { name: 'Test options' })).toBeInViewport();
  });
});
