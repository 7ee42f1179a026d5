import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadIndexes } from '../lib/search/engine.mjs';
import { expect, test } from './fixtures';

// Search quality on the query set derived from the built site (lib/search/queries.mjs):
// every page title, every h2/h3 and member name of the Config and API pages, lower-case,
// partial and mixed-language forms. The whole set runs in Node through the site's search code
// (Rspress's PageSearcher plus the theme's patches) against doc_build/static/search_index.*.json;
// the queries readers reported run in Chromium through the search panel itself.

interface KindFigures {
  total: number;
  answered: number;
  empty: number;
}
interface BenchmarkFigures {
  questions: number;
  hit1: number;
  hit3: number;
  mrr: number;
  ndcg5: number;
}
interface Report {
  languages: Record<
    string,
    {
      queries: number;
      empty: number;
      kinds: Record<string, KindFigures>;
      failures: unknown[];
      benchmark: { all: BenchmarkFigures; heldOut: BenchmarkFigures; misses: unknown[] };
    }
  >;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const LANGS = ['en', 'zh'];

test.describe('search answers what readers type', () => {
  test.describe.configure({ mode: 'default', timeout: 120_000 });
  let report: Report;

  test.beforeAll(() => {
    const out = execFileSync(process.execPath, [path.join(ROOT, 'scripts/search-quality.mjs'), '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 110_000,
    });
    report = JSON.parse(out) as Report;
  });

  for (const lang of LANGS) {
    test(`[${lang}] the page titled as the query is the first hit, for every title`, () => {
      const r = report.languages[lang];
      const titles = r?.kinds.title;
      expect(titles?.total, 'pages with a title').toBeGreaterThan(20);
      expect(titles?.answered, JSON.stringify(r?.failures)).toBe(titles?.total);
    });

    test(`[${lang}] a member's own heading is in the first three hits for at least 95% of member names`, () => {
      const r = report.languages[lang];
      const members = r?.kinds.member;
      expect(members?.total, 'member names').toBeGreaterThan(50);
      expect((members?.answered ?? 0) / (members?.total ?? 1), JSON.stringify(r?.failures)).toBeGreaterThanOrEqual(
        0.95,
      );
    });

    test(`[${lang}] every reported query finds its page first, words the glossary maps included (模拟 → mock)`, () => {
      const r = report.languages[lang];
      const issue = r?.kinds.issue;
      expect(issue?.total, 'reported queries').toBeGreaterThanOrEqual(lang === 'zh' ? 6 : 5);
      expect(issue?.answered, JSON.stringify(r?.failures)).toBe(issue?.total);
    });

    test(`[${lang}] each guide of the second round is the first hit for its topic word`, () => {
      const topic = report.languages[lang]?.kinds.topic;
      expect(topic?.total, 'topic words').toBe(10);
      expect(topic?.answered, JSON.stringify(report.languages[lang]?.failures)).toBe(topic?.total);
    });

    test(`[${lang}] real questions: a page that answers is among the first three for 95 % of them, and of the held-out fifth`, () => {
      const { all, heldOut, misses } =
        report.languages[lang]?.benchmark ?? ({} as Report['languages'][string]['benchmark']);
      expect(all.questions, 'questions of the benchmark').toBeGreaterThanOrEqual(lang === 'en' ? 100 : 50);
      expect(heldOut.questions, 'held-out questions').toBeGreaterThanOrEqual(lang === 'en' ? 20 : 10);
      expect(all.hit3, JSON.stringify(misses)).toBeGreaterThanOrEqual(0.95);
      expect(heldOut.hit3, 'held-out fifth').toBeGreaterThanOrEqual(0.95);
    });

    test(`[${lang}] no query of the set returns zero results`, () => {
      const r = report.languages[lang];
      expect(r?.queries).toBeGreaterThan(100);
      expect(r?.empty, JSON.stringify(r?.failures)).toBe(0);
    });
  }
});

// --- In the browser, through the panel ---------------------------------------------------------

const searchInput = (page: Page) => page.getByRole('textbox', { name: 'SearchPanelInput' });
const hits = (page: Page) => page.locator('.rp-suggest-item');
const route = (page: Page, n: number) => hits(page).nth(n).locator('a');

async function openSearch(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('.rp-nav').getByRole('button', { name: /Search|搜索/ })).toContainText(/Ctrl|⌘/);
  await page.keyboard.press('Control+K');
  await expect(searchInput(page)).toBeFocused();
}

async function search(page: Page, query: string) {
  // Emptied first, so the hits read below are this query's and not the last one's still on screen.
  await searchInput(page).fill('');
  await expect(hits(page)).toHaveCount(0);
  await searchInput(page).fill(query);
  await expect(hits(page).first()).toBeVisible({ timeout: 45_000 });
  // The first hit is for this query: it highlights part of it.
  await expect(hits(page).first().locator('.rp-suggest-item__mark').first()).toBeVisible();
}

/** Queries whose hits the theme's ranking changes (Rspress's own search answers them otherwise). */
const AGREEMENT_QUERIES: Record<string, string[]> = {
  en: ['toHaveBeenCalledWith', 'fake timer', 'tohavebeencalled'],
  zh: ['配置 testTimeout', '模拟函数'],
};

