// What the coverage guide (docs/*/guide/basic/coverage.mdx) says beyond its runnable examples, proven by
// real runs of the pinned @rstest/core with @rstest/coverage-istanbul and @rstest/coverage-v8: the ignore
// comments, and the providers, reports and coverage flags. A claim is marked on both pages with
// `{/* proven by tests/claims/coverage.test.ts: <test name> */}`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { changed, pageClaims } from '../helpers/page-claims';
import { LANGS, printedUnder, says } from '../helpers/page-quotes';
import { codeOf, sectionTable } from '../helpers/page-tables';
import { LOCAL_ENV, type RstestRun, scratchRuns } from '../helpers/rstest';
import * as taskGuides from '../helpers/task-guide-claims';

const PAGE = 'guide/basic/coverage.mdx';
const run = scratchRuns({ env: LOCAL_ENV });
const { claim, claimsAreMarked, exampleFiles } = pageClaims('coverage.test.ts', PAGE);

const PROVIDERS = ['istanbul', 'v8'] as const;
type Provider = (typeof PROVIDERS)[number];

/** Coverage by source file (relative to the project), from the json-summary reporter. */
interface FileSummary {
  lines: { pct: number };
  statements: { pct: number };
  functions: { pct: number };
  branches: { pct: number };
}

function coverageOf(result: RstestRun): Record<string, FileSummary> {
  const file = path.join(result.dir, 'coverage/coverage-summary.json');
  expect(existsSync(file), result.output).toBe(true);
  const summary = JSON.parse(readFileSync(file, 'utf8')) as Record<string, FileSummary>;
  return Object.fromEntries(
    Object.entries(summary)
      .filter(([name]) => name !== 'total')
      .map(([name, value]) => [path.relative(result.dir, name), value]),
  );
}

const full = (file: FileSummary) =>
  [file.lines, file.statements, file.functions, file.branches].every((metric) => metric.pct === 100);

/** A run with coverage by `provider`, writing the json-summary report. */
const covered = (files: Record<string, string>, provider: Provider) =>
  run(files, [`--coverage.provider=${provider}`, '--coverage.reporters=json-summary']);

/**
 * Source files in which `hint` (one comment, or `start` and `stop`) would leave out code that the
 * test never runs: with the hint honoured, each file is fully covered. A `file` hint gets a file of
 * its own, imported by a test file of its own; honoured, the file is missing from the report.
 */
function fixtures(hint: string[]): Record<string, string> {
  const [first, second] = hint;
  const kind = /ignore\s+(next|if|else|file|start)/.exec(first)?.[1];
  const unused = 'export function unused(n: number): number {\n  const doubled = n * 2;\n  return doubled + 1;\n}\n';
  const used = 'export function used(n: number): number {\n  return n * 2;\n}\n';
  switch (kind) {
    case 'next':
      return {
        'function.ts': `${used}\n${first}\n${unused}`,
        'statement.ts': `export function check(n: number): string {\n  ${first}\n  if (n < 0) {\n    throw new RangeError('negative');\n  }\n  return 'ok';\n}\n`,
      };
    case 'if':
      return {
        'branch.ts': `export function check(n: number): string {\n  ${first}\n  if (n < 0) {\n    throw new RangeError('negative');\n  }\n  return 'ok';\n}\n`,
      };
    case 'else':
      return {
        'branch.ts': `export function check(n: number): string {\n  ${first}\n  if (n >= 0) {\n    return 'ok';\n  } else {\n    throw new RangeError('negative');\n  }\n}\n`,
      };
    case 'start':
      expect(second, `${first} is followed by its stop`).toMatch(/ignore\s+stop/);
      return { 'block.ts': `${used}\n${first}\n${unused}${second}\n` };
    case 'file':
      return { 'file.ts': `${first}\n${used}\n${unused}` };
    default:
      throw new Error(`no fixture for ${first}`);
  }
}

