// A route loads, hydrates and settles without a console error, a console warning or an uncaught
// error in the production build (a hydration mismatch, for one, is a console error there). What a
// page logs comes from the components it renders, so `npm test` visits the cover set of each
// language (./a11y-cover: together its routes hold every kind of element found on any route of that
// language, tests/a11y-cover.test.ts); `npm run test:a11y:full` (A11Y_FULL=1) visits every route of
// site/routes.txt, weekly in CI. One page per worker visits the routes, each once, in the default theme.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { htmlFileFor } from '../scripts/bench/assets.mjs';
import { answerOtherHostsOffline, hydrationMark, visitAsReturning } from '../scripts/browser.mjs';
import { ROUTES } from '../site/routes';
import { coverPerLanguage } from './a11y-cover';
import { expect, test as base } from './fixtures';

const OUT_DIR = path.resolve(import.meta.dirname, '..', process.env.E2E_SITE_DIR ?? 'doc_build');
const CHECKED = process.env.A11Y_FULL
  ? ROUTES
  : coverPerLanguage(ROUTES.map((route) => ({ route, html: readFileSync(htmlFileFor(OUT_DIR, route), 'utf8') })));

/** What the page logged since the last `take()`: errors, warnings and uncaught errors. */
interface Logged {
  page: Page;
  take: () => string[];
}

const test = base.extend<object, { logged: Logged }>({
  logged: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport });
      await visitAsReturning(context);
      await answerOtherHostsOffline(context, baseURL ?? 'http://127.0.0.1');
      const page = await context.newPage();
      let lines: string[] = [];
      const siteHost = new URL(baseURL ?? 'http://127.0.0.1').host;
      // Requests to other hosts (the tool logos' asset host) get a 404 here, as the tests run offline.
      const offlineOnly = (message: ConsoleMessage) =>
        message.text().startsWith('Failed to load resource') && new URL(message.location().url).host !== siteHost;
      // Chromium's hint on a preload not used within seconds of the load event: a timing that only
      // says how busy the machine running the tests is (what a page loads is budgets.spec.ts').
      const preloadTiming = (message: ConsoleMessage) =>
        /was preloaded using link preload but not used/.test(message.text());
      page.on('console', (message: ConsoleMessage) => {
        const logged = message.type() === 'error' || message.type() === 'warning';
        if (logged && !offlineOnly(message) && !preloadTiming(message))
          lines.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => lines.push(`uncaught: ${error.message}`));
      const take = () => {
        const taken = lines;
        lines = [];
        return taken;
      };
      await use({ page, take });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const route of CHECKED) {
  test(`§4 ${route} logs no error or warning`, async ({ logged: { page, take } }) => {
    take();
    const response = await page.goto(route);
    expect(response?.status(), `${route} is served`).toBe(200);
    // As the fixtures' page.goto waits for a site page to hydrate (e2e/fixtures.ts).
    await expect(hydrationMark(page)).toBeAttached({ timeout: 15_000 });
    // What loads when the browser is first idle (the search panel, the mobile menu) has loaded too.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(take()).toEqual([]);
  });
}
