import { readFileSync } from 'node:fs';
import path from 'node:path';
// Rspress 2's own pieces (dist imports): the page preprocessing and the heading-id logic behind the
// table of contents and the build's checkAnchors. An upgrade that moves them fails here by name.
import { parseToc } from '@rspress/core/dist/node/mdx/remarkPlugins/toc.js';
import { escapeMarkdownHeadingIds } from '@rspress/core/dist/node/utils/escapeHeadingIds.js';
import { loadFrontMatter } from '@rspress/shared/node-utils';
// The MDX parser and GFM plugin that @rspress/core compiles pages with.
import { createProcessor } from '@mdx-js/mdx';
import type { Heading, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import { DOCS_DIR } from '../../scripts/code-blocks.mjs';

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
