import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadFrontMatter } from '@rspress/shared/node-utils';
import { describe, expect, test } from 'vitest';
import { codeBlocks, DOCS_DIR, pageFiles } from '../scripts/code-blocks.mjs';
import { ROUTES, routeFile } from '../site/routes';

const source = (lang: string, file: string) => readFileSync(path.join(DOCS_DIR, lang, file), 'utf8');

describe('route list', () => {
  test.each(ROUTES)('%s has a page source', (route) => {
    const [lang, ...rest] = routeFile(route).split('/');
    expect(pageFiles(lang)).toContain(rest.join('/'));
  });

  test('every route exists in English and under /zh', () => {
    const en = ROUTES.filter((r) => !r.startsWith('/zh/'));
    const zh = ROUTES.filter((r) => r.startsWith('/zh/')).map((r) => r.slice(3));
    expect(zh).toEqual(en);
  });
});

describe('pages', () => {
  test('English and Chinese have the same set of pages', () => {
    expect(pageFiles('zh')).toEqual(pageFiles('en'));
  });

  const pages = ['en', 'zh'].flatMap((lang) => pageFiles(lang).map((file) => [lang, file] as const));

  test.each(pages)('%s/%s has a title and a description', (lang, file) => {
    // Parsed the way Rspress parses it: invalid YAML would otherwise render as page text.
    const { frontmatter } = loadFrontMatter(source(lang, file), file, DOCS_DIR, false);
    expect(frontmatter.title).toEqual(expect.stringMatching(/\S/));
    // A sentence, not a word: it is the page's meta description.
    expect(frontmatter.description).toEqual(expect.stringMatching(/\S.{19,}/));
  });

  test.each(pages)('%s/%s has no placeholder text', (lang, file) => {
    const text = source(lang, file);
    // Upper-case only: `test.todo` is an API this site documents.
    expect(text).not.toMatch(/\bTODO\b|\bTBD\b/);
    expect(text).not.toMatch(/lorem ipsum|coming soon|待补充|敬请期待/i);
  });

  test.each(pages)('%s/%s: every fenced code block names its language', (lang, file) => {
    for (const block of codeBlocks(source(lang, file))) {
      expect(block.lang, `code block at line ${block.line}`).toMatch(/^[\w-]+$/);
    }
  });
});

/** Code without its comments, so a translated comment does not count as a different example. */
function withoutComments(code: string, lang: string): string {
  const hashComments = ['bash', 'sh', 'shell', 'yaml', 'yml', 'toml'].includes(lang);
  return code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => (hashComments ? line.replace(/(^|\s)#.*$/, '') : line.replace(/(^|[^:])\/\/.*$/, '$1')))
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .join('\n');
}

describe('English and Chinese pages carry the same examples', () => {
  test.each(pageFiles('en'))('%s', (file) => {
    const summary = (lang: string) =>
      codeBlocks(source(lang, file))
        .filter((block) => block.lang !== 'text') // captured terminal output may be localised
        .map((block) => ({
          lang: block.lang,
          title: block.title,
          runnable: block.runnable,
          code: withoutComments(block.code, block.lang),
        }));
    expect(summary('zh')).toEqual(summary('en'));
  });
});
