// Reads the fenced code blocks of the MDX pages; shared by the example runner and content tests.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DOCS_DIR = path.join(import.meta.dirname, '..', 'docs');

/** Every .md/.mdx file under docs/<lang>, as paths relative to docs/<lang>. */
export function pageFiles(lang) {
  const root = path.join(DOCS_DIR, lang);
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const FENCE = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

/**
 * The fenced code blocks of one MDX source: language, meta string, title and code.
 * Indentation of the opening fence (blocks inside <Tab>) is removed from the code.
 */
export function codeBlocks(source) {
  const lines = source.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, info] = open;
    const [lang = '', ...metaWords] = info.trim().split(/\s+/);
    const meta = metaWords.join(' ');
    const body = [];
    let j = i + 1;
    while (j < lines.length && !(lines[j].trim().startsWith(fence) && lines[j].trim().replace(/[`~]/g, '') === '')) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
      j++;
    }
    blocks.push({
      lang,
      meta,
      title: /title=(["'])(.*?)\1/.exec(meta)?.[2],
      runnable: /(^|\s)runnable(\s|$)/.test(meta),
      code: body.join('\n'),
      line: i + 1,
    });
    i = j;
  }
  return blocks;
}
