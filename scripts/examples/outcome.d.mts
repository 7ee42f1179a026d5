import type { CodeBlock } from '../code-blocks.mjs';

export interface FenceMeta {
  /** Bare words, such as `runnable` and `output`. */
  flags: Set<string>;
  /** `key="value"`, `key='value'` and `key=value` pairs. */
  values: Record<string, string>;
}

export interface MissingLine {
  /** The expected line, as the page shows it. */
  line: string;
  /** Its 0-based position among the expected block's non-empty lines. */
  index: number;
}

export interface WholeRun {
  /** `<project>--<id>`: its folder under the work folder. */
  name: string;
  /** `docs/<lang>/<page>`, for messages. */
  page: string;
  /** The page and line of its first block, for messages. */
  where: string;
  /** Its runnable blocks, written at their `title` paths. */
  files: CodeBlock[];
  /** Its expected-output blocks. */
  outputs: CodeBlock[];
  /** Extra CLI arguments of `rstest run`. */
  args: string[];
  /** The script the run executes instead of `rstest run` (`command="node main.mjs"`: the words after `node`). */
  command: string[] | undefined;
  /** The exit code the run must end with. */
  exit: number;
}

export declare function parseMeta(meta: string): FenceMeta;
export declare function splitArgs(args: string): string[];
export declare function parseExitCode(value: string | undefined): number;
export declare function comparableLines(text: string): string[];
export declare function findMissingLine(expected: string, actual: string): MissingLine | undefined;
export declare function wholeRuns(where: string, project: string, blocks: CodeBlock[]): WholeRun[];
