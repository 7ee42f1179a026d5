// A loader for the Markdown copies of the pages (Rspress SSG-MD, ./index.ts): it removes
// MDX comments (`{/* … */}`) before Rspress compiles a page to Markdown. Rspress treats a paragraph
// or list item holding an expression as MDX, so a comment there came out verbatim, or broke the
// paragraph into one line per inline code span. Comments render nothing in HTML, so the copy loses
// nothing. Fenced code blocks and code spans keep their text.

const FENCE = /^\s*(`{3,}|~{3,})/;
// A code span (kept; it ends at a blank line, like a paragraph), a comment on a line of its own (dropped with its line break) or a comment
// after other text (dropped with the spaces before it).
const COMMENT_OR_CODE_SPAN =
  /(`+)(?!`)(?:(?!\n[ \t]*\n)[\s\S])*?(?<!`)\1(?!`)|^[ \t]*\{\/\*[\s\S]*?\*\/\}[ \t]*(?:\n|$)|[ \t]*\{\/\*[\s\S]*?\*\/\}/gm;

/**
 * `text` (no fenced code in it) without its MDX comments.
 * @param {string} text
 */
const stripFromProse = (text) => text.replace(COMMENT_OR_CODE_SPAN, (match) => (match.startsWith('`') ? match : ''));

/**
 * The MDX source without its comment expressions, outside fenced code blocks and code spans.
 * @param {string} source
 * @returns {string}
 */
export function stripMdxComments(source) {
  /** @type {string[]} */
  const out = [];
  /** @type {string[]} */
  let prose = [];
  /** The opening fence while inside a fenced code block. */
  let fence = '';
  const flushProse = () => {
    if (prose.length > 0) out.push(stripFromProse(prose.join('\n')));
    prose = [];
  };
  for (const line of source.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      out.push(line);
      const closes =
        marker && marker[0] === fence[0] && marker.length >= fence.length && !line.trim().slice(marker.length);
      if (closes) fence = '';
    } else if (marker) {
      flushProse();
      out.push(line);
      fence = marker;
    } else {
      prose.push(line);
    }
  }
  flushProse();
  return out.join('\n');
}

/**
 * @param {string} source
 * @returns {string}
 */
export default function stripMdxCommentsLoader(source) {
  return stripMdxComments(source);
}
