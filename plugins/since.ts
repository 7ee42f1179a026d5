// "Which version has it": beside each config option's heading, each CLI flag and command,
// each exported function, matcher, `rs` utility and Reporter hook that arrived after the oldest
// checked release, a small badge (`0.9+`) with the exact bounds on hover and focus; under a config
// option's facts, from which release its current type or default holds. Facts from the since-table
// (site/data/since.json, `npm run since`); places from lib/since.mjs's one finder, applied here to
// the HTML (a rehype step) and by plugins/llms to the Markdown copies (`markdownWithSince`).
//
// The badge is static HTML: a focusable `role="note"` named "added in 0.9" whose tooltip is CSS
// (theme/styles/since.css). Its markup is the inner HTML of a bare <span>, as rehypeStaticCode's
// code blocks are, so the page's chunk carries one element per badge and no text (the served page
// hydrates its own HTML; the layer moves the strings out of the first load, rspress-slim/switchable/codeHtmlChunk.ts).
// Heading ids, the page's table of contents and the search index are computed before this step or
// from the source, so none of them holds badge text; the outline Rspress reads from the headings in
// the browser leaves out what has its `rp-toc-exclude` class.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { RspressPlugin } from '@rspress/core';
import i18n from '../i18n.json' with { type: 'json' };
import { escapeHtml } from '../lib/html.mjs';
import {
  type BadgePlace,
  badgeMarkdown,
  badgeTexts,
  type Change,
  displayFact,
  findBadgePlaces,
  fill,
  placeBadges,
  SINCE_TEXTS,
  type SinceData,
} from '../lib/since.mjs';
import { routeFile } from '../site/routePaths.mjs';
import { staticHtmlElement } from './rehypeStaticCode';

type Lang = keyof typeof SINCE_TEXTS;

export const SINCE_FILE = path.join(import.meta.dirname, '../site/data/since.json');

let cached: SinceData | undefined;
/** The committed since-table. */
export function sinceData(): SinceData {
  cached ??= JSON.parse(readFileSync(SINCE_FILE, 'utf8')) as SinceData;
  return cached;
}

const FACT_LABEL = { type: 'configMetaType', default: 'configMetaDefault' } as const;

/** The badge: `0.9+`, named "added in 0.9", described (and shown on hover and focus) by its bounds. */
export function badgeHtml(items: string[], row: SinceData['items'][string], lang: Lang, id: string): string {
  const { text, name, bounds } = badgeTexts(row, SINCE_TEXTS[lang]);
  return (
    `<span class="rs-since rp-toc-exclude" tabindex="0" role="note" aria-label="${escapeHtml(name)}" aria-describedby="${id}" data-since="${escapeHtml(items.join('|'))}">` +
    `<span aria-hidden="true">${escapeHtml(text)}</span>` +
    `<span class="rs-since__tip" id="${id}" aria-hidden="true">${escapeHtml(bounds)}</span></span>`
  );
}

/** A changed fact as a reader reads it: "Type as above since 0.10.0 (up to 0.9.10: `'forks' | 'threads'`)". */
function changeParts(change: Change, lang: Lang) {
  const fact = i18n[FACT_LABEL[change.fact as keyof typeof FACT_LABEL]][lang];
  const [before, after] = fill(SINCE_TEXTS[lang].sinceChanged, {
    fact,
    since: change.since,
    lastDifferent: change.lastDifferent,
    was: '\0',
  }).split('\0');
  return { before, was: displayFact(change.was), after };
}

/** The changed-line under a config option's facts. */
export function changedHtml(option: string, changes: Change[], lang: Lang): string {
  const lines = changes.map((change) => {
    const { before, was, after } = changeParts(change, lang);
    return `${escapeHtml(before)}<code>${escapeHtml(was)}</code>${escapeHtml(after)}`;
  });
  return `<p class="rs-since-changed" data-since-changed="${escapeHtml(`config:${option}`)}">${lines.join('<br>')}</p>`;
}

