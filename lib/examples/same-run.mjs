// When two pages' copies of a whole-run example are the same run. A script file's prose comments do
// not run, so the zh page's copy of an example, whose comments are written in Chinese, runs as the en
// page's copy does: the runner runs it once for both (scripts/run-examples.mjs).
import ts from 'typescript';

/** Files whose comments TypeScript's parser finds: JavaScript and TypeScript, with or without JSX. */
const SCRIPT_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** Style files with `//` line comments (Less, Sass's SCSS syntax): a line that starts with `//` is a comment. */
const STYLE_FILE = /\.(?:less|scss)$/;

/**
 * A comment that a tool reads, which therefore runs: a docblock tag or pragma (`@jest-environment`,
 * `@ts-expect-error`, `@jsxImportSource`), a coverage hint (`istanbul`, `v8`, `c8`), a bundler hint
 * (`webpackChunkName`, `#__PURE__`), a linter's directive, a triple-slash reference.
 */
const TOOL_COMMENT = /[@#]|istanbul|\b[vc]8\b|webpack|rspack|eslint|biome|prettier|stylelint|<reference/i;

/** @param {string} title */
function scriptKind(title) {
  if (title.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (title.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return /\.[cm]?ts$/.test(title) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
}

/**
 * The comments of a script file, as TypeScript's parser finds them: the trivia before each token
 * (JSX text is text, not trivia).
 * @param {string} title
 * @param {string} code
 * @returns {ts.CommentRange[]} in the order of the file
 */
export function commentsOf(title, code) {
  const source = ts.createSourceFile(title, code, ts.ScriptTarget.Latest, true, scriptKind(title));
  /** @type {Map<number, ts.CommentRange>} */
  const found = new Map();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isJSDoc(node) || node.kind === ts.SyntaxKind.JsxText) return;
    const children = node.getChildren(source);
    if (children.length === 0) {
      // A token's trivia: the comments on the line of the token before it, then those on later lines.
      for (const range of [
        ...(ts.getTrailingCommentRanges(code, node.pos) ?? []),
        ...(ts.getLeadingCommentRanges(code, node.pos) ?? []),
      ])
        found.set(range.pos, range);
    }
    for (const child of children) visit(child);
  };
  visit(source);
  return [...found.values()].sort((a, b) => a.pos - b.pos);
}

/** The words of a comment, without its `//`, `/*`, `*\/` and leading `*`s. */
const commentLines = (/** @type {string} */ text) =>
  text
    .replace(/^\/\/|^\/\*+|\*+\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*?/, '').trim())
    .filter((line) => line.length >= 3);

/**
 * A file of a whole-run example as the run sees it, for telling two copies of one example apart: in
 * a script file, each prose comment becomes an empty one that keeps its line breaks, so two copies
 * that differ only in the words of their comments give the same text. The code comes back unchanged
 * where a comment could change the run or what it prints: a comment that a tool reads, a comment with
 * code after it on its line (a location in the output would move), or a comment whose words an
 * expected-output block quotes.
 * @param {string} title the file's path in the example
 * @param {string} code
 * @param {string[]} quoted the example's expected-output blocks
 * @returns {string}
 */
export function codeAsRun(title, code, quoted) {
  if (STYLE_FILE.test(title)) return styleAsRun(code, quoted);
  if (!SCRIPT_FILE.test(title)) return code;
  const comments = commentsOf(title, code);
  let result = '';
  let at = 0;
  for (const { pos, end } of comments) {
    const text = code.slice(pos, end);
    const restOfLine = code.slice(end).split('\n', 1)[0];
    if (TOOL_COMMENT.test(text) || restOfLine.trim() !== '') return code;
    if (commentLines(text).some((line) => quoted.some((block) => block.includes(line)))) return code;
    result += `${code.slice(at, pos)}/*${'\n'.repeat(text.split('\n').length - 1)}*/`;
    at = end;
  }
  return result + code.slice(at);
}

/**
 * `codeAsRun` for a Less or SCSS file: each whole-line `//` comment becomes an empty `//`, unless a
 * tool reads one or an expected-output block quotes its words (then the file is kept as it is).
 * @param {string} code
 * @param {string[]} quoted
 */
function styleAsRun(code, quoted) {
  const comment = /^([ \t]*)\/\/(.*)$/gm;
  for (const [text] of code.matchAll(comment)) {
    if (TOOL_COMMENT.test(text)) return code;
    if (commentLines(text.trim()).some((line) => quoted.some((block) => block.includes(line)))) return code;
  }
  return code.replace(comment, (_, indent) => `${indent}//`);
}
