// The READMEs name files and folders a newcomer goes looking for: each path they name (in inline
// code or as a link) must exist in the repository, and their tables must render on GitHub. A path is
// a code span with a slash or a file extension and no spaces; globs (`e2e/search*.spec.ts`,
// `tests/**`) and placeholders (`docs/<lang>/<section>/<name>.mdx`) must match at least one file;
// a bare file name (`seo.ts` in the row of `plugins/`) must be the name of a file.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, test } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..');
/** Each README, with the folders its paths may be named from besides the repository root. */
const READMES: { file: string; from: string[] }[] = [
  { file: 'README.md', from: [''] },
  { file: 'rspress-slim/README.md', from: ['', 'rspress-slim/'] },
];
/**
 * Names that are paths but not of this repository, each with why: files the build or a run writes,
 * files of a reader's project or of Rspress's package, and where a writer creates a shared fragment.
 */
const NOT_IN_REPO: Record<string, string> = {
  'robots.txt': 'written by the build',
  'llms.txt': 'written by the build',
  'llms-full.txt': 'written by the build',
  '.md': "the Markdown copies' extension",
  'text/markdown': 'a MIME type',
  'vitest.json': 'written by a drift run',
  'rstest.config.ts': "a reader's project file",
  'docs/<lang>/shared/':
    'where a writer puts a fragment two pages import (rspress.config.ts serves none as a page); none at present',
};
/** Rspress's own files, which the manifest names from its package's dist folder. */
const RSPRESS_DIST = 'node_modules/@rspress/core/dist/';
/** What the build and the tests write, never tracked. */
const OUTPUTS =
  /^\.?(?:doc_build|stock|bench|examples|doubling|rspress)(?:\/|$)|^(?:test-results|playwright-report|node_modules|reports)(?:\/|$)|^\.stock\//;
const EXTENSION = /\.(?:[cm]?[jt]sx?|json|jsonc|mdx?|txt|ya?ml|css|png|svg)$/;

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const basenames = new Set(tracked.map((file) => path.posix.basename(file)));

/** The tree of a README's Markdown. */
const parse = (file: string): Root =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .parse(readFileSync(path.join(ROOT, file), 'utf8')) as Root;

/** The inline code spans and link targets of a tree. */
function named(node: Root | RootContent): string[] {
  if (node.type === 'inlineCode') return [node.value];
  if (node.type === 'code') return [];
  const own = node.type === 'link' ? [node.url] : [];
  return 'children' in node ? [...own, ...(node.children as RootContent[]).flatMap(named)] : own;
}

/** Whether a code span or link names a path of the repository (not a command, package, route or URL). */
function isPath(text: string): boolean {
  if (/\s|^[@/#-]|^[a-z]+:|=/i.test(text)) return false;
  return text.includes('/') || EXTENSION.test(text);
}

/** A glob or placeholder path as a regular expression over repository paths. */
function pattern(text: string): RegExp {
  const source = text
    .replace(/\/$/, '')
    .split(/(\*\*\/|\*|<lang>|<[^>]+>|\(x\))/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '*') return '[^/]*';
      if (part === '<lang>') return '(?:en|zh)';
      if (part === '(x)') return 'x?';
      if (/^<[^>]+>$/.test(part)) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}(?:/.*)?$`);
}

const topFolders = new Set(tracked.map((file) => file.split('/')[0]));

/** Whether a tracked file is `name`, lies under it, or is it with an extension (`tests/upgrade`). */
const names = (file: string, name: string): boolean =>
  file === name || file.startsWith(`${name}/`) || file.startsWith(`${name}.`);

/**
 * Whether a path a README names exists, named from the repository root or one of `from`; a path
 * whose first folder is not one of the repository's may also be named from a folder the text is
 * about (`builtIns/nav.ts` in the row of `always-on/`).
 */
function exists(text: string, from: string[]): boolean {
  const bare = text.replace(/^\.\//, '').replace(/#.*$/, '');
  if (bare in NOT_IN_REPO) return true;
  if (!bare.includes('/') && !/[*<]/.test(bare)) return basenames.has(bare) || folders.has(bare);
  const relative = !topFolders.has(bare.split('/')[0]);
  if (relative && existsSync(path.join(ROOT, RSPRESS_DIST, bare))) return true;
  return from.some((base) => {
    const full = path.posix.normalize(base + bare).replace(/\/$/, '');
    if (OUTPUTS.test(full)) return true;
    const re = /[*<]|\(x\)/.test(full) ? pattern(full) : undefined;
    return tracked.some((file) => {
      if (re) return re.test(file) || (relative && re.test(file.slice(file.indexOf('/') + 1)));
      if (names(file, full)) return true;
      // Named from a folder the text is about: the path is the end of a tracked one.
      return relative && file.split('/').some((_, i, parts) => i > 0 && names(parts.slice(i).join('/'), full));
    });
  });
}

describe.each(READMES)('$file', ({ file, from }) => {
  const tree = parse(file);

  test('every path it names exists', () => {
    const missing = [...new Set(named(tree).filter(isPath))].filter((text) => !exists(text, from));
    expect(missing).toEqual([]);
  });

  test('every row of its tables has as many cells as the header', () => {
    const tables = tree.children.filter((node): node is Table => node.type === 'table');
    const uneven = tables.flatMap((table) =>
      table.children
        .filter((row) => row.children.length !== table.children[0].children.length)
        .map((row) => `line ${row.position?.start.line}`),
    );
    expect(uneven).toEqual([]);
  });
});

test('the check tells paths from commands, packages and routes, and reads globs and placeholders', () => {
  expect(['theme/index.tsx', 'seo.ts', 'tests/**', 'e2e/dev/'].every(isPath)).toBe(true);
  expect(
    ['npm run build', '@rstest/core', '/guide/start/quick-start.md', 'SLIM=0', 'https://rstest.rs'].some(isPath),
  ).toBe(false);
  expect(exists('e2e/search*.spec.ts', [''])).toBe(true);
  expect(exists('docs/<lang>/guide/start/quick-start.mdx', [''])).toBe(true);
  expect(exists('theme/**/*.test.ts(x)', [''])).toBe(true);
  expect(exists('doc_build/_headers', [''])).toBe(true);
  expect(exists('theme/data/', [''])).toBe(false);
  expect(exists('builtIns/nav.ts', [''])).toBe(true);
  expect(exists('tests/claims/upgrade', [''])).toBe(true);
  expect(exists('tests/claims/upgrade-guard', [''])).toBe(false);
  expect(exists('no-such-file.ts', [''])).toBe(false);
});

test('scripts/ holds what is run: no file outside it imports one, and the README names each entry point', () => {
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file) && existsSync(path.join(ROOT, file)));
  const importers = tracked.filter(
    (file) =>
      !file.startsWith('scripts/') &&
      /\bfrom\s+['"](?:\.\.?\/)+scripts\/|import\(\s*['"](?:\.\.?\/)+scripts\//.test(
        readFileSync(path.join(ROOT, file), 'utf8'),
      ),
  );
  expect(importers, 'files that import from scripts/ (shared code belongs in lib/)').toEqual([]);
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('### Entry points in `scripts/`'));
  const entries = tracked.filter((file) => /^scripts\/[^/]+\.mjs$/.test(file));
  expect(entries.length).toBeGreaterThan(10);
  for (const file of entries) expect(table, file).toContain(`| \`${file.slice('scripts/'.length)}\``);
});
