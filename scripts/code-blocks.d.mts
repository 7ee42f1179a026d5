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
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export declare function pageFiles(lang: string): string[];
export declare function codeBlocks(source: string): CodeBlock[];
