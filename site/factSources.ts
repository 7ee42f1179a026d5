// One statement per fact: where the site states a behaviour of an option or a command, one page is the
// source, and every other page links to it (saying what the reader gets from it) instead of stating it
// again in its own words. tests/one-statement-per-fact.test.ts reads the prose of every page (en and
// zh; not code blocks, not MDX comments) and fails on a sentence outside a fact's source page that
// names the fact's subject and states it. The default of every config option in
// site/data/configOptions.ts is such a fact too, with the option's page as its source (the test
// derives those). A page that needs the fact inline renders it from the data, not from its own words.

/** A pattern per language; inline code keeps its backticks in the text a pattern reads. */
export interface ByLanguage {
  en: RegExp;
  zh: RegExp;
}

export interface FactSource {
  /** The fact, as a failure names it. */
  fact: string;
  /** The route of the page that states it; the zh page states it at the same route under /zh. */
  source: string;
  /** A sentence names the subject: an option or command name as code. Without it, `statement` names it too. */
  subject?: RegExp;
  /** A sentence states the fact: its timing, its default, what a command does by itself. */
  statement: ByLanguage;
}

/** A name as code: `restoreMocks`, `--restoreMocks`, `restoreMocks: true`, `rs.setConfig({ restoreMocks })`. */
const named = (name: string) => new RegExp(`(?<![\\w$.])(?:--)?${name}(?![\\w$])`);

/** When a test-scoped cleanup acts: before, after or between tests. */
const AROUND_EACH_TEST: ByLanguage = {
  en: /\b(?:before|after|between|ahead of)\s+(?:(?:each|every|the next|the following|a|each new|every new|the)\s+)?tests?\b|\bafterwards\b|\bat the (?:start|end) of (?:each|every|a|the) test\b|\bonce (?:a|the|each) test (?:ends|finishes|is over)\b/i,
  zh: /(?:每个|每一个|各个|下一个|一个|该|这个)?测试(?:用例)?(?:开始|运行|执行|结束)?(?:之前|之后|以前|以后|前|后)|测试之间|在测试结束/,
};

/** The options that put mocks, stubbed variables and stubbed globals back for each test. */
const CLEANUP_OPTIONS: Record<string, string> = {
  clearMocks: 'clears every mock before each test',
  resetMocks: 'resets every mock before each test',
  restoreMocks: 'restores every mock before each test',
  unstubEnvs: 'undoes rs.stubEnv before each test',
  unstubGlobals: 'undoes rs.stubGlobal before each test',
};

export const factSources: FactSource[] = [
  ...Object.entries(CLEANUP_OPTIONS).map(([name, fact]) => ({
    fact: `${name} ${fact}`,
    source: `/config/test/${name}`,
    subject: named(name),
    statement: AROUND_EACH_TEST,
  })),
  {
    fact: 'plain `rstest` runs the tests once and exits; watching needs `-w` or `rstest watch`',
    source: '/guide/basic/cli',
    // What plain `rstest` does, said of plain `rstest` (no other code between the two), or when watch
    // mode would start by itself. `rstest run` running once is what the command is, not this fact.
    statement: {
      en: new RegExp(
        [
          /`(?:npx )?rstest`(?: command)?[^.;`]{0,25}\b(?:runs?\b[^.;`]{0,20}\bonce|never\b[^.;`]{0,25}\bwatch|(?:always|only) runs)/,
          /\bplain (?:`(?:npx )?rstest`|rstest\b)[^.;`]{0,40}\b(?:once|watch)/,
          /\b(?:would|never|always|automatically)\b[^.;]{0,20}\b(?:stays?|starts?|enters?|goes) (?:in |into )?watch mode\b/,
          /\bwatch mode\b[^.;]{0,30}\b(?:outside CI|unless|by itself|on CI|in CI|when a terminal|is attached)\b/,
          /\bwithout (?:it|`run`)[^.;]{0,40}\bwatch mode\b/,
        ]
          .map((pattern) => pattern.source)
          .join('|'),
        'i',
      ),
      zh: new RegExp(
        [
          /`(?:npx )?rstest`(?:\s?命令)?[^。；`]{0,20}(?:(?:运行|跑)(?:一次|一遍)|(?:不会|从不)[^。；`]{0,8}watch 模式)/,
          /(?:直接|单独)(?:运行)? ?`rstest`[^。；]{0,30}(?:一次|watch 模式)/,
          /(?:停留|保持|留)在\s?watch 模式|watch 模式[^。；]{0,20}(?:CI 之外|非 CI|除非|自动)/,
        ]
          .map((pattern) => pattern.source)
          .join('|'),
      ),
    },
  },
  {
    fact: 'in browser mode the default testTimeout is 15000 ms',
    source: '/config/test/testTimeout',
    subject: named('testTimeout'),
    statement: { en: /\b15(?:,| |\u202f)?000\b|\b15 ?s(?:econds)?\b/, zh: /15(?:,| )?000|15 ?秒/ },
  },
];
