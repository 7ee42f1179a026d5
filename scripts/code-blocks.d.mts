export declare const DOCS_DIR: string;

export interface CodeBlock {
  /** The fence's language, e.g. `ts`. */
  lang: string;
  /** Everything after the language on the fence line. */
  meta: string;
  /** The `title="…"` meta value: the file name shown above the block. */
  title: string | undefined;
  /** Marked `runnable`: run by scripts/run-examples.mjs. */
  runnable: boolean;
  /** Marked `output`: what the whole run named by `run` prints (or writes, with `from`). */
  output: boolean;
  /** `run="<id>"`: the whole-run example (its own `rstest run`) the block belongs to. */
  run: string | undefined;
  /** `args="…"`: extra CLI arguments of that run. */
  args: string | undefined;
  /** `command="node <script>"`: what that run executes instead of `rstest run`. */
  command: string | undefined;
  /** `exit=<n>`: the exit code that run must end with, as written (0 when absent). */
  exit: string | undefined;
  /** `from="<path>"` on an output block: the file of the run it is compared with. */
  from: string | undefined;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export declare function pageFiles(lang: string): string[];
export declare function codeBlocks(source: string): CodeBlock[];
