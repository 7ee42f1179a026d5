// What a page quotes, read from both language versions: a claims test takes a message, a command or
// a block of output from the English page, checks that the Chinese page has it unchanged, and
// compares it with what a run prints.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { type CodeBlock, codeBlocks, DOCS_DIR } from '../../lib/code-blocks.mjs';

export const LANGS = ['en', 'zh'] as const;

/** `page` is relative to docs/<lang>, e.g. `guide/basic/cli.mdx`. */
export const pageSource = (lang: string, page: string) => readFileSync(path.join(DOCS_DIR, lang, page), 'utf8');

export const blocksOf = (lang: string, page: string) => codeBlocks(pageSource(lang, page));

/**
 * The code of the block of `page` whose code contains `marker` (of the blocks `which` keeps,
 * default all); the Chinese page quotes the same block.
 */
export function quote(page: string, marker: string, which: (block: CodeBlock) => boolean = () => true): string {
  const find = (lang: string) =>
    blocksOf(lang, page)
      .filter((block) => which(block) && block.code.includes(marker))
      .map((block) => block.code);
  const [en] = find('en');
  expect(en, `docs/en/${page} quotes a block with "${marker}"`).toBeDefined();
  expect(find('zh'), `docs/zh/${page} quotes the same block`).toContain(en);
  return en;
}

/** A block that is exactly `code` on both pages (for short quotes that longer blocks contain too). */
export function quoteExactly(page: string, code: string): string {
  for (const lang of LANGS)
    expect(
      blocksOf(lang, page).map((block) => block.code),
      `docs/${lang}/${page} quotes this block`,
    ).toContain(code);
  return code;
}

/** Text the page quotes inline (a message, a value), on both pages. */
export function says(page: string, text: string): string {
  for (const lang of LANGS) expect(pageSource(lang, page), `docs/${lang}/${page}`).toContain(text);
  return text;
}

/**
 * The code blocks of the section of `page` under the heading with id `id` (up to the next heading of
 * the same or a higher level), on both pages: the Chinese section must hold the same blocks (the
 * comments of a block may be translated, so only `text` blocks, which quote output, must be equal).
 */
export function sectionBlocks(page: string, id: string): CodeBlock[] {
  const section = (lang: string) => {
    const lines = pageSource(lang, page).split('\n');
    // Headings outside fenced code only: a `# comment` in a shell block is not one.
    let fenced = false;
    const headingLevel = lines.map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      return !fenced && /^#{1,6} /.test(line) ? (/^(#+) /.exec(line) ?? ['', ''])[1].length : 0;
    });
    const start = lines.findIndex((line, i) => headingLevel[i] > 0 && line.includes(`{#${id}}`));
    expect(start, `docs/${lang}/${page} has a heading {#${id}}`).toBeGreaterThan(-1);
    let end = headingLevel.findIndex((level, i) => i > start && level > 0 && level <= headingLevel[start]);
    if (end === -1) end = lines.length;
    return codeBlocks(lines.slice(start, end).join('\n'));
  };
  const en = section('en');
  const texts = (blocks: CodeBlock[]) => blocks.filter((b) => b.lang === 'text').map((b) => b.code);
  expect(texts(section('zh')), `docs/zh/${page} {#${id}} quotes the same text blocks`).toEqual(texts(en));
  return en;
}

/** The first `text` block of the section under `{#id}` (see `sectionBlocks`): a message as Rstest prints it. */
export const printedUnder = (page: string, id: string): string => {
  const block = sectionBlocks(page, id).find((b) => b.lang === 'text' && !b.output);
  expect(block, `docs/en/${page} {#${id}} quotes a text block`).toBeDefined();
  return (block as CodeBlock).code;
};
