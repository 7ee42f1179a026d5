// A route loads, hydrates and settles without a console error, a console warning or an uncaught
// error in the production build (a hydration mismatch, for one, is a console error there), and axe-core
// finds no serious or critical violation in the light and the dark theme. What a page logs and what
// axe reports come from the components the page renders, so `npm test` visits cover sets of routes
// (./a11y-cover): for the console, each language's (coverPerLanguage), for axe, the routes that
// together hold every kind of element found on any route (a11yCover) and the code cover below;
// `npm run test:a11y:full` (A11Y_FULL=1) visits every route, weekly in CI. A route is visited
// once, by one page per worker: the console is read once the page has settled in the default theme,
// then axe runs, the theme switched the way Rspress's own inline script does it (the `dark` class on
// <html>). The tokens inside code blocks are checked on the few pages that hold every kind of them
// (./code-cover), one sample of each kind.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { htmlFileFor } from '../lib/assets.mjs';
import { answerOtherHostsOffline, hydrationMark, visitAsReturning } from '../lib/browser.mjs';
import { ROUTES } from '../site/routes';
import { a11yCover, coverPerLanguage, elementKinds } from './a11y-cover';
import { CODE_TOKENS, codeCover, codeTokenKinds } from './code-cover';
import { expect, setTheme, test as base } from './fixtures';

const OUT_DIR = path.join(import.meta.dirname, '..', 'doc_build');
const PAGES = ROUTES.map((route) => ({ route, html: readFileSync(htmlFileFor(OUT_DIR, route), 'utf8') }));
/** The pages whose code tokens axe checks: together they hold every kind of token the build has. */
const CODE_COVER = new Set(codeCover(PAGES));
const A11Y_COVER = new Set(a11yCover(PAGES));
/** The routes axe checks: every route in the full sweep, else the element cover and the code cover. */
const CHECKED = process.env.A11Y_FULL
  ? ROUTES
  : ROUTES.filter((route) => CODE_COVER.has(route) || A11Y_COVER.has(route));
/** The routes whose console is read: every route in the full sweep, else each language's cover set. */
const CONSOLE_CHECKED = new Set(process.env.A11Y_FULL ? ROUTES : coverPerLanguage(PAGES));
/** Every route visited, in the order of site/routes.txt. */
const VISITED = ROUTES.filter((route) => CONSOLE_CHECKED.has(route) || CHECKED.includes(route));

/** One page per worker, and what it logged since the last `take()`: errors, warnings and uncaught errors. */
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

// Only colours change with the theme: the dark pass runs the colour rules, the light pass all rules
// but those that cannot report a serious or critical violation: `region` (content outside
// landmarks) is moderate (axe gives every violation of a rule the rule's own impact; a test below
// checks it) and took a third of the light pass, more on the longest pages.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const BELOW_SERIOUS = ['region'];

/**
 * Marks the first element of each kind of code token on the page (a kind looks the same wherever
 * it appears, ./code-cover) and returns the kinds marked: axe checks these samples instead of the
 * thousands of tokens of a page of the code cover. The plain text of a block counts as its `<code>`.
 */
function markTokenSamples(page: Page): Promise<string[]> {
  return page.evaluate((tokens) => {
    const kinds = new Set<string>();
    const looks = (element: Element) => `${element.getAttribute('class') ?? ''}|${element.getAttribute('style') ?? ''}`;
    const sample = (element: Element, kind: string) => {
      if (kinds.has(kind)) return;
      kinds.add(kind);
      element.setAttribute('data-a11y-sample', '');
    };
    for (const code of document.querySelectorAll(tokens)) {
      const pre = looks(code.closest('pre') ?? code);
      sample(code, `${pre} text`);
      for (const span of code.querySelectorAll('span')) sample(span, `${pre} ${looks(span)}`);
    }
    return [...kinds];
  }, CODE_TOKENS);
}

async function seriousViolations(page: Page, theme: 'light' | 'dark', withCode: boolean) {
  // Everything but the code tokens, and on a page of the code cover the samples among them (the
  // deeper include wins over the exclusion around it).
  const rest = new AxeBuilder({ page }).exclude(CODE_TOKENS).disableRules(BELOW_SERIOUS);
  const axe = withCode ? rest.include('html').include('[data-a11y-sample]') : rest;
  const results = await (theme === 'dark' ? axe.withRules(COLOUR_RULES) : axe).analyze();
  if (withCode) {
    const contrastChecked = [...results.passes, ...results.violations, ...results.incomplete]
      .filter((result) => result.id === 'color-contrast')
      .flatMap((result) => result.nodes);
    expect(
      contrastChecked.some((node) => node.html.includes('data-a11y-sample')),
      'samples checked',
    ).toBe(true);
  }
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join('\n    ')}`,
    );
}

// The longest reference pages take a while, and longer on a page of the code cover.
test.describe.configure({ timeout: 240_000 });

test('the routes checked hold every kind of element found on any route', () => {
  const checked = new Set(
    PAGES.filter(({ route }) => CHECKED.includes(route)).flatMap(({ html }) => [...elementKinds(html)]),
  );
  const missing = PAGES.flatMap(({ route, html }) =>
    [...elementKinds(html)].filter((kind) => !checked.has(kind)).map((kind) => `${route}: ${kind}`),
  );
  expect(missing).toEqual([]);
  expect(CHECKED.length).toBeLessThan(process.env.A11Y_FULL ? ROUTES.length + 1 : ROUTES.length / 4);
});

test('the rules left out report no violation above moderate', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><p>Outside every landmark</p></body></html>',
  );
  const { violations } = await new AxeBuilder({ page }).withRules(BELOW_SERIOUS).analyze();
  expect(violations.map((v) => [v.id, v.impact])).toEqual(BELOW_SERIOUS.map((id) => [id, 'moderate']));
});

for (const route of VISITED) {
  const axe = CHECKED.includes(route);
  const title = `${route} logs no error or warning${axe ? '; no serious accessibility violation in light and dark theme' : ''}`;
  test(title, async ({ logged: { page, take } }) => {
    take();
    const response = await page.goto(route);
    expect(response?.status(), `${route} is served`).toBe(200);
    // As the fixtures' page.goto waits for a site page to hydrate (e2e/fixtures.ts); the longest
    // pages take a while on a loaded machine.
    await expect(hydrationMark(page)).toBeAttached({ timeout: 30_000 });
    // What loads when the browser is first idle (the search panel, the mobile menu) has loaded too.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(take(), 'console').toEqual([]);
    if (!axe) return;
    // Code blocks far from the viewport are not rendered (`content-visibility: auto`), and axe
    // cannot measure colours it is not shown: render them all, as they look once scrolled to.
    await page.addStyleTag({ content: '.rp-doc .rp-codeblock { content-visibility: visible !important; }' });
    // Code blocks get their copy and wrap buttons just after hydration: axe checks those too.
    await expect(page.locator('.rp-codeblock:not(:has(.rp-code-copy-button))')).toHaveCount(0);
    if (CODE_COVER.has(route)) {
      // Every kind of token the built page holds has its sample.
      const html = PAGES.find((page) => page.route === route)?.html ?? '';
      const sampled = new Set(await markTokenSamples(page));
      expect([...codeTokenKinds(html)].filter((kind) => !sampled.has(kind))).toEqual([]);
    }
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      expect(await seriousViolations(page, theme, CODE_COVER.has(route)), `${theme} theme`).toEqual([]);
    }
  });
}
