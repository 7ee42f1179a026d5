import { describe, expect, test } from 'vitest';
import {
  buildTermIndex,
  candidates,
  decodeTermIndex,
  encodeTermIndex,
  type IndexedPage,
  pagesWithAny,
  pagesWithWord,
} from './termIndex';
import { queryWords } from './terms';

const PAGES: IndexedPage[] = [
  { routePath: '/a', title: 'Fake timers', toc: [{ text: 'rs.useFakeTimers' }], content: 'Replace setTimeout.' },
  { routePath: '/b', title: 'Mocking', toc: [{ text: 'rs.fn' }], content: 'Fake a module; timers run for real.' },
  {
    routePath: '/c',
    title: 'Test filter',
    toc: [{ text: 'Run one file' }],
    content: 'Pass a path.',
    frontmatter: { keywords: ['single test', 'only'] },
  },
  { routePath: '/zh/d', title: '快速上手', toc: [], content: '安装 Rstest，然后运行测试。', description: '从零开始' },
];

const routes = (index: ReturnType<typeof buildTermIndex>, query: string) =>
  candidates(
    queryWords(query).map((w) => pagesWithAny(index, [w])),
    index.routes.length,
    10,
  ).map((c) => index.routes[c.page]);

describe('the term index', () => {
  const built = buildTermIndex(PAGES);
  const decoded = decodeTermIndex(encodeTermIndex(built));

  test('reads back as it was written', () => {
    expect(decoded.routes).toEqual(built.routes);
    expect(decoded.terms).toEqual(built.terms);
    built.terms.forEach((_, i) => {
      expect(decoded.postings(i)).toEqual(built.postings(i));
    });
  });

  for (const [name, index] of [
    ['built', built],
    ['decoded', decoded],
  ] as const) {
    test(`${name}: a page with the word in its title comes before one with it in its text`, () => {
      expect(routes(index, 'fake timers')).toEqual(['/a', '/b']);
    });

    test(`${name}: a page's reader words find it like its title`, () => {
      expect(routes(index, 'single')).toEqual(['/c']);
      const [only] = queryWords('only test');
      expect(pagesWithWord(index, only!).get(2)).toBe(3);
    });

    test(`${name}: Chinese words need all their characters; a description counts like a heading`, () => {
      expect(routes(index, '上手')).toEqual(['/zh/d']);
      expect(routes(index, '手机')).toEqual([]);
      const [start] = queryWords('开始');
      expect(pagesWithWord(index, start!).get(3)).toBe(2);
    });

    test(`${name}: a word still being typed finds longer terms, a place lower`, () => {
      const [typing] = queryWords('usefake');
      expect(typing?.prefix).toBe(true);
      expect(pagesWithWord(index, typing!).get(0)).toBe(1.5);
      expect(routes(index, 'usefake ')).toEqual([]);
    });
  }
});
