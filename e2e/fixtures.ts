import { test as base, expect, type Page } from '@playwright/test';
import { startFixtureSite } from './fixtures-site/site';

export const test = base.extend<{ firstVisit: boolean }, { fixtureSite: string }>({
  // Rspress redirects a first-time visitor to the locale of the browser once (spec §4). Tests
  // start as returning visitors unless they opt in with `test.use({ firstVisit: true })`.
  firstVisit: [false, { option: true }],
  page: async ({ page, baseURL, firstVisit }, use) => {
    if (!firstVisit) await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    // The sandbox and CI have no internet: requests to other hosts (the logo on the asset host)
    // would hang until timeout, so they are answered with an empty 404 at once.
    // Other ports of the same host (the fixture site below) are local too.
    const host = new URL(baseURL ?? 'http://127.0.0.1').hostname;
    await page.route(
      (url) => url.hostname !== host,
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await use(page);
  },
  // Origin of the small fixture site (e2e/fixtures-site) with the page kinds and settings the
  // public site does not use; built on first use and served on a port of its own per worker.
  fixtureSite: [
    async ({}, use, workerInfo) => {
      const site = await startFixtureSite(4400 + workerInfo.workerIndex);
      await use(site.url);
      site.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export { expect };

/** Hydrated: the search button's hotkey hint is rendered in the browser only. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('.rp-search-button__hotkey').first()).toContainText(/Ctrl|⌘/);
}

/** A doc page is hydrated and its outline has marked the heading in view. */
export async function outlineReady(page: Page): Promise<void> {
  await expect(page.locator('.rp-doc-layout__outline .rp-toc-item--active')).toHaveCount(1);
}
