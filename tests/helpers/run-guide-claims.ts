// What the claim files of the Reporters, CI, Environment Variables and Troubleshooting guides
// (tests/claims/{reporters,ci,environment-variables,troubleshooting}.test.ts and ci+troubleshooting.test.ts)
// share: runs of the pinned @rstest/core outside CI unless a claim says otherwise, and the page's files and
// quoted output to compare with what a run prints.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { findMissingLine } from '../../lib/examples/outcome.mjs';
import { rstestInTerminal } from './interactive';
import { blocksOf } from './page-quotes';
import { LOCAL_ENV as LOCAL_ENV_BASE, localRuns, ROOT, RSTEST_BIN, type RstestRun, rstestIn } from './rstest';

// ---------------------------------------------------------------------------------------------
// Runs

/** A developer's terminal outside CI: no CI detection (GitLab's too), agent detection, annotations or debug logs. */
export const LOCAL_ENV = { ...LOCAL_ENV_BASE, GITLAB_CI: '' };

/** The colour variables a run starts with, removed when a claim is about colours. */
export const COLOUR_VARS = ['NO_COLOR', 'FORCE_COLOR'];

export type Printed = Pick<RstestRun, 'output' | 'stdout' | 'stderr' | 'status'>;

/**
 * `runRstest` outside CI unless `env` says otherwise; the projects go with the run's scratch folder
 * (tests/setup/scratch-root.ts).
 */
export const { run, writeProject, scratchDir } = localRuns({ env: LOCAL_ENV });

/**
 * Another `rstest` command in a project, from `cwd` (default: the project), with the CLI at `bin`
 * (default: ours). `colours: true` leaves NO_COLOR and FORCE_COLOR to `env`.
 */
export function again(
  project: Pick<RstestRun, 'dir'>,
  args: string[],
  {
    env = {},
    cwd = project.dir,
    colours = false,
    bin = RSTEST_BIN,
  }: { env?: NodeJS.ProcessEnv; cwd?: string; colours?: boolean; bin?: string } = {},
): Printed {
  return rstestIn(cwd, { args, bin, colours, env: { ...LOCAL_ENV, ...env } });
}

/**
 * A project with its own copy of `@rstest/core` and every other package of ours except `missing`
 * and the rest of the @rstest scope (both coverage providers). Rstest also looks for a DOM
 * environment package next to `@rstest/core` itself, so the copy keeps ours out of reach. Run it
 * with `again(project, args, { bin: project.bin })`; `files` may add stand-in packages.
 */
export function projectWithout(missing: string[], files: Record<string, string>): { dir: string; bin: string } {
  const dir = scratchDir('rstest-without-');
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@rstest'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (['.cache', '@rstest', ...missing].includes(entry)) continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry), 'dir');
  }
  cpSync(path.join(ROOT, 'node_modules/@rstest/core'), path.join(modules, '@rstest/core'), { recursive: true });
  write(dir, files);
  return { dir, bin: path.join(modules, '@rstest/core/bin/rstest.js') };
}

export function write(dir: string, files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
}

export const read = (project: Pick<RstestRun, 'dir'>, file: string) =>
  readFileSync(path.join(project.dir, file), 'utf8');

export const exists = (project: Pick<RstestRun, 'dir'>, file: string) => existsSync(path.join(project.dir, file));

/**
 * `rstest <args>` in a pseudo-terminal: the interactive branches of Rstest check `isTTY`. What
 * `send` writes arrives as key presses. Killed after 100 s.
 */
export const inTerminal = (dir: string, args: string[], env: NodeJS.ProcessEnv = {}, bin = RSTEST_BIN) =>
  rstestInTerminal(dir, args, { bin, env: { ...LOCAL_ENV, ...env }, killAfter: 100_000 });

/** Every non-empty line of `block` was printed, in order (timings match any timing). */
export function expectInOrder(block: string, printed: Printed | string) {
  const output = typeof printed === 'string' ? printed : printed.output;
  expect(findMissingLine(block, output), `--- output ---\n${output}`).toBeUndefined();
}

export const hasColours = (text: string) => text.includes('\u001b[');

// ---------------------------------------------------------------------------------------------
// Pages

/**
 * The runnable blocks of a page's whole run `id`, as files. The Chinese page has the same files;
 * tests/content.test.ts checks that their code differs only in comments.
 */
export function exampleFiles(page: string, id: string): Record<string, string> {
  const files = (lang: string) =>
    Object.fromEntries(
      blocksOf(lang, page)
        .filter((block) => block.runnable && block.run === id)
        .map((block) => [block.title as string, `${block.code}\n`]),
    );
  expect(Object.keys(files('en')).length, `${page} has a run "${id}"`).toBeGreaterThan(0);
  expect(Object.keys(files('zh'))).toEqual(Object.keys(files('en')));
  return files('en');
}

/** The blocks of a page with these titles, as files (comments may be translated: the en code is used). */
export function titledFiles(page: string, titles: string[]): Record<string, string> {
  const files = Object.fromEntries(
    blocksOf('en', page)
      .filter((block) => titles.includes(block.title as string))
      .map((block) => [block.title as string, `${block.code}\n`]),
  );
  expect(Object.keys(files).sort()).toEqual([...titles].sort());
  return files;
}

/** A quoted message that names the project folder, as the run printed it in `dir`. */
export const inProject = (message: string, dir: string) => message.replaceAll('/path/to/project', dir);

export const testFile = (name: string, body = 'expect(1 + 1).toBe(2);') =>
  `import { expect, test } from '@rstest/core';\n\ntest('${name}', () => {\n  ${body}\n});\n`;

export const config = (body: string) =>
  `import { defineConfig } from '@rstest/core';\n\nexport default defineConfig(${body});\n`;
