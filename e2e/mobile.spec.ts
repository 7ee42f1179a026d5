import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 375, height: 740 } });

// The full-screen nav, the sidebar drawer, its backdrop and the outline dropdown have no role or
// name in Rspress, so they are found by their built-in class names.
const hamburger = (page: Page) => page.getByRole('button', { name: 'mobile hamburger' }).filter({ visible: true });
const navScreen = (page: Page) => page.locator('.rp-nav-screen');
const sidebar = (page: Page) => page.locator('.rp-doc-layout__sidebar');
const backdrop = (page: Page) => page.locator('.rp-sidebar-menu__mask');
const outlineButton = (page: Page) => page.locator('.rp-sidebar-menu__right');
const outlinePanel = (page: Page) => page.locator('.rp-doc-layout__outline');

test('the hamburger opens a full-screen nav menu that closes on route change', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  await expect(navScreen(page)).toHaveCount(0);
  await hamburger(page).click();
  await expect(navScreen(page)).toBeVisible();
  // Full screen: it covers the whole width and everything below the navbar.
  const box = await navScreen(page).boundingBox();
  expect(box).toMatchObject({ x: 0, y: 56, width: 375, height: 740 - 56 });
  await navScreen(page).getByRole('link', { name: 'Config' }).click();
  await expect(page).toHaveURL(/\/config\/$/);
  await expect(navScreen(page)).toHaveCount(0);
});

test('the hamburger opens the menu at once: its code arrived while the browser was idle', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  await page.waitForLoadState('networkidle');
  const button = await hamburger(page).elementHandle();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(request.url());
  });
  // Counted in turns of the page's event loop, not milliseconds, so a busy machine changes nothing.
  // Behind Suspense (the menu loaded on the first tap), React held the revealed menu back for up to
  // 300 ms: a hundred turns or more.
  const turns = await page.evaluate(async (hamburgerButton) => {
    (hamburgerButton as HTMLElement).click();
    let turn = 0;
    while (!document.querySelector('.rp-nav-screen') && turn < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      turn += 1;
    }
    return turn;
  }, button);
  await expect(navScreen(page)).toBeVisible();
  expect(turns).toBeLessThan(5);
  expect(fetched, 'scripts fetched on the tap').toEqual([]);
});

test('the full-screen nav closes when the window becomes 768 px wide or more, not before', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  await hamburger(page).click();
  await expect(navScreen(page)).toBeVisible();
  await page.setViewportSize({ width: 600, height: 740 });
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(navScreen(page)).toBeVisible();
  await page.setViewportSize({ width: 800, height: 740 });
  await expect(navScreen(page)).toHaveCount(0);
});

test('the Menu button opens the sidebar with a backdrop; navigating closes both', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  await expect(sidebar(page)).not.toBeInViewport();
  await expect(backdrop(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(sidebar(page)).toBeInViewport();
  await expect(backdrop(page)).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Introduction', exact: true }).click();
  await expect(page).toHaveURL(/\/guide\/start\/$/);
  await expect(backdrop(page)).toHaveCount(0);
  await expect(sidebar(page)).not.toBeInViewport();
});

test('the backdrop closes the sidebar when clicked', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(backdrop(page)).toBeVisible();
  // Click the backdrop to the right of the drawer.
  await backdrop(page).click({ position: { x: 360, y: 600 } });
  await expect(backdrop(page)).toHaveCount(0);
  await expect(sidebar(page)).not.toBeInViewport();
});

test('the local outline dropdown opens on click and closes on an outside click', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  await expect(outlineButton(page)).toContainText('ON THIS PAGE');
  await expect(outlinePanel(page)).toBeHidden();
  await outlineButton(page).click();
  await expect(outlinePanel(page)).toBeVisible();
  await expect(outlinePanel(page).getByRole('link', { name: 'Exit codes' })).toBeVisible();
  // A click on the page below the panel.
  await page.mouse.click(187, 730);
  await expect(outlinePanel(page)).toBeHidden();
});

test('the local outline dropdown closes on a click on an item, which goes to that heading', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  await outlineButton(page).click();
  await expect(outlinePanel(page)).toBeVisible();
  await outlinePanel(page).getByRole('link', { name: 'Options', exact: true }).click();
  await expect(outlinePanel(page)).toBeHidden();
  await expect(page).toHaveURL(/#options$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Options' })).toBeInViewport();
});

test('the scroll-to-top button appears at 375 px once the page is scrolled and takes the reader back up', async ({
  page,
}) => {
  await page.goto('/guide/basic/cli');
  const button = page.getByRole('button', { name: 'Back to top' }).filter({ visible: true });
  await expect(page.getByRole('heading', { level: 1, name: 'CLI' })).toBeVisible();
  await expect(button).toHaveCount(0);
  await page.mouse.wheel(0, 1500);
  await expect(button).toHaveCount(1);
  await expect(button).toBeInViewport();
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0);
  await expect(button).toHaveCount(0);
});
