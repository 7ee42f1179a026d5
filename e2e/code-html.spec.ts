// A page's highlighted code is in its served HTML and not in its JavaScript. A page opened
// from its URL keeps the code it was served and downloads no copy of it; a page reached by client
// navigation loads its code with it and shows exactly what its served HTML shows.
import type { Page, Response } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const CODE_PAGE = '/guide/start/quick-start';
const codeBlocks = (page: Page) => page.locator('.rp-doc .rp-codeblock code');

/** Records every script the page downloads whose text carries highlighted code lines. */
function scriptsWithCode(page: Page): Response[] {
  const found: Response[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const text = await response.text().catch(() => '');
    if (text.includes('class=\\"line\\"') || text.includes('class="line"')) found.push(response);
  });
  return found;
}

/** A code block's HTML, with inline styles written one way (the browser reformats those React sets). */
const normalized = (html: string) =>
  html.replace(/style="([^"]*)"/g, (_, style: string) => `style="${style.replace(/\s+/g, '').replace(/;$/, '')}"`);

/** The page's code blocks, each as normalized HTML. */
const shownCode = async (page: Page) =>
  (await codeBlocks(page).evaluateAll((codes) => codes.map((code) => code.innerHTML))).map(normalized);

/** The HTML of each code block in the HTML the server sends for `route`, normalized. */
async function servedCode(page: Page, route: string): Promise<string[]> {
  const html = await (await page.request.get(route)).text();
  return page
    .evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return [...doc.querySelectorAll('.rp-doc .rp-codeblock code')].map((code) => code.innerHTML);
    }, html)
    .then((blocks) => blocks.map(normalized));
}

test('a page opened from its URL keeps its served code and downloads no copy of it', async ({ page }) => {
  const downloads = scriptsWithCode(page);
  await page.goto(CODE_PAGE);
  await hydrated(page);
  // Past the idle prefetches (search panel, Markdown actions).
  await page.waitForTimeout(2500);
  const served = await servedCode(page, CODE_PAGE);
  expect(served.length).toBeGreaterThan(3);
  await expect(codeBlocks(page)).toHaveCount(served.length);
  expect(await shownCode(page)).toEqual(served);
  expect(downloads.map((response) => response.url())).toEqual([]);
});

test('a page reached by client navigation shows the code its served HTML shows', async ({ page }) => {
  const downloads = scriptsWithCode(page);
  await page.goto('/guide/start/');
  await hydrated(page);
  // The navigation is client-side: this mark on the window survives it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('.rp-doc').locator(`a[href="${CODE_PAGE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${CODE_PAGE}$`));
  const served = await servedCode(page, CODE_PAGE);
  await expect(codeBlocks(page)).toHaveCount(served.length);
  await expect.poll(() => shownCode(page)).toEqual(served);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(downloads.length).toBeGreaterThan(0);
});
