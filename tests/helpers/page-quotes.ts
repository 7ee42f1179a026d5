// What a page quotes, read from both language versions: a claims test takes a message, a command or
// a block of output from the English page, checks that the Chinese page has it unchanged, and
// compares it with what a run prints.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { type CodeBlock, codeBlocks, DOCS_DIR } from '../../scripts/code-blocks.mjs';

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