/** The text of a hast node as the finder reads a heading or a cell (Rspress's `#` anchor left out). */
function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  // Rspress's anchor sets `class`, as a string (its rehypeHeaderAnchor).
  const classes = [node.properties.className, node.properties.class].flat().map(String);
  if (classes.some((name) => name.split(' ').includes('rp-header-anchor'))) return '';
  return node.children.map(textOf).join('');
}

const HEADING = /^h[1-6]$/;

/** The page (`api/rstest/utilities.mdx`) and language of a source file under docs/. */
export function pageOfFile(file: string, docs: string): { lang: Lang; page: string } | undefined {
  const [lang, ...rest] = path.relative(docs, file).split(path.sep);
  return lang === 'en' || lang === 'zh' ? { lang, page: rest.join('/') } : undefined;
}

/** The rehype step: puts the finder's badges and changed-lines into the page's HTML. */
export function rehypeSince({ docs, data = sinceData }: { docs: () => string; data?: () => SinceData }) {
  return (tree: Root, file: { path?: string; value?: unknown }) => {
    const where = file.path ? pageOfFile(file.path, docs()) : undefined;
    if (!where || typeof file.value !== 'string') return;
    const table = data();
    const places = findBadgePlaces(where.page, String(file.value), table);
    if (places.length === 0) return;
    const headings = places.filter((p) => p.kind === 'heading');
    const cells = places.filter((p) => p.kind === 'cell');
    let count = 0;
    const badges = (place: BadgePlace): RootContent[] =>
      placeBadges(place, table).flatMap(({ items, row }) => [
        { type: 'text', value: ' ' },
        staticHtmlElement('span', badgeHtml(items, row, where.lang, `rs-since-${++count}`), 'text'),
      ]);
    /** The place of the heading or cell, taken from the list so that each is used once, in order. */
    const take = (list: BadgePlace[], text: string) => {
      const index = list.findIndex((place) => place.text === text.replace(/\s+/g, ' ').trim());
      return index === -1 ? undefined : list.splice(index, 1)[0];
    };
    const visit = (parent: { children: RootContent[] }) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i];
        if (node.type === 'element' && HEADING.test(node.tagName)) {
          const place = take(headings, textOf(node));
          if (!place) continue;
          node.children.push(...(badges(place) as ElementContent[]));
          const changes = place.config ? table.items[`config:${place.config}`]?.changed : undefined;
          if (changes) {
            // Under the option's facts: the <ConfigMeta> after the heading.
            const meta = parent.children.findIndex(
              (child, j) => j > i && child.type === 'mdxJsxFlowElement' && child.name === 'ConfigMeta',
            );
            if (meta === -1)
              throw new Error(`${file.path}: no <ConfigMeta name="${place.config}" /> after its heading`);
            parent.children.splice(
              meta + 1,
              0,
              staticHtmlElement('div', changedHtml(place.config as string, changes, where.lang), 'flow'),
            );
          }
          continue;
        }
        if (node.type === 'element' && node.tagName === 'tr') {
          const first = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'td');
          const place = first && take(cells, textOf(first));
          if (first && place) first.children.push(...(badges(place) as ElementContent[]));
          continue;
        }
        if ('children' in node) visit(node as { children: RootContent[] });
      }
    };
    visit(tree);
    const missed = [...headings, ...cells].filter((place) => place.items.length > 0 || place.config);
    if (missed.length > 0)
      throw new Error(
        `${file.path}: plugins/since.ts found no ${missed.map((p) => `${p.kind} "${p.text}"`).join(', ')} in the HTML`,
      );
  };
}

/**
 * A page's Markdown copy with the same facts: under each heading that has a badge, its text in a line
 * of its own (`*(0.9+: added between 0.8.5 and 0.9.1)*`), the changed-lines after the option's facts,
 * and in a CLI table's first cell the same text after the flags.
 */
