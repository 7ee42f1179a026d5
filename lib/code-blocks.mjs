// Reads the fenced code blocks of the MDX pages; shared by the example runner and content tests.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseMeta } from './examples/outcome.mjs';

export const DOCS_DIR = path.join(import.meta.dirname, '..', 'docs');

/**
 * Every .md/.mdx file under docs/<lang>, as paths relative to docs/<lang>.
 * @param {string} lang
 * @returns {string[]}
 */
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
 * @typedef {object} CodeBlock
 * @property {string} lang The fence's language, e.g. `ts`.
 * @property {string} meta Everything after the language on the fence line.
 * @property {string | undefined} title `title="…"`: the file name shown above the block.
 * @property {boolean} runnable Marked `runnable`: run by scripts/run-examples.mjs.
 * @property {boolean} output Marked `output`: what the whole run named by `run` prints (or writes, with `from`).
 * @property {string | undefined} run `run="<id>"`: the whole-run example (its own `rstest run`) the block belongs to.
 * @property {string | undefined} args `args="…"`: extra CLI arguments of that run.
 * @property {string | undefined} command `command="node <script>"`: what that run executes instead of `rstest run`.
 * @property {string | undefined} exit `exit=<n>`: the exit code that run must end with, as written (0 when absent).
 * @property {string | undefined} from `from="<path>"` on an output block: the file of the run it is compared with.
 * @property {string} code
 * @property {number} line 1-based line of the opening fence.
 */

/**
 * The fenced code blocks of one MDX source: language, meta string and what the meta says, code.
 * Indentation of the opening fence (blocks inside <Tab>) is removed from the code.
 * @param {string} source
 * @returns {CodeBlock[]}
 */
export function codeBlocks(source) {
  const lines = source.split('\n');
  /** @type {CodeBlock[]} */
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
    const { flags, values } = parseMeta(meta);
    blocks.push({
      lang,
      meta,
      title: values.title,
      runnable: flags.has('runnable'),
      output: flags.has('output'),
      run: values.run,
      args: values.args,
      command: values.command,
      exit: values.exit,
      from: values.from,
      code: body.join('\n'),
      line: i + 1,
    });
    i = j;
  }
  return blocks;
}
