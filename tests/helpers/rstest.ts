import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.join(import.meta.dirname, '..', '..');
export const RSTEST_BIN = path.join(ROOT, 'node_modules/@rstest/core/bin/rstest.js');

export interface RstestRun {
  /** The scratch project the run happened in (removed by `cleanup`). */
  dir: string;
  /** stdout and stderr as a reader's terminal shows them, without colours. */
  output: string;
  stdout: string;
  stderr: string;
  /** The process exit code. */
  status: number | null;
  cleanup(): void;
}

export interface RstestRunOptions {
  args?: string[];
  env?: NodeJS.ProcessEnv;
  /** Link the whole node_modules (default) or only `@rstest` (keeps other packages unresolvable). */
  nodeModules?: 'all' | 'rstest-only';
  timeout?: number;
}

/**
 * Writes `files` into a fresh scratch project and runs the pinned `rstest` CLI there (`run` unless
 * `args` starts with another command). Never throws on a non-zero exit: callers assert `status`.
 */
export function runRstest(files: Record<string, string>, options: RstestRunOptions = {}): RstestRun {
  const dir = mkdtempSync(path.join(tmpdir(), 'rstest-run-'));
  if (options.nodeModules === 'rstest-only') {
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(path.join(ROOT, 'node_modules/@rstest'), path.join(dir, 'node_modules/@rstest'), 'dir');
  } else {
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const args = options.args ?? ['run'];
  const result = spawnSync(process.execPath, [RSTEST_BIN, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: options.timeout ?? 120_000,
  });
  return {
    dir,
    stdout: result.stdout,
    stderr: result.stderr,
    output: `${result.stdout}${result.stderr}`,
    status: result.status,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
