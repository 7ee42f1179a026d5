import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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
}

/** Runs the pinned `rstest` CLI in `dir` (`run` unless `args` starts with another command), never throwing. */
export function rstestIn(dir: string, options: Omit<RstestRunOptions, 'nodeModules'> = {}): RstestOutput {
  const result = spawnSync(process.execPath, [RSTEST_BIN, ...(options.args ?? ['run'])], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: options.timeout ?? 120_000,
  });
  return {
    stdout: result.stdout,
    stderr: result.stderr,
    output: `${result.stdout}${result.stderr}`,
    status: result.status,
  };
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
