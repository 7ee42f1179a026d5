import type { PhrasingContent, Root, RootContent, Table } from 'mdast';
import { pageHeadings, readPage } from './mdx-page';

/** The text of a table cell as a reader sees it, with inline code in backticks and `\|` unescaped. */
export function cellText(nodes: (PhrasingContent | RootContent)[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'inlineCode') return `\`${node.value}\``;
      if (node.type === 'text') return node.value;
      if ('children' in node) return cellText(node.children as PhrasingContent[]);
      return '';
    })
    .join('')
    .trim();
}

/** The inline code of a cell, in order: `` `'forks' | 'threads'` `` → `'forks' | 'threads'`. */
export const codeOf = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map(([, code]) => code);

/**
 * The body rows, as cell texts, of the `index`-th table of the section whose heading has this id
 * (up to the next heading of the same or a higher level). `page` is relative to docs/<lang>.
 */
export function sectionTable(lang: string, page: string, sectionId: string, index = 0): string[][] {
  const parsed = readPage(lang, page);
  const headings = pageHeadings(parsed);
  const start = headings.findIndex((h) => h.id === sectionId);
  if (start === -1) throw new Error(`${parsed.file} has no section #${sectionId}`);
  const from = headings[start].line;
  const to = headings.slice(start + 1).find((h) => h.depth <= headings[start].depth)?.line ?? Number.POSITIVE_INFINITY;
  const line = (node: RootContent) => node.position?.start.line ?? 0;
  const tables = (parsed.tree as Root).children.filter(
    (node): node is Table => node.type === 'table' && line(node) > from && line(node) < to,
  );
  const found = tables[index];
  if (!found) throw new Error(`${parsed.file} has no table ${index} in #${sectionId}`);
  return found.children.slice(1).map((row) => row.children.map((cell) => cellText(cell.children)));
}
