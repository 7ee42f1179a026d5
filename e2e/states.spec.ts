import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const STORAGE_KEY = 'rspress-theme-appearance';
const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.locator('.rp-nav .rp-switch-appearance').first();
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

test.describe('colour theme', () => {
  test('the toggle stores light or dark in localStorage, and auto when the choice matches the system', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/guide/start/');
    await hydrated(page);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await toggle(page).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBe('dark');

    await toggle(page).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBe('auto');
  });

  test('auto follows the system colour scheme, even while the page is open', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'auto'), STORAGE_KEY);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/guide/start/');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    // page.goto has waited for hydration (e2e/fixtures.ts): Rspress reads the scheme as it hydrates
    // and listens for changes from its effects on, so a change in between is not seen until the
    // next one (rspress/core useMediaQuery).
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });

  test('a stored light or dark choice wins over the system scheme', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), STORAGE_KEY);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/guide/start/');
    await hydrated(page);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });

  test('switching the theme plays a 400 ms animation', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await page.goto('/guide/start/');
    await hydrated(page);
    // The switch runs as a View Transition whose root snapshot is revealed by a clip-path animation.
    const timing = page.evaluate(
      () =>
        new Promise<{ duration: unknown; pseudoElement: string | null }>((resolve) => {
          const check = () => {
            const animation = document
              .getAnimations()
              .find(
                (a) =>
                  a.effect instanceof KeyframeEffect && a.effect.getKeyframes().some((frame) => 'clipPath' in frame),
              );
            if (animation) {
              const effect = animation.effect as KeyframeEffect;
              resolve({ duration: effect.getTiming().duration, pseudoElement: effect.pseudoElement });
            } else requestAnimationFrame(check);
          };
          check();
        }),
    );
    await toggle(page).click();
    expect(await timing).toEqual({ duration: 400, pseudoElement: '::view-transition-old(root)' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });
});

test('the language switcher lists both locales and keeps the page', async ({ page }) => {
  await page.goto('/config/test/root');
  const switcher = page.locator('.rp-nav__others').getByText('English', { exact: true }).first();
  await switcher.hover();
  await expect(page.getByRole('link', { name: '简体中文' })).toBeVisible();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh\/config\/test\/root$/);
  await page.locator('.rp-nav__others').getByText('简体中文', { exact: true }).first().hover();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/config\/test\/root$/);
  await expect(page).not.toHaveURL(/\/zh\//);
});

test.describe('locale redirect', () => {
  test.use({ firstVisit: true, locale: 'zh-CN' });

  test('a first visit from a Chinese browser goes to /zh/ once', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh\/$/);
    expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBe('1');

    await page.goto('/');
    await hydrated(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page).not.toHaveURL(/\/zh\//);
  });

  test.describe('for a crawler', () => {
    test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

    test('a crawler is never redirected', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      await expect(page).not.toHaveURL(/\/zh\//);
      expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBeNull();
    });
  });
});
