// The zh pages and the zh strings of i18n.json use one Chinese term per concept (site/glossary.ts),
// and zh pages keep a space before a link and full-width parentheses. Code is left alone: fenced
// blocks, inline code, URLs, JSX attributes and front-matter keys.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Nodes } from 'mdast';
import { describe, expect, test } from 'vitest';
import { pageFiles } from '../lib/code-blocks.mjs';
import { type GlossaryEntry, glossary } from '../site/glossary';
import { parseMdx, readPage } from './helpers/mdx-page';
import { escapeRegExp } from '../lib/escapeRegExp.mjs';

const ROOT = path.join(import.meta.dirname, '..');

/** A zh page as the zh review found it (commit f9fca07), kept in tests/fixtures/zh-before-glossary. */
const beforeGlossary = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures/zh-before-glossary', name), 'utf8');

interface Finding {
  file: string;
  line: number;
  variant: string;
  entry: GlossaryEntry;
}

/** How a finding reads in a failure: where, what to write instead, and why. */
const describeFinding = ({ file, line, variant, entry }: Finding) =>
  `${file}:${line}: "${variant}" → write "${entry.term}" (${entry.concept}).${entry.note ? ` ${entry.note}` : ''}`;

/** Latin variants match as whole words in any case; Chinese phrases match anywhere. */
function variantPattern(variant: string): RegExp {
  const body = escapeRegExp(variant).replace(/ /g, '\\s+');
  return /^[\x20-\x7e]+$/.test(variant) ? new RegExp(`(?<![\\w.-])${body}(?![\\w-])`, 'gi') : new RegExp(body, 'g');
}

const occurrences = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length }));

/** The rejected variants in one piece of prose, by offset; a hit inside a longer hit is dropped. */
function rejectedIn(text: string) {
  // URLs are addresses, not prose.
  const prose = text.replace(/https?:\/\/[^\s）)>\]]+/g, (url) => ' '.repeat(url.length));
  const hits = glossary.flatMap((entry) =>
    entry.rejected.flatMap((variant) =>
      occurrences(prose, variantPattern(variant))
        .filter(({ start, end }) => !(prose[start - 1] === '（' && prose[end] === '）')) // a gloss for search
        .filter(({ start, end }) =>
          (entry.allowed ?? []).every((phrase) =>
            occurrences(prose, variantPattern(phrase)).every((ok) => start < ok.start || end > ok.end),
          ),
        )
        .map((hit) => ({ ...hit, variant: prose.slice(hit.start, hit.end), entry })),
    ),
  );
  return hits
    .filter(
      (hit) =>
        !hits.some(
          (other) =>
            other !== hit &&
            other.start <= hit.start &&
            other.end >= hit.end &&
            other.end - other.start > hit.end - hit.start,
        ),
    )
    .sort((a, b) => a.start - b.start);
}

/** Findings in a piece of prose that starts at `line`. */
function findingsIn(text: string, file: string, line: number): Finding[] {
  return rejectedIn(text).map(({ start, variant, entry }) => ({
    file,
    line: line + (text.slice(0, start).match(/\n/g)?.length ?? 0),
    variant,
    entry,
  }));
}

