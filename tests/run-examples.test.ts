// The example runner's reading of fence meta and its output matching (lib/examples/outcome.mjs),
// and the whole-run examples of every page, checked for meta that cannot work without running them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { type CodeBlock, codeBlocks, DOCS_DIR, pageFiles } from '../lib/code-blocks.mjs';
import {
  comparableLines,
  findMissingLine,
  parseExitCode,
  parseMeta,
  splitArgs,
  wholeRuns,
} from '../lib/examples/outcome.mjs';
import { codeAsRun, commentsOf } from '../lib/examples/same-run.mjs';

const fence = (info: string, code = "test('a', () => {});") => `\`\`\`${info}\n${code}\n\`\`\`\n`;

describe('fence meta', () => {
  test('reads bare words and quoted or bare key=value pairs', () => {
    const { flags, values } = parseMeta(
      `title="src/a b.test.ts" runnable run='cov' exit=1 args="--coverage -t 'adds two'"`,
    );
    expect([...flags]).toEqual(['runnable']);
    expect(values).toEqual({ title: 'src/a b.test.ts', run: 'cov', exit: '1', args: "--coverage -t 'adds two'" });
  });

  test('a word inside a value is not a flag', () => {
    expect([...parseMeta('title="runnable.test.ts"').flags]).toEqual([]);
  });

  test('codeBlocks exposes the whole-run keys of a block', () => {
    const source = `${fence('ts title="rstest.config.ts" runnable run="cov" args="--coverage" exit=1')}${fence(
      'text output run="cov" from="coverage/summary.txt"',
      'All files',
    )}`;
    const [config, output] = codeBlocks(source);
    expect(config).toMatchObject({
      runnable: true,
      output: false,
      run: 'cov',
      args: '--coverage',
      exit: '1',
      title: 'rstest.config.ts',
    });
    expect(output).toMatchObject({
      lang: 'text',
      runnable: false,
      output: true,
      run: 'cov',
      from: 'coverage/summary.txt',
      line: 4,
    });
  });

  test('codeBlocks exposes the command of a script run', () => {
    const [script] = codeBlocks(fence('js title="main.mjs" runnable run="api" command="node main.mjs --watch"'));
    expect(script).toMatchObject({ run: 'api', command: 'node main.mjs --watch' });
  });

  test('an ordinary block has none of them', () => {
    const [block] = codeBlocks(fence('ts title="src/sum.test.ts" runnable'));
    expect(block).toMatchObject({
      runnable: true,
      output: false,
      run: undefined,
      args: undefined,
      command: undefined,
      exit: undefined,
      from: undefined,
    });
  });

  test('args split like a shell splits plain and quoted words', () => {
    expect(splitArgs('--coverage -t \'adds two\' --coverage.include="src/**"')).toEqual([
      '--coverage',
      '-t',
      'adds two',
      '--coverage.include=src/**',
    ]);
    expect(splitArgs('')).toEqual([]);
  });

  test('exit is a non-negative integer, 0 when absent', () => {
    expect(parseExitCode(undefined)).toBe(0);
    expect(parseExitCode('1')).toBe(1);
    expect(() => parseExitCode('fail')).toThrow('exit=fail is not an exit code');
  });
});

