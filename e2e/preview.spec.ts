// The live component preview of the Testing React and Vue guide (plugins/preview.ts): the
// counter the guide's tests render runs on the page, in both languages, and the preview's script
// and styles stay off the pages that show no preview.
import type { Page, Response } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const GUIDE = { en: '/guide/basic/framework-testing', zh: '/zh/guide/basic/framework-testing' };
const SIDEBAR_TITLE = { en: 'Testing React and Vue', zh: '测试 React 与 Vue' };

const count = (page: Page) => page.getByRole('status', { name: 'Count' });
const button = (page: Page, name: 'Increment' | 'Reset') => page.getByRole('button', { name, exact: true });
/** The previewed source, shown by the preview's code button (the plugin labels it "Collapse Code"). */
const source = (page: Page) => page.getByText('export default function Counter()');

/** Whether the source under the preview is collapsed (clipped to no height) or shown. */
async function expectSourceShown(page: Page, shown: boolean) {
  await count(page).scrollIntoViewIfNeeded();
  if (shown) await expect(source(page)).toBeInViewport();
  else await expect(source(page)).not.toBeInViewport();
}

for (const lang of ['en', 'zh'] as const) {
  test(`the ${lang} guide runs the counter its tests render, with its source one click away`, async ({ page }) => {
    await page.goto(GUIDE[lang]);
    await hydrated(page);
    await expect(count(page)).toHaveText('0');
    await expect(button(page, 'Reset')).toBeDisabled();

    await button(page, 'Increment').click();
    await button(page, 'Increment').click();
    await expect(count(page)).toHaveText('2');
    await expect(button(page, 'Reset')).toBeEnabled();

    await button(page, 'Reset').click();
    await expect(count(page)).toHaveText('0');
    await expect(button(page, 'Reset')).toBeDisabled();

    await expectSourceShown(page, false);
    await page.getByRole('button', { name: 'Collapse Code' }).click();
    await expectSourceShown(page, true);
  });
}

test.describe('before scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('the served page shows the counter, styled, with its source collapsed', async ({ page }) => {
    await page.goto(GUIDE.en);
    await expect(count(page)).toHaveText('0');
    await expect(button(page, 'Increment')).toBeVisible();
    // Collapsing the source is the preview's own CSS: the served HTML carries it.
    await expectSourceShown(page, false);
  });
});

/** The text of every script and stylesheet the page loads from the site. */
function loadedAssets(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType())) bodies.push(response.text());
  });
  return bodies;
}

test('a page without a preview loads none of its script or styles; navigating to the guide brings both', async ({
  page,
}) => {
  const assets = loadedAssets(page);
  await page.goto('/guide/start/quick-start');
  await hydrated(page);
  const loaded = await Promise.all(assets);
  expect(loaded.length).toBeGreaterThan(0);
  // The class names of the preview component appear in its script and its styles only.
  expect(loaded.filter((text) => text.includes('rp-preview'))).toEqual([]);

  await page.getByRole('link', { name: SIDEBAR_TITLE.en }).click();
  await expect(page).toHaveURL(GUIDE.en);
  await button(page, 'Increment').click();
  await expect(count(page)).toHaveText('1');
  await expectSourceShown(page, false);
});
