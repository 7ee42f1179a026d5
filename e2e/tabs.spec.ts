import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// The quick start shows its install and run commands in package-manager tabs (group id
// "package.manager"); config pages show CLI / config-file tabs (group id "config-source").
const tabGroups = (page: Page) => page.locator('.rp-doc .rp-tabs');
const tab = (group: ReturnType<typeof tabGroups>, label: string) =>
  group.locator('.rp-tabs__label__item').filter({ hasText: new RegExp(`^\\s*${label.replace(/\./g, '\\.')}\\s*$`) });
const SELECTED = /rp-tabs__label__item--selected/;

async function openHydrated(page: Page, route: string) {
  await page.goto(route);
  await hydrated(page);
}

async function expectAllSelected(page: Page, label: string) {
  const groups = tabGroups(page);
  const count = await groups.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(tab(groups.nth(i), label)).toHaveClass(SELECTED);
}

test('a tab choice applies to every tab group with the same id and is remembered in localStorage', async ({ page }) => {
  await openHydrated(page, '/guide/start/quick-start');
  expect(await tabGroups(page).count()).toBeGreaterThanOrEqual(2);
  await expectAllSelected(page, 'npm');

  await tab(tabGroups(page).first(), 'pnpm').click();
  await expectAllSelected(page, 'pnpm');
  const labels = await tabGroups(page).first().locator('.rp-tabs__label__item').allInnerTexts();
  expect(await page.evaluate(() => localStorage.getItem('rspress.tabs.package.manager'))).toBe(
    String(labels.map((l) => l.trim()).indexOf('pnpm')),
  );

  await page.reload();
  await hydrated(page);
  await expectAllSelected(page, 'pnpm');
});

test('tab choices are kept per group id', async ({ page }) => {
  await openHydrated(page, '/config/test/root');
  await tab(tabGroups(page).first(), 'rstest.config.ts').click();
  await expectAllSelected(page, 'rstest.config.ts');

  // Another page with the same group id opens on the same tab ...
  await openHydrated(page, '/config/test/include');
  await expectAllSelected(page, 'rstest.config.ts');
  // ... while a different group keeps its own choice.
  await openHydrated(page, '/guide/start/quick-start');
  await expectAllSelected(page, 'npm');
});

test('a tab choice is synced to the other browser tabs', async ({ page, context }) => {
  await openHydrated(page, '/guide/start/quick-start');
  // The fixture's context answers other hosts offline for this second tab too.
  const other = await context.newPage();
  await openHydrated(other, '/guide/start/quick-start');
  await expectAllSelected(other, 'npm');

  await tab(tabGroups(page).first(), 'yarn').click();
  await expectAllSelected(page, 'yarn');
  await expectAllSelected(other, 'yarn');
});
