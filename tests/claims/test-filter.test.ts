// What docs/*/guide/basic/test-filter.mdx says Rstest does, proven against real runs of the pinned
// @rstest/core. A claim is marked on both pages with
// `{/* proven by tests/claims/test-filter.test.ts: <test name> */}`; quoted output is read from the English
// page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { quote, quoteExactly, says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import {
  run,
  writeProject,
  again,
  startRstest,
  runnableFiles,
  expectPrinted,
  coreDist,
  FILTER_PROJECT,
  passingTest,
} from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('test-filter.test.ts', 'guide/basic/test-filter.mdx');

describe('guide/basic/test-filter.mdx', () => {
  const page = 'guide/basic/test-filter.mdx';
  let filterProject: { dir: string } | undefined;
  /** The page's example project, made once: the commands below only read it. */
  const example = () => {
    filterProject ??= writeProject(FILTER_PROJECT);
    return filterProject;
  };
  const listed = (...args: string[]) => again(example(), ['list', ...args]);

  const sumProject = () =>
    writeProject({
      'src/sum.ts': 'export const sum = (a: number, b: number) => a + b;\n',
      'src/sum.test.ts': `import { expect, test } from '@rstest/core';\nimport { sum } from './sum';\n\ntest('sum', () => {\n  expect(sum(1, 2)).toBe(3);\n});\n`,
      'src/other.test.ts': passingTest('other'),
      '.gitignore': 'node_modules\ndist\n',
    });

  claim('rstest list previews the selection of the example project', () => {
    // The fixture is the project the page draws: same files, suites and tests.
    const tree = quote(page, 'sub.test.ts        describe(');
    for (const [file, source] of Object.entries(FILTER_PROJECT)) {
      expect(tree).toContain(path.basename(file));
      for (const [, kind, name] of source.matchAll(/(describe|test)\('([^']+)'/g))
        expect(tree).toContain(`${kind}('${name}')`);
    }
    const all = listed();
    expect(all.status).toBe(0);
    // Files come in the order the file system lists them, which differs between machines.
    expectPrinted(
      quote(page, 'test/app.spec.ts > starts the app\nsrc/math/sub.test.ts > sub > subtracts numbers'),
      all,
      { ordered: false },
    );
  });

  claim('file filters match parts of paths, ignoring case, and quoted filters match exact paths', () => {
    const files = (...filters: string[]) => listed('--filesOnly', ...filters).stdout.trim();
    expectPrinted(quoteExactly(page, 'src/math/sum.test.ts'), listed('--filesOnly', 'sum'));
    expectPrinted(quoteExactly(page, 'src/math/sub.test.ts\nsrc/math/sum.test.ts'), listed('--filesOnly', 'math'), {
      ordered: false,
    });
    expect(files('sum')).toBe('src/math/sum.test.ts');
    for (const filter of ['math/s', 'src/math/', 'SUM']) expect(files(filter)).toContain('src/math/sum.test.ts');
    expect(files('sum', 'upper').split('\n').sort()).toEqual(['src/math/sum.test.ts', 'src/string/upper.test.ts']);
    expect(files('./src/string/upper.test.ts')).toBe('src/string/upper.test.ts');
    expect(files(path.join(example().dir, 'src/math')).split('\n').sort()).toEqual([
      'src/math/sub.test.ts',
      'src/math/sum.test.ts',
    ]);
    expect(files('"src/math/sum.test.ts"')).toBe('src/math/sum.test.ts');
    expect(files('"sum.test.ts"')).toBe('');
    expect(files('src/**/*.test.ts')).toBe('');
    for (const text of ['`\'"src/math/sum.test.ts"\'`', '`\'"sum.test.ts"\'`', "`'src/**/*.test.ts'`"])
      says(page, text);
  });

  claim('a filter that matches no file fails the run unless --passWithNoTests', () => {
    const none = again(example(), ['run', 'nomatch']);
    expect(none.status).toBe(1);
    expectPrinted(quote(page, 'No test files found, exiting with code 1.'), none);
    expect(again(example(), ['run', 'nomatch', '--passWithNoTests']).status).toBe(0);
  });

  claim('--include and --exclude change the test files of the example project', () => {
    expectPrinted(quoteExactly(page, 'test/app.spec.ts'), listed('--filesOnly', '--include', 'test/**/*.spec.ts'));
    const excluded = listed('--filesOnly', '--exclude', '**/math/**');
    expectPrinted(quoteExactly(page, 'test/app.spec.ts\nsrc/string/upper.test.ts'), excluded, { ordered: false });
    expect(excluded.stdout.trim().split('\n')).toHaveLength(2);
  });

  claim('-t matches the full names of tests as a case-sensitive regular expression', () => {
    const names = (pattern: string) => listed('-t', pattern).stdout.trim();
    expectPrinted(
      quoteExactly(
        page,
        'src/math/sum.test.ts > sum > adds positive numbers\nsrc/math/sum.test.ts > sum > adds negative numbers',
      ),
      listed('-t', 'sum adds'),
    );
    expect(names('sum adds').split('\n')).toHaveLength(2);
    expect(names('^sum').split('\n')).toHaveLength(2);
    expect(names('Positive')).toBe('');
    expect(names('sum > adds neg')).toBe('src/math/sum.test.ts > sum > adds negative numbers');
    expect(names('positive|uppercases').split('\n').sort()).toEqual([
      'src/math/sum.test.ts > sum > adds positive numbers',
      'src/string/upper.test.ts > uppercases a word',
    ]);
    const focused = again(example(), ['run', 'sum', '-t', 'positive']);
    expect(focused.status).toBe(0);
    expectPrinted(quote(page, 'Tests 1 passed | 1 skipped (2)'), focused);
  });

  claim('tests that -t leaves out are reported as skipped, and the hide flags drop them', () => {
    // Without a file filter every file is loaded to read its names: the others show as skipped.
    const all = again(example(), ['run', '-t', 'positive']);
    expect(all.status).toBe(0);
    for (const file of ['src/math/sub.test.ts', 'src/string/upper.test.ts', 'test/app.spec.ts'])
      expect(all.stdout).toContain(`- ${file} (1)`);
    expect(all.stdout).toContain('Tests 1 passed | 4 skipped (5)');
    const hidden = again(example(), ['run', '-t', 'positive', '--hideSkippedTestFiles']);
    expect(hidden.stdout).not.toContain('- src/math/sub.test.ts');
    const oneFile = again(example(), ['run', 'sum', '-t', 'positive', '--hideSkippedTests']);
    expect(oneFile.stdout).not.toContain('adds negative numbers');
  });

  claim('the .only example prints the quoted result, leaves other files alone and passes with CI=true', () => {
    const project = run(runnableFiles(page), { env: { CI: 'true' } });
    expect(project.status, project.output).toBe(0);
    // Other file: skip.test.ts still runs its two runnable tests.
    expect(project.stdout).toContain('Tests 3 passed | 5 skipped | 1 todo (9)');
    expectPrinted(quote(page, '✓ cart > adds an item'), again(project, ['run', 'only']));
  });

  claim('the skip example prints the quoted result', () => {
    const project = run(runnableFiles(page), { args: ['run', 'skip'] });
    expect(project.status, project.output).toBe(0);
    expectPrinted(quote(page, '✓ splits POSIX paths'), project);
  });

  claim('--project selects projects by name, wildcard and negation', () => {
    const project = run(
      {
        'rstest.config.ts': "export default { projects: ['packages/*'] };\n",
        'packages/app/package.json': '{ "name": "@demo/app" }\n',
        'packages/app/app.test.ts': passingTest('app'),
        'packages/utils/package.json': '{ "name": "@demo/utils" }\n',
        'packages/utils/utils.test.ts': passingTest('utils'),
        'packages/ui/package.json': '{ "name": "@demo/ui" }\n',
        'packages/ui/ui.test.ts': passingTest('ui'),
      },
      { args: ['list', '--filesOnly'] },
    );
    const selected = (...args: string[]) =>
      again(project, ['list', '--filesOnly', ...args])
        .stdout.trim()
        .split('\n')
        .sort();
    expect(selected('--project', '@demo/app')).toEqual(['packages/app/app.test.ts']);
    expect(selected('--project', '@demo/u*')).toEqual(['packages/ui/ui.test.ts', 'packages/utils/utils.test.ts']);
    expect(selected('--project', '!@demo/app')).toEqual(['packages/ui/ui.test.ts', 'packages/utils/utils.test.ts']);
    expect(selected('--project', '@demo/app', '--project', '@demo/ui')).toEqual([
      'packages/app/app.test.ts',
      'packages/ui/ui.test.ts',
    ]);
    for (const command of quote(page, 'npx rstest run --project @demo/app').split('\n'))
      expect(command).toMatch(/^npx rstest run --project /);
    const none = again(project, ['run', '--project', 'nope']);
    expect(none.status).toBe(1);
    expect(none.output).toContain(says(page, 'No projects found'));
  });

  claim('--related runs the test files that import a source file', () => {
    const project = sumProject();
    const related = again(project, ['run', '--related', 'src/sum.ts']);
    expect(related.status, related.output).toBe(0);
    expectPrinted(quote(page, '✓ sum (2ms)'), related);
    expect(related.stdout).not.toContain('other');
    expect(again(project, ['run', '--findRelatedTests', 'src/sum.ts']).stdout).not.toContain('other');
  });

  claim('--changed runs the tests of the files Git reports as changed, with the quoted messages', () => {
    const project = sumProject();
    const outside = again(project, ['run', '--changed']);
    expect(outside.status).toBe(1);
    expect(outside.output).toContain(says(page, 'Failed to resolve changed files for `--changed`'));
    const git = (...args: string[]) => spawnSync('git', args, { cwd: project.dir, encoding: 'utf8' });
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=docs', '-c', 'user.email=docs@example.com', 'commit', '-qm', 'init');
    const nothing = again(project, ['run', '--changed']);
    expect(nothing.status).toBe(0);
    expect(nothing.output).toContain(says(page, 'No changed files found, exiting with code 0.'));
    // An unstaged change runs the tests that import the file.
    appendFileSync(path.join(project.dir, 'src/sum.ts'), '// changed\n');
    const unstaged = again(project, ['run', '--changed']);
    expect(unstaged.stdout).toContain('✓ src/sum.test.ts');
    expect(unstaged.stdout).not.toContain('other');
    // Committed, the change is found only with a commit to compare with.
    git('-c', 'user.name=docs', '-c', 'user.email=docs@example.com', 'commit', '-qam', 'change');
    expect(again(project, ['run', '--changed']).output).toContain('No changed files found');
    expect(again(project, ['run', '--changed', 'HEAD~1']).stdout).toContain('✓ src/sum.test.ts');
    // An untracked file that matches forceRerunTriggers runs everything.
    writeFileSync(path.join(project.dir, 'package.json'), '{}\n');
    const all = again(project, ['run', '--changed']);
    expect(all.output).toContain(
      says(page, 'Changed file(package.json) matched forceRerunTriggers, running all test files.'),
    );
    expect(all.stdout).toContain('Tests 2 passed');
    // No positional filters and no --related with it; the next word is its commit.
    expect(again(project, ['run', 'sum', '--changed']).output).toContain(
      'The `--changed` option cannot be used with positional filters.',
    );
    expect(again(project, ['run', '--changed', '--related', 'src/sum.ts']).status).toBe(1);
    expect(again(project, ['run', '--changed', 'sum']).output).toContain("ambiguous argument 'sum...HEAD'");
  });

  claim('--onlyFailures reruns the files that failed last time, with the quoted messages', async () => {
    const failing = `import { expect, test } from '@rstest/core';\n\ntest('fails', () => {\n  expect(1).toBe(2);\n});\n`;
    // A real node_modules folder: the results are recorded in it.
    const project = run(
      { 'src/fail.test.ts': failing, 'src/a.test.ts': passingTest('a'), 'src/b.test.ts': passingTest('b') },
      { nodeModules: 'rstest-only', args: ['run', '-f'] },
    );
    expect(project.output).toContain(says(page, 'No failed tests found from the previous run. Running all tests.'));
    expect(existsSync(path.join(project.dir, says(page, 'node_modules/.cache/.rstest-results')))).toBe(true);
    const rerun = again(project, ['run', '-f']);
    expect(rerun.status).toBe(1);
    expectPrinted(quote(page, 'onlyFailures: running 1 of 3 test files (2 deselected).'), rerun);
    // Ignored, with a warning, next to file filters, -t, --related and --changed.
    expect(again(project, ['run', '-f', 'src/a']).output).toContain(
      'onlyFailures is ignored when explicit file filters are provided.',
    );
    const named = again(project, ['run', '-f', '-t', 'fails']);
    expect(named.output).toContain('onlyFailures is ignored when a test name pattern is provided.');
    expect(again(project, ['run', '-f', '--related', 'src/a.test.ts']).output).toContain(
      'onlyFailures is ignored when combined with --related.',
    );
    // A run with -t does not update the results: fixed and run with -t, the file is still selected.
    writeFileSync(path.join(project.dir, 'src/fail.test.ts'), failing.replace('toBe(2)', 'toBe(1)'));
    expect(again(project, ['run', '-t', 'fails']).status).toBe(0);
    expect(again(project, ['run', '-f']).output).toContain('onlyFailures: running 1 of 3 test files');
    expect(again(project, ['run']).status).toBe(0);
    expect(again(project, ['run', '-f']).output).toContain('No failed tests found from the previous run.');
    // Nor does a run stopped by --bail (read from the installed core).
    expect(coreDist()).toContain('!context.normalizedConfig.testNamePattern && !bailAborted) await writeResultsCache(');
    // In watch mode -f is ignored too.
    const watch = startRstest(project.dir, ['watch', '-f']);
    await watch.waitFor('onlyFailures is ignored in watch mode');
    watch.kill('SIGINT');
    await watch.exit;
  });
});

claimsAreMarked();