/** The links each query finds in Node (lib/search/engine.mjs), with the theme's ranking or Rspress's own. */
function nodeHits(stock: boolean): Record<string, Record<string, string[]>> {
  const script = `
    import { loadSearch } from ${JSON.stringify(path.join(ROOT, 'lib/search/engine.mjs'))};
    const searcher = await loadSearch({ stock: ${stock} });
    const out = {};
    for (const [lang, queries] of Object.entries(${JSON.stringify(AGREEMENT_QUERIES)})) {
      const search = await searcher(lang);
      out[lang] = {};
      for (const query of queries) out[lang][query] = (await search.search(query)).map((hit) => hit.link);
    }
    console.log(JSON.stringify(out));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out);
}

// The Node run above stands for the panel only if it ranks as the panel does.
test('the Node run finds what the search panel shows, in the same order, with the theme’s ranking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const site = nodeHits(false);
  const stock = nodeHits(true);
  for (const [lang, queries] of Object.entries(AGREEMENT_QUERIES)) {
    await openSearch(page, lang === 'en' ? '/guide/start/' : '/zh/guide/start/');
    for (const query of queries) {
      // The theme's ranking makes a difference here, so agreeing with the panel means using it.
      expect(site[lang][query], `${lang} "${query}"`).not.toEqual(stock[lang][query]);
      await search(page, query);
      const shown = await hits(page)
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(shown, `${lang} "${query}"`).toEqual(site[lang][query]);
    }
  }
});

test.describe('reported queries, in the search panel', () => {
  test.describe.configure({ timeout: 90_000 });

  test('[en] a stack trace pasted into the search box finds the error reference entry for its message', async ({
    page,
  }) => {
    await openSearch(page, '/guide/start/');
    // The box is one line: the browser drops the line breaks of the paste, and search keeps the message.
    const trace = [
      ' FAIL  src/greet.test.ts > greets',
      'ReferenceError: document is not defined',
      ' ❯ src/greet.ts:3:10',
      '    at Object.<anonymous> (/home/me/app/src/greet.test.ts:5:3)',
    ].join('\n');
    await search(page, trace);
    await expect(searchInput(page)).not.toHaveValue(/\n/);
    await expect(route(page, 0)).toHaveAttribute('href', '/guide/errors/environment#document-is-not-defined');
  });

  test('[zh] an exact title, Chinese words not written together, and Chinese mixed with option names', async ({
    page,
  }) => {
    const zh = loadIndexes(path.join(ROOT, 'doc_build/static')).zh ?? [];
    const titleOf = (routePath: string) => zh.find((r) => r.routePath === routePath)?.title ?? '';
    const quickStart = titleOf('/zh/guide/start/quick-start');
    expect(quickStart).toBe('快速上手');

    await openSearch(page, '/zh/guide/start/');
    await search(page, quickStart);
    await expect(route(page, 0)).toHaveAttribute('href', '/zh/guide/start/quick-start');
    await expect(hits(page).first().locator('.rp-suggest-item__header')).toHaveText(quickStart);

    await search(page, `${quickStart} rstest`);
    await expect(route(page, 0)).toHaveAttribute('href', /^\/zh\/guide\/start\/quick-start(#|$)/);

    await search(page, '配置 testTimeout');
    await expect(route(page, 0)).toHaveAttribute('href', /^\/zh\/config\/test\/testTimeout(#|$)/);
    await expect(hits(page).first().locator('.rp-suggest-item__mark')).toHaveText(['testTimeout']);

    // 模拟 (mock) 函数 (function): the page is titled "Mock 函数".
    await search(page, '模拟函数');
    await expect(route(page, 0)).toHaveAttribute('href', /^\/zh\/api\/rstest\/mockFunctions(#|$)/);

    // 模拟 alone: the glossary maps it to mock, the word the pages use (site/glossary.ts).
    await search(page, '模拟');
    await expect(route(page, 0)).toHaveAttribute(
      'href',
      /^\/zh\/(guide\/basic\/mocking|api\/rstest\/mock(Functions|Modules))(#|$)/,
    );
  });

  test('[en] a matcher name finds its own heading first; lower-case and partial forms find their pages', async ({
    page,
  }) => {
    await openSearch(page, '/guide/start/');
    await search(page, 'toHaveBeenCalledWith');
    await expect(route(page, 0)).toHaveAttribute('href', '/api/test-api/expect#tohavebeencalledwith');
    await expect(hits(page).first().locator('.rp-suggest-item__header')).toHaveText(/ > toHaveBeenCalledWith$/);

    await search(page, 'tohavebeencalled');
    await expect(route(page, 0)).toHaveAttribute('href', '/api/test-api/expect#tohavebeencalled');

    await search(page, 'quick start');
    await expect(route(page, 0)).toHaveAttribute('href', '/guide/start/quick-start');

    await search(page, 'fake timer');
    await expect(route(page, 0)).toHaveAttribute('href', /^\/api\/rstest\/fakeTimers(#|$)/);
  });
});
