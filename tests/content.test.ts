import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadFrontMatter } from '@rspress/shared/node-utils';
import { describe, expect, test } from 'vitest';
import { codeBlocks, DOCS_DIR, pageFiles } from '../lib/code-blocks.mjs';
import { ROUTES, routeFile } from '../site/routes';
import { descriptionProblem, missingTwins } from './helpers/page-lists';

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
    expect(missingTwins({ en: pageFiles('en'), zh: pageFiles('zh') })).toEqual([]);
  });

  test('a page without its twin names the file to create', () => {
    expect(missingTwins({ en: ['a.mdx', 'guide/new.mdx'], zh: ['a.mdx', 'zh-only.mdx'] })).toEqual([
      'docs/en/guide/new.mdx has no Chinese twin: create docs/zh/guide/new.mdx (same code blocks and heading ids)',
      'docs/zh/zh-only.mdx has no English twin: create docs/en/zh-only.mdx (same code blocks and heading ids)',
    ]);
  });

  const pages = (['en', 'zh'] as const).flatMap((lang) => pageFiles(lang).map((file) => [lang, file] as const));

  test.each(pages)('%s/%s has a title and a description', (lang, file) => {
    // Parsed the way Rspress parses it: invalid YAML would otherwise render as page text.
    const { frontmatter } = loadFrontMatter(source(lang, file), file, DOCS_DIR, false);
    expect(frontmatter.title).toEqual(expect.stringMatching(/\S/));
    // A sentence, not a word: it is the page's meta description.
    expect(descriptionProblem(lang, file, frontmatter.description)).toBeUndefined();
  });

  test('the description rule counts Han characters in Chinese and states itself', () => {
    // 17 characters, 16 of them Han: a sentence to a Chinese reader (the old rule, /\S.{19,}/, failed it).
    const short = '限制同一测试文件中并发测试的数量。';
    expect(short).toHaveLength(17);
    expect(descriptionProblem('zh', 'x.mdx', short)).toBeUndefined();
    expect(descriptionProblem('zh', 'x.mdx', '`rs.fn()` 的用法。')).toBe(
      'docs/zh/x.mdx: the front-matter description has 3 Chinese characters (汉字); write a sentence of at least ' +
        "10 Chinese characters (汉字), the page's summary in search results and link previews",
    );
    expect(descriptionProblem('en', 'x.mdx', 'Mock functions.')).toBe(
      "docs/en/x.mdx: the front-matter description has 15 characters; write a sentence of at least 20 characters, the page's summary in search results and link previews",
    );
    expect(descriptionProblem('en', 'x.mdx', undefined)).toMatch(/has 0 characters/);
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
  // A page without its twin is reported once, with the file to create, by the test of the page sets.
  const zhFiles = new Set(pageFiles('zh'));
  test.each(pageFiles('en').filter((file) => zhFiles.has(file)))('%s', (file) => {
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
