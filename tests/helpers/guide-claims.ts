// What the claim files of the guide's getting-started, CLI, configuration, filtering, debugging and
// profiling pages (tests/claims/{start,quick-start,cli,configure-rstest,test-filter,debug-mode,profiling}.test.ts,
// their page groups and config-testEnvironment.test.ts) share: runs of the pinned @rstest/core as a
// reader's terminal sees them, and the checks that compare a quoted block with what a run printed.
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import { comparableLines } from '../../lib/examples/outcome.mjs';
import { type Interactive, rstestInTerminal, startRstest as startInBackground } from './interactive';
import { blocksOf } from './page-quotes';
import { LOCAL_ENV, localRuns, ROOT, RSTEST_BIN, type RstestOutput, rstestIn } from './rstest';

export type Printed = RstestOutput & { dir: string };

/** `runRstest` with a reader's environment (LOCAL_ENV); the project is removed after the file. */
export const { run, writeProject, scratchDir } = localRuns();

/** Another `rstest` command in a project that `run` created (each `run` makes a new project). */
export function again(project: { dir: string }, args: string[], env: NodeJS.ProcessEnv = {}): Printed {
  return { dir: project.dir, ...rstestIn(project.dir, { args, env: { ...LOCAL_ENV, ...env } }) };
}

/**
 * A project whose node_modules lacks `missing`, with its own copy of @rstest/core (run through
 * `bin`). A linked core would still find every package of this repository: Rstest also looks for
 * test environments from its own folder.
 */
