// Which version has it: the since-badges of the built pages against the since-table
// (site/data/since.json). Every badge of every page names a row of the table and says what the row
// says; every row of an item a page documents (a config option's <ConfigMeta>, a CLI flag or
// command, an API heading) has its badge on that page, in both languages, and its text in the
// page's Markdown copy; heading ids and the search index hold no badge text. In Chromium: the badge
// is text with an accessible name, and shows its bounds on hover and on keyboard focus, also on a
// page reached by client navigation.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { parse } from 'parse5';
import { badgeMarkdown, badgeTexts, displayFact, SINCE_TEXTS, type SinceData, type SinceRow } from '../lib/since.mjs';
import { htmlFileFor } from '../lib/assets.mjs';
import { markdownPath } from '../site/markdownPath';
import { routeFile, routesOf } from '../site/routes';
import { expect, hydrated, setTheme, test } from './fixtures';
import { attribute, descendants, hasClass, type HtmlElement, type HtmlNode, isElement, textContent } from './html-tree';

const ROOT = path.join(import.meta.dirname, '..');
const OUT_DIR = process.env.E2E_SITE_DIR ? path.resolve(ROOT, process.env.E2E_SITE_DIR) : path.join(ROOT, 'doc_build');
const data: SinceData = JSON.parse(readFileSync(path.join(ROOT, 'site/data/since.json'), 'utf8'));
const LANGS = ['en', 'zh'] as const;

/** The badges and changed-lines of a built page. */
function builtPage(route: string) {
  const file = htmlFileFor(OUT_DIR, route);
  const all = descendants(parse(readFileSync(file, 'utf8')));
  const doc = all.filter((element) => hasClass(element, 'rp-doc')).flatMap(descendants);
  const badges = doc
    .filter((element) => hasClass(element, 'rs-since'))
    .map((badge) => {
      const parts = descendants(badge);
      const tip = parts.find((element) => hasClass(element, 'rs-since__tip'));
      return {
        items: (attribute(badge, 'data-since') ?? '').split('|'),
        text: parts
          .filter((e) => !hasClass(e, 'rs-since__tip'))
          .map(textContent)
          .join(''),
        name: attribute(badge, 'aria-label'),
        bounds: tip ? textContent(tip) : undefined,
        describedBy: attribute(badge, 'aria-describedby'),
        tipId: tip && attribute(tip, 'id'),
        // Where it sits: the heading or table cell it is in.
        place: placeOf(badge, all),
      };
    });
  const changed = doc
    .filter((element) => hasClass(element, 'rs-since-changed'))
    .map((line) => ({ item: attribute(line, 'data-since-changed') ?? '', text: textContent(line) }));
  // Each heading with a badge: its id and the badge's text.
  const badgedHeadings = doc
    .filter((element) => /^h[1-6]$/.test(element.tagName))
    .flatMap((heading) =>
      descendants(heading)
        .filter((element) => hasClass(element, 'rs-since'))
        .map((badge) => ({ id: attribute(heading, 'id') ?? '', badge: textContent(badge) })),
    );
  return { badges, changed, badgedHeadings };
}

/** The tag of the heading or cell around an element. */
function placeOf(element: HtmlElement, all: HtmlElement[]): string {
  for (let node: HtmlNode | null = element.parentNode; node && isElement(node); node = node.parentNode) {
    if (/^(h[1-6]|td)$/.test(node.tagName)) return node.tagName;
  }
  void all;
  return 'none';
}

// ---------------------------------------------------------------------------------------------
// What the pages document, read from their sources on their own (not through lib/since.mjs's finder)

