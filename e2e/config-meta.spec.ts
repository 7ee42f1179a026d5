// A config page's module carries the facts of the options it shows (rspress-slim/switchable/configFactsInPage.ts),
// instead of every page loading the facts of all options. Each block shows its option's facts on a
// page opened from its URL and on a page reached by client navigation, with no error.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** The text of each row of the page's first facts block: label → value. */
async function firstBlock(page: Page): Promise<Record<string, string>> {
  const block = page.locator('.rp-doc dl').first();
  await expect(block).toBeVisible();
  return block.evaluate((dl) =>
    Object.fromEntries(
      [...dl.querySelectorAll('div')].map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        (row.querySelector('dd')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ]),
    ),
  );
}

/** Page errors (an option with no facts throws while rendering). */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

test('a config page opened from its URL shows the facts of every option it documents', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/config/test/pool');
  await hydrated(page);
  expect(await firstBlock(page)).toMatchObject({ Default: "'forks'", 'CLI flag': '--pool' });
  // pool, pool.type, pool.maxWorkers, pool.memoryLimit, pool.execArgv
  await expect(page.locator('.rp-doc dl')).toHaveCount(5);
  expect(errors).toEqual([]);
});

test('a config page reached by client navigation shows its own facts', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/config/test/pool');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('.rp-sidebar-item', { hasText: /^testTimeout$/ }).click();
  await expect(page).toHaveURL(/\/config\/test\/testTimeout$/);
  // The address changes before the new page's content replaces the old one.
  await expect(page.locator('.rp-doc h1')).toHaveText(/testTimeout/);
  expect(await firstBlock(page)).toEqual({ Type: 'number', Default: '5000', 'CLI flag': '--testTimeout' });
  // Still the same document: the navigation was client-side.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});
