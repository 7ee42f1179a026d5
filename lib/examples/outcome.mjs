// Pure helpers of the example runner: reading the fence meta of a code block, gathering a page's
// whole-run examples with the exit code and output they promise, and checking a run's output
// against an expected-output block.
import { stripVTControlCharacters } from 'node:util';

/** @typedef {import('../code-blocks.mjs').CodeBlock} CodeBlock */

/**
 * @typedef {object} FenceMeta
 * @property {Set<string>} flags Bare words, such as `runnable` and `output`.
 * @property {Record<string, string>} values `key="value"`, `key='value'` and `key=value` pairs.
 */

const META_TOKEN = /(\w[\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;

/**
 * The words and `key=value` pairs of a fence's meta string (everything after the language).
 * @param {string} meta
 * @returns {FenceMeta}
 */
export function parseMeta(meta) {
  /** @type {FenceMeta} */
  const parsed = { flags: new Set(), values: {} };
  for (const [, key, doubleQuoted, singleQuoted, bare] of meta.matchAll(META_TOKEN)) {
    const value = doubleQuoted ?? singleQuoted ?? bare;
    if (value === undefined) parsed.flags.add(key);
    else parsed.values[key] = value;
  }
  return parsed;
}

/**
 * Splits CLI arguments the way a shell would for plain words and quoted strings:
 * `-t 'adds two' --coverage` gives `['-t', 'adds two', '--coverage']`.
 * @param {string} args
 * @returns {string[]}
 */
export function splitArgs(args) {
  return [...args.matchAll(/(?:[^\s'"]+|'[^']*'|"[^"]*")+/g)].map(([word]) =>
    word.replace(/'([^']*)'|"([^"]*)"/g, '$1$2'),
  );
}

/**
 * The exit code a page declares with `exit=<n>`; 0 when it declares none.
 * @param {string | undefined} value
 * @returns {number}
 */
export function parseExitCode(value) {
  if (value === undefined) return 0;
  if (!/^\d+$/.test(value)) throw new Error(`exit=${value} is not an exit code`);
  return Number(value);
}

// `12ms`, `1.23s`, `1.2 s`: timings differ from run to run, so both sides compare them as one token.
const DURATION = /\b\d+(?:\.\d+)?\s?m?s\b/g;

/**
 * The lines of a run's output as they are compared: colours stripped, durations replaced by a
 * placeholder, surrounding whitespace trimmed.
 * @param {string} text
 * @returns {string[]}
 */
export function comparableLines(text) {
  return stripVTControlCharacters(text)
    .split(/\r\n|\n|\r/)
    .map((line) => line.replace(DURATION, '<duration>').trim());
}

/**
 * @typedef {object} MissingLine
 * @property {string} line The expected line, as the page shows it.
 * @property {number} index Its 0-based position among the expected block's non-empty lines.
 */

/**
 * The first non-empty line of `expected` that does not appear in `actual` after the lines
 * matched before it; `undefined` when every line appears, in order.
 * @param {string} expected
 * @param {string} actual
 * @returns {MissingLine | undefined}
 */
export function findMissingLine(expected, actual) {
  const actualLines = comparableLines(actual);
  const expectedLines = expected.split(/\r?\n/).filter((line) => line.trim() !== '');
  let from = 0;
  for (const [index, line] of expectedLines.entries()) {
    const [wanted] = comparableLines(line);
    const found = actualLines.indexOf(wanted, from);
    if (found === -1) return { line, index };
    from = found + 1;
  }
  return undefined;
}

/**
 * @typedef {object} WholeRun
 * @property {string} name `<project>--<id>`: its folder under the work folder.
 * @property {string} page `docs/<lang>/<page>`, for messages.
 * @property {string} where The page and line of its first block, for messages.
 * @property {CodeBlock[]} files Its runnable blocks, written at their `title` paths.
 * @property {CodeBlock[]} outputs Its expected-output blocks.
 * @property {string[]} args Extra CLI arguments of `rstest run`.
 * @property {string[] | undefined} command The script the run executes instead of `rstest run`
 *   (`command="node main.mjs"`: the words after `node`), for examples of the JavaScript API.
 * @property {number} exit The exit code the run must end with.
 */

/**
 * The whole-run examples of one page: its blocks grouped by `run="<id>"`, with the CLI arguments
 * and exit code the group declares. Meta that cannot work throws, naming the page and line.
 * @param {string} where `docs/<lang>/<page>`
 * @param {string} project The page's project name, which prefixes each run's folder name.
 * @param {CodeBlock[]} blocks
 * @returns {WholeRun[]}
 */
export function wholeRuns(where, project, blocks) {
  /** @type {Map<string, CodeBlock[]>} */
  const byId = new Map();
  for (const block of blocks) {
    const at = `${where}:${block.line}`;
    if (block.run === undefined) {
      for (const key of /** @type {const} */ (['args', 'command', 'exit', 'from'])) {
        if (block[key] !== undefined) throw new Error(`${at}: ${key}= needs run="<id>" on the same block`);
      }
      if (block.output) throw new Error(`${at}: an output block needs run="<id>"`);
      continue;
    }
    if (!block.runnable && !block.output) throw new Error(`${at}: run= belongs on a runnable or an output block`);
    if (block.runnable && block.output) throw new Error(`${at}: a block is either runnable or output, not both`);
    if (block.from !== undefined && !block.output) throw new Error(`${at}: from= belongs on an output block`);
    if (!/^[\w-]+$/.test(block.run))
      throw new Error(`${at}: run="${block.run}" must be a word (letters, digits, - and _)`);
    byId.set(block.run, [...(byId.get(block.run) ?? []), block]);
  }
  return [...byId].map(([id, members]) => {
    const at = `${where}:${members[0].line}`;
    const files = members.filter((block) => block.runnable);
    if (files.length === 0) throw new Error(`${at}: no runnable block has run="${id}"`);
    /** @param {'args' | 'command' | 'exit'} key */
    const declared = (key) => {
      const values = new Set(members.map((block) => block[key]).filter((value) => value !== undefined));
      if (values.size > 1) throw new Error(`${at}: run "${id}" declares ${key}= twice: ${[...values].join(' and ')}`);
      return [...values][0];
    };
    let exit;
    try {
      exit = parseExitCode(declared('exit'));
    } catch (error) {
      throw new Error(`${at}: ${/** @type {Error} */ (error).message}`);
    }
    const command = declared('command');
    const outputs = members.filter((block) => block.output);
    if (command !== undefined) {
      // Only Node scripts: the runner starts them with its own Node, like `rstest run`.
      if (!/^node\s+\S/.test(command)) throw new Error(`${at}: command="${command}" must be "node <script> [args]"`);
      if (declared('args') !== undefined)
        throw new Error(`${at}: run "${id}" has command=: put its arguments there, not in args=`);
      // A script run has no JSON report to check: what it prints is all there is to compare.
      if (outputs.length === 0) throw new Error(`${at}: run "${id}" has a command but no output block to check`);
    }
    return {
      name: `${project}--${id}`,
      page: where,
      where: at,
      files,
      outputs,
      args: splitArgs(declared('args') ?? ''),
      command: command === undefined ? undefined : splitArgs(command).slice(1),
      exit,
    };
  });
}
