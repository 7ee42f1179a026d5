import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const TARGET = '/guide/start/quick-start';

/** Records, in the page, when the last click happened and when (and on which path) #nprogress appeared. */
async function watchProgressBar(page: Page) {
  await page.evaluate(() => {
    const record = { clickedAt: 0, shownAt: 0, shownOnPath: '', spinner: false };
    Object.assign(window, { progress: record });
    window.addEventListener('click', () => (record.clickedAt = performance.now()), true);
    new MutationObserver(() => {
      const bar = document.getElementById('nprogress');
      if (bar && !record.shownAt) {
        record.shownAt = performance.now();
        record.shownOnPath = location.pathname;
        record.spinner = bar.querySelector('.spinner') !== null;
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}
const progress = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { progress: { clickedAt: number; shownAt: number; shownOnPath: string; spinner: boolean } })
        .progress,
  );

async function openIntroduction(page: Page) {
  await page.goto('/guide/start/');
  await hydrated(page);
}
/** The URL of the target page's own chunk: its built HTML preloads it, as the only async script. */
async function targetChunk(page: Page): Promise<string> {
  const html = await (await page.request.get(TARGET)).text();
  const chunks = [...html.matchAll(/<link rel="preload" href="(\/static\/js\/async\/[^"]+\.js)" as="script"/g)];
  expect(chunks, `${TARGET} preloads exactly one async chunk, its own`).toHaveLength(1);
  return (chunks[0] as RegExpMatchArray)[1] as string;
}
const linkToTarget = (page: Page) => page.locator('.rp-doc').locator(`a[href="${TARGET}"]`).first();

test('a page that loads for more than 200 ms shows the progress bar, without a spinner', async ({ page }) => {
  await openIntroduction(page);
  // Each page is a lazily loaded chunk: hold the target's back for 1.5 s.
  const chunk = await targetChunk(page);
  await page.route(
    (url) => url.pathname === chunk,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  await watchProgressBar(page);

  await linkToTarget(page).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  const { clickedAt, shownAt, shownOnPath, spinner } = await progress(page);
  expect(shownAt - clickedAt).toBeGreaterThanOrEqual(200);
  expect(spinner).toBe(false);
  // The next page is loaded before the route changes, so the bar shows over the current page.
  expect(shownOnPath).toBe('/guide/start/');

  await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a page that loads within 200 ms shows no progress bar', async ({ page }) => {
  await openIntroduction(page);
  // Hovering preloads the target's chunk, so the click finds it ready.
  const url = await targetChunk(page);
  const chunk = page.waitForResponse((response) => new URL(response.url()).pathname === url);
  await linkToTarget(page).hover();
  await chunk;
  await watchProgressBar(page);

  await linkToTarget(page).click();
  await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
  // Wait past the 200 ms delay after the click: the bar must not have shown at any time.
  await page.waitForTimeout(400);
  expect((await progress(page)).shownAt).toBe(0);
});
