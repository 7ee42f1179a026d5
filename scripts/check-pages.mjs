#!/usr/bin/env node
// `npm run check:pages`: the writer's check before a commit, in about a minute. It runs, side by side,
// - the page tests: content (front matter, twins, code blocks), heading ids, the zh glossary, the route
//   list and the sidebar, and the redirects of moved pages; and, for the pages checked (passed on in
//   CHECK_PAGES), their links and anchors, compiled by Rspress as the build compiles them, so that a
//   dead one fails here with the build's message (tests/page-links.test.ts), and their sentences that
//   restate a fact whose source is another page (tests/one-statement-per-fact.test.ts);
// - the runnable examples of the pages changed against main (committed, staged, unstaged or untracked
//   under docs/), or of the page files given as arguments.
// It prints each step's output when the step ends, failed steps last, then what it ran and how long.
// Usage: npm run check:pages [-- docs/en/guide/start/quick-start.mdx ...]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { codeBlocks } from '../lib/code-blocks.mjs';

const ROOT = path.join(import.meta.dirname, '..');
const PAGE = /^docs\/.+\.mdx?$/;
const UNIT_TESTS = [
  'tests/content.test.ts',
  'tests/heading-ids.test.ts',
  'tests/zh-glossary.test.ts',
  'tests/sidebar.test.ts',
  'tests/redirects.test.ts',
  'tests/page-links.test.ts',
  'tests/one-statement-per-fact.test.ts',
];

/**
 * @param {string[]} args
 * @returns {string}
 */
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });

/**
 * The pages changed on this branch and in the work tree, against the commit it shares with main.
 * @returns {string[]} paths from the repository root
 */
function changedPages() {
  const main = ['main', 'origin/main'].find((ref) => {
    try {
      git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
      return true;
    } catch {
      return false;
    }
  });
  const base = main ? git('merge-base', main, 'HEAD').trim() : 'HEAD';
  const changed = git('diff', '--name-only', base, '--', 'docs').split('\n');
  const untracked = git('ls-files', '--others', '--exclude-standard', '--', 'docs').split('\n');
  // A deleted page has nothing to run; the unit tests check the lists it leaves behind.
  return [...new Set([...changed, ...untracked])].filter(
    (file) => PAGE.test(file) && existsSync(path.join(ROOT, file)),
  );
}

/**
 * @param {string} text
 * @param {number} count
 */
const lastLines = (text, count) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(-count)
    .join('\n');

/**
 * Runs a command with its output kept until it ends.
 * @param {string} name
 * @param {string[]} command
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<{ name: string, ok: boolean, seconds: number, output: string }>}
 */
function step(name, command, env = process.env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const result = { name, ok: code === 0, seconds: (Date.now() - started) / 1000, output };
      // A passing step shows its summary (its last lines) now; a failing one all of its output, at the
      // end, where it is read.
      if (result.ok) console.log(`\n── ${name}: passed\n${lastLines(output, 4)}`);
      resolve(result);
    });
  });
}

const started = Date.now();
const args = process.argv.slice(2);
for (const arg of args) {
  if (!/\.mdx?$/.test(arg) || !existsSync(arg)) {
    console.error(`check:pages takes page files, e.g. docs/en/guide/start/quick-start.mdx; not a page: ${arg}`);
    process.exit(2);
  }
}
const pages = args.length > 0 ? args.map((arg) => path.relative(ROOT, path.resolve(arg))) : changedPages();
const withExamples = pages.filter((page) =>
  codeBlocks(readFileSync(path.join(ROOT, page), 'utf8')).some((block) => block.runnable),
);
console.log(
  pages.length === 0
    ? 'check:pages: no page changed against main; running the page tests'
    : `check:pages: ${pages.length} page(s)${args.length ? '' : ' changed against main'}, ${withExamples.length} with runnable examples:\n  ${pages.join('\n  ')}`,
);

const vitest = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
// A worker per core (Vitest's default leaves one free): the heading-id and glossary tests, the long
// ones, then run side by side.
const vitestArgs = ['run', `--maxWorkers=${availableParallelism()}`, ...UNIT_TESTS];
const steps = [
  step('page tests', [process.execPath, vitest, ...vitestArgs], { ...process.env, CHECK_PAGES: pages.join('\n') }),
];
if (withExamples.length > 0) {
  // Its own folder: `npm run test:examples` may run beside it.
  const examples = [process.execPath, path.join(ROOT, 'scripts', 'run-examples.mjs'), ...withExamples];
  steps.push(step('examples', examples, { ...process.env, EXAMPLES_DIR: '.examples-check' }));
}
const results = await Promise.all(steps);
for (const result of results.filter((r) => !r.ok))
  process.stdout.write(`\n── ${result.name}: FAILED\n${result.output}`);

console.log('\ncheck:pages:');
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(11)} ${seconds.toFixed(0)} s`);
console.log(`  total       ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
