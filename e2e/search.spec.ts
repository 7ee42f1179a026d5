import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { codeBlocks, DOCS_DIR, pageFiles } from '../lib/code-blocks.mjs';
import { expect, hydrated, test } from './fixtures';

interface IndexRecord {
  routePath: string;
  title: string;
  content: string;
  toc: { id: string; text: string; depth: number }[];
}

const searchButton = (page: Page) => page.locator('.rp-nav').getByRole('button', { name: /Search|搜索/ });
const searchInput = (page: Page) => page.getByRole('textbox', { name: 'SearchPanelInput' });
const hits = (page: Page) => page.locator('.rp-suggest-item');
const NO_MATCH = 'qzxqzxq';

// The panel prepares the search index of the whole site when it first opens: seconds on a busy CI machine.
test.describe.configure({ timeout: 90_000 });

/** Opens the panel and waits until its index is built (the no-results text needs an inited index). */
async function openReadySearch(page: Page) {
  await hydrated(page);
  await page.keyboard.press('Control+K');
  await searchInput(page).fill(NO_MATCH);
  // Preparing the index of the whole site takes seconds on a slow machine.
  await expect(page.locator('.rp-no-search-result')).toBeVisible({ timeout: 45_000 });
}

/** Searches in a panel opened by openReadySearch and waits for the first hit. */
async function searchFor(page: Page, query: string) {
  await searchInput(page).fill(query);
  await expect(hits(page).first()).toBeVisible();
}

/** The search index this page prefetches (its URL is in the client-only <link rel="prefetch">). */
async function loadIndex(page: Page): Promise<IndexRecord[]> {
  const link = page.locator('head link[rel="prefetch"][href*="search_index"]');
  await expect(link).toHaveCount(1);
  const response = await page.request.get((await link.getAttribute('href')) ?? '');
  return response.json();
}

const pageOf = (href: string | null) => (href ?? '').split('#')[0];

test('the search button, Ctrl+K and Meta+K open the search panel', async ({ page }) => {
  await page.goto('/guide/start/');
  await hydrated(page);

  await searchButton(page).click();
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchInput(page)).toBeHidden();

  await page.keyboard.press('Control+K');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchInput(page)).toBeHidden();

  await page.keyboard.press('Meta+K');
  await expect(searchInput(page)).toBeFocused();
});

