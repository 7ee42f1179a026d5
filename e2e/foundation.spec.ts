import { expect, test } from './fixtures';

test('the home page loads in English and Chinese', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Rstest/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The hero's subtitle; the same words also sit in the closed tool menu and a tool card.
  await expect(page.getByText('The Rspack-based testing framework').filter({ visible: true }).first()).toBeVisible();

  await page.goto('/zh/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByText('由 Rspack 驱动的测试框架').filter({ visible: true }).first()).toBeVisible();
});

test('the Guide nav entry leads to the introduction and stays active under /guide/', async ({ page }) => {
  await page.goto('/');
  const nav = page.locator('.rp-nav-menu');
  await nav.getByRole('link', { name: 'Guide' }).click();
  await expect(page).toHaveURL(/\/guide\/start\/$/);
  await page.goto('/guide/advanced/profiling');
  await expect(nav.locator('.rp-nav-menu__item--active')).toHaveText('Guide');
});

test('the Chinese nav has 指南, 配置 and API with /zh links', async ({ page }) => {
  await page.goto('/zh/guide/start/');
  const nav = page.locator('.rp-nav-menu');
  await expect(nav.getByRole('link', { name: '指南' })).toHaveAttribute('href', '/zh/guide/start/');
  await expect(nav.getByRole('link', { name: '配置' })).toHaveAttribute('href', '/zh/config/');
  await expect(nav.getByRole('link', { name: 'API' })).toHaveAttribute('href', '/zh/api/');
});

test('the guide sidebar shows its three groups, expanded', async ({ page }) => {
  await page.goto('/guide/start/');
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  for (const group of ['Getting Started', 'Basic', 'Advanced']) {
    await expect(sidebar.getByText(group, { exact: true })).toBeVisible();
  }
  // Expanded by default: the last page of the last group is visible without a click.
  await expect(sidebar.getByRole('link', { name: 'Profiling' })).toBeVisible();
});

test('switching language keeps the current page', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  await page.locator('.rp-nav__others').getByText('English', { exact: true }).first().hover();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh\/guide\/basic\/cli$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});

test('the chosen theme persists across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/guide/start/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.locator('.rp-switch-appearance').first().click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('dark');
});

test('a path with no page shows the 404 page', async ({ page }) => {
  const response = await page.goto('/guide/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take me home', exact: true })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle('404 - Rstest');
});
