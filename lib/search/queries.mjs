// The search query set, derived from the built search index (so it grows with the content):
// what readers type, in English and Chinese. Each query names what a good answer is.
//   title   every page title, verbatim             → that page is the first hit
//   member  every option and API member name       → its own heading (or title) is in the first 3 hits
//   heading every h2/h3 of the Config and API pages → has results (its heading in the first 3 is reported)
//   partial lower-case and partial forms           → has results (expected page first is reported)
//   mixed   Chinese plus an option or tool name    → has results (expected page first is reported)

const SECTIONS = /^(?:\/[a-z]{2})?\/(?:config|api)\//;
/** An option or API member name as a heading shows it: `testTimeout`, `rs.fn`, `describe.only`, `toBe()`. */
const MEMBER = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/;
const CJK = /\p{Script=Han}/u;

/** @typedef {import('../../theme/search/rank').IndexRecord} IndexRecord A page of a built search index. */
/**
 * A page title or heading a query can name.
 * @typedef {object} Target
 * @property {IndexRecord} page
 * @property {'title' | 'header'} kind
 * @property {string} text As the page shows it.
 * @property {string} link The page's route, plus `#id` for a heading.
 * @property {number} depth 1 for a title, else the heading level.
 */
/**
 * A query and what answers it (see the top of this file); with neither `links` nor `pages`, any result does.
 * @typedef {object} Query
 * @property {string} lang
 * @property {'title' | 'member' | 'heading' | 'partial' | 'mixed' | 'issue' | 'topic'} kind
 * @property {string} query What the reader types.
 * @property {string[]} [links] Headings (or titles) one of which should be in the first 3 hits.
 * @property {string[]} [pages] Routes one of which should be the first hit.
 */

/**
 * A heading as the page shows it: inline-code backticks are markup, not text.
 * @param {string} text
 */
export const shownText = (text) => text.replace(/`/g, '').trim();
/** @param {string} text */
const key = (text) => shownText(text).toLowerCase().replace(/\(\)$/, '');

/**
 * Every page's title and headings: [{ page, kind: 'title' | 'header', text, link, depth }].
 * @param {IndexRecord[]} records
 * @returns {Target[]}
 */
function targets(records) {
  return records.flatMap((page) => [
    ...(page.title
      ? [{ page, kind: /** @type {const} */ ('title'), text: page.title, link: page.routePath, depth: 1 }]
      : []),
    ...page.toc.map((h) => ({
      page,
      kind: /** @type {const} */ ('header'),
      text: shownText(h.text),
      link: `${page.routePath}#${h.id}`,
      depth: h.depth,
    })),
  ]);
}

/**
 * The query set of one language.
 * @param {string} lang
 * @param {IndexRecord[]} records
 * @returns {Query[]}
 */
