import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ firstVisit: boolean }>({
  // Rspress redirects a first-time visitor to the locale of the browser once (spec §4). Tests
  // start as returning visitors unless they opt in with `test.use({ firstVisit: true })`.
  firstVisit: [false, { option: true }],
  page: async ({ page, baseURL, firstVisit }, use) => {
    if (!firstVisit) await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    // The sandbox and CI have no internet: requests to other hosts (the logo on the asset host)
    // would hang until timeout, so they are answered with an empty 404 at once.
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await use(page);
  },
});

export { expect };