export function projectWithout(missing: string[], files: Record<string, string>): { dir: string; bin: string } {
  const dir = scratchDir('rstest-without-');
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@rstest'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '.cache' || entry === '@rstest' || missing.includes(entry)) continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry), 'dir');
  }
  for (const entry of readdirSync(path.join(ROOT, 'node_modules/@rstest'))) {
    if (entry === 'core' || missing.includes(`@rstest/${entry}`)) continue;
    symlinkSync(path.join(ROOT, 'node_modules/@rstest', entry), path.join(modules, '@rstest', entry), 'dir');
  }
  cpSync(path.join(ROOT, 'node_modules/@rstest/core'), path.join(modules, '@rstest/core'), { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return { dir, bin: path.join(modules, '@rstest/core/bin/rstest.js') };
}

/** `rstest <args>` of a `projectWithout` project. */
export function runWithout(
  project: { dir: string; bin: string },
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Printed {
  return { dir: project.dir, ...rstestIn(project.dir, { bin: project.bin, args, env: { ...LOCAL_ENV, ...env } }) };
}

/**
 * `rstest <args>` in the background, with pipes (no terminal), in a process group of its own so
 * that `killAll` reaches the workers too; killed after 90 s.
 */
export function startRstest(dir: string, args: string[], env: NodeJS.ProcessEnv = {}): Interactive {
  return startInBackground(dir, args, { env: { ...LOCAL_ENV, ...env }, group: true, killAfter: 90_000 });
}

/**
 * `rstest <args>` in a pseudo-terminal: the interactive branches of Rstest check
 * `process.stdin.isTTY`. What is sent with `send` arrives as key presses.
 */
export function startRstestInTerminal(dir: string, args: string[], bin = RSTEST_BIN): Interactive {
  return rstestInTerminal(dir, args, { bin, env: LOCAL_ENV, group: true, killAfter: 90_000 });
}

// ---------------------------------------------------------------------------------------------
// Pages

/** The runnable blocks of a page, as files (the English ones); the Chinese page has the same code. */
export function runnableFiles(page: string): Record<string, string> {
  const files = (lang: string) =>
    Object.fromEntries(
      blocksOf(lang, page)
        .filter((block) => block.runnable && block.run === undefined)
        .map((block) => [block.title as string, `${block.code}\n`]),
    );
  // The Chinese page may translate comments; the code is the same.
  const code = (lang: string) =>
    Object.fromEntries(Object.entries(files(lang)).map(([file, text]) => [file, text.replace(/(^|\s)\/\/ .*$/gm, '')]));
  expect(code('zh')).toEqual(code('en'));
  return files('en');
}

/** What differs from run to run besides durations: heap sizes and the clock in debug logs. */
export const mask = (text: string) =>
  text
    .replace(/\b\d+ MB heap used/g, '<n> MB heap used')
    .replace(/\b\d{2}:\d{2}:\d{2}\b/g, '<clock>')
    .replace(/trace-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}/g, 'trace-<time>');

/** Lines as `findMissingLine` compares them, with the project folder written as the page writes it. */
export function comparable(text: string, dir: string, projectPath: string): string[] {
  return comparableLines(mask(text.replaceAll(dir, projectPath))).filter((line) => line !== '');
}

/**
 * Every line of a quoted block was printed. Rstest writes errors to stderr and the rest to stdout,
 * which a terminal interleaves; each line is looked for in either stream, in order within it.
 * `...` lines stand for lines the page leaves out; `ordered: false` for output whose file order
 * depends on which worker finishes first.
 */
export function expectPrinted(
  block: string,
  printed: Printed,
  { projectPath = '/path/to/project', ordered = true }: { projectPath?: string; ordered?: boolean } = {},
) {
  const streams = [printed.stdout, printed.stderr].map((text) => comparable(text, printed.dir, projectPath));
  const from = [0, 0];
  for (const line of comparableLines(mask(block)).filter((l) => l !== '' && l !== '...')) {
    const stream = streams.findIndex((lines, i) => lines.indexOf(line, ordered ? from[i] : 0) !== -1);
    expect(
      stream,
      `not printed${ordered ? ' in this order' : ''}: ${line}\n--- output ---\n${printed.output}`,
    ).not.toBe(-1);
    if (ordered) from[stream] = streams[stream].indexOf(line, from[stream]) + 1;
  }
}

/** Text of every file of the installed package's dist folder, for claims read from its source. */
export const coreDist = () =>
  readdirSync(path.join(ROOT, 'node_modules/@rstest/core/dist'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(ROOT, 'node_modules/@rstest/core/dist', file), 'utf8'))
    .join('\n');

/** The Rstest config a run resolved, as `DEBUG=rstest` writes it to disk. */
let resolvedConfigReads = 0;

export async function resolvedConfig(dir: string, file = 'rstest.config.mjs'): Promise<Record<string, unknown>> {
  // A copy under a new name each time: the test runner caches modules by path.
  const copy = path.join(dir, `resolved-config-${++resolvedConfigReads}.mjs`);
  writeFileSync(copy, readFileSync(path.join(dir, 'dist/.rstest-temp/.rsbuild', file)));
  return (await import(pathToFileURL(copy).href)).default;
}

/** The example project of the Filtering tests page; the CLI page's examples use it too. */
export const FILTER_PROJECT: Record<string, string> = {
  'src/math/sub.test.ts': `import { describe, expect, test } from '@rstest/core';

describe('sub', () => {
  test('subtracts numbers', () => {
    expect(3 - 1).toBe(2);
  });
});
`,
  'src/math/sum.test.ts': `import { describe, expect, test } from '@rstest/core';

describe('sum', () => {
  test('adds positive numbers', () => {
    expect(1 + 2).toBe(3);
  });
  test('adds negative numbers', () => {
    expect(-1 + -2).toBe(-3);
  });
});
`,
  'src/string/upper.test.ts': `import { expect, test } from '@rstest/core';

test('uppercases a word', () => {
  expect('a'.toUpperCase()).toBe('A');
});
`,
  'test/app.spec.ts': `import { expect, test } from '@rstest/core';

test('starts the app', () => {
  expect(true).toBe(true);
});
`,
};

export const passingTest = (name: string) =>
  `import { expect, test } from '@rstest/core';\n\ntest('${name}', () => {\n  expect(1 + 1).toBe(2);\n});\n`;