/** The project for a set of hints: each fixture in its own folder, one test file per `file` fixture. */
function projectFor(hints: string[][]): { files: Record<string, string>; sources: Map<string, string[]> } {
  const files: Record<string, string> = {};
  const sources = new Map<string, string[]>();
  const shared: string[] = [];
  hints.forEach((hint, index) => {
    const names: string[] = [];
    for (const [name, code] of Object.entries(fixtures(hint))) {
      const file = `src/h${index}/${name}`;
      files[file] = code;
      names.push(file);
      const call = name.endsWith('function.ts') || name === 'block.ts' || name === 'file.ts' ? 'used(1)' : 'check(1)';
      const exported = call.slice(0, call.indexOf('('));
      const local = `h${index}_${name.replace('.ts', '')}`;
      const line = [
        `import { ${exported} as ${local} } from './h${index}/${name.replace('.ts', '')}';`,
        `${local}${call.slice(exported.length)};`,
      ];
      if (name === 'file.ts')
        files[`src/h${index}.test.ts`] =
          `import { test } from '@rstest/core';\n${line[0]}\ntest('calls', () => {\n  ${line[1]}\n});\n`;
      else shared.push(...line);
    }
    sources.set(hint.join(' … '), names);
  });
  const imports = shared.filter((_, i) => i % 2 === 0);
  const calls = shared.filter((_, i) => i % 2 === 1);
  files['src/all.test.ts'] =
    `import { test } from '@rstest/core';\n${imports.join('\n')}\ntest('calls', () => {\n${calls.map((call) => `  ${call}`).join('\n')}\n});\n`;
  return { files, sources };
}

/** Which of `hints` each provider honours, by the coverage of their fixtures. */
function honoured(hints: string[][]): Record<Provider, Map<string, boolean>> {
  const { files, sources } = projectFor(hints);
  const result = {} as Record<Provider, Map<string, boolean>>;
  for (const provider of PROVIDERS) {
    const ran = covered(files, provider);
    expect(ran.status, ran.output).toBe(0);
    const coverage = coverageOf(ran);
    result[provider] = new Map(
      [...sources].map(([hint, names]) => {
        const states = names.map((name) => (name.endsWith('file.ts') ? !(name in coverage) : full(coverage[name])));
        expect(new Set(states).size, `${provider}: ${hint} works on every fixture or on none`).toBe(1);
        return [hint, states[0]];
      }),
    );
  }
  return result;
}

