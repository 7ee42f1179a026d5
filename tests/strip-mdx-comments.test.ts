// What plugins/llms takes out of the pages' sources (lib/stripMdxComments.mjs):
// MDX comments before Rspress compiles or indexes a page, heading ids before it writes a Markdown
// copy. Code stays byte for byte.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { MdxComments } from '../rspress-slim/always-on/markdownCopies';
import { stripHeadingIds, stripMdxComments } from '../lib/stripMdxComments.mjs';

const DOCS = path.join(import.meta.dirname, '..', 'docs');
const pages = readdirSync(DOCS, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.mdx'));

/** The fenced code blocks of an MDX source, in order. */
const fencedBlocks = (source: string) => source.match(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm) ?? [];

describe('stripMdxComments', () => {
  test('drops a comment after text with the spaces before it, and a comment line with its line break', () => {
    expect(stripMdxComments('Runs `a` and `b`. {/* proven by x.test.ts */}\nNext line.')).toBe(
      'Runs `a` and `b`.\nNext line.',
    );
    expect(stripMdxComments('# Title\n\n{/* No h1 here */}\nText {/* a */} more.\n')).toBe('# Title\n\nText more.\n');
    expect(stripMdxComments('- item {/* spans\n  two lines */}\n- next')).toBe('- item\n- next');
  });

  test('keeps comments inside fenced code blocks and code spans', () => {
    const jsx = '```tsx title="App.tsx"\nreturn <div>{/* kept */}</div>;\n```';
    const tildes = '  ~~~~mdx\n  {/* kept */}\n  ```\n  still code {/* kept */}\n  ~~~~';
    expect(stripMdxComments(`${jsx}\n\nText {/* gone */}\n\n${tildes}\n`)).toBe(`${jsx}\n\nText\n\n${tildes}\n`);
    expect(stripMdxComments('Write `{/* note */}` in MDX. {/* gone */}')).toBe('Write `{/* note */}` in MDX.');
  });

  test('is what the replace rule does when Rspress applies it with String#replace', () => {
    const source = 'Text {/* gone */}\n\n```tsx\n<div>{/* kept */}</div>\n```\n';
    expect(source.replace(new MdxComments(), '')).toBe(stripMdxComments(source));
    expect(source.replace(new MdxComments(), '')).toBe('Text\n\n```tsx\n<div>{/* kept */}</div>\n```\n');
  });

  test.each(pages)('%s: no comment is left outside code, and every fenced code block is unchanged', (page) => {
    const source = readFileSync(path.join(DOCS, page), 'utf8');
    const stripped = stripMdxComments(source);
    const prose = (text: string) => fencedBlocks(text).reduce((rest, block) => rest.replace(block, ''), text);
    expect(prose(stripped)).not.toContain('{/*');
    expect(fencedBlocks(stripped)).toEqual(fencedBlocks(source));
  });
});

describe('stripHeadingIds', () => {
  test('drops the id of a heading, escaped or not, and leaves other text and code alone', () => {
    expect(stripHeadingIds('# Mocking {#mocking}\n\n## `rs.fn()` \\{#rs-fn}\nSee {#not-a-heading}.')).toBe(
      '# Mocking\n\n## `rs.fn()`\nSee {#not-a-heading}.',
    );
    const code = '```bash\n# a comment {#kept}\n```';
    expect(stripHeadingIds(`${code}\n### Next {#next}`)).toBe(`${code}\n### Next`);
  });

  test.each(pages)('%s: no heading keeps its id, and every fenced code block is unchanged', (page) => {
    const source = readFileSync(path.join(DOCS, page), 'utf8');
    const stripped = stripHeadingIds(source);
    const prose = (text: string) => fencedBlocks(text).reduce((rest, block) => rest.replace(block, ''), text);
    expect(prose(stripped)).not.toMatch(/^#{1,6} .*\{#[^}]*\}\s*$/m);
    expect(fencedBlocks(stripped)).toEqual(fencedBlocks(source));
  });
});
