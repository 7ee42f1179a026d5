import type { Page } from '@playwright/test';
import { expect, outlineReady, test } from './fixtures';

// Which layout a page gets is seen through the parts it shows. The layout containers have no
// distinguishing role or name in Rspress, so they are found by their built-in class names.
async function parts(page: Page) {
  const visible = async (selector: string) => (await page.locator(selector).filter({ visible: true }).count()) > 0;
  return {
    navbar: await page.getByRole('banner').isVisible(),
    sidebar: await visible('.rp-doc-layout__sidebar'),
    outline: await visible('.rp-doc-layout__outline'),
    footer: await visible('.rp-doc-footer'),
  };
}

test('the home page type shows the landing layout, with the top bar and no doc columns', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await parts(page)).toEqual({ navbar: true, sidebar: false, outline: false, footer: false });
});

test('the doc page type shows the sidebar, content, outline and footer', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  await expect(page.getByRole('heading', { level: 1, name: 'CLI' })).toBeVisible();
  expect(await parts(page)).toEqual({ navbar: true, sidebar: true, outline: true, footer: true });
});

test('the 404 page type shows the not-found layout under the top bar', async ({ page }) => {
  await page.goto('/guide/no-such-page');
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
  expect(await parts(page)).toEqual({ navbar: true, sidebar: false, outline: false, footer: false });
});

test('the custom page type shows the content only, under the top bar', async ({ page, fixtureSite }) => {
  await page.goto(`${fixtureSite}/custom`);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom page' })).toBeVisible();
  expect(await parts(page)).toEqual({ navbar: true, sidebar: false, outline: false, footer: false });
});

test('the blank page type shows the content only, without the top bar', async ({ page, fixtureSite }) => {
  await page.goto(`${fixtureSite}/blank`);
  const heading = page.getByRole('heading', { level: 1, name: 'Blank page' });
  await expect(heading).toBeVisible();
  expect(await parts(page)).toEqual({ navbar: false, sidebar: false, outline: false, footer: false });
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('with hideNavbar "auto" the navbar hides while scrolling down and returns when scrolling up', async ({
  page,
  fixtureSite,
}) => {
  // The fixture site sets themeConfig.hideNavbar: 'auto'; the public site keeps the default 'never'.
  await page.goto(`${fixtureSite}/`);
  await outlineReady(page);
  const navbar = page.getByRole('banner');
  const top = async () => (await navbar.boundingBox())?.y ?? 0;
  await expect(navbar).toBeInViewport();
  await page.mouse.wheel(0, 800);
  await expect(navbar).not.toBeInViewport();
  // The sticky sidebar moves up into the space the bar left.
  await expect.poll(async () => (await page.locator('.rp-doc-layout__sidebar').boundingBox())?.y).toBe(0);
  await page.mouse.wheel(0, -200);
  await expect(navbar).toBeInViewport();
  await expect.poll(top).toBe(0);
});

test('with the default hideNavbar "never" the navbar stays while scrolling down', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  await outlineReady(page);
  const navbar = page.getByRole('banner');
  await page.mouse.wheel(0, 800);
  await page.waitForFunction(() => window.scrollY >= 800);
  // An auto-hide would already have started moving the bar.
  await expect(page.locator('html')).not.toHaveClass(/rp-nav-autohidden/);
  await expect(navbar).toHaveCSS('transform', 'none');
  await expect(navbar).toBeInViewport({ ratio: 1 });
});