/** Each item a page documents, by its source: config options, CLI flags and commands, API headings. */
function documentedItems(file: string): string[] {
  const source = readFileSync(path.join(ROOT, 'docs', file), 'utf8').replace(/^(`{3,})[\s\S]*?^\1$/gm, '');
  const page = file.slice(3);
  if (page.startsWith('config/'))
    return [...source.matchAll(/<ConfigMeta name="([^"]+)" \/>/g)].map(([, name]) => `config:${name}`);
  if (page === 'guide/basic/cli.mdx') {
    const keys: string[] = [];
    let command = '';
    for (const line of source.split('\n')) {
      const heading = /^#{2,3} (.*?)(?: \{#.*\})?$/.exec(line)?.[1]?.replaceAll('`', '');
      if (heading !== undefined) {
        command = /^rstest [a-z-]+$/.test(heading) ? heading : '';
        if (command) keys.push(`cli:${command}`);
      }
      const cell = /^\| `(-[^`]+)`/.exec(line)?.[1];
      for (const flag of cell ? cell.split(', ').map((part) => part.split(/[ =<[]/)[0]) : []) {
        keys.push(data.items[`cli:${flag}`] || !command ? `cli:${flag}` : `cli:${command} ${flag}`);
      }
    }
    return keys;
  }
  if (!page.startsWith('api/')) return [];
  // An item heading is its bare name; a heading with an id is a section (`## Fixtures {#fixtures}`).
  return [...source.matchAll(/^#{1,4} ([\w$.]+)$/gm)].flatMap(([, name]) => {
    if (/^(rs|expect|test|describe|context)\./.test(name)) return [`member:${name}`];
    if (page === 'api/test-api/expect.mdx') return [`member:expect(…).${name}`, `export:${name}`];
    if (page === 'api/javascript-api/reporter.mdx') return [`reporter:${name}`, `export:${name}`];
    return name.includes('.') ? [] : [`export:${name}`];
  });
}

const rowOf = (key: string): SinceRow | undefined => data.items[key];
const docsFiles = (lang: string) =>
  readdirSync(path.join(ROOT, 'docs', lang), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `${lang}/${file.split(path.sep).join('/')}`);

test.describe('the since-badges of the built pages', () => {
  test.beforeAll(() => {
    expect(existsSync(OUT_DIR), 'run `npm run build` first').toBe(true);
  });

  for (const lang of LANGS) {
    test(`${lang}: every badge names rows of the table and says what they say; every documented row has its badge`, () => {
      const texts = SINCE_TEXTS[lang];
      let badgeCount = 0;
      const routesByFile = new Map(routesOf(lang).map((route) => [routeFile(route), route]));
      const missing: string[] = [];
      for (const file of docsFiles(lang)) {
        const route = routesByFile.get(file);
        if (!route) continue;
        const { badges, changed } = builtPage(route);
        const copy = readFileSync(path.join(OUT_DIR, markdownPath(route)), 'utf8');
        for (const badge of badges) {
          badgeCount++;
          for (const key of badge.items) {
            const row = rowOf(key);
            expect(row?.added, `${route}: a badge for ${key}, which has no arrival in the table`).toBeDefined();
            const expected = badgeTexts(row as SinceRow, texts);
            expect({ text: badge.text, name: badge.name, bounds: badge.bounds }, `${route} ${key}`).toEqual(expected);
            expect(copy, `${markdownPath(route)}: ${key}`).toContain(badgeMarkdown(row as SinceRow, texts));
          }
          expect(badge.describedBy, route).toBe(badge.tipId);
          expect(['h1', 'h2', 'h3', 'h4', 'td'], route).toContain(badge.place);
        }
        const badged = new Set(badges.flatMap((badge) => badge.items));
        for (const key of new Set(documentedItems(file))) {
          const row = rowOf(key);
          if (row?.added && !badged.has(key)) missing.push(`${route}: ${key}`);
          if (row?.changed) {
            const line = changed.find((c) => c.item === key);
            expect(line, `${route}: the changed-line of ${key}`).toBeDefined();
            for (const change of row.changed) {
              expect(line?.text, `${route} ${key}`).toContain(change.since);
              expect(line?.text, `${route} ${key}`).toContain(displayFact(change.was));
              expect(copy, `${markdownPath(route)}: ${key}`).toContain(`\`${displayFact(change.was)}\``);
            }
          }
        }
        for (const line of changed) expect(rowOf(line.item)?.changed, `${route}: ${line.item}`).toBeDefined();
      }
      expect(missing, 'documented items whose row has an arrival but whose page has no badge').toEqual([]);
      expect(badgeCount).toBeGreaterThan(20);
    });
  }

  test('heading ids and the search index hold no badge text', () => {
    const badgeText = /\b\d+\.\d+(\.\d+)?\+|added between|之间新增/;
    let headings = 0;
    for (const route of [...routesOf('en'), ...routesOf('zh')]) {
      for (const { id, badge } of builtPage(route).badgedHeadings) {
        headings++;
        // `0.9+` would slug to `09`, "added between" to `added-between`.
        expect(id, route).not.toContain(badge.replace(/[^\d]/g, '').slice(0, 2));
        expect(id, route).not.toMatch(/added|between|新增/);
      }
    }
    expect(headings).toBeGreaterThan(20);
    const indexes = readdirSync(path.join(OUT_DIR, 'static'))
      .filter((file) => /^search_index\..*\.json$/.test(file))
      .map((file) => JSON.parse(readFileSync(path.join(OUT_DIR, 'static', file), 'utf8')));
    expect(indexes.length).toBeGreaterThan(0);
    for (const index of indexes) {
      for (const page of index as { routePath: string; title: string; toc: { text: string }[] }[]) {
        expect(page.title, page.routePath).not.toMatch(badgeText);
        for (const entry of page.toc) expect(entry.text, page.routePath).not.toMatch(badgeText);
      }
    }
  });
});