test('the search input is debounced by 150 ms', async ({ page }) => {
  await page.goto('/guide/start/');
  await openReadySearch(page);
  await searchInput(page).clear();
  // Record, in the page, when the last key was typed and when the first hit was rendered.
  await page.evaluate(() => {
    const times = { typed: 0, shown: 0 };
    Object.assign(window, { searchTimes: times });
    document.querySelector('.rp-search-panel__input')?.addEventListener('input', () => {
      times.typed = performance.now();
      times.shown = 0;
    });
    new MutationObserver(() => {
      if (!times.shown && document.querySelector('.rp-suggest-item')) times.shown = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  // One input event: with keys typed one by one, a busy machine can space two keys more than 150 ms
  // apart, and the hits of that partial word then arrive after the last key.
  await searchInput(page).fill('describe');
  await expect(hits(page).first()).toBeVisible();
  const { typed, shown } = await page.evaluate(
    () => (window as unknown as { searchTimes: { typed: number; shown: number } }).searchTimes,
  );
  expect(shown - typed).toBeGreaterThanOrEqual(150);
});

test('hits are titles, headers with their heading breadcrumb, and content snippets with highlights', async ({
  page,
}) => {
  await page.goto('/guide/start/');
  await openReadySearch(page);
  const index = await loadIndex(page);
  const record = index.find((r) => r.routePath === '/api/test-api/describe');
  if (!record) throw new Error('the en index has no /api/test-api/describe page');

  // Title hit: the page title, highlighted.
  await searchFor(page, record.title);
  const titleHit = hits(page)
    .filter({ has: page.locator(`a[href="${record.routePath}"]`) })
    .first();
  await expect(titleHit.locator('.rp-suggest-item__header')).toHaveText(record.title);
  await expect(titleHit.locator('.rp-suggest-item__mark')).toHaveText(record.title);

  // Header hit: "Title > h2 > h3", linking to the heading.
  const h3Index = record.toc.findIndex((h) => h.depth === 3);
  const h3 = record.toc[h3Index];
  const h2 = record.toc.slice(0, h3Index).findLast((h) => h.depth === 2);
  if (!h3 || !h2) throw new Error('the describe page has no h3 under an h2');
  await searchFor(page, h3.text);
  const headerHit = hits(page).filter({ has: page.locator(`a[href="${record.routePath}#${h3.id}"]`) });
  await expect(headerHit.locator('.rp-suggest-item__header')).toHaveText(`${record.title} > ${h2.text} > ${h3.text}`);
  await expect(headerHit.locator('.rp-suggest-item__mark')).toHaveText(h3.text);

  // Content hit: a word of the page's text that is in no heading, shown in a short snippet.
  const headings = [record.title, ...record.toc.map((h) => h.text)].join(' ').toLowerCase();
  const pagesWith = (word: string) => index.filter((r) => r.content.toLowerCase().includes(word)).length;
  const word = [...new Set(record.content.toLowerCase().match(/\b[a-z]{7,}\b/g) ?? [])]
    .filter((w) => !headings.includes(w))
    .sort((a, b) => pagesWith(a) - pagesWith(b))[0];
  await searchFor(page, word);
  const contentHit = hits(page)
    .filter({ has: page.locator(`a[href^="${record.routePath}"]`) })
    .first();
  const statement = contentHit.locator('.rp-suggest-item__statement');
  await expect(statement.locator('.rp-suggest-item__mark').first()).toHaveText(new RegExp(`^${word}$`, 'i'));
  // The snippet is about 100 characters, with ellipses where it was cut.
  expect((await statement.innerText()).length).toBeLessThanOrEqual(110);
});

test('a search returns at most 7 matching pages', async ({ page }) => {
  await page.goto('/guide/start/');
  await hydrated(page);
  const index = await loadIndex(page);
  const matchedPages = async () => {
    const links = await hits(page)
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    return new Set(links.map(pageOf)).size;
  };
  for (const word of ['test', 'config']) {
    // The word must be on more pages than the limit for the limit to be observable.
    expect(index.filter((r) => `${r.title} ${r.content}`.toLowerCase().includes(word)).length).toBeGreaterThan(7);
  }

  // Typed at once, the first query is matched when the index is ready; the next one after the debounce.
  await page.keyboard.press('Control+K');
  await searchInput(page).fill('test');
  await expect(hits(page).first()).toBeVisible({ timeout: 45_000 });
  expect(await matchedPages()).toBe(7);
  await searchInput(page).fill('config');
  await expect(hits(page).first().locator('.rp-suggest-item__mark')).toHaveText(/^config/i);
  expect(await matchedPages()).toBe(7);
});

test('code blocks are indexed: an identifier found only in a guide code block is found', async ({ page }) => {
  // An identifier that occurs in code blocks of exactly one guide page and nowhere else in the
  // English docs, neither in prose nor on another page.
  const sources = pageFiles('en').map((file) => ({
    file,
    source: readFileSync(path.join(DOCS_DIR, 'en', file), 'utf8'),
  }));
  const withoutCode = (source: string) =>
    codeBlocks(source).reduce((text, block) => text.replace(block.code, ''), source);
  const found = sources
    .filter(({ file }) => file.startsWith('guide/'))
    .flatMap(({ file, source }) => {
      const outside = [withoutCode(source), ...sources.filter((s) => s.file !== file).map((s) => s.source)]
        .join('\n')
        .toLowerCase();
      const code = codeBlocks(source)
        .map((block) => block.code)
        .join('\n')
        .toLowerCase();
      return [...new Set(code.match(/\b[a-z][a-z0-9]{5,}\b/g) ?? [])]
        .filter((word) => !outside.includes(word))
        .map((word) => ({ word, route: `/${file.replace(/(index)?\.mdx?$/, '')}` }));
    })[0];
  if (!found) throw new Error('no guide page has an identifier of its own in a code block');

  await page.goto('/guide/start/');
  await openReadySearch(page);
  await searchFor(page, found.word);
  const link = hits(page).first().locator('a');
  expect(pageOf(await link.getAttribute('href'))).toBe(found.route);
  await expect(hits(page).first().locator('.rp-suggest-item__mark')).toHaveText(new RegExp(`^${found.word}$`, 'i'));
});

test('a search with no match says so and suggests another keyword', async ({ page }) => {
  await page.goto('/guide/start/');
  await openReadySearch(page);
  await expect(page.locator('.rp-no-search-result')).toContainText(`No results for "${NO_MATCH}"`);
  await expect(page.getByText('Please try again with a different keyword')).toBeVisible();
});

test('the open panel dims the page behind it without blurring it, so the caret’s blink redraws no blur', async ({
  page,
}) => {
  await page.goto('/guide/start/');
  await openReadySearch(page);
  await expect(searchInput(page)).toBeFocused();
  const mask = page.locator('.rp-search-panel__mask');
  await expect(mask).toBeVisible();
  await expect(mask).toHaveCSS('backdrop-filter', 'none');
  // Dimmed: a translucent dark layer over the page.
  await expect(mask).toHaveCSS('background-color', /^rgba\(\d+, \d+, \d+, 0\.[1-9]\d*\)$/);
});

test('each language fetches its own search index', async ({ page }) => {
  const en = page.waitForRequest(/\/static\/search_index\.en\.\w+\.json$/);
  await page.goto('/guide/start/');
  await en;
  const zh = page.waitForRequest(/\/static\/search_index\.zh\.\w+\.json$/);
  await page.goto('/zh/guide/start/');
  await zh;
});

test('no search index holds an authoring note: an MDX comment, a proof or a path of this repository’s tests', () => {
  const dir = path.join(import.meta.dirname, '..', 'doc_build', 'static');
  const indexes = readdirSync(dir).filter((file) => /^search_index\..*\.json$/.test(file));
  expect(indexes.length, 'the search indexes of the last build (run `npm run build` first)').toBeGreaterThanOrEqual(2);
  // `tests/setup.ts` in an example is the reader's project; `tests/claims/…` is this repository's.
  const repoTests = readdirSync(path.join(import.meta.dirname, '..', 'tests'), { withFileTypes: true }).map(
    (entry) => `tests/${entry.name}${entry.isDirectory() ? '/' : ''}`,
  );
  const found: string[] = [];
  for (const file of indexes) {
    const records = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as IndexRecord[];
    for (const { routePath, title, content, toc } of records) {
      const text = [title, content, ...toc.map((h) => h.text)].join('\n');
      for (const note of ['{/*', '*/}', 'proven by', ...repoTests]) {
        if (text.includes(note)) found.push(`${file} ${routePath}: "${note}"`);
      }
    }
  }
  expect(found).toEqual([]);
});

test('switching language resets the search index and fetches the new language', async ({ page }) => {
  await page.goto('/guide/start/');
  await openReadySearch(page);
  await searchFor(page, 'describe');
  await expect(hits(page).locator('a').first()).toHaveAttribute('href', /^\/(?!zh\/)/);
  await page.keyboard.press('Escape');

  // Client-side switch: the window survives, so only the index reset can bring the zh index.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const zhIndex = page.waitForRequest(/\/static\/search_index\.zh\.\w+\.json$/);
  await page.locator('.rp-nav__others').getByText('English', { exact: true }).first().hover();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh\/guide\/start\/?$/);
  await zhIndex;
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await openReadySearch(page); // the zh index is built anew
  await searchFor(page, 'describe');
  const links = await hits(page)
    .locator('a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links.every((href) => href?.startsWith('/zh/'))).toBe(true);
});

test('when the search index cannot be fetched, the console says so and the panel stays usable', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  // The failure arrives after the 150 ms debounce, so the query is searched while the index loads.
  await page.route(/\/static\/search_index\.\w+\.\w+\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fulfill({ status: 500, body: '' });
  });

  await page.goto('/guide/start/');
  await hydrated(page);
  await page.keyboard.press('Control+K');
  await searchInput(page).fill('describe');
  // Search returns nothing; Rspress 2.0.22 shows one short line instead of results.
  await expect(page.locator('.rp-search-panel__results')).toContainText('Failed to fetch search index');
  await expect(hits(page)).toHaveCount(0);
  expect(errors).toContain('Failed to fetch search index, please reload the page and try again.');
  expect(errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);

  // Still usable: it closes, opens again and takes a new query.
  await page.keyboard.press('Escape');
  await expect(searchInput(page)).toBeHidden();
  await page.keyboard.press('Control+K');
  await searchInput(page).fill('expect');
  await expect(searchInput(page)).toHaveValue('expect');
  await expect(page.locator('.rp-search-panel__results')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(searchInput(page)).toBeHidden();
});
