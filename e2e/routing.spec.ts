import type { Page } from '@playwright/test';
import { expect, hydrated, outlineReady, test } from './fixtures';

/** Records the document (full page) requests the page makes from now on. */
function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('a trailing .html is stripped when matching a page', async ({ page }) => {
  await page.goto('/guide/basic/cli.html');
  // Rspress matches the route on the client and shows the address in its clean form.
  await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CLI' })).toBeVisible();
  await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
});

test('a trailing /index is stripped when matching a page', async ({ page }) => {
  for (const path of ['/guide/start/index', '/guide/start/index.html']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
    await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
  }
});

test('a link to a page of the site navigates on the client, without a page load', async ({ page }) => {
  await page.goto('/guide/start/');
  // Hydrated, so the click goes through Rspress's link handling (this page's first heading is below
  // the fold, so its outline marks no heading yet).
  await hydrated(page);
  const loads = documentRequests(page);
  await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'CLI', exact: true }).click();
  await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CLI' })).toBeVisible();
  expect(loads).toEqual([]);
});

test('a link to a route with no match causes a full page load', async ({ page, fixtureSite }) => {
  // The public site cannot contain such a link (its build rejects dead links): the fixture site has one.
  await page.goto(`${fixtureSite}/links`);
  // Hydrated, so the click goes through Rspress's link handling, not the browser's.
  await outlineReady(page);
  const loads = documentRequests(page);
  const response = page.waitForResponse((r) => r.request().isNavigationRequest());
  await page.getByRole('link', { name: 'A route with no page' }).click();
  expect((await response).status()).toBe(404);
  await expect(page).toHaveURL(`${fixtureSite}/no-such-page`);
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  expect(loads).toEqual(['/no-such-page']);
});

test('a Chinese path with no page shows the 404 page with status 404 and a home link to /zh/', async ({ page }) => {
  const response = await page.goto('/zh/guide/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible();
  // The accessible name is the visible text (Rspress's aria-label "go to home" hid it).
  const home = page.getByRole('link', { name: '返回首页', exact: true });
  await expect(home).toHaveAttribute('href', '/zh/');
  await expect(page).toHaveTitle('404 - Rstest');
  await home.click();
  await expect(page).toHaveURL(/\/zh\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});

test('the English 404 home link is named "Take me home" and goes to the site root', async ({ page }) => {
  const response = await page.goto('/config/no-such-option');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
  const home = page.getByRole('link', { name: 'Take me home', exact: true });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('a language prefix repeated in the path redirects to the path with one prefix', async ({ page }) => {
  const response = await page.goto('/zh/zh/guide/start/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/:\d+\/zh\/guide\/start\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByText('页面未找到')).toHaveCount(0);

  // Query and hash survive, and more than two copies collapse too.
  await page.goto('/zh/zh/zh/guide/basic/cli?x=1#commands');
  await expect(page).toHaveURL(/:\d+\/zh\/guide\/basic\/cli\?x=1#commands$/);
});

test('the default-language prefix, once or repeated, redirects to the unprefixed path', async ({ page }) => {
  await page.goto('/en/guide/start/');
  await expect(page).toHaveURL(/:\d+\/guide\/start\/$/);
  await page.goto('/en/en/guide/basic/cli');
  await expect(page).toHaveURL(/:\d+\/guide\/basic\/cli$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CLI' })).toBeVisible();
});
