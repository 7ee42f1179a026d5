// Documentation that coding assistants can read (`llms: true`, plugins/llms): per language an
// llms.txt index and an llms-full.txt bundle, a Markdown copy of every page that carries what its
// HTML shows (config facts, every code block, every tab), served as Markdown; and under each page
// title a Copy Markdown button with the copy feedback of the spec and a menu that opens the copy
// (theme/components/MarkdownActions).
import AxeBuilder from '@axe-core/playwright';
import type { Dialog, Page } from '@playwright/test';
import { parse } from 'parse5';
import i18n from '../i18n.json' with { type: 'json' };
import config from '../rspress.config';
import { headingText, metaContent } from '../lib/html.mjs';
import { answerOtherHostsOffline } from '../lib/browser.mjs';
import { markdownPath } from '../site/markdownPath';
import { routesOf } from '../site/routes';
import { SITE_ORIGIN } from '../site/site';
import { expect, hydrated, setTheme, test as base } from './fixtures';
import { attribute, descendants, hasClass, type HtmlElement, isElement, textContent } from './html-tree';

// The deploy workflow may build for another origin (SITE_ORIGIN); tests run against the default build.
const ORIGIN = process.env.SITE_ORIGIN || SITE_ORIGIN;
const LANGS = ['en', 'zh'] as const;
const BUILD_HINT = 'not in the build: run `npm run build` (with `llms: true` in rspress.config.ts) first';

