// The zh pages and the zh strings of i18n.json use one Chinese term per concept (site/glossary.ts),
// and zh pages keep a space before a link and full-width parentheses. Code is left alone: fenced
// blocks, inline code, URLs, JSX attributes and front-matter keys.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Nodes } from 'mdast';
import { describe, expect, test } from 'vitest';
import { pageFiles } from '../scripts/code-blocks.mjs';
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
    const value = /^\s*[\w.-]+\s*:(.*)$/.exec(text)?.[1] ?? text; // the key is code, its value is prose
    return findingsIn(value, file, i + 2);
  });
  const body = proseOf(page.tree).flatMap(({ text, line }) => findingsIn(text, file, line));
  return [...frontMatter, ...body];
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
    expect(checkZhPage(page.source, page.file).map(describeFinding)).toEqual([]);
  });

  test.each(pageFiles('zh'))('docs/zh/%s: link spacing and parentheses', (file) => {
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