describe(PAGE, () => {
  claim('each provider honours the ignore comments the table says', () => {
    // The rows of both pages: the comments of the first cell (`start` … `stop` as one hint), then
    // whether Istanbul and V8 honour them.
    const answers = { en: [/^Yes\b/, /^No$/], zh: [/^支持/, /^不支持$/] } as const;
    const tables = LANGS.map((lang) =>
      sectionTable(lang, PAGE, 'ignore-comments').map(([comments, istanbul, v8]) => {
        const hints: string[][] = [];
        for (const code of codeOf(comments)) {
          if (/ignore\s+stop/.test(code)) hints[hints.length - 1].push(code);
          else hints.push([code]);
        }
        const [yes, no] = answers[lang];
        const answer = (cell: string) => {
          expect(yes.test(cell) || no.test(cell), `${lang}: "${cell}" starts with yes or no`).toBe(true);
          return yes.test(cell);
        };
        return { hints, istanbul: answer(istanbul), v8: answer(v8) };
      }),
    );
    expect(tables[1], 'the zh table has the rows of the en table').toEqual(tables[0]);
    const rows = tables[0];
    expect(rows.flatMap((row) => row.hints)).toHaveLength(15);

    const result = honoured(rows.flatMap((row) => row.hints));
    for (const row of rows)
      for (const hint of row.hints) {
        const key = hint.join(' … ');
        expect(result.istanbul.get(key), `istanbul: ${key}`).toBe(row.istanbul);
        expect(result.v8.get(key), `v8: ${key}`).toBe(row.v8);
      }
    // Without a hint, the same fixtures are not fully covered: the check can fail.
    const { files } = projectFor([['/* nothing ignore next */']]);
    for (const provider of PROVIDERS) {
      const coverage = coverageOf(covered(files, provider));
      expect(
        Object.values(coverage).some((file) => !full(file)),
        provider,
      ).toBe(true);
    }
  });

  claim('the hints work as line comments and with text after them', () => {
    says(PAGE, '`-- @preserve`');
    says(PAGE, '`// istanbul ignore next`');
    const forms = [
      ['// istanbul ignore next'],
      ['// v8 ignore next'],
      ['/* istanbul ignore next -- unreachable */'],
      ['/* v8 ignore next -- unreachable */'],
      ['/* v8 ignore start -- a debugging aid */', '/* v8 ignore stop */'],
      ['/* istanbul ignore next -- @preserve */'],
      ['/* v8 ignore next -- @preserve */'],
    ];
    const result = honoured(forms);
    for (const form of forms) {
      const key = form.join(' … ');
      expect(result.v8.get(key), `v8: ${key}`).toBe(true);
      expect(result.istanbul.get(key), `istanbul: ${key}`).toBe(key.includes('istanbul'));
    }
  });

  claim(
    'the status example is fully covered with both providers, and the throw is uncovered without the comment',
    () => {
      const files = exampleFiles('ignore');
      const table = (result: RstestRun) => result.output.slice(result.output.indexOf('-----------|'));
      const istanbul = run(files, ['--coverage']);
      const v8 = run(files, ['--coverage', '--coverage.provider=v8']);
      for (const result of [istanbul, v8]) expect(result.status, result.output).toBe(0);
      expect(table(v8)).toBe(table(istanbul));
      expect(table(istanbul)).toMatch(/ status\.ts \|\s+100 \|\s+100 \|\s+100 \|\s+100 \|/);

      const comment = '    /* istanbul ignore next -- unreachable while callers keep to the Status type */\n';
      const without = changed(files, 'src/status.ts', comment, '');
      const throwLine = without['src/status.ts'].split('\n').findIndex((line) => line.includes('throw new Error')) + 1;
      for (const provider of PROVIDERS) {
        const result = run(without, ['--coverage', `--coverage.provider=${provider}`]);
        expect(result.status, result.output).toBe(0);
        expect(result.output, provider).toMatch(new RegExp(` status\\.ts \\|[^\\n]*\\| ${throwLine}\\s*\\n`));
      }
    },
  );

  /** A file with a `file` hint, imported by a test file with two others; `shipping.ts` is also imported by another test file. */
  const source = (name: string) => `export function ${name}(n: number): number {\n  return n * 2;\n}\n`;
  const files = {
    'src/ignored.ts': `/* v8 ignore file */\n${source('ignored')}`,
    'src/price.ts': source('price'),
    'src/shipping.ts': source('shipping'),
    'src/a.test.ts': `import { expect, test } from '@rstest/core';
import { ignored } from './ignored';
import { price } from './price';
import { shipping } from './shipping';
test('a', () => {
  expect(ignored(1) + price(1) + shipping(1)).toBe(6);
});
`,
    'src/b.test.ts': `import { expect, test } from '@rstest/core';
import { shipping } from './shipping';
test('b', () => {
  expect(shipping(2)).toBe(4);
});
`,
  };
  const INCLUDE = '--coverage.include=src/**/*.ts';

  claim('with V8 a file hint leaves out the other files of its test file, and exclude does not', () => {
    says(PAGE, '[coverage.exclude](/config/test/coverage#exclude)');
    const withHint = coverageOf(covered(files, 'v8'));
    expect(Object.keys(withHint).sort()).toEqual(['src/shipping.ts']);
    // Istanbul leaves out the hinted file only (its own hint, /* istanbul ignore file */).
    const istanbul = coverageOf(
      covered(changed(files, 'src/ignored.ts', 'v8 ignore file', 'istanbul ignore file'), 'istanbul'),
    );
    expect(Object.keys(istanbul).sort()).toEqual(['src/price.ts', 'src/shipping.ts']);
    // coverage.exclude with V8, and no hint: the other files stay in the report.
    const excluded = run(changed(files, 'src/ignored.ts', '/* v8 ignore file */\n', ''), [
      '--coverage.provider=v8',
      '--coverage.reporters=json-summary',
      '--coverage.exclude=src/ignored.ts',
    ]);
    expect(excluded.status, excluded.output).toBe(0);
    expect(Object.keys(coverageOf(excluded)).sort()).toEqual(['src/price.ts', 'src/shipping.ts']);
  });

  claim('with V8 and include the files a file hint took out are listed at 0 %', () => {
    says(PAGE, '[coverage.include](/config/test/coverage#include)');
    const included = run(files, ['--coverage.provider=v8', '--coverage.reporters=json-summary', INCLUDE]);
    expect(included.status, included.output).toBe(0);
    const coverage = coverageOf(included);
    // price.ts ran in a.test.ts, beside the hinted file: it is back, at 0 %. The hinted file stays out.
    expect(Object.keys(coverage).sort()).toEqual(['src/price.ts', 'src/shipping.ts']);
    expect(coverage['src/price.ts'].lines.pct).toBe(0);
    expect(coverage['src/price.ts'].functions.pct).toBe(0);
    expect(full(coverage['src/shipping.ts'])).toBe(true);
    // Without the hint, the same run counts price.ts as covered.
    const plain = run(changed(files, 'src/ignored.ts', '/* v8 ignore file */\n', ''), [
      '--coverage.provider=v8',
      '--coverage.reporters=json-summary',
      INCLUDE,
    ]);
    expect(full(coverageOf(plain)['src/price.ts'])).toBe(true);
  });

  claim('with Istanbul and include a file hint fails the run with this error, and exclude does not', () => {
    const message = printedUnder(PAGE, 'ignore-file-with-include');
    const hinted = changed(files, 'src/ignored.ts', 'v8 ignore file', 'istanbul ignore file');
    const failed = run(hinted, ['--coverage.provider=istanbul', '--coverage.reporters=json-summary', INCLUDE]);
    expect(failed.status, failed.output).toBe(1);
    expect(failed.output).toMatch(/Tests 2 passed/);
    expect(failed.output).toContain(message.replace('/path/to/project', failed.dir));
    // The report leaves the hinted file out.
    expect(Object.keys(coverageOf(failed)).sort()).toEqual(['src/price.ts', 'src/shipping.ts']);
    // coverage.exclude instead of the hint: the same files, and the run passes.
    const excluded = run(changed(files, 'src/ignored.ts', '/* v8 ignore file */\n', ''), [
      '--coverage.provider=istanbul',
      '--coverage.reporters=json-summary',
      INCLUDE,
      '--coverage.exclude=src/ignored.ts',
    ]);
    expect(excluded.status, excluded.output).toBe(0);
    expect(Object.keys(coverageOf(excluded)).sort()).toEqual(['src/price.ts', 'src/shipping.ts']);
  });
});