describe('whole-run examples of a page', () => {
  const blocksOf = (...fences: string[]) => codeBlocks(fences.join(''));

  test('groups blocks by run id, with the args and exit code any of them declares', () => {
    const runs = wholeRuns(
      'docs/en/x.mdx',
      'en--x',
      blocksOf(
        fence('ts title="rstest.config.ts" runnable run="cov" exit=1'),
        fence('ts title="a.test.ts" runnable'),
        fence('ts title="src/a.test.ts" runnable run="cov" args="--coverage --bail 1"'),
        fence('text output run="cov"', 'Test Files 1 passed'),
        fence('ts title="b.test.ts" runnable run="other"'),
      ),
    );
    expect(
      runs.map(({ name, files, outputs, args, exit }) => ({
        name,
        files: files.map((f: CodeBlock) => f.title),
        outputs: outputs.length,
        args,
        exit,
      })),
    ).toEqual([
      {
        name: 'en--x--cov',
        files: ['rstest.config.ts', 'src/a.test.ts'],
        outputs: 1,
        args: ['--coverage', '--bail', '1'],
        exit: 1,
      },
      { name: 'en--x--other', files: ['b.test.ts'], outputs: 0, args: [], exit: 0 },
    ]);
    expect(runs.map((run) => run.command)).toEqual([undefined, undefined]);
  });

  test('a run with command="node <script>" runs the script, with the arguments after it', () => {
    const [run] = wholeRuns(
      'docs/en/x.mdx',
      'en--x',
      blocksOf(
        fence('js title="main.mjs" runnable run="api" command="node main.mjs --ci"'),
        fence('ts title="a.test.ts" runnable run="api" exit=1'),
        fence('text output run="api"', 'status: fail'),
      ),
    );
    expect(run).toMatchObject({ command: ['main.mjs', '--ci'], args: [], exit: 1 });
    expect(run.files.map((f: CodeBlock) => f.title)).toEqual(['main.mjs', 'a.test.ts']);
  });

  test.each([
    [[fence('text output', 'x')], 'docs/en/x.mdx:1: an output block needs run="<id>"'],
    [[fence('text output run="cov"', 'x')], 'docs/en/x.mdx:1: no runnable block has run="cov"'],
    [[fence('ts title="a.test.ts" runnable exit=1')], 'docs/en/x.mdx:1: exit= needs run="<id>" on the same block'],
    [[fence('ts title="a.test.ts" run="cov"')], 'docs/en/x.mdx:1: run= belongs on a runnable or an output block'],
    [
      [fence('ts title="a.test.ts" runnable run="cov" from="x.txt"')],
      'docs/en/x.mdx:1: from= belongs on an output block',
    ],
    [
      [
        fence('ts title="a.test.ts" runnable run="cov" exit=1'),
        fence('ts title="b.test.ts" runnable run="cov" exit=2'),
      ],
      'docs/en/x.mdx:1: run "cov" declares exit= twice: 1 and 2',
    ],
    [[fence('ts title="a.test.ts" runnable run="cov" exit=yes')], 'docs/en/x.mdx:1: exit=yes is not an exit code'],
    [[fence('js title="main.mjs" runnable command="node main.mjs"')], 'docs/en/x.mdx:1: command= needs run="<id>"'],
    [
      [fence('js title="main.mjs" runnable run="api" command="npx rstest"'), fence('text output run="api"', 'x')],
      'docs/en/x.mdx:1: command="npx rstest" must be "node <script> [args]"',
    ],
    [
      [
        fence('js title="main.mjs" runnable run="api" command="node main.mjs" args="--ci"'),
        fence('text output run="api"', 'x'),
      ],
      'docs/en/x.mdx:1: run "api" has command=: put its arguments there, not in args=',
    ],
    [
      [fence('js title="main.mjs" runnable run="api" command="node main.mjs"')],
      'docs/en/x.mdx:1: run "api" has a command but no output block to check',
    ],
  ])('rejects meta that cannot work (%#)', (fences, message) => {
    expect(() => wholeRuns('docs/en/x.mdx', 'en--x', blocksOf(...fences))).toThrow(message);
  });

  const pages = (['en', 'zh'] as const).flatMap((lang) => pageFiles(lang).map((page) => `${lang}/${page}`));
  test.each(pages)('docs/%s declares its whole-run examples in a way the runner can run', (page) => {
    const blocks = codeBlocks(readFileSync(path.join(DOCS_DIR, page), 'utf8'));
    expect(() => wholeRuns(`docs/${page}`, page, blocks)).not.toThrow();
  });
});

test.each(pageFiles('en').filter((page) => pageFiles('zh').includes(page)))(
  '%s: the Chinese page has the same whole-run examples and expected output',
  (page) => {
    const wholeRunBlocks = (lang: string) =>
      codeBlocks(readFileSync(path.join(DOCS_DIR, lang, page), 'utf8'))
        .filter((block) => block.run !== undefined)
        .map(({ lang, meta, code, output }) => ({ lang, meta, output: output ? code : undefined }));
    expect(wholeRunBlocks('zh')).toEqual(wholeRunBlocks('en'));
  },
);

describe('expected output', () => {
  const run = [
    '\x1b[1m\x1b[31m ✗\x1b[39m\x1b[22m src/checkout.test.ts (1)',
    '  ✗ applies the discount (15ms)',
    ' - src/price.test.ts (0)',
    '',
    '   Duration 1.34s (build 83ms, tests 1.2 s)',
    'Test run aborted due to reaching the bail limit of 1 failed test(s).',
  ].join('\n');

  test('lines are compared without colours, surrounding spaces and real timings', () => {
    expect(comparableLines(run)).toContain('✗ src/checkout.test.ts (1)');
    expect(comparableLines(run)).toContain('Duration <duration> (build <duration>, tests <duration>)');
    expect(comparableLines('1 skipped, 2 tests')).toEqual(['1 skipped, 2 tests']);
  });

  test('passes when every non-empty expected line appears in order, timings aside', () => {
    const expected =
      '✗ src/checkout.test.ts (1)\n\n  ✗ applies the discount (8ms)\nTest run aborted due to reaching the bail limit of 1 failed test(s).';
    expect(findMissingLine(expected, run)).toBeUndefined();
  });

  test('names the first expected line that is missing', () => {
    expect(findMissingLine('✗ src/checkout.test.ts (1)\n - src/cart.test.ts (0)', run)).toEqual({
      line: ' - src/cart.test.ts (0)',
      index: 1,
    });
  });

  test('a line must come after the one matched before it', () => {
    expect(findMissingLine(' - src/price.test.ts (0)\n✗ src/checkout.test.ts (1)', run)).toEqual({
      line: '✗ src/checkout.test.ts (1)',
      index: 1,
    });
  });

  test('a line is matched whole, not as part of a longer line', () => {
    expect(findMissingLine('src/price.test.ts', run)).toEqual({ line: 'src/price.test.ts', index: 0 });
  });
});

