import { test as base, expect, type Page } from '@playwright/test';
import { answerOtherHostsOffline, hydrationMark, visitAsReturning } from '../lib/browser.mjs';
import { FIXTURE_SITE_PORT } from './ports';

export const test = base.extend<{ firstVisit: boolean; fixtureSite: string; hydrateOnGoto: boolean }>({
  // Rspress redirects a first-time visitor to the locale of the browser once (e2e/README.md: Language). Tests
  // start as returning visitors unless they opt in with `test.use({ firstVisit: true })`.
  firstVisit: [false, { option: true }],
  // A page loads its scripts once it has painted (plugins/scriptsAfterPaint.ts), which can be
  // after its load event: `page.goto` also waits until a site page has hydrated, as a reader waits
  // for a control to respond, unless a test opts out to look at the page before
  // (`test.use({ hydrateOnGoto: false })`) or asks for less (`waitUntil: 'commit'`).
  hydrateOnGoto: [true, { option: true }],
  page: async ({ page, hydrateOnGoto, javaScriptEnabled, reuseContext }, use) => {
    // The worker's shared tab (lib/browser.mjs, reuseContext) keeps the pointer where the last
    // test left it, say over the sidebar, where a wheel would scroll the sidebar: a new tab has it at
    // (0, 0), over the page.
    if (reuseContext) await page.mouse.move(0, 0);
    if (hydrateOnGoto && javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const waits = options?.waitUntil === undefined || options.waitUntil === 'load';
        if (waits && (await page.locator('script[data-after-paint]').count()) > 0)
          await expect(hydrationMark(page)).toBeAttached({ timeout: 15_000 });
        return response;
      };
    }
    await use(page);
  },
  // Every page of a test's context, second tabs included, is offline and a returning visitor.
  context: async ({ context, baseURL, firstVisit, reuseContext }, use) => {
    // The tests of a worker share one context (lib/browser.mjs, reuseContext), and Playwright
    // does not undo these calls between tests: a test sets them with test.use, which gives it a
    // context with those options, or makes a context of its own with browser.newContext.
    if (reuseContext)
      for (const name of ['grantPermissions', 'setGeolocation', 'setOffline', 'setExtraHTTPHeaders'] as const)
        context[name] = () => {
          throw new Error(`context.${name} would outlast the test in the worker's shared context: use test.use`);
        };
    if (!firstVisit) await visitAsReturning(context);
    await answerOtherHostsOffline(context, baseURL ?? 'http://127.0.0.1');
    await use(context);
  },
  // Origin of the small fixture site (e2e/fixtures-site), served by a web server of playwright.config.ts.
  fixtureSite: async ({}, use) => use(`http://127.0.0.1:${FIXTURE_SITE_PORT}`),
});

export { expect };

/** Hydrated: the search button's hotkey hint is rendered in the browser only. */
export async function hydrated(page: Page): Promise<void> {
  await expect(hydrationMark(page)).toBeAttached();
}

/** A doc page is hydrated and its outline has marked the heading in view. */
export async function outlineReady(page: Page): Promise<void> {
  await expect(page.locator('.rp-doc-layout__outline .rp-toc-item--active')).toHaveCount(1);
}

/**
 * Switches the theme the way Rspress's own switch and inline script do (the `dark` class on <html>),
 * then waits for colour transitions to settle so contrast is measured on final colours. A transition
 * that another one replaces is cancelled, and its `finished` rejects: that one has settled too.
 */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(async (dark) => {
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.classList.toggle('rp-dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    // Endless decorative animations, such as the landing page's, are not waited for.
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined)));
  }, theme === 'dark');
}
