import { readFileSync } from 'node:fs';
import path from 'node:path';
// Rspress 2's own pieces (dist imports): the page preprocessing and the heading-id logic behind the
// table of contents and the build's checkAnchors. An upgrade that moves them fails here by name.
import { escapeMarkdownHeadingIds, parseToc } from '../../rspress-slim/always-on/node';
import { loadFrontMatter } from '@rspress/shared/node-utils';
// The MDX parser and GFM plugin that @rspress/core compiles pages with.
import { createProcessor } from '@mdx-js/mdx';
import type { Heading, Nodes, Root, RootContent, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import { DOCS_DIR } from '../../lib/code-blocks.mjs';

const processor = createProcessor({ remarkPlugins: [remarkGfm] });

export interface MdxPage {
  /** Path relative to the repository, e.g. `docs/zh/api/rstest/fakeTimers.mdx`. */
  file: string;
  source: string;
  frontmatter: Record<string, unknown>;
  /** The MDX syntax tree; front matter is blanked first, so node lines are lines of `source`. */
  tree: Root;
}

/** Parses MDX the way Rspress does before compiling it (front matter out, `{#id}` escaped). */
export function parseMdx(source: string, file: string): MdxPage {
  const { frontmatter, emptyLinesSource } = loadFrontMatter(source, file, DOCS_DIR, true);
  const tree = processor.parse(escapeMarkdownHeadingIds(emptyLinesSource)) as Root;
  return { file, source, frontmatter, tree };
}

/** `lang` is `en` or `zh`; `page` is relative to docs/<lang>, e.g. `api/rstest/fakeTimers.mdx`. */
export function readPage(lang: string, page: string): MdxPage {
  const file = path.join(DOCS_DIR, lang, page);
  return parseMdx(readFileSync(file, 'utf8'), path.relative(path.join(DOCS_DIR, '..'), file));
}

export interface PageHeading {
  depth: number;
  line: number;
  /** The heading's source line, e.g. `## 配置项 {#options}`. */
  markdown: string;
  /** The anchor id Rspress gives it: the explicit `{#id}`, else its slug of the text. */
  id: string;
  /** Whether the source carries an explicit `{#id}`. */
  explicit: boolean;
}

/** The page's headings in order, with the ids Rspress's table of contents and checkAnchors use. */
export function pageHeadings(page: MdxPage): PageHeading[] {
  const { anchorIds } = parseToc(page.tree);
  // parseToc reads the top-level headings only, as Rspress does.
  const nodes = page.tree.children.filter((node): node is Heading => node.type === 'heading');
  if (nodes.length !== anchorIds.length)
    throw new Error(`${page.file}: parseToc returned ${anchorIds.length} ids for ${nodes.length} headings`);
  const lines = page.source.split('\n');
  return nodes.map((node, i) => {
    const line = node.position?.start.line ?? 0;
    const markdown = lines[line - 1] ?? '';
    return { depth: node.depth, line, markdown, id: anchorIds[i], explicit: /\{#[^}]+\}\s*$/.test(markdown) };
  });
}

/** A table cell: its text as a reader sees it, and the inline code spans in it, in order. */
export interface TableCell {
  text: string;
  codes: string[];
}

function cellOf(node: Nodes): TableCell {
  const codes: string[] = [];
  const text = (n: Nodes): string => {
    if (n.type === 'inlineCode') codes.push(n.value);
    if ('value' in n && typeof n.value === 'string') return n.value;
    return 'children' in n ? n.children.map((child) => text(child as Nodes)).join('') : '';
  };
  return { text: text(node).trim(), codes };
}

/**
 * The top-level nodes under the heading with this id, up to the next heading of the same or a
 * higher level.
 */
export function sectionNodes(page: MdxPage, id: string): RootContent[] {
  const headings = pageHeadings(page);
  const headingNodes = page.tree.children.filter((node): node is Heading => node.type === 'heading');
  const index = headings.findIndex((heading) => heading.id === id);
  if (index === -1) throw new Error(`${page.file} has no heading with the id "${id}"`);
  const next = headings.findIndex((heading, i) => i > index && heading.depth <= headings[index].depth);
  const start = page.tree.children.indexOf(headingNodes[index]) + 1;
  const end = next === -1 ? page.tree.children.length : page.tree.children.indexOf(headingNodes[next]);
  return page.tree.children.slice(start, end);
}

/** The body rows of the first table under the heading with this id, as cells. */
export function sectionTable(page: MdxPage, id: string): TableCell[][] {
  const table = sectionNodes(page, id).find((node): node is Table => node.type === 'table');
  if (!table) throw new Error(`${page.file} has no table under #${id}`);
  return table.children.slice(1).map((row) => row.children.map(cellOf));
}

/** The inline code spans of the paragraphs under the heading with this id. */
export function sectionParagraphCodes(page: MdxPage, id: string): string[] {
  return sectionNodes(page, id)
    .filter((node) => node.type === 'paragraph')
    .flatMap((node) => cellOf(node).codes);
}
