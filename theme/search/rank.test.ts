import { getSlicedStrByByteLength } from '../../rspress-slim/always-on/searchUtil';
import type { DefaultMatchResultItem } from '@rspress/core/theme-original';
import { describe, expect, test } from 'vitest';
import { type IndexRecord, MAX_CONTENT_HITS, prepare, rank } from './rank';

const page = (routePath: string, title: string, sections: [string, string][], intro = ''): IndexRecord => {
  let content = intro;
  const toc: IndexRecord['toc'] = [];
  for (const [heading, text] of sections) {
    content += `${content ? '\n\n' : ''}`;
    toc.push({
      id: heading.toLowerCase().replace(/[^a-z0-9\u4e00-\u9fff]+/g, ''),
      text: heading,
      depth: heading.startsWith('### ') ? 3 : 2,
      charIndex: content.length,
    });
    content += `${heading.replace(/^### /, '')}\n\n${text}`;
  }
  return { routePath, title, content, toc: toc.map((h) => ({ ...h, text: h.text.replace(/^### /, '') })) };
};

const SITE = prepare([
  page('/guide/start/quick-start', 'Quick Start', [
    ['Install Rstest', 'Run npm add @rstest/core and write a test that calls toHaveBeenCalledWith on a spy.'],
  ]),
  page('/guide/mocking', 'Mocking guide', [
    ['Spies', 'expect(spy).toHaveBeenCalledWith(1); expect(spy).toHaveBeenCalledWith(2); toHaveBeenCalledWith again.'],
  ]),
  page('/api/expect', 'expect', [
    ['toHaveBeenCalled', 'Passes when the spy was called.'],
    ['toHaveBeenCalledWith', 'Passes when the spy was called with the arguments.'],
  ]),
  page('/api/rstest/fakeTimers', 'Fake timers', [['rs.useFakeTimers', 'Replaces the timers.']]),
  page('/api/rstest/utilities', 'Utilities', [['rs.stubEnv', 'Changes an environment variable; see testTimeout.']]),
  page('/config/test/testTimeout', 'testTimeout', [['Per-test timeouts', 'The default is 5000 ms.']]),
  page(
    '/zh/guide/start/quick-start',
    '快速上手',
    [['安装 Rstest', '运行 npm add @rstest/core，然后编写第一个测试。']],
    '本页带你快速上手。',
  ),
  page('/zh/guide/start/', '介绍', [['下一步', '阅读快速上手，了解如何配置 Rstest。']]),
  page('/zh/api/rstest/mockFunctions', 'Mock 函数', [['rs.fn', '创建一个 mock 函数。']]),
  page('/zh/api/rstest/fakeTimers', '模拟计时器', [
    ['rs.useFakeTimers', '用模拟的计时器替换真实的计时器，回调函数不会立即执行。'],
  ]),
  page('/zh/config/test/testTimeout', 'testTimeout', [['单个测试的超时', '在配置文件中设置 testTimeout。']]),
]);

const pages = (hits: DefaultMatchResultItem[]) => [...new Set(hits.map((h) => h.link.split('#')[0]))];
/** The text each highlight marks, read the way the panel reads it. */
const marked = (hit: DefaultMatchResultItem) =>
  hit.highlightInfoList.map(({ start, length }) =>
    getSlicedStrByByteLength(hit.type === 'content' ? hit.statement : hit.header, start, length),
  );

describe('rank', () => {
  test('the page titled as the query comes first, before pages that only mention it', () => {
    const hits = rank(SITE, 'Quick Start');
    expect(hits[0]).toMatchObject({ type: 'title', link: '/guide/start/quick-start' });
    expect(marked(hits[0]!)).toEqual(['Quick Start']);
    expect(rank(SITE, '快速上手')[0]).toMatchObject({ type: 'title', link: '/zh/guide/start/quick-start' });
  });

  test("a member's own heading comes before code that mentions it on other pages", () => {
    const hits = rank(SITE, 'toHaveBeenCalledWith');
    expect(hits[0]).toMatchObject({
      type: 'header',
      link: '/api/expect#tohavebeencalledwith',
      header: 'expect > toHaveBeenCalledWith',
    });
    expect(pages(hits)).toEqual(['/api/expect', '/guide/mocking', '/guide/start/quick-start']);
    // Lower case and a stem: the heading that is the query, then the longer one.
    expect(
      rank(SITE, 'tohavebeencalled')
        .slice(0, 2)
        .map((h) => h.link),
    ).toEqual(['/api/expect#tohavebeencalled', '/api/expect#tohavebeencalledwith']);
  });

  test('a member is found without its object, and partial words across camelCase', () => {
    expect(rank(SITE, 'useFakeTimers')[0]).toMatchObject({ link: '/api/rstest/fakeTimers#rsusefaketimers' });
    expect(rank(SITE, 'stubEnv')[0]).toMatchObject({ link: '/api/rstest/utilities#rsstubenv' });
    const fake = rank(SITE, 'fake timer');
    expect(fake[0]).toMatchObject({ type: 'title', link: '/api/rstest/fakeTimers' });
    expect(fake.map(marked)).toContainEqual(['FakeTimer']);
  });

  test('a query mixing Chinese and an option name finds the page with both words', () => {
    const hits = rank(SITE, '配置 testTimeout');
    expect(pages(hits)[0]).toBe('/zh/config/test/testTimeout');
    expect(marked(hits[0]!)).toEqual(['testTimeout']);
    const content = hits.find((h) => h.type === 'content' && h.link.startsWith('/zh/config/test/testTimeout'));
    expect(content && marked(content)).toEqual(['配置', 'testTimeout']);
    expect(pages(rank(SITE, '快速上手 rstest'))[0]).toBe('/zh/guide/start/quick-start');
  });

  test('Chinese words are matched one by one, and 模拟 also finds mock', () => {
    // Nowhere on the site as typed: 模拟 (mock) and 函数 (function) are.
    expect(SITE.some((p) => p.content.folded.includes('模拟函数') || p.title.folded.includes('模拟函数'))).toBe(false);
    const hits = rank(SITE, '模拟函数');
    expect(hits[0]).toMatchObject({ type: 'title', link: '/zh/api/rstest/mockFunctions' });
    // 模拟 is replaced where it stands, so the title is found as the phrase `mock 函数`.
    expect(marked(hits[0]!)).toEqual(['Mock 函数']);
    expect(pages(hits)).toContain('/zh/api/rstest/fakeTimers');
  });

  test('joining words ignores punctuation but not line breaks', () => {
    expect(rank(SITE, 'quickstart')[0]).toMatchObject({ link: '/guide/start/quick-start' });
    // "Spies\n\nexpect" is two blocks of text, not the word "spiesexpect".
    expect(rank(SITE, 'spiesexpect')).toEqual([]);
  });

  test('content hits are snippets around the match, at most three per page', () => {
    const hits = rank(SITE, 'calledwith').filter((h) => h.type === 'content');
    for (const hit of hits) {
      if (hit.type !== 'content') continue;
      expect(hit.statement.length).toBeLessThanOrEqual(106);
      expect(marked(hit).every((m) => m.toLowerCase() === 'calledwith')).toBe(true);
    }
    const perPage = pages(hits).map((p) => hits.filter((h) => h.link.startsWith(p)).length);
    expect(Math.max(...perPage)).toBeLessThanOrEqual(MAX_CONTENT_HITS);
  });

  test('returns pages best first, at most the number asked for, and nothing for a word not on the site', () => {
    expect(pages(rank(SITE, 'test', 2))).toHaveLength(2);
    expect(rank(SITE, 'qzxqzxq')).toEqual([]);
    expect(rank(SITE, '  ')).toEqual([]);
  });

  test('of two titles equal but for case, the one written as typed comes first', () => {
    const site = prepare([
      page('/config/test/coverage', 'coverage', [['Options', 'Where the coverage report goes.']]),
      page('/guide/basic/coverage', 'Coverage', [['Turn coverage on', 'Run with --coverage.']]),
    ]);
    expect(pages(rank(site, 'Coverage'))[0]).toBe('/guide/basic/coverage');
    expect(pages(rank(site, 'coverage'))[0]).toBe('/config/test/coverage');
  });

  test('a word the glossary maps to the site’s finds the pages that use the site’s word first (模拟 → mock, 计时器 → 定时器)', () => {
    const site = prepare([
      page('/zh/guide/basic/framework-testing', '测试 React 与 Vue', [
        ['jsdom', '在模拟的浏览器 DOM 中渲染组件，模拟点击。模拟事件。'],
      ]),
      page('/zh/guide/basic/mocking', 'Mock', [['用 rs.fn 创建函数', '函数与模块的 mock。']]),
      page('/zh/api/rstest/fakeTimers', '假定时器', [['rs.useFakeTimers', '用假定时器替换真实的定时器。']]),
      page('/guide/basic/mocking', 'Mocking', [['Mock functions', 'A mock records its calls.']]),
    ]);
    expect(pages(rank(site, '模拟')).slice(0, 3)).toEqual([
      '/zh/guide/basic/mocking',
      '/guide/basic/mocking',
      '/zh/guide/basic/framework-testing',
    ]);
    expect(pages(rank(site, '计时器'))[0]).toBe('/zh/api/rstest/fakeTimers');
  });

  test('a title with every word of the query beats a title that is one of its words', () => {
    const site = prepare([
      page('/zh/guide/basic/mocking', 'Mock', [['用 rs.fn 创建函数', '函数与模块的 mock。']]),
      page('/zh/api/rstest/mockFunctions', 'Mock 函数', [['rs.fn', '创建一个 mock 函数。']]),
    ]);
    expect(pages(rank(site, '模拟函数'))[0]).toBe('/zh/api/rstest/mockFunctions');
  });
});
