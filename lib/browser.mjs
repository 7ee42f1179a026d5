// The one place that finds Chromium and keeps it offline, shared by the Playwright config and
// fixtures, the benches and the OG image script.
import { existsSync } from 'node:fs';

/**
 * The browser of the tests and of the scripts that drive a page: PLAYWRIGHT_CHROMIUM_PATH, else
 * Debian's headless shell (which .ci/run installs), else Debian's full Chromium; undefined lets
 * Playwright use its own download. The headless shell is what Playwright itself runs for headless
 * Chromium; the full browser's headless mode spent a third more CPU on the same tests (the
 * e2e suite on a 2-core machine: 970 against 742 CPU s, 501 against 387 s).
 * @type {string | undefined}
 */
export const CHROMIUM_PATH =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));

/**
 * The full browser, for Lighthouse (`npm run bench`), whose figures and budgets are measured in it:
 * Debian's Chromium, else undefined (the bench then uses Playwright's own).
 * @type {string | undefined}
 */
export const CHROMIUM_BROWSER_PATH = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/** Flags that keep Chromium quiet in a sandbox with no network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** Launch options for Playwright's `chromium.launch` and `use.launchOptions`. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * There is no internet here or in CI: a request to another host (the logo on the asset host) would
 * hang until it times out, so every page of the context gets an empty 404 for it at once. Other
 * ports of the site's own host count as local (the e2e fixture site runs on one).
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} siteUrl any URL of the site under test
 */
export async function answerOtherHostsOffline(context, siteUrl) {
  const host = new URL(siteUrl).hostname;
  await context.route(
    (url) => url.hostname !== host,
    (route) => route.fulfill({ status: 404, body: '' }),
  );
}

/**
 * Marks the context's visitor as returning: Rspress redirects a first visit to the browser's
 * language once (e2e/README.md: Language), which would move a test or a measurement off the page it opened.
 * @param {import('@playwright/test').BrowserContext | import('@playwright/test').Page} target
 */
export async function visitAsReturning(target) {
  await target.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
}

/**
 * Resolves once the page is hydrated: the search button's hotkey hint is rendered by the browser only.
 * @param {import('@playwright/test').Page} page
 */
export function hydrationMark(page) {
  return page.locator('.rp-search-button__hotkey', { hasText: /Ctrl|⌘/ }).first();
}

/**
 * What Playwright keeps of a failed test: the trace's action log, console and network, and a
 * screenshot at the failure. The trace's DOM snapshots and screencast are recorded for every test,
 * passed ones included, and cost about a fifth of the suite's CPU time (three specs on a 2-core
 * machine: 149 against 112–118 CPU s), so they are left out unless E2E_TRACE=full asks for them.
 * @type {import('@playwright/test').PlaywrightWorkerOptions['trace']}
 */
export const traceOnFailure =
  process.env.E2E_TRACE === 'full'
    ? 'retain-on-failure'
    : { mode: 'retain-on-failure', snapshots: false, screenshots: false };

/**
 * The tests of a Playwright worker share one browser context and its tab (Playwright's
 * `reuseContext`), so each test loads its page in a renderer that is already running instead of
 * starting a context, a tab and a renderer: on a 2-core machine a new tab cost 1.6–2.5 CPU s, a
 * page loaded in an open one 0.6–0.7. Between tests Playwright clears cookies, the HTTP cache and
 * the storage of every origin visited, closes other tabs, removes routes, init scripts and bindings,
 * loads about:blank and applies the test's options again (viewport, colour scheme, reduced motion);
 * a test whose other options differ (permissions, JavaScript off, locale, touch) gets a context of
 * its own. What it does not undo, the fixtures refuse or put back (e2e/fixtures.ts: permissions and
 * the like set during a test; the pointer's position) or a test avoids (the tab's history: a test
 * that counts history entries opens a tab of its own). E2E_FRESH_CONTEXTS=1 gives every test a new
 * context, to tell a failure that depends on an earlier test.
 */
export const reuseContext = process.env.E2E_FRESH_CONTEXTS !== '1';