export function markdownWithSince(markdown: string, page: string, lang: Lang, source: string, data: SinceData): string {
  const places = findBadgePlaces(page, source, data);
  if (places.length === 0) return markdown;
  const lines = markdown.split('\n');
  const out: string[] = [];
  let fence = '';
  const badgeLine = (place: BadgePlace) =>
    placeBadges(place, data)
      .map(({ row }) => `*${badgeMarkdown(row, SINCE_TEXTS[lang])}*`)
      .join(' ');
  /** Lines still to write after the facts list that follows the current heading. */
  let afterFacts: string[] = [];
  const flush = () => {
    if (afterFacts.length === 0) return;
    while (out.length > 0 && out[out.length - 1] === '') out.pop();
    out.push('', ...afterFacts, '');
    afterFacts = [];
  };
  for (const line of lines) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence || fenceMark) {
      flush();
      if (fence && fenceMark && fenceMark[0] === fence[0] && line.trim() === fenceMark) fence = '';
      else if (!fence && fenceMark) fence = fenceMark;
      out.push(line);
      continue;
    }
    if (afterFacts.length > 0 && line !== '' && !line.startsWith('- **')) flush();
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    const place =
      (heading && takePlace(places, 'heading', heading[2].replaceAll('`', '').replace(/\\/g, ''))) ||
      (/^\|\s*`([^`]+)`/.test(line) && takePlace(places, 'cell', /^\|\s*`([^`]+)`/.exec(line)?.[1] ?? ''));
    if (!place) {
      out.push(line);
      continue;
    }
    if (place.kind === 'cell') {
      out.push(line.replace(/^(\|\s*`[^`]+`)/, `$1 ${badgeLine(place)}`));
      continue;
    }
    out.push(line);
    if (place.items.length > 0) out.push('', badgeLine(place));
    const changes = place.config ? data.items[`config:${place.config}`]?.changed : undefined;
    if (changes) {
      afterFacts = changes.map((change) => {
        const { before, was, after } = changeParts(change, lang);
        return `*${before}\`${was}\`${after}*`;
      });
      // One paragraph: a line break between two changed facts.
      afterFacts = [afterFacts.join('  \n')];
    }
  }
  flush();
  const missed = places.filter((place) => place.items.length > 0 || place.config);
  if (missed.length > 0)
    throw new Error(
      `${page} (${lang}): plugins/since.ts found no ${missed.map((p) => `${p.kind} "${p.text}"`).join(', ')} in the Markdown copy`,
    );
  return out.join('\n');
}

function takePlace(places: BadgePlace[], kind: BadgePlace['kind'], text: string) {
  const index = places.findIndex((place) => place.kind === kind && place.text === text.trim());
  return index === -1 ? undefined : places.splice(index, 1)[0];
}

/**
 * A written Markdown copy (`config/test/pool.md`, `zh/api/index.md`) or llms-full.txt with the since
 * facts of each page it holds; `docs` is the docs folder.
 */
export function markdownFileWithSince(file: string, text: string, docs: string, data = sinceData()): string {
  const forRoute = (route: string, markdown: string) => {
    const source = routeFile(route);
    const where = pageOfFile(path.join(docs, source), docs);
    if (!where || !existsSync(path.join(docs, source))) return markdown;
    return markdownWithSince(markdown, where.page, where.lang, readFileSync(path.join(docs, source), 'utf8'), data);
  };
  if (path.basename(file) === 'llms-full.txt') {
    // Each page's copy follows a `---\nurl: <address of its copy>\n---` block.
    return text.replace(
      /(^---\nurl: (\S+)\n---\n)([\s\S]*?)(?=^---\nurl: |(?![\s\S]))/gm,
      (_, head: string, url: string, body: string) => head + forRoute(routeOfCopy(new URL(url).pathname), body),
    );
  }
  return forRoute(routeOfCopy(`/${file.split(path.sep).join('/')}`), text);
}

/** The route of a Markdown copy's path: `/a/b.md` → `/a/b`, `/a/index.md` → `/a/`. */
function routeOfCopy(pathname: string): string {
  return pathname.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '');
}

/** The badges' rehype step, on every page of the docs folder. */
export function pluginSince(): RspressPlugin {
  let docs = '';
  return {
    name: 'rstest-docs:since',
    globalStyles: path.join(import.meta.dirname, '../theme/styles/since.css'),
    config(config) {
      docs = path.resolve(config.root ?? 'docs');
      return config;
    },
    markdown: { rehypePlugins: [[rehypeSince, { docs: () => docs }]] },
  };
}