describe('guide/basic/coverage.mdx: the providers, the reports and the coverage flags', () => {
  // Runs outside CI, of the page's example runs as files, as the other task guides make them (tests/helpers/task-guide-claims.ts).
  const { run, again, read, exists, allFilesRow, exampleFiles, testFile } = taskGuides;
  const page = 'guide/basic/coverage.mdx';

  claim('the two providers report different statement percentages for the threshold example', () => {
    says(page, '71.42');
    const istanbul = run(exampleFiles(page, 'gate'));
    expect(allFilesRow(istanbul.output)[1]).toBe('71.42');
    const v8 = again(istanbul, ['run', '--coverage.provider=v8']);
    expect(v8.output).toContain('Coverage enabled with v8');
    expect(allFilesRow(v8.output)[1]).toBe('75');
  });

  claim('the first run writes coverage/index.html, clover.xml and coverage-final.json', () => {
    const project = run(exampleFiles(page, 'first'), { args: ['run', '--coverage'] });
    expect(project.status).toBe(0);
    for (const file of ['index.html', 'price.ts.html', 'clover.xml', 'coverage-final.json']) {
      expect(exists(project, `coverage/${file}`), file).toBe(true);
    }
    expect(read(project, 'coverage/index.html')).toContain('price.ts');
  });

  claim('each reporter of the table writes the files it names', () => {
    const reporters = ['text-summary', 'html', 'lcov', 'cobertura', 'json-summary'];
    const project = run(exampleFiles(page, 'first'), {
      args: ['run', ...reporters.map((name) => `--coverage.reporters=${name}`)],
    });
    expect(project.status).toBe(0);
    expect(project.output).toContain('Coverage summary');
    for (const file of [
      'coverage/index.html',
      'coverage/lcov.info',
      'coverage/cobertura-coverage.xml',
      'coverage/coverage-summary.json',
    ]) {
      expect(exists(project, says(page, `\`${file}\``).slice(1, -1)), file).toBe(true);
    }
    expect(exists(project, `${says(page, '`coverage/lcov-report`').slice(1, -1)}/index.html`)).toBe(true);
    // `text` prints the table and writes nothing.
    const text = again(project, ['run', '--coverage.reporters=text']);
    expect(text.output).toContain('Uncovered Line #s');
    expect(exists(project, 'coverage')).toBe(false);
  });

  claim('text with skipFull leaves fully covered files out of the table', () => {
    says(page, "`['text', { skipFull: true }]`");
    const project = run({
      'rstest.config.ts':
        "import { defineConfig } from '@rstest/core';\n\nexport default defineConfig({ coverage: { enabled: true, reporters: [['text', { skipFull: true }]] } });\n",
      'src/full.ts': 'export const full = () => 1;\n',
      'src/partial.ts': 'export const partial = (on: boolean) => (on ? 1 : 0);\n',
      'src/a.test.ts': testFile(
        'a',
        "const { full } = await import('./full');\n  const { partial } = await import('./partial');\n  expect(full() + partial(true)).toBe(2);",
      ),
    });
    expect(project.status).toBe(0);
    expect(project.output).toContain('partial.ts');
    expect(project.output).not.toContain('full.ts');
  });

  claim('--coverage.* flags turn coverage on, replace or extend lists, and a thresholds flag is ignored', () => {
    const project = run({
      'rstest.config.ts':
        "export default { coverage: { include: ['src/a.ts'], reporters: ['text'], exclude: ['src/skipped.ts'] } };\n",
      'src/a.ts': 'export const a = (on: boolean) => (on ? 1 : 0);\n',
      'src/b.ts': 'export const b = () => 2;\n',
      'src/skipped.ts': 'export const skipped = () => 3;\n',
      'src/a.test.ts': testFile('a', "expect((await import('./a')).a(true)).toBe(1);"),
    });
    // No --coverage: the config does not enable it, so nothing is collected.
    expect(project.output).not.toContain('Coverage enabled');

    // Any --coverage.<key> turns it on; --coverage.include replaces the configured list.
    const include = again(project, ['run', '--coverage.include=src/b.ts']);
    expect(include.output).toContain('Coverage enabled with istanbul');
    expect(include.output).toContain(' b.ts ');
    expect(include.output).not.toContain(' a.ts ');

    // --coverage.exclude adds to the configured patterns: both files stay out.
    const exclude = again(project, ['run', '--coverage.include=src/**', '--coverage.exclude=src/b.ts']);
    expect(exclude.output).toContain(' a.ts ');
    expect(exclude.output).not.toContain(' b.ts ');
    expect(exclude.output).not.toContain('skipped.ts');

    // --coverage.reporters replaces the configured reporters.
    const reporters = again(project, ['run', '--coverage.reporters=text-summary']);
    expect(reporters.output).toContain('Coverage summary');
    expect(reporters.output).not.toContain('Uncovered Line #s');

    // Thresholds have no flag: this one is accepted and has no effect (a.ts has 50 % of branches).
    says(page, '`--coverage.thresholds.lines=90`');
    const thresholds = again(project, ['run', '--coverage', '--coverage.thresholds.branches=90']);
    expect(thresholds.status).toBe(0);
    expect(allFilesRow(thresholds.output)[2]).toBe('50');
    expect(thresholds.output).not.toContain('threshold');
  });

  claim('a failed test leaves no coverage report unless reportOnFailure', () => {
    const files = exampleFiles(page, 'gate');
    const project = run(files);
    expect(exists(project, 'coverage/index.html')).toBe(true);

    writeFileSync(
      path.join(project.dir, 'src/cart.test.ts'),
      files['src/cart.test.ts'].replace('toBe(750)', 'toBe(751)'),
    );
    const failed = again(project, ['run']);
    expect(failed.status).toBe(1);
    expect(failed.output).not.toContain('Uncovered Line #s');
    expect(failed.output).not.toContain('threshold');
    // The reports folder of the earlier run is gone.
    expect(exists(project, 'coverage')).toBe(false);

    const kept = again(project, ['run', says(page, '--coverage.reportOnFailure')]);
    expect(kept.status).toBe(1);
    expect(kept.output).toContain('Uncovered Line #s');
    expect(kept.output).toContain('does not meet global threshold 80%');
    expect(exists(project, 'coverage/index.html')).toBe(true);
  });
});

claimsAreMarked();
