// What plugins/llms takes out of the pages' sources before Rspress reads them, and out of the copies:
// - MDX comments (`{/* … */}`), for every reader of the source: the HTML, the Markdown copies and the
//   search index. Rspress treats a paragraph or list item holding an expression as MDX, so a comment
//   there came out verbatim in a Markdown copy, or broke the paragraph into one line per inline code
//   span, and search indexed it as text. Comments render nothing in HTML, so nothing is lost.
// - heading ids (`## Mocking \{#mocking}`), from the Markdown copies Rspress has written: it writes them
//   there as text, and Markdown has no syntax that would keep them.
// Fenced code blocks and code spans keep their text.

const FENCE = /^\s*(`{3,}|~{3,})/;
// A code span (kept; it ends at a blank line, like a paragraph), a comment on a line of its own (dropped with its line break) or a comment
// after other text (dropped with the spaces before it).
const COMMENT_OR_CODE_SPAN =
  /(`+)(?!`)(?:(?!\n[ \t]*\n)[\s\S])*?(?<!`)\1(?!`)|^[ \t]*\{\/\*[\s\S]*?\*\/\}[ \t]*(?:\n|$)|[ \t]*\{\/\*[\s\S]*?\*\/\}/gm;
// An ATX heading's custom id, written `{#id}` or escaped `\{#id}`, with the spaces before it.
const HEADING_ID = /^([ \t]{0,3}#{1,6}[ \t].*?)[ \t]*\\?\{#[^}\s]+\}[ \t]*$/gm;

/**
 * `source` with `edit` applied to its prose: every run of lines outside fenced code blocks.
 * @param {string} source
 * @param {(prose: string) => string} edit
 * @returns {string}
 */
function editProse(source, edit) {
  /** @type {string[]} */
  const out = [];
  /** @type {string[]} */
  let prose = [];
  /** The opening fence while inside a fenced code block. */
  let fence = '';
  const flushProse = () => {
    if (prose.length > 0) out.push(edit(prose.join('\n')));
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
 * The MDX source without its comment expressions, outside fenced code blocks and code spans.
 * @param {string} source
 * @returns {string}
 */
export const stripMdxComments = (source) =>
  editProse(source, (prose) => prose.replace(COMMENT_OR_CODE_SPAN, (match) => (match.startsWith('`') ? match : '')));

/**
 * The MDX source without the custom ids of its headings, outside fenced code blocks.
 * @param {string} source
 * @returns {string}
 */
export const stripHeadingIds = (source) => editProse(source, (prose) => prose.replace(HEADING_ID, '$1'));
