import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const TOOL_URLS = [
  'https://rspack.rs',
  'https://rsbuild.rs',
  'https://rslib.rs',
  'https://rspress.rs',
  'https://rsdoctor.rs',
  'https://rstest.rs',
  'https://rslint.rs',
  'https://github.com/web-infra-dev/awesome-rstack',
];

/** The grid button left of the logo and the popover it controls. */
async function toolMenu(page: Page, name = 'Rstack tools') {
  const trigger = page.locator('.rp-nav').getByRole('button', { name });
  const popoverId = await trigger.getAttribute('aria-controls');
  const popover = page.locator(`[id="${popoverId}"]`);
  const entries = popover.getByRole('listitem').getByRole('link');
  return { trigger, popover, entries };
}

type ToggleTiming = { halfway: string | null; elapsed: number };

/**
 * Starts a clock in the page for the next time the pointer crosses into (or out of) the menu:
 * it notes the trigger's state 50 ms later and the time until the state flips. Timed in the page,
 * the two sides of the 0.1 s delay do not depend on how fast the test process drives the mouse.
 */
async function timeNextToggle(trigger: Locator, into: boolean): Promise<() => Promise<ToggleTiming>> {
  await trigger.evaluate((button, into) => {
    const menu = button.parentElement!;
    // The clock starts when the pointer crosses the menu's edge: entering is the first pointerover
    // inside it, leaving the pointerout from inside it to outside, dispatched before pointerleave.
    const type = into ? 'pointerover' : 'pointerout';
    const crosses = (event: PointerEvent) =>
      into
        ? menu.contains(event.target as Node)
        : menu.contains(event.target as Node) && !menu.contains(event.relatedTarget as Node | null);
    const timing = new Promise<ToggleTiming>((resolve) => {
      const onCross = (event: PointerEvent) => {
        if (!crosses(event)) return;
        document.removeEventListener(type, onCross, true);
        const start = performance.now();
        const result: Partial<ToggleTiming> = {};
        const settle = () => 'halfway' in result && 'elapsed' in result && resolve(result as ToggleTiming);
        setTimeout(() => {
          result.halfway = button.getAttribute('aria-expanded');
          settle();
        }, 50);
        new MutationObserver((_, observer) => {
          if (button.getAttribute('aria-expanded') !== String(into)) return;
          observer.disconnect();
          result.elapsed = performance.now() - start;
          settle();
        }).observe(button, { attributeFilter: ['aria-expanded'] });
      };
      document.addEventListener(type, onCross, true);
    });
    Object.assign(window, { toggleTiming: timing });
  }, into);
  return () =>
    trigger.page().evaluate(() => (window as unknown as { toggleTiming: Promise<ToggleTiming> }).toggleTiming);
}

test('the grid icon sits at the left of the logo', async ({ page }) => {
  await page.goto('/guide/start/');
  const { trigger } = await toolMenu(page);
  const logo = page
    .locator('.rp-nav')
    .getByRole('link', { name: /Rstest/ })
    .first();
  const [icon, title] = [await trigger.boundingBox(), await logo.boundingBox()];
  expect(icon!.x + icon!.width).toBeLessThanOrEqual(title!.x);
});

test('hovering the grid icon opens the menu after 0.1 s, not before, below its left edge', async ({ page }) => {
  await page.goto('/');
  const { trigger, popover } = await toolMenu(page);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  const opening = await timeNextToggle(trigger, true);
  await trigger.hover();
  // The menu opens 0.1 s after the pointer enters: still closed halfway through, open once it has passed.
  const { halfway, elapsed } = await opening();
  expect(halfway).toBe('false');
  expect(elapsed).toBeGreaterThanOrEqual(100);
  await expect(popover).toBeVisible();

  const [icon, panel] = [await trigger.boundingBox(), await popover.boundingBox()];
  expect(Math.abs(panel!.x - icon!.x)).toBeLessThanOrEqual(1);
  expect(panel!.y).toBeGreaterThanOrEqual(icon!.y + icon!.height);
});

