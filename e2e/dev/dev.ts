// What the writers' loop suite shares: the pages it opens, and a page that records what a writer
// would see go wrong in the browser (an error overlay, a page error, a console error or warning).
import { expect, type Page, test as base } from '@playwright/test';
import { answerOtherHostsOffline, visitAsReturning } from '../../lib/browser.mjs';

/** One page of each kind, opened in English and in Chinese. */
export const PAGE_KINDS = {
  home: '/',
  guide: '/guide/start/quick-start',
  config: '/config/test/include',
  expect: '/api/test-api/expect',
  'JavaScript API': '/api/javascript-api/createRstest',
  '404': '/no-such-page',
} as const;

export const test = base.extend<{ problems: string[] }>({
  context: async ({ context, baseURL }, use) => {
    await visitAsReturning(context);
    await answerOtherHostsOffline(context, baseURL ?? 'http://127.0.0.1');
    await use(context);
  },
  problems: async ({ page, baseURL }, use) => {
    const problems: string[] = [];
    const host = new URL(baseURL ?? 'http://127.0.0.1').host;
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // The logo lives on another host, which this offline machine answers with 404 (answerOtherHostsOffline).
      const source = message.location().url;
      if (source && new URL(source).host !== host && message.text().startsWith('Failed to load resource')) return;
      problems.push(`console ${message.type()}: ${message.text().slice(0, 500)} (${source})`);
    });
    await use(problems);
  },
});

export { expect };

/** The page's article as a reader sees it, whitespace collapsed. */
export async function articleText(page: Page): Promise<string> {
  return (await page.locator('.rspress-doc').first().innerText()).replace(/\s+/g, ' ').trim();
}

/** Waits until the dev server's page has rendered its article (compiled on first request) and settled. */
export async function rendered(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 90_000 });
  await page.waitForLoadState('networkidle');
  // A doc page's Markdown actions load after hydration (theme/components/MarkdownActions), compiled on demand in dev.
  if ((await page.locator('.rspress-doc h1').count()) > 0)
    await expect(page.locator('.rspress-doc h1 + div button').first()).toBeVisible({ timeout: 30_000 });
}