/** One page of the served HTML as a reader without scripts gets it. */
const test = base.extend<object, { staticPage: Page }>({
  staticPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
      await answerOtherHostsOffline(context, baseURL ?? 'http://127.0.0.1');
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Whether an ancestor of `element` below `top` is a `tag` element. */
function within(element: HtmlElement, tag: string, top: HtmlElement): boolean {
  for (let node = element.parentNode; node && node !== top && isElement(node); node = node.parentNode)
    if (node.tagName === tag) return true;
  return false;
}

interface FencedBlock {
  info: string;
  code: string;
}

/** The fenced code blocks of a Markdown text (list items indent theirs), and the text outside them. */
function splitMarkdown(markdown: string): { blocks: FencedBlock[]; prose: string } {
  const blocks: FencedBlock[] = [];
  const fenced = /^([ \t]*)(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)\n?^\1\2[ \t]*$/gm;
  const prose = markdown.replace(fenced, (_, indent: string, _fence, info: string, code: string) => {
    const lines = code.split('\n').map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
    blocks.push({ info: info.trim(), code: lines.join('\n') });
    return '';
  });
  return { blocks, prose };
}

// Rspress's package-manager tabs label their shell code `bash` in HTML and `sh` in Markdown.
const SHELL = new Set(['bash', 'sh', 'shell']);
const sameLanguage = (a: string, b: string) => a === b || (SHELL.has(a) && SHELL.has(b));

const normalizeCode = (code: string) =>
  code
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

/** The values of a Markdown list line `- **Label**: \`a\`, \`b\`` or `- **Label**: [text](url)`. */
function markdownFacts(prose: string, labels: string[]) {
  const facts: { label: string; values: string[] }[] = [];
  for (const [, label, rest] of prose.matchAll(/^- \*\*(.+?)\*\*: (.*)$/gm)) {
    if (!labels.includes(label)) continue;
    const link = /^\[.*\]\((.+)\)$/.exec(rest)?.[1];
    const codes = [...rest.matchAll(/(`+)(?!`)(.+?)(?<!`)\1(?!`)/g)].map(([, fence, code]) =>
      fence.length > 1 ? code.replace(/^ (.*) $/, '$1') : code,
    );
    facts.push({ label, values: link ? [link] : codes });
  }
  return facts;
}

test.describe('llms.txt and llms-full.txt', () => {
  for (const lang of LANGS) {
    const prefix = lang === 'zh' ? '/zh' : '';

    test(`${prefix}/llms.txt lists every page of the language with its title, description and Markdown URL`, async ({
      request,
    }) => {
      const response = await request.get(`${prefix}/llms.txt`);
      expect(response.status(), `${prefix}/llms.txt ${BUILD_HINT}`).toBe(200);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const index = await response.text();
      // Opens with the site's description in the language of the index.
      const description = config.locales?.find((locale) => locale.lang === lang)?.description;
      expect(index.startsWith(`# Rstest\n\n> ${description}\n`), index.slice(0, 200)).toBe(true);

      const entries = [...index.matchAll(/^- \[(.+)\]\((\S+)\)(?:: (.*))?$/gm)].map(([, title, url, text]) => ({
        title,
        url,
        text,
      }));
      const pages = routesOf(lang).filter((route) => route !== `${prefix}/`);
      expect(entries.map((entry) => entry.url).sort()).toEqual(
        pages.map((route) => `${ORIGIN}${markdownPath(route)}`).sort(),
      );
      for (const entry of entries) {
        const route = pages.find((r) => `${ORIGIN}${markdownPath(r)}` === entry.url) ?? '';
        // The served HTML, read in Node: the index describes the page's own heading and description,
        // which the server writes (the page-type specs check in Chromium that the <h1> is the
        // visible level-1 heading).
        const html = await (await request.get(route)).text();
        expect(headingText(html), route).toBe(entry.title);
        expect(metaContent(html, 'description'), route).toBe(entry.text);
      }
    });

    test(`${prefix}/llms-full.txt holds the Markdown copy of every page of the language`, async ({ request }) => {
      const response = await request.get(`${prefix}/llms-full.txt`);
      expect(response.status(), `${prefix}/llms-full.txt ${BUILD_HINT}`).toBe(200);
      const bundle = await response.text();
      // The copies' headings carry no id (`# Mocking`, not `# Mocking \{#mocking}`), and no MDX comment is left.
      expect(splitMarkdown(bundle).prose).not.toMatch(/^#{1,6} .*\\?\{#[^}]*\}\s*$|\{\/\*/m);
      for (const route of routesOf(lang)) {
        const copy = await (await request.get(markdownPath(route))).text();
        expect(bundle, route).toContain(`---\nurl: ${ORIGIN}${markdownPath(route)}\n---\n`);
        expect(bundle, route).toContain(copy);
      }
    });
  }
});

test.describe('the Introduction tells readers who use AI assistants where the Markdown is', () => {
  for (const lang of LANGS) {
    const prefix = lang === 'zh' ? '/zh' : '';
    test(`${prefix}/guide/start/: every llms.txt, llms-full.txt and .md address it links to is served`, async ({
      request,
      staticPage: page,
    }) => {
      await page.goto(`${prefix}/guide/start/`);
      const section = page.locator('h2#docs-for-ai-assistants ~ p').first();
      const hrefs = await section.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const paths = hrefs.map((href) => (href ?? '').replace(SITE_ORIGIN, ''));
      expect(paths).toEqual(
        expect.arrayContaining(['/llms.txt', '/llms-full.txt', '/zh/llms.txt', '/zh/llms-full.txt']),
      );
      expect(paths.some((pathname) => pathname.endsWith('.md'))).toBe(true);
      for (const pathname of paths) {
        expect((await request.get(pathname)).status(), pathname).toBe(200);
      }
    });
  }
});

test.describe('the Markdown copy of each page', () => {
  for (const lang of LANGS) {
    const labels = (
      ['configMetaType', 'configMetaDefault', 'configMetaCliFlag', 'configMetaAddedIn', 'configMetaRsbuildDoc'] as const
    ).map((key) => i18n[key][lang]);

    for (const route of routesOf(lang)) {
      test(`${route}: ${markdownPath(route)} is Markdown with every config fact, tab and code block of the page`, async ({
        request,
        baseURL,
      }) => {
        const response = await request.get(markdownPath(route));
        expect(response.status(), `${markdownPath(route)} ${BUILD_HINT}`).toBe(200);
        expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
        const { blocks, prose } = splitMarkdown(await response.text());

        // Rendered, not source: no MDX comment, import, export, component tag or heading id outside code.
        const outsideCode = prose.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
        expect(outsideCode).not.toMatch(
          /\{\/\*|^(import|export) |(?<!\\)<\/?([A-Z][\w.]*|dl|div|span|button)[\s/>]|className=/m,
        );
        expect(outsideCode).not.toMatch(/^#{1,6} .*\\?\{#[^}]*\}\s*$/m);

        // The page as served, read in Node with the HTML standard's parser (parse5, which jsdom uses
        // too): the tree a reader's browser builds from it before any script runs. Its scripts add no
        // fact, tab or code block.
        const pageUrl = new URL(route, baseURL).href;
        const document = parse(await (await request.get(route)).text());
        const all = descendants(document);
        const head = all.find((element) => element.tagName === 'head');
        const alternate = (head ? descendants(head) : []).find(
          (element) =>
            element.tagName === 'link' &&
            attribute(element, 'rel') === 'alternate' &&
            attribute(element, 'type') === 'text/markdown',
        );
        expect(alternate && attribute(alternate, 'href')).toBe(`${ORIGIN}${markdownPath(route)}`);
        // What each `.rp-doc` holds (as `querySelectorAll` of each, one after the other).
        const inDoc = all.filter((element) => hasClass(element, 'rp-doc')).flatMap(descendants);
        // An anchor's `href` as the DOM gives it: resolved against the page's address.
        const href = (a: HtmlElement) => {
          const value = attribute(a, 'href') ?? '';
          return URL.canParse(value, pageUrl) ? new URL(value, pageUrl).href : value;
        };
        const shown = {
          facts: inDoc
            .filter((element) => element.tagName === 'dl')
            .flatMap((list) =>
              list.childNodes
                .filter((row): row is HtmlElement => isElement(row) && row.tagName === 'div')
                .map((row) => {
                  const inRow = descendants(row);
                  const term = inRow.find((element) => element.tagName === 'dt');
                  return {
                    label: term ? textContent(term) : '',
                    values: inRow
                      .filter(
                        (value) => (value.tagName === 'code' || value.tagName === 'a') && within(value, 'dd', row),
                      )
                      .map((value) => (value.tagName === 'a' ? href(value) : textContent(value))),
                  };
                }),
            ),
          codeBlocks: inDoc
            .filter((element) => element.tagName === 'pre' && attribute(element, 'data-lang') !== undefined)
            .map((pre) => ({
              lang: attribute(pre, 'data-lang') ?? '',
              title: attribute(pre, 'data-title') ?? null,
              code: textContent(pre),
            })),
          tabLabels: inDoc.filter((element) => hasClass(element, 'rp-tabs__label__item')).map(textContent),
        };

        // Each row of each ConfigMeta block, in order, with the same values.
        expect(markdownFacts(prose, labels)).toEqual(shown.facts);

        // Each code block, in order, with its language, file title and code.
        const unmatched = [...blocks];
        for (const block of shown.codeBlocks) {
          const index = unmatched.findIndex(
            (candidate) =>
              sameLanguage(candidate.info.split(/\s/)[0], block.lang) &&
              normalizeCode(candidate.code) === normalizeCode(block.code),
          );
          expect(index, `a ${block.lang} block of ${route}:\n${block.code.slice(0, 200)}`).toBeGreaterThanOrEqual(0);
          if (block.title) expect(unmatched[index].info).toContain(`title="${block.title}"`);
          unmatched.splice(index, 1);
        }

        // Each tab, labelled: its own bold line, or the package manager named in its code block's meta.
        for (const label of shown.tabLabels) {
          const labelled = prose.includes(`**${label}**`) || blocks.some((block) => block.info.includes(`[${label}]`));
          expect(labelled, `tab "${label}" of ${route}`).toBe(true);
        }
      });
    }
  }
});

/** Both the Clipboard API and execCommand('copy') fail, as in a locked-down browser. */
async function breakClipboard(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
    document.execCommand = () => false;
  });
}

for (const lang of LANGS) {
  const route = lang === 'zh' ? '/zh/config/test/pool' : '/config/test/pool';
  const copyText = i18n.copyMarkdownText[lang];
  const copiedText = i18n.promptCopiedText[lang];
  const menuText = i18n.markdownMenuText[lang];

  async function openPage(page: Page) {
    await page.goto(route);
    await hydrated(page);
    const button = page.getByRole('button', { name: copyText });
    await expect(button).toBeVisible();
    return button;
  }

  test.describe(`the Copy Markdown button (${lang})`, () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test(`${route}: Tab and Enter copy the page's Markdown, and '${copiedText}' shows for 2 s`, async ({
      page,
      request,
    }) => {
      const button = await openPage(page);
      // Record, in the page, when the copied text comes and goes.
      await button.evaluate((element, copied) => {
        const times = { added: 0, removed: 0 };
        Object.assign(window, { copiedTimes: times });
        new MutationObserver(() => {
          const now = element.textContent?.includes(copied);
          if (now && !times.added) times.added = performance.now();
          if (!now && times.added && !times.removed) times.removed = performance.now();
        }).observe(element, { subtree: true, childList: true, characterData: true });
      }, copiedText);

      // The button follows the page title in the tab order.
      await page.getByRole('heading', { level: 1 }).click();
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');

      const copied = page.getByRole('button', { name: copiedText });
      await expect(copied).toBeVisible();
      await expect(copied).toBeFocused();
      const markdown = await (await request.get(markdownPath(route))).text();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
      await expect(page.getByRole('button', { name: copyText })).toBeVisible({ timeout: 5000 });
      const { added, removed } = await page.evaluate(
        () => (window as unknown as { copiedTimes: { added: number; removed: number } }).copiedTimes,
      );
      expect(removed - added).toBeGreaterThanOrEqual(1990);
      expect(removed - added).toBeLessThan(3000);
    });

    test(`${route}: Space copies too, and the button and the open menu pass axe in light and dark theme`, async ({
      page,
    }) => {
      const button = await openPage(page);
      await button.focus();
      await page.keyboard.press('Space');
      await expect(page.getByRole('button', { name: copiedText })).toBeVisible();
      await page.getByRole('button', { name: menuText }).click();
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        const { violations } = await new AxeBuilder({ page }).include('.rp-doc h1 + div').analyze();
        expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      }
    });
  });

  test(`${route}: the ${menuText} menu opens from the keyboard with the Markdown copy and two assistants; Escape closes it`, async ({
    page,
    baseURL,
  }) => {
    await openPage(page);
    const trigger = page.getByRole('button', { name: menuText });
    await page.getByRole('button', { name: copyText }).focus();
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(list).toBeVisible();

    const view = list.getByRole('link', { name: i18n.viewMarkdownText[lang] });
    await expect(view).toHaveAttribute('href', markdownPath(route));
    const prompt = i18n.markdownChatPrompt[lang].replace('{{url}}', `${baseURL}${markdownPath(route)}`);
    for (const [name, address] of [
      ['ChatGPT', 'https://chatgpt.com/'],
      ['Claude', 'https://claude.ai/new'],
    ]) {
      const link = list.getByRole('link', { name: i18n.openInText[lang].replace('{{name}}', name) });
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(`${href.origin}${href.pathname}`).toBe(address);
      expect(href.searchParams.get('q')).toBe(prompt);
      await expect(link).toHaveAttribute('target', '_blank');
    }

    await page.keyboard.press('Tab');
    await expect(view).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test(`${route}: a click outside closes the ${menuText} menu, and its first link shows the Markdown copy`, async ({
    page,
    request,
  }) => {
    await openPage(page);
    const trigger = page.getByRole('button', { name: menuText });
    await trigger.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await page.getByRole('link', { name: i18n.viewMarkdownText[lang] }).click();
    await expect(page).toHaveURL(new RegExp(`${markdownPath(route)}$`));
    const markdown = await (await request.get(markdownPath(route))).text();
    expect((await page.locator('body').innerText()).trimEnd()).toBe(markdown.trimEnd());
  });

  test(`${route}: when copying fails, a prompt offers the Markdown with the Ctrl+C hint`, async ({ page, request }) => {
    await breakClipboard(page);
    const button = await openPage(page);
    const dialog = new Promise<Dialog>((resolve) =>
      page.once('dialog', (d) => void d.dismiss().then(() => resolve(d))),
    );
    await button.click();
    const prompt = await dialog;
    expect(prompt.type()).toBe('prompt');
    expect(prompt.message()).toBe('Copy to clipboard: Ctrl+C, Enter');
    expect(prompt.defaultValue()).toBe(await (await request.get(markdownPath(route))).text());
    await expect(page.getByRole('button', { name: copyText })).toBeVisible();
  });
}

test('a Markdown copy that cannot be fetched is logged, and the button stays as it was', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route('**/*.md', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/guide/start/quick-start');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Copy Markdown' });
  await button.click();
  await expect.poll(() => errors.join('\n')).toContain('/guide/start/quick-start.md: HTTP 503');
  await expect(button).toBeVisible();
});

test('the button is not in the served HTML, and its row keeps the height it takes once scripts run', async ({
  page,
  request,
  staticPage,
}) => {
  const route = '/guide/start/quick-start';
  expect(await (await request.get(route)).text()).not.toContain('Copy Markdown');
  const firstParagraph = (p: Page) => p.locator('.rp-doc > p').first().boundingBox();
  await staticPage.goto(route);
  const withoutScripts = await firstParagraph(staticPage);
  await page.goto(route);
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Copy Markdown' })).toBeVisible();
  expect(await firstParagraph(page)).toEqual(withoutScripts);
});
