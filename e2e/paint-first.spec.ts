// A page shows its served text before its scripts load (plugins/scriptsAfterPaint.ts),
// then hydrates as before.
import { expect, hydrated, test } from './fixtures';

for (const route of ['/', '/guide/start/quick-start', '/api/test-api/expect']) {
  test(`${route} paints first, then loads its scripts and hydrates`, async ({ page }) => {
    await page.goto(route);
    await hydrated(page);
    const { fcp, scripts } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/static\/js\/(?:lib-react|index)\.[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(fcp).toBeGreaterThan(0);
    expect(scripts).toHaveLength(2);
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(fcp);
  });
}

test.describe('before hydration', () => {
  // The reader scrolls before the page hydrates.
  test.use({ hydrateOnGoto: false });
  for (const route of ['/guide/basic/cli', '/config/']) {
    test(`${route} scrolled before its scripts have run stays where the reader scrolled when it hydrates`, async ({
      page,
    }) => {
      // Hold the scripts back, so the reader is sure to scroll first.
      await page.route(/\/static\/js\/lib-react\.[0-9a-f]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      await page.goto(route);
      await page.evaluate(() => window.scrollTo(0, 600));
      await hydrated(page);
      // Rspress's own layout scrolled a freshly hydrated page back to the top (theme/overrides/useScrollReset),
      // and an overview page to its filter box as it focused it (theme/overrides/Overview).
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
    });
  }
});
