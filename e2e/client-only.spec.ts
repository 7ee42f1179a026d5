import { expect, test } from './fixtures';

// The search panel is wrapped in Rspress's NoSSR and the search button's shortcut hint is set on
// mount: neither is in the server-rendered page, both appear once React has mounted it.
const shortcut = '.rp-search-button__hotkey';
const indexPrefetch = 'head link[rel="prefetch"][href*="search_index"]';

test.describe('before mount (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('client-only content renders nothing in the server-rendered page', async ({ page }) => {
    await page.goto('/guide/start/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(shortcut)).toHaveText('K');
    await expect(page.locator(indexPrefetch)).toHaveCount(0);
  });
});

test('client-only content appears once the page is mounted', async ({ page }) => {
  await page.goto('/guide/start/');
  await expect(page.locator(shortcut)).toHaveText(/^(Ctrl|⌘)K$/);
  await expect(page.locator(indexPrefetch)).toHaveCount(1);
});
