// What the claim files of the Coverage, Snapshot testing, Mocking and Projects guides
// (tests/claims/{coverage,snapshot,mocking,projects}.test.ts) share: runs of the pinned @rstest/core outside
// CI unless a claim says otherwise, the pages' example runs as files, and the checks that compare quoted
// output with what a run prints.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect } from 'vitest';
import { comparableLines, findMissingLine } from '../../lib/examples/outcome.mjs';
import { rstestInTerminal } from './interactive';
import { blocksOf } from './page-quotes';
import { LOCAL_ENV, localRuns, type RstestRun, rstestIn } from './rstest';

// ---------------------------------------------------------------------------------------------
// Runs

/** `runRstest` outside CI (LOCAL_ENV) unless `env` says otherwise; the project is removed after the file. */
export const { run, writeProject } = localRuns();

export type Printed = Pick<RstestRun, 'output' | 'status'>;

/** Another `rstest` command in a project that `run` created. */
export function again(project: Pick<RstestRun, 'dir'>, args: string[], env: NodeJS.ProcessEnv = {}): Printed {
  return rstestIn(project.dir, { args, env: { ...LOCAL_ENV, ...env } });
}

export const read = (project: Pick<RstestRun, 'dir'>, file: string) =>
  readFileSync(path.join(project.dir, file), 'utf8');

export const exists = (project: Pick<RstestRun, 'dir'>, file: string) => existsSync(path.join(project.dir, file));

/** Every non-empty line of `block` was printed, in order (timings match any timing). */
export function expectInOrder(block: string, printed: Printed | string) {
  const output = typeof printed === 'string' ? printed : printed.output;
  expect(findMissingLine(block, output), `--- output ---\n${output}`).toBeUndefined();
}

/** Every non-empty line of `block` was printed, in any order: for lines of files that run in parallel. */
export function expectEachLine(block: string, printed: Printed) {
  const lines = comparableLines(printed.output);
  for (const line of comparableLines(block).filter(Boolean)) {
    expect(lines, `not printed: ${line}\n--- output ---\n${printed.output}`).toContain(line);
  }
}

/** The columns of the `All files` row of a coverage table. */
export function allFilesRow(output: string): string[] {
  const row = stripVTControlCharacters(output)
    .split('\n')
    .find((line) => line.startsWith('All files'));
  expect(row, output).toBeDefined();
  return (row ?? '').split('|').map((cell) => cell.trim());
}

// ---------------------------------------------------------------------------------------------
// Pages

/**
 * The runnable blocks of the English page's whole run `id`, as files. The Chinese page has the same
 * code with translated comments (tests/content.test.ts compares them).
 */
export function exampleFiles(page: string, id: string): Record<string, string> {
  const files = Object.fromEntries(
    blocksOf('en', page)
      .filter((block) => block.runnable && block.run === id)
      .map((block) => [block.title as string, `${block.code}\n`]),
  );
  expect(Object.keys(files).length, `${page} has a run "${id}"`).toBeGreaterThan(0);
  return files;
}

/** A test file with one test running `body` (in an async function, so it may `await`). */
export const testFile = (name: string, body = 'expect(1 + 1).toBe(2);') =>
  `import { expect, rs, test } from '@rstest/core';\n\ntest('${name}', async () => {\n  ${body}\n});\n`;

// ---------------------------------------------------------------------------------------------
// A terminal session, for watch mode's key presses

/** `rstest <args>` in a pseudo-terminal: watch mode reads keys only from a TTY. */
export function startRstestInTerminal(dir: string, args: string[]) {
  return rstestInTerminal(dir, args, { env: LOCAL_ENV });
}
