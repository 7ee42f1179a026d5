// The layer's README is its manifest: it renders as tables on GitHub (parsed here with the same
// Markdown parser and GFM tables as the site's pages), every file of the layer has a row in the
// table of its half, every patch the switch knows has a row, and it speaks of the repository only.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Heading, PhrasingContent, Root, RootContent, Table, TableRow } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, test } from 'vitest';
import { PATCHES } from './switchable';

const ROOT = path.join(import.meta.dirname, '..');
const MANIFEST = path.join(import.meta.dirname, 'README.md');
/** The layer's two halves, each with the heading of its table and the column that names its files. */
const HALVES = [
  { folder: 'switchable/', heading: /^Switchable: switchable\//, column: 'Files' },
  { folder: 'always-on/', heading: /^Always on: always-on\//, column: 'Module' },
];

const source = readFileSync(MANIFEST, 'utf8');
const tree = unified().use(remarkParse).use(remarkGfm).parse(source) as Root;

/** A node's text, inline code included. */
function text(node: RootContent | PhrasingContent | TableRow): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as PhrasingContent[]).map(text).join('') : '';
}

/** The inline code spans of a node. */
function codes(node: RootContent | PhrasingContent): string[] {
  if (node.type === 'inlineCode') return [node.value];
  return 'children' in node ? (node.children as PhrasingContent[]).flatMap(codes) : [];
}

/** Each table with the heading it stands under. */
const tables: { heading: string; table: Table }[] = [];
let heading = '';
for (const node of tree.children) {
  if (node.type === 'heading') heading = (node as Heading).children.map(text).join('');
  if (node.type === 'table') tables.push({ heading, table: node });
}

/** The rows of the table under the heading, as records of the header's column names to cells. */
function rowsUnder(pattern: RegExp): Record<string, PhrasingContent>[] {
  const found = tables.find((entry) => pattern.test(entry.heading));
  if (!found) throw new Error(`rspress-slim/README.md: no table under a heading matching ${pattern}`);
  const [header, ...rows] = found.table.children;
  const names = header.children.map(text);
  return rows.map((row) =>
    Object.fromEntries(row.children.map((cell, i) => [names[i], cell as unknown as PhrasingContent])),
  );
}

/** The layer's files that a row must name: its modules, not its tests or this page. */
function layerFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'rspress-slim'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(path.join(ROOT, file)))
    .map((file) => file.slice('rspress-slim/'.length))
    .filter((file) => !/(^|\/)tests\//.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'README.md');
}

describe('rspress-slim/README.md renders as tables', () => {
  test('every row of every table has as many cells as its header', () => {
    expect(tables.length).toBeGreaterThanOrEqual(4);
    const uneven = tables.flatMap(({ table }) => {
      const width = table.children[0].children.length;
      return table.children
        .filter((row) => row.children.length !== width)
        .map((row) => `line ${row.position?.start.line}: ${row.children.length} cells under a ${width}-column header`);
    });
    expect(uneven).toEqual([]);
  });

  test('every line that starts with | is part of a table (no blank line splits one)', () => {
    const inTable = new Set(
      tables.flatMap(({ table }) => {
        const start = table.position?.start.line ?? 0;
        const end = table.position?.end.line ?? 0;
        return Array.from({ length: end - start + 1 }, (_, i) => start + i);
      }),
    );
    const stray = source
      .split('\n')
      .map((line, i) => ({ line, number: i + 1 }))
      .filter(({ line, number }) => line.trimStart().startsWith('|') && !inTable.has(number))
      .map(({ number }) => `line ${number}`);
    expect(stray).toEqual([]);
  });

  test('the check sees a row with a cell too many and a table split by a blank line', () => {
    const parsed = unified()
      .use(remarkParse)
      .use(remarkGfm)
      .parse('| a | b |\n| - | - |\n| 1 | 2 | 3 |\n\n| 4 | 5 |\n') as Root;
    const [table, split] = parsed.children;
    expect(table.type).toBe('table');
    expect((table as Table).children.map((row) => row.children.length)).toEqual([2, 3]);
    expect(split.type).toBe('paragraph');
  });
});

describe('every file of the layer has a row', () => {
  test.each(HALVES)(
    'each file of $folder is named in the $column column of its table',
    ({ folder, heading, column }) => {
      const named = new Set(rowsUnder(heading).flatMap((row) => (row[column] ? codes(row[column]) : [])));
      const files = layerFiles().filter((file) => file.startsWith(folder));
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter((file) => !named.has(file.slice(folder.length)))).toEqual([]);
      // And no row names a file that is gone.
      expect([...named].filter((file) => !files.includes(`${folder}${file}`))).toEqual([]);
    },
  );

  test('the layer holds only its README, its tests and the two halves', () => {
    expect(layerFiles().filter((file) => !HALVES.some(({ folder }) => file.startsWith(folder)))).toEqual([]);
  });

  test('every patch the switch knows has a row, under the name SLIM_OFF takes', () => {
    const rows = rowsUnder(HALVES[0].heading).flatMap((row) => codes(row.Patch));
    expect(rows.sort()).toEqual(PATCHES.map((patch) => patch.name).sort());
  });

  test("plugins/preview.ts's use of the preview plugin's internals has its row", () => {
    const row = rowsUnder(HALVES[1].heading).find((cells) => codes(cells.Module).includes('previewOnItsPages.ts'));
    expect(row && codes(row['What it does'])).toContain('plugins/preview.ts');
  });
});

test('the manifest speaks of the repository only: no issue numbers or outside section numbers', () => {
  const outside = source
    .split('\n')
    .map((line, i) => ({ line, number: i + 1 }))
    .filter(({ line }) => /\b(?:issues?|PR|pull requests?)\s*#?\d+|(?:^|\s)#\d+\b|§\s*\d/i.test(line))
    .map(({ number, line }) => `line ${number}: ${line.trim().slice(0, 80)}`);
  expect(outside).toEqual([]);
});
