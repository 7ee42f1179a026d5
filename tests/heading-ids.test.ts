// An en page and its zh page have the same heading ids in the same order, so a deep link such as
// /api/test-api/test#test-options keeps working with /zh in front. Ids are the ones Rspress gives:
// the explicit `{#id}`, else its slug of the heading text (tests/helpers/mdx-page.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compile } from '../rspress-slim/always-on/node';
import type { Link, Nodes } from 'mdast';
import { describe, expect, test } from 'vitest';
import { DOCS_DIR, pageFiles } from '../lib/code-blocks.mjs';
import { type MdxPage, type PageHeading, pageHeadings, readPage } from './helpers/mdx-page';

const ROOT = path.join(import.meta.dirname, '..');
const DOC_BUILD = path.join(ROOT, 'doc_build');
const LANGS = ['en', 'zh'] as const;
const zhFiles = new Set(pageFiles('zh'));
// Pages without a counterpart are reported by tests/content.test.ts.
const PAIRS = pageFiles('en').filter((file) => zhFiles.has(file));

const EXPLICIT_ID = /\s*\\?\{#[^}]*\}\s*$/;
const textOf = (heading: PageHeading) =>
  heading.markdown
    .replace(/^#+\s*/, '')
    .replace(EXPLICIT_ID, '')
    .trim();
const withId = (heading: PageHeading, id: string) => `${heading.markdown.replace(EXPLICIT_ID, '').trimEnd()} {#${id}}`;
const describeHeading = (lang: string, file: string, heading: PageHeading) =>
  `docs/${lang}/${file}:${heading.line} "${heading.markdown}" (id "${heading.id}")`;

/** What to change so that the zh page's headings carry the en page's ids; one line per problem. */
function headingIdProblems(file: string): string[] {
  const en = pageHeadings(readPage('en', file));
  const zh = pageHeadings(readPage('zh', file));
  if (en.length !== zh.length || en.some((heading, i) => heading.depth !== zh[i].depth)) {
    const outline = (lang: string, headings: PageHeading[]) =>
      headings.map((h) => `  ${describeHeading(lang, file, h)}`).join('\n');
    return [
      `docs/zh/${file} must have the headings of docs/en/${file}, at the same levels and in the same order:\n` +
        `en:\n${outline('en', en)}\nzh:\n${outline('zh', zh)}`,
    ];
  }
  return en.flatMap((enHeading, i) => {
    const zhHeading = zh[i];
    const fix = `docs/zh/${file}:${zhHeading.line}: write "${withId(zhHeading, enHeading.id)}"`;
    if (zhHeading.id !== enHeading.id)
      return [
        `${fix}: its id is "${zhHeading.id}", the en heading's is "${enHeading.id}" (docs/en/${file}:${enHeading.line})`,
      ];
    // A translated heading keeps the en id explicitly, so rewording either side cannot move it.
    if (!zhHeading.explicit && textOf(zhHeading) !== textOf(enHeading))
      return [`${fix}: a translated heading carries the en id explicitly`];
    return [];
  });
}

const routeFile = (lang: string, route: string): string | undefined => {
  const rest = lang === 'zh' ? route.replace(/^\/zh(?=\/|$)/, '') : route;
  const base = rest.replace(/^\//, '');
  const candidates = base === '' || base.endsWith('/') ? [`${base}index.mdx`] : [`${base}.mdx`, `${base}/index.mdx`];
  return candidates.find((file) => existsSync(path.join(DOCS_DIR, lang, file)));
};

const anchorIdsByPage = new Map<string, Set<string>>();
/** The ids a page can be linked to: its heading ids (what the build's checkAnchors accepts); each page parsed once. */
function anchorIds(lang: string, file: string): Set<string> {
  const key = `${lang}/${file}`;
  let ids = anchorIdsByPage.get(key);
  if (!ids) {
    ids = new Set(pageHeadings(readPage(lang, file)).map((h) => h.id));
    anchorIdsByPage.set(key, ids);
  }
  return ids;
}

function links(tree: Nodes): Link[] {
  if (tree.type === 'link') return [tree];
  return 'children' in tree ? tree.children.flatMap((child) => links(child as Nodes)) : [];
}

/** Links of a page whose `#anchor` names no heading of the page it points to. */
function brokenAnchors(lang: string, file: string, page: MdxPage): string[] {
  return links(page.tree).flatMap((link) => {
    const [target, hash] = link.url.split('#');
    if (hash === undefined || /^[a-z]+:/i.test(target)) return [];
    const targetFile = target === '' ? file : target.startsWith('/') ? routeFile(lang, target) : undefined;
    if (targetFile === undefined) return []; // a missing page is the build's dead-link check
    const id = decodeURIComponent(hash);
    const ids = anchorIds(lang, targetFile);
    if (ids.has(id)) return [];
    return [
      `docs/${lang}/${file}:${link.position?.start.line}: "${link.url}": docs/${lang}/${targetFile} has no heading id "${id}"; its ids: ${[...ids].join(', ')}`,
    ];
  });
}

describe('en and zh pages have the same heading ids', () => {
  test.each(PAIRS)('%s', (file) => {
    expect(headingIdProblems(file)).toEqual([]);
  });
});

describe('anchor links point at heading ids', () => {
  const pages = LANGS.flatMap((lang) => pageFiles(lang).map((file) => [lang, file] as const));
  test.each(pages)('docs/%s/%s', (lang, file) => {
    expect(brokenAnchors(lang, file, readPage(lang, file))).toEqual([]);
  });
});

describe('the ids are the ones Rspress renders', () => {
  /** The ids of the heading anchors in Rspress's compiled page (`<a class="rp-header-anchor" href="#id">`). */
  const compiledIds = async (lang: string, file: string) => {
    const filepath = path.join(DOCS_DIR, lang, file);
    const options = { source: readFileSync(filepath, 'utf8'), filepath, docDirectory: DOCS_DIR };
    const code = await compile({ ...options, config: null, routeService: null, pluginDriver: null });
    return [...code.matchAll(/className: "rp-header-anchor",\s*"aria-hidden": "true",\s*href: ("#[^"]*")/g)].map(
      (match) => (JSON.parse(match[1]) as string).slice(1),
    );
  };

  // Headings with inline code, explicit ids, duplicates (`testeach` twice) and Chinese text.
  test.each([
    ['en', 'api/test-api/test.mdx'],
    ['zh', 'api/test-api/test.mdx'],
    ['zh', 'guide/basic/cli.mdx'],
  ])("Rspress's MDX compiler gives docs/%s/%s the ids this test reads", async (lang, file) => {
    const ids = pageHeadings(readPage(lang, file)).map((h) => h.id);
    expect(ids.length).toBeGreaterThan(10);
    expect(await compiledIds(lang, file)).toEqual(ids);
  });

  // The build is not run here; a build newer than a page's source is checked against it.
  const built = LANGS.flatMap((lang) =>
    pageFiles(lang).map((file) => {
      const source = path.join(DOCS_DIR, lang, file);
      const html = path.join(DOC_BUILD, lang === 'en' ? '' : lang, file.replace(/\.mdx?$/, '.html'));
      const fresh = existsSync(html) && statSync(html).mtimeMs > statSync(source).mtimeMs;
      return { lang, file, html, fresh };
    }),
  )
    // The home layout shows its hero, not the page's Markdown headings.
    .filter((page) => page.fresh && readPage(page.lang, page.file).frontmatter.pageType !== 'home');

  test.skipIf(built.length === 0)('built pages newer than their source carry these ids', () => {
    for (const { lang, file, html } of built) {
      // A page heading opens with its anchor; the Overview's group headings (`<span>` first) are not the page's.
      const anchors = [
        ...readFileSync(html, 'utf8').matchAll(
          /<h[1-6]\b[^>]*>(<a\b[^>]*class="[^"]*\brp-header-anchor\b[^"]*"[^>]*>)/g,
        ),
      ].map(([, tag]) => [tag]);
      const ids = anchors.map(([tag]) => decodeURIComponent(/href="#([^"]*)"/.exec(tag)?.[1] ?? ''));
      expect(ids, html).toEqual(pageHeadings(readPage(lang, file)).map((h) => h.id));
    }
  });
});