test('leaving the menu closes it after 0.1 s, not before', async ({ page }) => {
  await page.goto('/');
  const { trigger, popover } = await toolMenu(page);
  await trigger.hover();
  await expect(popover).toBeVisible();
  const closing = await timeNextToggle(trigger, false);
  await page.mouse.move(900, 600);
  // The menu closes 0.1 s after the pointer leaves.
  const { halfway, elapsed } = await closing();
  expect(halfway).toBe('true');
  expect(elapsed).toBeGreaterThanOrEqual(100);
  await expect(popover).toBeHidden();
});

test('Escape closes the menu', async ({ page }) => {
  await page.goto('/');
  const { trigger, popover } = await toolMenu(page);
  await trigger.hover();
  await expect(popover).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the menu even when pressed the moment it shows', async ({ page }) => {
  await page.goto('/');
  const { trigger, popover } = await toolMenu(page);
  // On a busy machine a reader's Escape can arrive right after the menu paints: the page presses it
  // in the first callback after the popover is shown, before anything else runs.
  await popover.evaluate((panel: HTMLElement) => {
    new MutationObserver((_, observer) => {
      if (panel.hidden) return;
      observer.disconnect();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      document.documentElement.dataset.escapePressed = '';
    }).observe(panel, { attributeFilter: ['hidden'] });
  });
  await trigger.hover();
  await expect(page.locator('html')).toHaveAttribute('data-escape-pressed');
  await expect(popover).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('the menu lists seven tools and the ecosystem directory, each in a new tab', async ({ page }) => {
  await page.goto('/guide/start/');
  const { trigger, popover, entries } = await toolMenu(page);
  await trigger.hover();
  await expect(entries).toHaveCount(8);
  for (const [index, url] of TOOL_URLS.entries()) {
    const entry = entries.nth(index);
    await expect(entry).toHaveAttribute('href', url);
    await expect(entry).toHaveAttribute('target', '_blank');
    await expect(entry).toHaveAttribute('rel', /\bnoopener\b/);
  }
  await expect(entries.last()).toContainText('Awesome Rstack');

  const header = popover.getByRole('link', { name: 'Rstack on GitHub' });
  await expect(header).toHaveAttribute('href', 'https://github.com/web-infra-dev');
  await expect(header).toHaveAttribute('target', '_blank');
  await expect(header).toHaveAttribute('rel', /\bnoopener\b/);
});

test('descriptions are Chinese under /zh/ and English elsewhere', async ({ page }) => {
  await page.goto('/zh/guide/start/');
  let menu = await toolMenu(page, 'Rstack 工具链');
  await menu.trigger.hover();
  await expect(menu.entries.first()).toContainText('基于 Rust 的高性能 Web 打包工具');
  await expect(menu.entries.last()).toContainText('生态资源目录');

  await page.goto('/guide/start/');
  menu = await toolMenu(page);
  await menu.trigger.hover();
  await expect(menu.entries.first()).toContainText('Fast Rust-based bundler for the web');
  await expect(menu.entries.last()).toContainText('Ecosystem directory');
});

for (const key of ['Enter', 'Space', 'ArrowDown']) {
  test(`keyboard: ${key} opens the menu and focuses the first entry; Escape returns focus`, async ({ page }) => {
    await page.goto('/guide/start/');
    const { trigger, popover, entries } = await toolMenu(page);
    await trigger.focus();
    await page.keyboard.press(key);
    await expect(popover).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(entries.first()).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(entries.nth(1)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(trigger).toBeFocused();
  });
}

test('keyboard: tabbing past the last entry closes the menu', async ({ page }) => {
  await page.goto('/guide/start/');
  const { trigger, popover, entries } = await toolMenu(page);
  await trigger.focus();
  await page.keyboard.press('Enter');
  await entries.last().focus();
  await page.keyboard.press('Tab');
  await expect(popover).toBeHidden();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 740 } });

  test('a tap opens the menu and a tap outside closes it', async ({ page }) => {
    await page.goto('/guide/start/');
    const { trigger, popover, entries } = await toolMenu(page);
    await trigger.tap();
    await expect(popover).toBeVisible();
    await expect(entries).toHaveCount(8);
    // The open menu fits the narrow screen.
    const panel = await popover.boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(375);

    await page.touchscreen.tap(200, 720);
    await expect(popover).toBeHidden();
  });
});