/** The prose of an MDX body: text (headings included, without their `{#id}`) and image alt texts. */
function proseOf(tree: Nodes): { text: string; line: number }[] {
  const line = tree.position?.start.line ?? 0;
  if (tree.type === 'text')
    return [{ text: tree.value.replace(/\\?\{#[^}]*\}/g, (id) => ' '.repeat(id.length)), line }];
  if (tree.type === 'image') return tree.alt ? [{ text: tree.alt, line }] : [];
  // A heading that is one identifier names code, as the API pages' member headings do (`## Reporter`).
  if (tree.type === 'heading' && /^[A-Za-z_$][\w$.]*\s*(\\?\{#[^}]*\})?$/.test(headingText(tree))) return [];
  return 'children' in tree ? tree.children.flatMap((child) => proseOf(child as Nodes)) : [];
}

/** The text of a heading as written, its `{#id}` included. */
const headingText = (heading: Nodes): string =>
  'children' in heading
    ? heading.children.map((child) => ('value' in child ? String(child.value) : headingText(child as Nodes))).join('')
    : '';

/** Every rejected variant a zh MDX page uses outside code, in its front-matter values or its body. */
function checkZhPage(source: string, file: string): Finding[] {
  const page = parseMdx(source, file);
  const lines = source.split('\n');
  const end = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  const frontMatter = lines.slice(1, Math.max(end, 1)).flatMap((text, i) => {
    // `keywords` are the words readers type, shown nowhere: a rejected variant (钩子函数) belongs there.
    if (/^keywords\s*:/.test(text)) return [];
    const value = /^\s*[\w.-]+\s*:(.*)$/.exec(text)?.[1] ?? text; // the key is code, its value is prose
    return findingsIn(value, file, i + 2);
  });
  const body = proseOf(page.tree).flatMap(({ text, line }) => findingsIn(text, file, line));
  return [...frontMatter, ...body];
}

/** A zh page's text outside code: front matter, fenced blocks and MDX comments removed (inline code kept). */
const textOutsideCode = (source: string) =>
  source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');

/**
 * The glossary's once-per-page glosses a zh page leaves out: a page whose body prose uses an entry's
 * term must contain the entry's `gloss` outside code.
 */
function missingGlosses(source: string, file: string): string[] {
  const prose = proseOf(parseMdx(source, file).tree)
    .map(({ text }) => text)
    .join('\n');
  const text = textOutsideCode(source);
  return glossary
    .filter((entry) => entry.gloss && prose.includes(entry.term) && !text.includes(entry.gloss))
    .map(
      (entry) => `${file}: uses "${entry.term}" and never glosses it: write "${entry.gloss}" once (${entry.concept}).`,
    );
}

/** Every rejected variant in the zh strings of an i18n.json text. */
function checkI18n(json: string, file: string): Finding[] {
  return json.split('\n').flatMap((text, i) => {
    const zh = /^\s*"zh":\s*("(?:[^"\\]|\\.)*")\s*,?\s*$/.exec(text)?.[1];
    return zh === undefined ? [] : findingsIn(JSON.parse(zh) as string, file, i + 1);
  });
}

const HAN = '\\u4e00-\\u9fff';

/**
 * The typography rules the zh reviews found broken: a space between Chinese text and a link, before
 * it (`见 [配置 Rstest](…)`) and after it (`[配置 Rstest](…) 一节`), full-width parentheses in
 * Chinese text (`（默认值为 …）`) and no space before a percent sign (`80%`).
 */
function typographyProblems(source: string, file: string): string[] {
  const { tree } = parseMdx(source, file);
  const lines = source.split('\n'); // node lines and columns are those of the source
  const problems: string[] = [];
  const visit = (node: Nodes) => {
    if (!('children' in node)) return;
    node.children.forEach((child, i) => {
      const before = node.children[i - 1];
      const after = node.children[i + 1];
      if (child.type === 'link') {
        const { start, end } = child.position ?? { start: { line: 0, column: 0 }, end: { line: 0, column: 0 } };
        const label =
          start.line === end.line ? lines[start.line - 1].slice(start.column - 1, end.column - 1) : child.url;
        if (before?.type === 'text' && new RegExp(`[${HAN}]$`).test(before.value))
          problems.push(`${file}:${start.line}: put a space before the link: "${before.value.slice(-4)} ${label}"`);
        if (after?.type === 'text' && new RegExp(`^[${HAN}]`).test(after.value))
          problems.push(`${file}:${end.line}: put a space after the link: "${label} ${after.value.slice(0, 4)}"`);
      }
      if (child.type === 'text') {
        for (const match of child.value.matchAll(/\d+(?:\.\d+)?[ \t]+%/g)) {
          const line =
            (child.position?.start.line ?? 0) + (child.value.slice(0, match.index).match(/\n/g)?.length ?? 0);
          problems.push(`${file}:${line}: "${match[0]}" has a space before %: write ${match[0].replace(/[ \t]+/, '')}`);
        }
        for (const match of child.value.matchAll(new RegExp(`[${HAN}][ \\t]*\\((?!\\))|\\([ \\t]*[${HAN}]`, 'g'))) {
          const line =
            (child.position?.start.line ?? 0) + (child.value.slice(0, match.index).match(/\n/g)?.length ?? 0);
          problems.push(
            `${file}:${line}: "${match[0].trim()}" has a half-width parenthesis in Chinese text: write （…）`,
          );
        }
      }
      visit(child as Nodes);
    });
  };
  visit(tree);
  // A heading, a bold lead-in or a table cell starts with Mock, not mock (`## Mock 调用`); a member
  // name such as `## mock.calls` is code.
  const starts = (node: Nodes): string =>
    'children' in node && node.children[0] ? ('value' in node.children[0] ? String(node.children[0].value) : '') : '';
  const visitStarts = (node: Nodes) => {
    if (['heading', 'strong', 'tableCell'].includes(node.type) && /^mock(?![\w.])/.test(starts(node)))
      problems.push(
        `${file}:${node.position?.start.line}: "${starts(node).slice(0, 12)}" starts with a lowercase mock: write Mock`,
      );
    if ('children' in node) for (const child of node.children) visitStarts(child as Nodes);
  };
  visitStarts(tree);
  // The source lines outside fenced code: what MDX comments and inline code leave between the words.
  let fence = '';
  lines.forEach((text, i) => {
    const opening = /^(```|~~~)/.exec(text)?.[1];
    if (fence) {
      if (text.startsWith(fence)) fence = '';
      return;
    }
    if (opening) {
      fence = opening;
      return;
    }
    // `。{/* … */} 如果`: the comment renders as nothing, and the space after 。 shows.
    if (/。(?:\{\/\*.*?\*\/\}\s*)*\{\/\*.*?\*\/\}[ \t]+\S/.test(text))
      problems.push(`${file}:${i + 1}: a space after an MDX comment that follows 。: remove it`);
    // "fails with X" as 以 X 失败: write 失败，报错为 X or 会失败并报错 X.
    for (const match of text.matchAll(
      /以\s*(`+)[^`].*?\1\s*(失败|停止)|以(?:这|上面|下面|该|此)[^，。；`]{0,10}(失败|停止)/g,
    ))
      problems.push(
        `${file}:${i + 1}: "${match[0]}" reads as a calque of "fails with": write "失败，报错为 …" or "会失败并报错 …"`,
      );
    // Chinese technical prose does not group digits: 4096, not 4,096.
    const prose = text.replace(/(`+)[^`].*?\1/g, '');
    for (const match of prose.matchAll(new RegExp(`(?<=[${HAN}，。：（ ])\\d{1,3}(?:,\\d{3})+(?![\\d,])`, 'g')))
      problems.push(`${file}:${i + 1}: "${match[0]}" has a thousands separator: write ${match[0].replaceAll(',', '')}`);
  });
  return problems;
}

describe('the glossary can be followed', () => {
  test.each(glossary.map((entry) => [entry.concept, entry] as const))(
    '%s: no term contains a rejected variant',
    (_, entry) => {
      expect(rejectedIn(entry.term).map((hit) => hit.variant)).toEqual([]);
    },
  );

  test.each(glossary.filter((entry) => entry.allowed).map((entry) => [entry.concept, entry] as const))(
    '%s: every allowed phrase contains one of its rejected variants',
    (_, entry) => {
      for (const phrase of entry.allowed ?? []) {
        expect(
          entry.rejected.some((variant) => variantPattern(variant).test(phrase)),
          phrase,
        ).toBe(true);
      }
    },
  );
});

describe('the check', () => {
  test('finds 计时器 and 模拟时钟 in the zh fake-timers page as it was before the glossary', () => {
    const old = beforeGlossary('fakeTimers.mdx');
    const messages = checkZhPage(old, 'docs/zh/api/rstest/fakeTimers.mdx').map(describeFinding);
    expect(messages).toContain(
      'docs/zh/api/rstest/fakeTimers.mdx:46: "计时器" → write "定时器" (timer (setTimeout, setInterval …)). ' +
        '计时器 is a stopwatch that measures elapsed time; a timer that schedules a callback is 定时器, as on MDN.',
    );
    expect(messages.filter((message) => message.includes('"计时器"'))).toHaveLength(32);
    expect(
      messages.some((message) =>
        message.startsWith('docs/zh/api/rstest/fakeTimers.mdx:50: "模拟时钟" → write "假时钟"'),
      ),
    ).toBe(true);
  });

  test('skips code, URLs, JSX attributes, front-matter keys and glosses; reads front-matter values and headings', () => {
    const sample = [
      '---', // 1
      'title: 计时器', // 2
      'reporter: 定时器', // 3
      '---', // 4
      '# 整个运行 {#reporter-options}', // 5
      '', // 6
      '<ConfigMeta name="reporter" />', // 7
      '', // 8
      '`计时器` 与 [定时器](https://example.com/计时器) 以及 https://example.com/reporter', // 9
      '', // 10
      '```ts', // 11
      'const 计时器 = 1; // reporter', // 12
      '```', // 13
      '', // 14
      'mock 函数（模拟函数）在整个运行过程中有效，默认 Reporter 输出汇总。', // 15
      '', // 16
      '![由 reporters 输出的钩子函数](/a.svg)', // 17
    ].join('\n');
    expect(checkZhPage(sample, 'sample.mdx').map(({ line, variant }) => `${line}:${variant}`)).toEqual([
      '2:计时器',
      '5:整个运行',
      '15:Reporter',
      '17:钩子函数',
    ]);
  });

  test('finds the missing link spaces and the half-width parentheses the reviews found', () => {
    expect(typographyProblems(beforeGlossary('hooks.mdx'), 'hooks.mdx')).toContain(
      'hooks.mdx:21: "(默" has a half-width parenthesis in Chinese text: write （…）',
    );
    expect(typographyProblems(beforeGlossary('setupFiles.mdx'), 'setupFiles.mdx')).toEqual([
      'setupFiles.mdx:12: put a space before the link: "试生效的 [钩子](/api/test-api/hooks)"',
    ]);
    const fine =
      '见 [配置 Rstest](/guide/basic/configure-rstest)（默认值为 `5000`），`f(x)` 与 [`rs.fn`](/api/rstest/mockFunctions) 相同。';
    expect(typographyProblems(fine, 'fine.mdx')).toEqual([]);
    expect(typographyProblems('函数覆盖率达到了 80 %。', 'percent.mdx')).toEqual([
      'percent.mdx:1: "80 %" has a space before %: write 80%',
    ]);
    // The second review: Chinese text right after a link, as on six pages it found.
    expect(
      typographyProblems('与 [`slowTestThreshold`](/config/test/slowTestThreshold)配合使用。', 'after.mdx'),
    ).toEqual([
      'after.mdx:1: put a space after the link: "[`slowTestThreshold`](/config/test/slowTestThreshold) 配合使用"',
    ]);
  });

  test('finds the term drift of the fourth review in the lines it quoted', () => {
    const lines = [
      '[深入模块 mock](/guide/advanced/module-mocking#barrels) 进一步讲解了这种情况：桶文件、对模块命名空间使用 `rs.spyOn`。', // 1 troubleshooting:419
      '测试通过，并且从未抛出 `DATABASE_URL is not set`：使用 factory 时，真实的 `lib/db.ts` 根本不会执行。', // 2 module-mocking:57
      '## 不支持异步 mock 工厂 {#async-mock-factory}', // 3 troubleshooting:90
      '一个结账相关的测试套件由两个团队共用，CI 任务需要按团队列出各自的测试。', // 4 metadata-and-cleanup:12
      '- **suite 的 `meta` 会被继承。** 每个测试和嵌套的 suite 一开始都带有 `team`。', // 5 metadata-and-cleanup:41
      '最后一个测试中的代码块把假时间限制在块内的几行。', // 6 metadata-and-cleanup:164
      '本页不对速度作任何比较：没有为本页在同一个测试套件上测量过这三个工具。', // 7 comparison:36
      '- **`autoAttachChildProcesses`** 让 VS Code 的调试器连接到该程序启动的子进程。', // 8 editor-debugging:68
      '## 使用 JavaScript Debug Terminal {#debug-terminal}', // 9 editor-debugging:92
      '`index.ts` 是一个 barrel 文件（桶文件，只做重新导出的 `index.ts`），mock 工厂函数与真实模块。', // 10 glossed: fine
      '在 VS Code 中打开 JavaScript 调试终端（JavaScript Debug Terminal）。', // 11 glossed: fine
    ].join('\n\n');
    expect(checkZhPage(lines, 'old.mdx').map(({ line, variant }) => `${line}:${variant}`)).toEqual([
      '1:桶文件',
      '3:factory',
      '5:mock 工厂',
      '7:CI 任务',
      '9:suite',
      '9:suite',
      '11:假时间',
      '13:同一个测试套件上',
      '15:调试器连接',
      '17:JavaScript Debug Terminal',
    ]);
  });

  test('finds a page that uses a term with a once-per-page gloss and never glosses it', () => {
    // comparison:19 and troubleshooting:351 as the fourth review found them.
    expect(missingGlosses('| 覆盖率提供方 | `istanbul`、`v8` |\n| --- | --- |\n', 'comparison.mdx')).toEqual([
      'comparison.mdx: uses "提供方" and never glosses it: write "提供方（provider）" once (provider (of coverage, of the browser)).',
    ]);
    expect(missingGlosses('测试 mock 的是一个 barrel 文件，而被测代码……\n', 'troubleshooting.mdx')).toHaveLength(1);
    expect(missingGlosses('默认提供方（provider）为 `istanbul`；提供方由……\n', 'fine.mdx')).toEqual([]);
    const glossed = '一个 barrel 文件（桶文件，只做重新导出的 `index.ts`）。\n\n```ts\n// 提供方\n```\n';
    expect(missingGlosses(glossed, 'fine.mdx')).toEqual([]);
  });

  test('finds the typography and phrasing the fourth review found', () => {
    const old = [
      '本站验证过的内容：MSW 2.15.0。{/* proven by tests/claims/x.test.ts: y */} 如果要在多个测试文件之间共享服务器。', // 1 mocking-recipes:105
      '',
      '因此第二次调用会以 `TypeError: Body is unusable: Body has already been read` 失败。', // 3 mocking-recipes:53
      '',
      '快照尚未保存的测试会以 ``Snapshot `<name> 1` mismatched`` 失败，而不是写出 `.snap` 文件。', // 5 ci:255
      '',
      '带有新快照的测试会以这条信息失败，尽管根本没有可以比较的内容。', // 7 troubleshooting:164
      '',
      '4 KiB 的上限是 Rsbuild 的默认值：4,096 字节的文件会被内联，4,097 字节的则不会。', // 9 css-and-assets:204
      '',
      '## mock 定义导出的那个模块 {#barrels}', // 11 module-mocking:40
      '',
      '- **mock 与快照。** 三者的 `fn` 形式相同。', // 13 comparison:31
      '',
      '## mock.calls', // 15 a member name: fine
      '',
      '因此第二次调用会失败，报错为 `TypeError: x`。{/* proven by tests/claims/x.test.ts: y */}如果要共享。', // 17 fine
    ].join('\n');
    expect(typographyProblems(old, 'old.mdx').map((problem) => problem.slice(0, problem.indexOf(':', 8)))).toEqual([
      'old.mdx:11',
      'old.mdx:13',
      'old.mdx:1',
      'old.mdx:3',
      'old.mdx:5',
      'old.mdx:7',
      'old.mdx:9',
      'old.mdx:9',
    ]);
  });

  test('reads the zh strings of i18n.json, not the en ones', () => {
    const json = '{\n  "slogan": {\n    "en": "reporter",\n    "zh": "内置 expect、模拟函数与假定时器"\n  }\n}\n';
    expect(checkI18n(json, 'i18n.json').map(describeFinding)).toEqual([
      `i18n.json:4: "模拟函数" → write "mock" (mock (noun and verb)). ${glossary.find((e) => e.term === 'mock')?.note}`,
    ]);
  });
});

describe('zh pages follow the glossary and the typography rules', () => {
  test.each(pageFiles('zh'))('docs/zh/%s', (file) => {
    const page = readPage('zh', file);
    expect([
      ...checkZhPage(page.source, page.file).map(describeFinding),
      ...missingGlosses(page.source, page.file),
    ]).toEqual([]);
  });

  test.each(pageFiles('zh'))('docs/zh/%s: link spacing, parentheses and phrasing', (file) => {
    const page = readPage('zh', file);
    expect(typographyProblems(page.source, page.file)).toEqual([]);
  });

  test('i18n.json', () => {
    const json = readFileSync(path.join(ROOT, 'i18n.json'), 'utf8');
    const zhStrings = Object.values(JSON.parse(json) as Record<string, { zh?: string }>).filter(
      (t) => typeof t.zh === 'string',
    );
    // Every zh string is one `"zh": "…"` line, so each is read (and a finding has its line).
    expect(json.split('\n').filter((line) => /^\s*"zh":/.test(line))).toHaveLength(zhStrings.length);
    expect(checkI18n(json, 'i18n.json').map(describeFinding)).toEqual([]);
  });
});
