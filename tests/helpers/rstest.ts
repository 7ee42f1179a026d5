import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linkPackages, ROOT, RSTEST_BIN } from '../../lib/packages.mjs';

export { ROOT, RSTEST_BIN };

export interface RstestOutput {
  /** stdout and stderr as a reader's terminal shows them, without colours. */
  output: string;
  stdout: string;
  stderr: string;
  /** The process exit code. */
  status: number | null;
  /** The id of the Node.js process: for `rstestIn`, the `rstest` process (the one `nodeArgs` such as `--cpu-prof` apply to). */
  pid: number;
}

export interface RstestRun extends RstestOutput {
  /** The scratch project the run happened in (under the run's scratch folder: tests/setup/scratch-root.ts). */
  dir: string;
}

export interface RstestRunOptions {
  args?: string[];
  env?: NodeJS.ProcessEnv;
  /** Link every package (default) or only `@rstest` (other packages then do not resolve). */
  nodeModules?: 'all' | 'rstest-only';
  timeout?: number;
  /** The CLI to run (default: the pinned one), e.g. a copy of `@rstest/core` inside the project. */
  bin?: string;
  /** Options of Node.js itself, before the CLI (`--cpu-prof`). */
  nodeArgs?: string[];
  /**
   * Leaves the colour variables to `env`: `NO_COLOR` and `FORCE_COLOR` are unset, where by default
   * they turn colours off (`NO_COLOR=1`, `FORCE_COLOR=0`).
   */
  colours?: boolean;
}

/** The environment of an `rstest` process: the parent's, without colours unless `colours`, then `env`. */
export function rstestEnv({ env = {}, colours = false }: Pick<RstestRunOptions, 'env' | 'colours'> = {}) {
  const base: NodeJS.ProcessEnv = { ...process.env };
  if (colours) {
    delete base.NO_COLOR;
    delete base.FORCE_COLOR;
  } else Object.assign(base, { NO_COLOR: '1', FORCE_COLOR: '0' });
  return { ...base, ...env };
}

/** How `nodeIn` runs Node.js: the environment, without colours unless `colours`, and how long to wait. */
export type NodeRunOptions = Pick<RstestRunOptions, 'env' | 'colours' | 'timeout'> & {
  /**
   * Writes stdout and stderr to one file, so that `output` has them in the order a terminal shows
   * them (`stdout` and `stderr` are then empty).
   */
  interleaved?: boolean;
};

/**
 * Runs `node <argv>` in `dir` and waits for it to end, never throwing: the CLI of `rstest` (through
 * `rstestIn`), a script that uses Rstest's JavaScript API, or argv as an editor's debugger launches it.
 */
export function nodeIn(dir: string, argv: string[], options: NodeRunOptions = {}): RstestOutput {
  const spawn = (stdout: 'pipe' | number) =>
    spawnSync(process.execPath, argv, {
      cwd: dir,
      encoding: 'utf8',
      env: rstestEnv(options),
      stdio: ['ignore', stdout, stdout],
      timeout: options.timeout ?? 120_000,
    });
  if (options.interleaved) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'rstest-output-')), 'output.txt');
    const fd = openSync(file, 'w');
    try {
      const result = spawn(fd);
      return { stdout: '', stderr: '', output: readFileSync(file, 'utf8'), status: result.status, pid: result.pid };
    } finally {
      closeSync(fd);
    }
  }
  const result = spawn('pipe');
  return {
    stdout: result.stdout,
    stderr: result.stderr,
    output: `${result.stdout}${result.stderr}`,
    status: result.status,
    pid: result.pid,
  };
}

/**
 * Runs the pinned `rstest` CLI (or `bin`) in `dir` (`run` unless `args` starts with another command)
 * and waits for it to end, never throwing: callers assert `status`.
 */
export function rstestIn(dir: string, options: Omit<RstestRunOptions, 'nodeModules'> = {}): RstestOutput {
  return nodeIn(dir, [...(options.nodeArgs ?? []), options.bin ?? RSTEST_BIN, ...(options.args ?? ['run'])], options);
}

/**
 * Writes `files` into a fresh scratch project, with its own node_modules folder of links to this
 * repository's packages (a run's results cache stays in it), and runs nothing: for a claim that
 * starts its own commands there.
 */
export function scratchProject(
  files: Record<string, string>,
  { nodeModules = 'all' }: Pick<RstestRunOptions, 'nodeModules'> = {},
): { dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'rstest-run-'));
  linkPackages(dir, nodeModules === 'rstest-only' ? { only: ['@rstest'] } : {});
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return { dir };
}

/**
 * Writes `files` into a fresh scratch project (`scratchProject`) and runs the pinned `rstest` CLI
 * there. Never throws on a non-zero exit: callers assert `status`.
 */
export function runRstest(files: Record<string, string>, options: RstestRunOptions = {}): RstestRun {
  const { dir } = scratchProject(files, options);
  return { dir, ...rstestIn(dir, options) };
}

/**
 * `run(files, args, env)` for one test file: `rstest run` with `args` in a fresh scratch project,
 * with `defaults` applied. The projects go with the run's scratch folder (tests/setup/scratch-root.ts).
 */
export function scratchRuns(defaults: Omit<RstestRunOptions, 'args'> = {}) {
  return (files: Record<string, string>, args: string[] = [], env: NodeJS.ProcessEnv = {}): RstestRun =>
    runRstest(files, { ...defaults, args: ['run', ...args], env: { ...defaults.env, ...env } });
}

/** A developer's terminal outside CI services: no CI detection, agent detection, annotations or debug logs. */
export const LOCAL_ENV: NodeJS.ProcessEnv = { CI: '', GITHUB_ACTIONS: '', RSTEST_NO_AGENT: '1', DEBUG: '' };

/**
 * For one test file: `run(files, options)` is `runRstest` with `LOCAL_ENV` and `env` under the
 * options' own env, `writeProject(files)` is `scratchProject`, and `scratchDir(prefix)` makes an
 * empty folder; all go with the run's scratch folder (tests/setup/scratch-root.ts).
 */
export function localRuns({ env = {} }: { env?: NodeJS.ProcessEnv } = {}) {
  const run = (files: Record<string, string>, options: RstestRunOptions = {}): RstestRun =>
    runRstest(files, { ...options, env: { ...LOCAL_ENV, ...env, ...options.env } });
  const scratchDir = (prefix: string): string => mkdtempSync(path.join(tmpdir(), prefix));
  return { run, writeProject: scratchProject, scratchDir };
}

/**
 * The files of a stand-in for the newest published `@rstest/browser` (0.11.9, which 0.12.0 refuses),
 * under the `node_modules` folder `at`: Rstest reads only its version and entry points.
 */
export function browserStandIn(at = 'node_modules'): Record<string, string> {
  return {
    [`${at}/@rstest/browser/package.json`]: JSON.stringify({
      name: '@rstest/browser',
      version: '0.11.9',
      type: 'module',
      exports: { './internal': './internal.js', './package.json': './package.json' },
    }),
    [`${at}/@rstest/browser/internal.js`]: 'export {};\n',
  };
}
