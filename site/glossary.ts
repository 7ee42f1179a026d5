// The Chinese vocabulary of the zh pages: one term per concept. tests/zh-glossary.test.ts fails when a
// zh page or a zh string of i18n.json uses a rejected variant outside code.

export interface GlossaryEntry {
  /** The concept as the English pages name it. */
  concept: string;
  /** The one Chinese term for it. */
  term: string;
  /**
   * Variants a zh page must not use outside code. A Chinese phrase matches anywhere in the text; a
   * Latin word or phrase matches as a whole word, in any case. Only phrases that are wrong wherever
   * they appear belong here: when a word also has a right meaning on this site, list the phrases
   * that can only mean this concept.
   */
  rejected: string[];
  /** Longer phrases that contain a rejected variant and are correct; a hit inside one is not reported. */
  allowed?: string[];
  /**
   * How a page that uses the term explains it once: a zh page whose prose uses the term must contain
   * this text outside code (the first use is the best place for it).
   */
  gloss?: string;
  /** Why, and what the check leaves alone on purpose. */
  note?: string;
  /** The word search looks for when a reader types a variant; by default the term (theme/search). */
  searchTerm?: string;
  /** Other words readers type for the concept that are right elsewhere on the site, so not rejected. */
  searchAlso?: string[];
}

/**
 * Also allowed everywhere: a rejected variant that is the whole content of full-width parentheses,
 * the once-per-page gloss for search, e.g. `mock 函数（模拟函数）`.
 */
