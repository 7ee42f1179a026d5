import { unescapeHtml } from '../lib/html.mjs';
import { ROUTES } from '../site/routes';
import { SITE_ORIGIN } from '../site/site';
import { expect, hydrated, test } from './fixtures';

// The deploy workflow may build for another origin (SITE_ORIGIN); tests run against the default build.
const ORIGIN = process.env.SITE_ORIGIN || SITE_ORIGIN;
const langOf = (route: string) => (route.startsWith('/zh/') ? 'zh' : 'en');
const enRoute = (route: string) => route.replace(/^\/zh\//, '/');
const zhRoute = (route: string) => `/zh${enRoute(route)}`;
const absolute = (route: string) => `${ORIGIN}${route}`;

interface Head {
  lang: string | undefined;
  title: string | undefined;
  meta: Map<string, string[]>;
  links: { rel: string; href: string; hreflang?: string }[];
}

const attr = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined ? undefined : unescapeHtml(value);
};

function parseHead(html: string): Head {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const meta = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const key = attr(tag, 'property') ?? attr(tag, 'name');
    const content = attr(tag, 'content');
    if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), content]);
  }
  const links = [...head.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => ({
    rel: attr(tag, 'rel') ?? '',
    href: attr(tag, 'href') ?? '',
    hreflang: attr(tag, 'hreflang'),
  }));
  const title = /<title>([^<]*)<\/title>/i.exec(head)?.[1];
  return { lang: /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1], title: title && unescapeHtml(title), meta, links };
}

const heads = new Map<string, Head>();
test.beforeAll(async ({ request }) => {
  for (const route of ROUTES) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    heads.set(route, parseHead(await response.text()));
  }
});

test('every page has its own "<page> - Rstest" title and description, unique in its language', () => {
  for (const lang of ['en', 'zh']) {
    const routes = ROUTES.filter((route) => langOf(route) === lang);
    const titles = routes.map((route) => heads.get(route)?.title ?? '');
    const descriptions = routes.map((route) => heads.get(route)?.meta.get('description')?.[0] ?? '');
    routes.forEach((route, i) => {
      const home = enRoute(route) === '/';
      expect(titles[i], route).toMatch(home ? /^Rstest( - .+)?$/ : /^.+ - Rstest$/);
      expect(descriptions[i].length, `${route} description`).toBeGreaterThan(20);
      expect(heads.get(route)?.meta.get('description'), `${route} has one description`).toHaveLength(1);
    });
    const duplicated = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);
    expect(duplicated(titles), `${lang} titles`).toEqual([]);
    expect(duplicated(descriptions), `${lang} descriptions`).toEqual([]);
  }
});

test('<html lang> matches the locale of the route', () => {
  for (const route of ROUTES) expect(heads.get(route)?.lang, route).toBe(langOf(route));
});

test('English and Chinese pages point to each other with absolute hreflang alternates', () => {
  for (const route of ROUTES) {
    const alternates = (heads.get(route)?.links ?? []).filter((link) => link.rel === 'alternate' && link.hreflang);
    expect(Object.fromEntries(alternates.map((link) => [link.hreflang, link.href])), route).toEqual({
      en: absolute(enRoute(route)),
      zh: absolute(zhRoute(route)),
      'x-default': absolute(enRoute(route)),
    });
  }
});

test('every page names its absolute canonical URL, and Open Graph repeats it with title, description and image', () => {
  for (const route of ROUTES) {
    const head = heads.get(route);
    const canonical = head?.links.filter((link) => link.rel === 'canonical').map((link) => link.href);
    expect(canonical, route).toEqual([absolute(route)]);
    expect(head?.meta.get('og:url'), route).toEqual([absolute(route)]);
    expect(head?.meta.get('og:title'), route).toEqual([head?.title]);
    expect(head?.meta.get('og:description'), route).toEqual(head?.meta.get('description'));
    expect(head?.meta.get('og:image')?.[0], route).toMatch(new RegExp(`^${ORIGIN.replace(/[.]/g, '\\.')}/.+\\.png$`));
  }
});

test('the Open Graph image is served', async ({ request }) => {
  const image = heads.get('/')?.meta.get('og:image')?.[0] ?? '';
  const response = await request.get(new URL(image).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

test('sitemap.xml lists every route once, with its translation, at the configured address', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  expect([...locs].sort()).toEqual(ROUTES.map(absolute).sort());
  for (const route of ROUTES) {
    const entry = xml.split('<url>').find((block) => block.includes(`<loc>${absolute(route)}</loc>`)) ?? '';
    expect(entry, route).toContain(`hreflang="zh" href="${absolute(zhRoute(route))}"`);
    expect(entry, route).toContain(`hreflang="en" href="${absolute(enRoute(route))}"`);
  }
});

test('robots.txt allows crawling and names the sitemap at the configured address', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
});

test("a client-side navigation brings the new page's title, description and edit link", async ({ page }) => {
  for (const [from, linkName, to] of [
    ['/guide/start/', 'Quick Start', '/guide/start/quick-start'],
    ['/zh/api/', 'expect', '/zh/api/test-api/expect'],
  ] as const) {
    await page.goto(from);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: linkName, exact: true }).click();
    await expect(page).toHaveURL(to);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    const served = heads.get(to)!;
    await expect(page).toHaveTitle(served.title!);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      served.meta.get('description')![0],
    );
    const file = `${to.startsWith('/zh/') ? 'zh' : 'en'}${to.replace(/^\/zh/, '')}.mdx`;
    await expect(page.getByRole('main').locator('a[href*="/website/docs/"]')).toHaveAttribute(
      'href',
      new RegExp(`/website/docs/${file}$`),
    );
  }
});