export function queriesFor(lang, records) {
  /** @type {Query[]} */
  const queries = [];
  /** @param {Omit<Query, 'lang'>} query */
  const add = (query) => {
    if (!queries.some((q) => q.kind === query.kind && q.query === query.query)) queries.push({ lang, ...query });
  };
  const all = targets(records);
  /** @param {string} name */
  const named = (name) => all.filter((t) => key(t.text) === key(name));

  for (const page of records) {
    if (!page.title) continue;
    // Several pages may share a title: any of them first is right.
    add({
      kind: 'title',
      query: page.title,
      pages: records.filter((r) => r.title === page.title).map((r) => r.routePath),
    });
  }

  const sectionTargets = all.filter((t) => SECTIONS.test(t.page.routePath));
  for (const t of sectionTargets) {
    if (t.kind === 'header' && (t.depth === 2 || t.depth === 3))
      add({ kind: 'heading', query: t.text, links: [t.link] });
  }
  // Members: option pages are titled by the option; API pages head each member. A name that
  // several pages use (`include`, `name`) is answered by any of its headings.
  const members = sectionTargets.filter((t) => MEMBER.test(t.text));
  for (const t of members) add({ kind: 'member', query: t.text, links: named(t.text).map((n) => n.link) });
  // Members are also typed without their object (`useFakeTimers` for `rs.useFakeTimers`) when that is unambiguous.
  /** @type {Map<string, Target[]>} */
  const shortNames = new Map();
  for (const t of members) {
    const short = t.text.split('.').pop() ?? t.text;
    if (short !== t.text) shortNames.set(short, [...(shortNames.get(short) ?? []), t]);
  }
  for (const [short, ts] of shortNames) {
    if (ts.length === 1 && named(short).length === 0) add({ kind: 'member', query: short, links: [ts[0].link] });
  }

  // Lower-case and partial forms of titles and members, as typed.
  for (const page of records) {
    if (!page.title || CJK.test(page.title)) continue;
    const lower = page.title.toLowerCase();
    // A page titled exactly the lower-case form (`coverage`, the option) answers it as well as this one (`Coverage`).
    const sameWords = records.filter((r) => r.title?.toLowerCase() === lower).map((r) => r.routePath);
    if (lower !== page.title) add({ kind: 'partial', query: lower, pages: sameWords });
    const words = lower.split(/\s+/);
    if (words.length > 1 && words.at(-1)?.endsWith('s'))
      add({
        kind: 'partial',
        query: [...words.slice(0, -1), words.at(-1)?.slice(0, -1)].join(' '),
        pages: [page.routePath],
      });
  }
  for (const t of members) {
    const lower = t.text.toLowerCase();
    if (lower !== t.text) add({ kind: 'partial', query: lower, links: named(t.text).map((n) => n.link) });
    // A prefix a reader stops at: `tohavebeencalled` for `toHaveBeenCalledWith`.
    const stem = t.text.replace(/\(\)$/, '').replace(/[A-Z][a-z]+$/, '');
    if (stem.length >= 6 && stem !== t.text && !/\.$/.test(stem)) add({ kind: 'partial', query: stem.toLowerCase() });
  }

  // Mixed language: a Chinese title plus a Latin word its page uses, and 配置 (configure) plus an option name.
  if (lang === 'zh') {
    for (const page of records) {
      if (!page.title || !CJK.test(page.title)) continue;
      const latin = ['rstest', ...(`${page.toc.map((h) => h.text).join(' ')}`.match(/[A-Za-z][\w.-]{2,}/g) ?? [])].find(
        (w) => `${page.title} ${page.content}`.toLowerCase().includes(w.toLowerCase()),
      );
      if (latin) add({ kind: 'mixed', query: `${page.title} ${latin}`, pages: [page.routePath] });
    }
    for (const page of records) {
      if (/\/config\/test\//.test(page.routePath) && page.content.includes('配置'))
        add({ kind: 'mixed', query: `配置 ${page.title}`, pages: [page.routePath] });
    }
  }
  return queries;
}

/**
 * The reader queries quoted in the search issue, kept when their words are on the site.
 * @type {(Query & { pages: string[] })[]}
 */
export const ISSUE_QUERIES = [
  { lang: 'zh', kind: 'issue', query: '快速上手', pages: ['/zh/guide/start/quick-start'] },
  { lang: 'zh', kind: 'issue', query: '模拟函数', pages: ['/zh/api/rstest/mockFunctions'] },
  { lang: 'zh', kind: 'issue', query: '快速上手 rstest', pages: ['/zh/guide/start/quick-start'] },
  { lang: 'zh', kind: 'issue', query: '配置 testTimeout', pages: ['/zh/config/test/testTimeout'] },
  // Words the glossary maps to the site's (site/glossary.ts): 模拟 is how the Vitest zh docs say mock.
  {
    lang: 'zh',
    kind: 'issue',
    query: '模拟',
    pages: ['/zh/guide/basic/mocking', '/zh/api/rstest/mockFunctions', '/zh/api/rstest/mockModules'],
  },
  { lang: 'zh', kind: 'issue', query: '计时器', pages: ['/zh/api/rstest/fakeTimers'] },
  {
    lang: 'en',
    kind: 'issue',
    query: '模拟',
    pages: ['/guide/basic/mocking', '/api/rstest/mockFunctions', '/api/rstest/mockModules'],
  },
  { lang: 'en', kind: 'issue', query: 'quick start', pages: ['/guide/start/quick-start'] },
  { lang: 'en', kind: 'issue', query: 'fake timer', pages: ['/api/rstest/fakeTimers'] },
  { lang: 'en', kind: 'issue', query: 'tohavebeencalled', pages: ['/api/test-api/expect'] },
  { lang: 'en', kind: 'issue', query: 'toHaveBeenCalledWith', pages: ['/api/test-api/expect'] },
];

/**
 * The topic word a reader would type for each guide of the second round of guides: the guide is the
 * first hit.
 * @type {(Query & { pages: string[] })[]}
 */
export const TOPIC_QUERIES = [
  ['editor', 'editor-debugging', 'advanced', '编辑器 调试'],
  ['faster', 'faster-tests', 'advanced', '更快'],
  ['lifecycle', 'lifecycle', 'advanced', '生命周期'],
  ['module mocking', 'module-mocking', 'advanced', '模块 mock'],
  ['mocking recipes', 'mocking-recipes', 'advanced', 'mock 示例'],
  ['css', 'css-and-assets', 'basic', '静态资源'],
  ['ssr', 'react-hooks-and-ssr', 'basic', 'SSR'],
  ['metadata', 'metadata-and-cleanup', 'advanced', '元数据'],
  ['comparison', 'comparison', 'start', '对比'],
  ['troubleshooting', 'troubleshooting', 'advanced', '常见问题'],
].flatMap(([en, page, section, zh]) => [
  { lang: 'en', kind: 'topic', query: en, pages: [`/guide/${section}/${page}`] },
  { lang: 'zh', kind: 'topic', query: zh, pages: [`/zh/guide/${section}/${page}`] },
]);

/**
 * The whole query set for the built indexes: { en: [...], zh: [...] }.
 * @param {Record<string, IndexRecord[]>} indexes
 * @returns {Record<string, Query[]>}
 */
export function querySet(indexes) {
  return Object.fromEntries(
    Object.entries(indexes).map(([lang, records]) => {
      const routes = new Set(records.filter((r) => r.title).map((r) => r.routePath));
      const issue = [...ISSUE_QUERIES, ...TOPIC_QUERIES].filter(
        (q) => q.lang === lang && q.pages.every((p) => routes.has(p)),
      );
      return [lang, [...issue, ...queriesFor(lang, records)]];
    }),
  );
}