/** The badges of an item on the page (a badge names its items separated by `|`). */
const badgeSelector = (key: string) =>
  `.rp-doc .rs-since:is(${[`[data-since="${key}"]`, `[data-since^="${key}|"]`, `[data-since$="|${key}"]`, `[data-since*="|${key}|"]`].join(', ')})`;

/** A config option and the CLI flag with a badge, to open in the browser. */
function firstBadged(prefix: string): { route: string; key: string } {
  for (const file of docsFiles('en')) {
    if (!file.startsWith(`en/${prefix}`)) continue;
    const key = documentedItems(file).find((item) => rowOf(item)?.added);
    if (key)
      return {
        route: `/${file
          .slice(3)
          .replace(/\.mdx$/, '')
          .replace(/(^|\/)index$/, '$1')}`,
        key,
      };
  }
  throw new Error(`no badge under ${prefix}`);
}

for (const lang of LANGS) {
  const prefix = lang === 'zh' ? '/zh' : '';
  for (const { route, key } of [firstBadged('config/'), firstBadged('guide/basic/cli')]) {
    test(`${prefix}${route}: the badge of ${key} is text with an accessible name, and shows its bounds on hover and focus`, async ({
      page,
    }) => {
      const row = rowOf(key) as SinceRow;
      const { text, name, bounds } = badgeTexts(row, SINCE_TEXTS[lang]);
      await page.goto(`${prefix}${route}`);
      await hydrated(page);
      const badge = page.locator(badgeSelector(key)).first();
      await expect(badge).toHaveText(new RegExp(`^${text.replace(/[.+]/g, '\\$&')}`));
      await expect(badge).toHaveAccessibleName(name);
      await expect(badge).toHaveAccessibleDescription(bounds);
      await expect(page.getByRole('note', { name }).first()).toBeVisible();
      // The outline beside the page, which Rspress reads from the headings, shows no badge.
      await expect(page.locator('.rp-toc-item').first()).toBeVisible();
      await expect(page.locator('.rp-toc-item .rs-since')).toHaveCount(0);
      await expect(page.locator('.rp-toc-item').filter({ hasText: text })).toHaveCount(0);
      const tip = badge.locator('.rs-since__tip');
      await expect(tip).toBeHidden();
      await badge.hover();
      await expect(tip).toBeVisible();
      await expect(tip).toHaveText(bounds);
      await page.mouse.move(0, 0);
      await expect(tip).toBeHidden();
      // From the keyboard: focused by Tab from the element before it.
      await badge.evaluate((element) => {
        const before = document.createElement('span');
        before.tabIndex = 0;
        element.before(before);
        before.focus();
      });
      await page.keyboard.press('Tab');
      await expect(badge).toBeFocused();
      await expect(tip).toBeVisible();
      // The badge and its open tooltip pass axe (contrast, names, roles) in both themes.
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        await badge.focus();
        await expect(tip).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).include('.rp-doc .rs-since').analyze();
        expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      }
    });
  }

  test(`${prefix}/api/rstest/utilities reached by client navigation shows its badges`, async ({ page }) => {
    const route = '/api/rstest/utilities';
    const key = documentedItems(`en${route}.mdx`).find((item) => rowOf(item)?.added) as string;
    const { text } = badgeTexts(rowOf(key) as SinceRow, SINCE_TEXTS[lang]);
    await page.goto(`${prefix}/api/rstest/mockFunctions`);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator(`a.rp-sidebar-item[href="${prefix}${route}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await expect(page.locator(badgeSelector(key)).first()).toContainText(text);
    // Still the same document: the navigation was client-side, and the badge came with the page's module.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
}