export const glossary: GlossaryEntry[] = [
  {
    concept: 'reporter',
    term: '报告器',
    rejected: ['reporter'],
    note:
      'The plural `reporters` is the name of the option (the title of its page, a link to it) and is not rejected. ' +
      'Write a name from code in inline code: `reporter`.',
  },
  {
    concept: 'timer (setTimeout, setInterval …)',
    term: '定时器',
    rejected: ['计时器'],
    note: '计时器 is a stopwatch that measures elapsed time; a timer that schedules a callback is 定时器, as on MDN.',
  },
  {
    concept: 'fake timers',
    term: '假定时器',
    rejected: ['模拟定时器', '伪定时器', '虚拟定时器'],
  },
  {
    concept: 'fake clock, fake time',
    term: '假时钟',
    rejected: ['模拟时钟', '伪时钟', '虚拟时钟', '假时间'],
    note: 'The time it shows is 假时钟的时间; the real one is 真实时间. Where fake time is limited to some lines, say which fake timers: 让假定时器只在块内生效.',
  },
  {
    concept: 'mock (noun and verb)',
    term: 'mock',
    rejected: ['模拟函数', '模拟模块', '模块模拟', '模拟对象', '模拟实现', '模拟返回值'],
    note:
      '模拟 on its own stays: it is the word for "simulated" (jsdom and happy-dom provide a 模拟的浏览器 DOM). ' +
      'The compounds that name a mock are rejected. A mock page names 模拟 once for search, as a gloss in ' +
      'full-width parentheses: mock 函数（模拟函数）. The fake APIs that rs.useFakeTimers installs are 假实现.',
    searchAlso: ['模拟'],
  },
  {
    concept: 'spy, spy on',
    term: 'spy / 创建 spy',
    rejected: ['被监听', '无法监听', '监听访问器', '监听方法', '监听对象', '监听的原方法', '监听或还原'],
    note:
      '监听 is what a server does on a port or a listener does for an event, and it was also used for watch mode; ' +
      'only the phrases that mean spying are rejected. Write 对 getter 创建 spy, 被 spy 的方法.',
    searchTerm: 'spy',
  },
  {
    concept: 'watch mode',
    term: 'watch 模式',
    rejected: ['监听模式', '监视模式', '观察模式', 'watch mode'],
    note: 'The command is `rstest watch`; the mode keeps its English name, like the upstream zh docs.',
  },
  {
    concept: 'slow test',
    term: '慢测试',
    rejected: ['慢速测试', '缓慢的测试', '缓慢测试', '视为缓慢', '视为慢速'],
    note: '缓慢 and 慢速 stay for other things (运行缓慢, a 慢速网络).',
  },
  {
    concept: 'summary (of a run)',
    term: '汇总',
    rejected: ['运行摘要', '测试摘要', '终端摘要', '进度和摘要', '输出摘要', '一份摘要', '摘要中'],
    note: '摘要 is a digest or an abstract; the block a reporter prints at the end of a run is 汇总.',
  },
  {
    concept: 'hook',
    term: '钩子',
    rejected: ['钩子函数', '钩子方法'],
    note: 'The function passed to a hook is its 回调.',
  },
  {
    concept: 'resolve / reject / settle (a Promise)',
    term: 'resolve / reject / settle',
    rejected: [
      '敲定',
      '拒绝的 Promise',
      '被拒绝的 Promise',
      'Promise 被拒绝',
      '最终被拒绝',
      '成功解析',
      'Promise 解析',
    ],
    note:
      '解析 means module resolution on this site (resolve, 路径的解析方式), so a Promise keeps the English verbs: ' +
      '返回一个 resolve 为 `value` 的 Promise, 以 `error` reject, 该 Promise settle 后. Only phrases that cannot be ' +
      'module resolution are rejected.',
    searchTerm: 'resolve',
  },
  {
    concept: 'restore (mockRestore, restoreAllMocks, unstubAll*, useRealTimers)',
    term: '还原',
    rejected: [
      '恢复原方法',
      '恢复为原方法',
      '恢复原来的实现',
      '恢复原始实现',
      '恢复 mock',
      '恢复所有',
      '恢复原值',
      '恢复为之前的值',
      '执行恢复',
    ],
    note: '恢复 stays for resuming or recovering; what the restore APIs do is 还原.',
  },
  {
    concept: 'stub (rs.stubEnv, rs.stubGlobal)',
    term: '替换（stub）',
    rejected: ['桩', '存根'],
    allowed: ['打桩'],
    note:
      'Write 替换, with （stub） after it the first time on a page: 替换（stub）环境变量, 被替换的全局变量. ' +
      "The kind of test double is 打桩（stub）, the word Chinese testing books use (the mocking guide's 测试替身速览).",
    searchTerm: 'stub',
  },
  {
    concept: 'test double (a stub, spy, mock or fake standing in for a dependency)',
    term: '测试替身',
    rejected: ['测试替代品', '测试替代物'],
    note: 'The family name; its kinds are 打桩（stub）, spy, mock and fake（假实现）, as in the mocking guide.',
    searchAlso: ['test double'],
  },
  {
    concept: 'the whole run (an option read once, from the root config)',
    term: '整次运行',
    rejected: ['整个运行'],
    allowed: ['整个运行过程', '整个运行期间'],
    note: 'A run is counted with 次, as in guide/basic/configure-rstest: 作用于整次运行.',
  },
  {
    concept: 'ES module',
    term: 'ES 模块',
    rejected: ['ES module', 'ES modules'],
    note: 'The value in code stays: `esm`, `module`.',
  },
  {
    concept: 'filter tests',
    term: '过滤',
    rejected: ['筛选测试', '测试筛选', '按测试名称筛选'],
    note:
      'The page is 过滤测试 and its conditions are 过滤条件. 筛选 stays for narrowing a list in the UI ' +
      '(the overview’s filter box, 可筛选的列表).',
  },
  {
    concept: 'Rstest Utility (the `rs` object, its sidebar group and overview page)',
    term: 'Rstest 工具函数',
    rejected: ['工具对象'],
    note: 'The page of rs.stubEnv, rs.waitFor … is titled 工具方法 (en: Utilities): link to it with that label.',
  },
  {
    concept: 'browser mode',
    term: '浏览器模式',
    rejected: ['browser 模式', 'browser mode'],
    note: 'The option is `browser` (inline code); the mode it turns on is 浏览器模式 in prose, as on the other pages.',
  },
  {
    concept: 'provider (of coverage, of the browser)',
    term: '提供方',
    rejected: ['provider', '提供者', '提供商'],
    gloss: '提供方（provider）',
    note:
      'Gloss it once per page as 提供方（provider）. The option and its values stay in inline code: `coverage.provider`, `istanbul`, `v8`; ' +
      'the exported class keeps its name, `CoverageProvider`.',
  },
  {
    concept: 'AI coding agent (an assistant that runs commands)',
    term: 'AI 编程助手',
    rejected: ['AI agent', 'AI 编程 agent', 'AI 代理', '智能体'],
    note: 'The variable that turns its detection off keeps its name: `RSTEST_NO_AGENT`.',
  },
  {
    concept: 'stack trace',
    term: '错误堆栈',
    rejected: ['调用栈', '堆栈跟踪', '堆栈追踪', '栈追踪', '栈跟踪'],
    note: 'As the debug-mode heading 完整的错误堆栈. A stack taken without an error (to read a location) is simply 堆栈.',
  },
  {
    concept: 'folder, directory',
    term: '目录',
    rejected: ['文件夹'],
    note: 'One word for both: 根目录, 输出目录, the reports directory .rstest-reports.',
  },
  {
    concept: 'test suite (all the tests of a project)',
    term: '测试集',
    rejected: ['整个测试套件', '大型测试套件', '你的测试套件', '测试套件迁移', '的测试套件可以', '同一个测试套件上'],
    note:
      '测试套件 and 套件 stay for what describe creates (a suite in a file); the whole set of tests is 测试集. ' +
      'Only phrases that can only mean the whole set are rejected.',
  },
  {
    concept: 'suite (what describe creates)',
    term: '套件',
    rejected: ['suite'],
    note: 'A name from code keeps its spelling in inline code: `onTestSuiteResult`, `includeSuites`.',
  },
  {
    concept: 'barrel file (an index.ts that only re-exports)',
    term: 'barrel 文件',
    rejected: ['桶文件'],
    allowed: ['（桶文件，'],
    gloss: 'barrel 文件（桶文件，只做重新导出的 `index.ts`）',
    note: 'Kept in English, as readers search for it; 桶文件 appears only in the once-per-page gloss.',
    searchAlso: ['barrel'],
  },
  {
    concept: 'mock factory (the function passed to rs.mock)',
    term: '工厂函数',
    rejected: ['factory', 'mock 工厂'],
    allowed: ['mock 工厂函数'],
    note: 'The name in code stays in inline code: `rs.mock(path, factory)`, `MockFactory`.',
  },
  {
    concept: 'CI job (a job of a CI workflow, `jobs:` in GitHub Actions)',
    term: 'job',
    rejected: ['CI 任务'],
    note:
      'As GitHub Actions names it (`jobs:`, job summary): CI job, 合并 job, 在多个 job 之间. ' +
      '任务 stays for other tasks; only the phrase that can only mean a CI job is rejected.',
  },
  {
    concept: 'attach (a debugger to a process or a port)',
    term: '附加',
    rejected: ['调试器连接'],
    note: "As VS Code's Chinese UI says: 附加到进程, 自动附加. A client that connects to an inspector address still 连接.",
  },
  {
    concept: "JavaScript Debug Terminal (VS Code's)",
    term: 'JavaScript 调试终端',
    rejected: ['JavaScript Debug Terminal'],
    note: "VS Code's Chinese UI name; the English name may follow once in parentheses, and the command is 调试: JavaScript 调试终端.",
  },
  {
    concept: 'JavaScript API (@rstest/core/api, its sidebar group)',
    term: 'JavaScript API',
    rejected: ['JavaScript 接口', 'JS 接口', 'JS API', 'Node 接口', '编程式接口', '编程接口'],
    note: 'Kept in English like API itself (the nav says API): the name of the group and of what @rstest/core/api exports.',
  },
];

/**
 * What search treats as the same word: each rejected variant (and each `searchAlso` word) a reader
 * may type, with the word the pages use for it. The glossary's own decisions, so a reader who types
 * 模拟 or 计时器 finds the pages that say mock or 定时器.
 */
export function searchSynonyms(entries: GlossaryEntry[] = glossary): [typed: string, term: string][] {
  return entries.flatMap((entry) => {
    const term = entry.searchTerm ?? entry.term;
    return [...entry.rejected, ...(entry.searchAlso ?? [])].map((typed): [string, string] => [typed, term]);
  });
}
