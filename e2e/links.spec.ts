import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * Marks the current document and records, for each click, whether the page's own code took the
 * click over (preventDefault): a plain browser link leaves it alone.
 */
async function watchDocument(page: Page) {
  await page.evaluate(() => {
    const clicks: boolean[] = [];
    Object.assign(window, { sameDocument: true, clicks });
    window.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
  });
}
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);
const lastClickIntercepted = (page: Page) =>
  page.evaluate(() => (window as unknown as { clicks: boolean[] }).clicks.at(-1));

/** Counts document (full page) requests from now on. */
function countDocumentRequests(page: Page) {
  const documents: string[] = [];
  page.on(
    'request',
    (request) =>
      request.resourceType() === 'document' && request.frame() === page.mainFrame() && documents.push(request.url()),
  );
  return documents;
}

test('an internal link navigates on the client and adds a history entry', async ({ context }) => {
  // A tab of its own, whose history holds only this test's entries: Chromium keeps at most 50, and
  // the tab the worker's tests share (lib/browser.mjs, reuseContext) may hold that many already.
  const page = await context.newPage();
  await page.goto('/guide/start/');
  await hydrated(page);
  await watchDocument(page);
  const documents = countDocumentRequests(page);
  const historyLength = await page.evaluate(() => history.length);

  await page.locator('.rp-doc').locator('a[href="/guide/start/quick-start"]').first().click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Quick start/i);
  expect(await lastClickIntercepted(page)).toBe(true);
  expect(await sameDocument(page)).toBe(true);
  expect(documents).toEqual([]);
  // History is pushed, not replaced: Back returns to the introduction, still in the same document.
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/guide\/start\/$/);
  expect(await sameDocument(page)).toBe(true);
});

test('an external link is a plain browser link that opens in a new tab', async ({ page, context }) => {
  await page.goto('/guide/start/');
  await hydrated(page);
  // A link of the page's text (the Markdown actions' Open menu also holds external links, hidden until opened).
  const link = page.locator('.rp-doc p').locator('a[href^="https://"]').first();
  const href = (await link.getAttribute('href')) ?? '';
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  // No internet here: answer the external site so the new tab can load.
  await context.route(`${new URL(href).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: 'external' }),
  );
  await watchDocument(page);
  const popup = page.waitForEvent('popup');
  await link.click();
  await expect(await popup).toHaveURL(href);
  expect(await lastClickIntercepted(page)).toBe(false);
  await expect(page).toHaveURL(/\/guide\/start\/$/);
  expect(await sameDocument(page)).toBe(true);
});

test('a hash-only link is a plain browser link that updates location.hash without a page load', async ({ page }) => {
  await page.goto('/guide/start/');
  await hydrated(page);
  await watchDocument(page);
  const documents = countDocumentRequests(page);
  const outlineLink = page.locator('.rp-toc-item').last();
  const hash = (await outlineLink.getAttribute('href')) ?? '';
  expect(hash).toMatch(/^#./);
  await expect(outlineLink).not.toHaveAttribute('target', /./);

  await outlineLink.click();
  expect(await lastClickIntercepted(page)).toBe(false);
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(hash);
  expect(await sameDocument(page)).toBe(true);
  expect(documents).toEqual([]);
});

test('mailto and tel links are left to the browser', async ({ page, fixtureSite }) => {
  await page.goto(`${fixtureSite}/links`);
  await hydrated(page);
  await page.evaluate(() => {
    const clicks: boolean[] = [];
    Object.assign(window, { clicks });
    // Record whether the site took the click over, then stop the browser from opening a mail or
    // phone app: this listener runs last, after the site's own handlers.
    window.addEventListener('click', (event) => {
      clicks.push(event.defaultPrevented);
      event.preventDefault();
    });
  });
  for (const [name, href] of [
    ['Write to the team', 'mailto:team@example.com'],
    ['Call the team', 'tel:+10000000000'],
  ]) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await link.click();
    expect(await lastClickIntercepted(page), name).toBe(false);
  }
  await expect(page).toHaveURL(/\/links$/);
});
