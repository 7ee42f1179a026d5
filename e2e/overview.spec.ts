import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface IndexRecord {
  routePath: string;
  toc: { id: string; text: string; depth: number }[];
}

/** The page records of the search index this page prefetches: their toc is what the overview lists. */
async function loadIndex(page: Page): Promise<IndexRecord[]> {
  const link = page.locator('head link[rel="prefetch"][href*="search_index"]');
  await expect(link).toHaveCount(1);
  return (await page.request.get((await link.getAttribute('href')) ?? '')).json();
}

// The groups of pages, below the page's own introduction.
const overview = (page: Page) => page.locator('.rp-overview');
const groups = (page: Page) => overview(page).locator('.rp-overview-group');

for (const { route, keep, drop } of [
  { route: '/config/', keep: '/config/test/include', drop: '/config/test/root' },
  { route: '/api/', keep: '/api/test-api/describe', drop: '/api/test-api/expect' },
]) {
  test(`the ${route} overview filters its pages by keyword`, async ({ page }) => {
    await page.goto(route);
    const filter = overview(page).getByLabel('Filter');
    await expect(filter).toHaveAttribute('placeholder', 'Enter keyword');
    await expect(groups(page).locator(`a[href="${drop}"]`)).toBeVisible();

    const keyword = keep.split('/').at(-1) ?? '';
    await filter.fill(keyword);
    await expect(groups(page).locator(`a[href="${keep}"]`)).toBeVisible();
    await expect(groups(page).locator(`a[href="${drop}"]`)).toHaveCount(0);

    await filter.fill('qzxqzxq');
    await expect(overview(page).getByText('No matching API found: qzxqzxq')).toBeVisible();
    await expect(groups(page).locator(`a[href="${keep}"]`)).toHaveCount(0);
  });
}

test('the overview lists h2 headings by default, and h2 and h3 on pages configured for both', async ({ page }) => {
  await page.goto('/config/');
  const index = await loadIndex(page);
  const links = (route: string, depth: number) =>
    (index.find((r) => r.routePath === route)?.toc ?? [])
      .filter((h) => h.depth === depth)
      .map((h) => `${route}#${h.id}`);

  // /config/ keeps the default depth for test options.
  const rootH2 = links('/config/test/root', 2);
  expect(rootH2.length).toBeGreaterThan(0);
  for (const href of rootH2) await expect(groups(page).locator(`a[href="${href}"]`)).toBeVisible();

  // /api/ sets overviewHeaders: [2, 3]: the matchers of expect are its h3 headings.
  await page.goto('/api/');
  const expectH3 = links('/api/test-api/expect', 3);
  expect(expectH3.length).toBeGreaterThan(0);
  await expect(groups(page).locator(`a[href="${expectH3[0]}"]`)).toBeVisible();
});

test('the Chinese overview filter has Chinese texts', async ({ page }) => {
  await page.goto('/zh/api/');
  const filter = overview(page).getByLabel('筛选');
  await expect(filter).toHaveAttribute('placeholder', '输入关键词');
  await filter.fill('qzxqzxq');
  await expect(overview(page).getByText('未找到匹配的 API: qzxqzxq')).toBeVisible();
});