describe('copies of a whole run whose comments alone differ are the same run', () => {
  const en = `import { expect, test } from '@rstest/core';

// The total of two prices.
test('adds', () => {
  /* Two lines
     of comment. */
  expect(1 + 2).toBe(3); // exact
});
`;
  const zh = `import { expect, test } from '@rstest/core';

// 两个价格之和。
test('adds', () => {
  /* 两行
     注释。 */
  expect(1 + 2).toBe(3); // 精确
});
`;

  test('prose comments in other words, on the same lines, give the same code', () => {
    expect(codeAsRun('src/a.test.ts', zh, [])).toBe(codeAsRun('src/a.test.ts', en, []));
    expect(codeAsRun('src/a.test.ts', en, []).split('\n')).toHaveLength(en.split('\n').length);
  });

  test('code outside comments, and comments on other lines, still differ', () => {
    const renamed = zh.replace("test('adds'", "test('相加'");
    expect(codeAsRun('src/a.test.ts', renamed, [])).not.toBe(codeAsRun('src/a.test.ts', en, []));
    const moved = zh
      .replace('// 两个价格之和。\n', '')
      .replace("test('adds', () => {", "test('adds', () => {\n  // 两个价格之和。");
    expect(codeAsRun('src/a.test.ts', moved, [])).not.toBe(codeAsRun('src/a.test.ts', en, []));
  });

  test('// inside a string, a template, a regular expression or JSX text is code, not a comment', () => {
    const code = [
      "const url = 'https://a.b';",
      `const t = \`\${url} // kept\`;`,
      'const re = /\\/\\//;',
      'const el = <p>// text</p>;',
      '',
    ].join('\n');
    expect(commentsOf('a.tsx', code)).toEqual([]);
    expect(codeAsRun('a.tsx', code, [])).toBe(code);
  });

  test.each([
    ['a comment a tool reads', '/** @jest-environment jsdom */\n'],
    ['a coverage hint', '/* istanbul ignore next */\n'],
    ['a comment with code after it on its line', '/* note */ export const a = 1;\n'],
  ])('the file is kept as it is with %s', (_, code) => {
    expect(codeAsRun('src/a.ts', code, [])).toBe(code);
  });

  test('the file is kept as it is when an expected-output block quotes a comment’s words', () => {
    expect(codeAsRun('src/a.test.ts', en, ['> 3 | // The total of two prices.'])).toBe(en);
    expect(codeAsRun('src/a.test.ts', en, ['✓ adds'])).not.toBe(en);
  });

  test('Less and SCSS line comments in other words give the same code; a quoted or tool comment keeps the file', () => {
    const less = '.panel {\n  // Less nesting: compiles to .panel-title\n  &-title {\n    font-weight: bold;\n  }\n}\n';
    const zhLess = less.replace('Less nesting: compiles to .panel-title', 'Less 嵌套：编译为 .panel-title');
    expect(codeAsRun('src/a.module.less', zhLess, [])).toBe(codeAsRun('src/a.module.less', less, []));
    expect(codeAsRun('src/a.module.scss', zhLess, [])).not.toBe(zhLess);
    expect(codeAsRun('src/a.module.less', less.replace('&-title', '&-name'), [])).not.toBe(
      codeAsRun('src/a.module.less', less, []),
    );
    expect(codeAsRun('src/a.module.less', less, ['Less nesting: compiles to .panel-title'])).toBe(less);
    expect(codeAsRun('src/a.module.scss', '// stylelint-disable\n.a {}\n', [])).toBe('// stylelint-disable\n.a {}\n');
    expect(codeAsRun('src/a.css', '/* a comment */\n.a {}\n', [])).toBe('/* a comment */\n.a {}\n');
  });

  test('files that are not scripts are kept as they are', () => {
    expect(codeAsRun('.env', '# a comment\nA=1\n', [])).toBe('# a comment\nA=1\n');
  });
});
