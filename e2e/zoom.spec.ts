import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The introduction shows how a run works as a diagram: the one content image the zoom applies to.
const diagram = (page: Page) => page.locator('.rp-doc img[src$="rstest-run.svg"]');
const overlay = (page: Page) => page.locator('.medium-zoom-overlay');

/** Opens the zoom and waits until its opening transition is over (medium-zoom ignores scrolls until then). */
async function openZoom(page: Page) {
  await diagram(page).evaluate((img) => {
    Object.assign(window, { zoomOpened: false });
    img.addEventListener('medium-zoom:opened', () => Object.assign(window, { zoomOpened: true }), { once: true });
  });
  await diagram(page).click();
  await expect(overlay(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { zoomOpened: boolean }).zoomOpened)).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/guide/start/');
  // Rspress attaches the zoom to content images 100 ms after each route change.
  await expect(diagram(page)).toHaveClass(/medium-zoom-image/);
});

test('clicking a content image zooms it; Escape closes the zoom', async ({ page }) => {
  await openZoom(page);
  await expect(page.locator('img.medium-zoom-image--opened')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toHaveCount(0);
  await expect(page.locator('img.medium-zoom-image--opened')).toHaveCount(0);
});

test('resizing the window closes the zoom', async ({ page }) => {
  await openZoom(page);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(overlay(page)).toHaveCount(0);
});

test('a scroll of more than 40 px closes the zoom, a smaller one does not', async ({ page }) => {
  await openZoom(page);
  const start = await page.evaluate(() => window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y + 30), start);
  // medium-zoom closes 150 ms after a scroll past the threshold: wait past that.
  await page.waitForTimeout(400);
  await expect(overlay(page)).toBeVisible();

  await page.evaluate((y) => window.scrollTo(0, y + 50), start);
  await expect(overlay(page)).toHaveCount(0);
});
