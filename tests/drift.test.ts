// The drift report (`npm run drift -- <version>`, scripts/drift.mjs) without a full run: its logic on
// a small fixture (two stand-ins for @rstest/core in tests/fixtures/drift), and the report of a real
// run against 0.11.12, committed as tests/fixtures/drift/report-0.11.12.md, against the upgrade
// page's tables. To regenerate that report after a change to the report or the pages (one full run):
//   cp "$(npm run -s drift -- 0.11.12 | tail -1)" tests/fixtures/drift/report-0.11.12.md
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { collectMessages } from '../lib/messages.mjs';
import {
  claimFindings,
  compareSurfaces,
  exampleFindings,
  type Finding,
  loadErrorPages,
  loadPages,
  messageFindings,
  names,
  pageOf,
  pagesNamedIn,
  parseExampleOutput,
  renderReport,
  sharedRunFailures,
  summaryLine,
} from '../lib/drift/report.mjs';
import { parseFlags, readSurface, type Surface } from '../lib/drift/surface.mjs';
import { ERROR_PAGES } from '../site/data/messages';
import { codeOf, sectionTable } from './helpers/page-tables';
import { ROOT } from './helpers/rstest';

const FIXTURE = path.join(ROOT, 'tests/fixtures/drift');

/** Pages of a tiny site: the option pages, the CLI page and an API page. */
const PAGES = [
  pageOf('config/test/testTimeout.mdx', '# testTimeout\n\n<ConfigMeta name="testTimeout" />\n\nDefault `5000`.\n'),
  pageOf(
    'config/test/pool.mdx',
    '# pool\n\n<ConfigMeta name="pool" />\n\n## pool.type\n\n<ConfigMeta name="pool.type" />\n',
  ),
  pageOf('config/test/legacyOption.mdx', '# legacyOption\n\n<ConfigMeta name="legacyOption" />\n'),
  pageOf('guide/basic/cli.mdx', '# CLI\n\n```bash\nrstest run --pool.type threads\n```\n\nRun `rstest list --json`.\n'),
  pageOf(
    'api/javascript-api/createRstest.mdx',
    '# createRstest\n\n```ts\nimport { createRstest } from "@rstest/core/api";\n```\n',
  ),
  pageOf('api/javascript-api/reporter.mdx', '# Reporter\n\n## onTestRunEnd\n\n| `summary` | `unhandledErrors` |\n'),
  pageOf('api/test-api/expect.mdx', '# expect\n\n## .toBe\n\n## expect.poll\n'),
];

describe('the surface of a package', () => {
  let pinned: Surface;
  let checked: Surface;
  beforeAll(async () => {
    pinned = await readSurface(path.join(FIXTURE, 'pinned'));
    checked = await readSurface(path.join(FIXTURE, 'checked'));
  }, 60_000);

  test('reads config keys with their types and defaults, flags, exports, members, reporter fields, variables', () => {
    expect(pinned['config:testTimeout'].facts).toEqual({ type: 'number', default: '5000' });
    expect(pinned['config:pool.type'].facts).toEqual({ type: "'forks' | 'threads'" });
    expect(pinned['cli:--pool.type'].facts.description).toBe('Specify the test pool type (forks | threads)');
    expect(pinned['cli:-t'].facts.description).toBe('Run only tests with a name that matches the regex');
    expect(pinned['cli:rstest list --json']).toBeDefined();
    expect(pinned['cli:rstest list'].facts.description).toBe('lists all test files');
    expect(pinned['export:createRstest'].facts).toEqual({
      'exported by': '@rstest/core/api',
      kind: 'value',
      'at runtime from': '@rstest/core/api',
    });
    expect(pinned['export:RstestConfig'].facts).toEqual({ 'exported by': '@rstest/core', kind: 'type' });
    expect(Object.keys(pinned).filter((key) => key.startsWith('member:'))).toEqual(
      expect.arrayContaining(['member:rs.fn', 'member:expect.poll', 'member:expect(…).toBe', 'member:test.skip']),
    );
    expect(pinned['reporter:onTestRunEnd.unhandledErrors'].facts).toEqual({ type: 'Error[]' });
    expect(pinned['env:RSTEST_OLD_SWITCH']).toBeDefined();
    expect(checked['env:RSTEST_NEW_SWITCH']).toBeDefined();
    expect(pinned['package:@rstest/coverage-v8'].facts).toEqual({
      version: '1.0.0',
      'declares @rstest/core': '^1.0.0',
    });
  });

  test('a help line gives each of its flags the line’s description, and leaves out --help', () => {
    const flags = parseFlags('Options:\n  -u, --update  Update snapshot files \n  -h, --help  Display this message\n');
    expect([...flags]).toEqual([
      ['-u', 'Update snapshot files'],
      ['--update', 'Update snapshot files'],
    ]);
  });

  test('two surfaces give each changed fact (old → new), each new item and each gone item a page documents', () => {
    const findings = compareSurfaces(pinned, checked, PAGES);
    const facts = findings.filter((f) => f.kind === 'fact').map((f) => [f.subject, f.fact, f.before, f.after, f.pages]);
    expect(facts).toEqual(
      expect.arrayContaining([
        ['config `testTimeout`', 'default', '5000', '10000', ['config/test/testTimeout.mdx']],
        [
          'config `pool.type`',
          'type',
          "'forks' | 'threads'",
          "'forks' | 'threads' | 'vmForks'",
          ['config/test/pool.mdx'],
        ],
        [
          'CLI `--pool.type`',
          'description',
          'Specify the test pool type (forks | threads)',
          'Specify the test pool type (forks | threads | vmForks)',
          ['guide/basic/cli.mdx'],
        ],
        [
          'export `createRstest`',
          'exported by',
          '@rstest/core/api',
          '@rstest/core',
          ['api/javascript-api/createRstest.mdx'],
        ],
        [
          'reporter `onTestRunEnd.unhandledErrors`',
          'type',
          'Error[]',
          'unknown[]',
          ['api/javascript-api/reporter.mdx'],
        ],
        ['package `@rstest/coverage-v8`', 'version', '1.0.0', '2.0.0', []],
      ]),
    );
    const gone = findings.filter((f) => f.kind === 'gone').map((f) => [f.subject, f.pages]);
    // Gone and documented: legacyOption has a page; the variable RSTEST_OLD_SWITCH has none, so it is no finding.
    expect(gone).toEqual([['config `legacyOption`', ['config/test/legacyOption.mdx']]]);
    const fresh = findings.filter((f) => f.kind === 'new').map((f) => f.subject);
    expect(fresh.sort()).toEqual(
      [
        'config `newOption`',
        'export `runRstest`',
        'member `expect(…).toBeShiny`',
        'CLI `rstest list --filesOnly`',
        'environment variable `RSTEST_NEW_SWITCH`',
      ].sort(),
    );
  });

  test('the same package twice gives no finding', () => {
    expect(compareSurfaces(pinned, pinned, PAGES)).toEqual([]);
  });
});

describe('the messages of a release against the error reference', () => {
  // The pinned stand-in throws `The {type} pool is not supported yet` and warns `No pool type given,
  // using forks`; the checked one drops the first and throws `Unknown pool type: {type}` beside the warning.
  const pinned = collectMessages(path.join(FIXTURE, 'pinned'));
  const checked = collectMessages(path.join(FIXTURE, 'checked'));
  /** A tiny error reference: the environment page quotes both messages of the pinned stand-in. */
  const quotes = ['Error: The vmForks pool is not supported yet', 'No pool type given, using forks'];
  const errorPages = [
    {
      file: 'guide/errors/cli-and-config.mdx',
      en: ['Error: Reporter x not found.'],
      zh: ['Error: Reporter x not found.'],
    },
    { file: 'guide/errors/environment.mdx', en: quotes, zh: quotes },
  ];
  const listed = ['Listed because no reader meets it'];
  const findings = messageFindings({ pinned, checked, errorPages, listed });

  test('reads the messages of both stand-ins', () => {
    expect(pinned.map((m) => m.template)).toEqual([
      'The {type} pool is not supported yet',
      'No pool type given, using forks',
    ]);
    expect(checked.map((m) => m.template)).toEqual(['Unknown pool type: {type}', 'No pool type given, using forks']);
  });

  test('a message only the release has is new, on the error page that quotes its neighbours; a quoted one it drops is gone', () => {
    expect(findings.map((f) => [f.kind, f.subject, f.pages])).toEqual([
      ['new', 'message `Unknown pool type: {}`', ['guide/errors/environment.mdx']],
      ['gone', 'message `The {} pool is not supported yet`', ['guide/errors/environment.mdx']],
      // A listed message the release does not have: no page quotes it, and no code of it is left to place it.
      ['gone', 'message `Listed because no reader meets it`', []],
    ]);
    expect(findings[0].detail).toBe('throw, @rstest/core/dist/index.js:11');
  });

  test('the report lists both under the error page', () => {
    const report = renderReport({ pinned: '1.0.0', checked: '2.0.0', companions: {}, missing: [], findings });
    const section = report.slice(report.indexOf('## docs/en/guide/errors/environment.mdx'));
    expect(section).toContain(
      '- **new, no page**: message `Unknown pool type: {}` (throw, @rstest/core/dist/index.js:11)',
    );
    expect(section).toContain('- **gone, still documented**: message `The {} pool is not supported yet`');
    expect(report.split('\n')[0]).toBe(
      '3 findings: 0 fact differs, 0 claim fails, 0 example fails, 1 new, no page, 2 gone, still documented',
    );
  });

  test('a message quoted in English only, or not at all, is new; the same release gives no finding', () => {
    const englishOnly = [{ file: 'guide/errors/environment.mdx', en: quotes, zh: [quotes[1]] }];
    expect(
      messageFindings({ pinned, checked: pinned, errorPages: englishOnly, listed: [] }).map((f) => f.subject),
    ).toEqual(['message `The {} pool is not supported yet`']);
    expect(messageFindings({ pinned, checked: pinned, errorPages, listed: [] })).toEqual([]);
  });

  test('the error pages of the site are read in both languages', () => {
    const pages = loadErrorPages(path.join(ROOT, 'docs'), ERROR_PAGES);
    expect(pages.map((page) => page.file)).toEqual(ERROR_PAGES.map((route) => `${route.slice(1)}.mdx`));
    for (const page of pages) {
      expect(page.en.length, page.file).toBeGreaterThan(5);
      expect(page.zh.length, page.file).toBe(page.en.length);
    }
  });
});

describe('finding pages', () => {
  test('a name is matched whole: pool.type is not in pool.types or pool.type.x', () => {
    expect(names('set `pool.type`', 'pool.type')).toBe(true);
    expect(names('pool.types', 'pool.type')).toBe(false);
    expect(names('pool.type.x', 'pool.type')).toBe(false);
    expect(names('--pool.typeX', '--pool.type')).toBe(false);
  });

  test('a page is named by its file, its route or a path under docs/<lang>', () => {
    expect(pagesNamedIn('guide/basic/cli.mdx > watch', PAGES)).toEqual(['guide/basic/cli.mdx']);
    expect(pagesNamedIn('en/config/test/pool: --flag', PAGES)).toEqual(['config/test/pool.mdx']);
    expect(pagesNamedIn('docs/zh/api/test-api/expect.mdx:12: line', PAGES)).toEqual(['api/test-api/expect.mdx']);
    expect(pagesNamedIn('guide/basic/nothing.mdx', PAGES)).toEqual([]);
  });

  test('a failed test is tied to the page its name names, else its file’s PAGE, else the option it starts with', () => {
    const report = {
      testResults: [
        {
          name: '/scratch/repo/tests/claims/guide.test.ts',
          status: 'failed',
          assertionResults: [
            {
              fullName: 'guide/basic/cli.mdx prints the help',
              title: 'prints the help',
              status: 'failed',
              failureMessages: ['AssertionError: expected 1 to be 2\n    at x (file.ts:1:1)'],
            },
            { fullName: 'passes', title: 'passes', status: 'passed', failureMessages: [] },
          ],
        },
        {
          name: '/scratch/repo/tests/integrations.test.ts',
          status: 'failed',
          assertionResults: [{ fullName: 'rslib', title: 'rslib', status: 'failed', failureMessages: ['Error: boom'] }],
        },
        {
          name: '/scratch/repo/tests/config-options.test.ts',
          status: 'failed',
          assertionResults: [
            {
              fullName: 'options pool.type is accepted by RstestConfig',
              title: 'pool.type is accepted by RstestConfig',
              status: 'failed',
              failureMessages: ['AssertionError: pool.type is not a key'],
            },
          ],
        },
      ],
    };
    const sources: Record<string, string> = {
      '/scratch/repo/tests/claims/guide.test.ts': '',
      '/scratch/repo/tests/integrations.test.ts': "const PAGE = 'api/javascript-api/reporter.mdx';",
      '/scratch/repo/tests/config-options.test.ts': '',
    };
    const findings = claimFindings(report, '/scratch/repo', PAGES, (file) => sources[file]);
    expect(findings.map((f) => [f.subject, f.pages, f.detail])).toEqual([
      [
        'tests/claims/guide.test.ts › guide/basic/cli.mdx prints the help',
        ['guide/basic/cli.mdx'],
        'AssertionError: expected 1 to be 2',
      ],
      ['tests/integrations.test.ts › rslib', ['api/javascript-api/reporter.mdx'], 'Error: boom'],
      [
        'tests/config-options.test.ts › options pool.type is accepted by RstestConfig',
        ['config/test/pool.mdx'],
        'AssertionError: pool.type is not a key',
      ],
    ]);
  });

  test('failed examples: the whole runs the runner prints, the tests of the shared run its JSON report lists', () => {
    const printed = [
      '✓ whole run en--guide--basic--cli--ok (exit 0, 1 output block(s), 1.0s)',
      '✗ whole run en--config--test--pool--vm (docs/en/config/test/pool.mdx)',
      '  exit code 1, the page says 0',
      '  output of the run (/tmp/x.txt):',
      'Error: unknown pool vmForks',
      '✓ whole run en--guide--basic--cli--two (exit 0, 1 output block(s), 1.0s)',
      'Whole-run examples: 2 passed, 1 failed',
    ].join('\n');
    const shared = {
      tests: [
        {
          testPath: 'en--api--test-api--expect/src/a.test.ts',
          fullName: 'toBe works',
          status: 'fail',
          errors: [{ message: 'AssertionError: expected 1 to be 2' }],
        },
        { testPath: 'en--api--test-api--expect/src/a.test.ts', fullName: 'passes', status: 'pass' },
      ],
      files: [
        { testPath: 'en--api--test-api--expect/src/a.test.ts', status: 'fail', errors: [] },
        {
          testPath: 'en--config--test--pool/b.test.ts',
          status: 'fail',
          errors: [{ message: 'TypeError: x is not a function' }],
        },
      ],
    };
    const failures = [...parseExampleOutput(printed), ...sharedRunFailures(shared)];
    expect(failures.map((f) => [f.name, f.page, f.output])).toEqual([
      [
        'en--config--test--pool--vm',
        'docs/en/config/test/pool.mdx',
        'exit code 1, the page says 0\n  output of the run (/tmp/x.txt):\nError: unknown pool vmForks',
      ],
      [
        'en--api--test-api--expect/src/a.test.ts › toBe works',
        'en--api--test-api--expect',
        'AssertionError: expected 1 to be 2',
      ],
      // A file that failed before its tests ran (its failed tests are listed above otherwise).
      ['en--config--test--pool/b.test.ts', 'en--config--test--pool', 'TypeError: x is not a function'],
    ]);
    expect(exampleFindings(failures, PAGES).map((f) => f.pages)).toEqual([
      ['config/test/pool.mdx'],
      ['api/test-api/expect.mdx'],
      ['config/test/pool.mdx'],
    ]);
  });
});

describe('the Markdown', () => {
  const findings: Finding[] = [
    {
      kind: 'fact',
      subject: 'config `pool.type`',
      fact: 'type',
      before: "'a'",
      after: "'b'",
      pages: ['config/test/pool.mdx'],
    },
    {
      kind: 'claim',
      subject: 'tests/x.test.ts › y',
      detail: 'Error: no',
      pages: ['config/test/pool.mdx', 'guide/basic/cli.mdx'],
    },
    { kind: 'new', subject: 'export `runRstest`', pages: [], mentions: [] },
    { kind: 'example', subject: 'the example runner failed', detail: 'out', pages: [] },
  ];
  const report = renderReport({ pinned: '1.0.0', checked: '2.0.0', companions: {}, missing: [], findings });

  test('starts with the counts per kind', () => {
    expect(report.split('\n')[0]).toBe(
      '4 findings: 1 fact differs, 1 claim fails, 1 example fails, 1 new, no page, 0 gone, still documented',
    );
    expect(summaryLine([])).toBe(
      'No drift: 0 fact differs, 0 claim fails, 0 example fails, 0 new, no page, 0 gone, still documented',
    );
  });

  test('groups findings by page (each page with its zh twin), then new surface, then what no page is tied to', () => {
    const headings = report.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual([
      '## docs/en/config/test/pool.mdx',
      '## docs/en/guide/basic/cli.mdx',
      '## New surface without a page',
      '## Not tied to one page',
    ]);
    expect(report).toContain('zh twin: docs/zh/config/test/pool.mdx');
    expect(report).toContain("- **fact differs**: config `pool.type`, type: `'a'` → `'b'`");
  });
});

// ---------------------------------------------------------------------------------------------
// The report of a real run against 0.11.12 covers the upgrade page

const REPORT = readFileSync(path.join(FIXTURE, 'report-0.11.12.md'), 'utf8');

interface ReportLine {
  kind: string;
  subject: string;
  fact?: string;
  before?: string;
  after?: string;
}

/** The finding lines of a report: `- **fact differs**: config `pool.type`, type: `a` → `b``. */
function reportLines(report: string): ReportLine[] {
  return [...report.matchAll(/^- \*\*([^*]+)\*\*: (.*)$/gm)].map(([, kind, rest]) => {
    const fact = /^(.*?), ([\w@/ .-]+): (`+)(.*?)\3 → (?:(`+)(.*?)\5|—)$/.exec(rest);
    const factGone = /^(.*?), ([\w@/ .-]+): — → (`+)(.*?)\3$/.exec(rest);
    if (fact) return { kind, subject: fact[1], fact: fact[2], before: fact[4], after: fact[6] ?? '—' };
    if (factGone) return { kind, subject: factGone[1], fact: factGone[2], before: '—', after: factGone[4] };
    return { kind, subject: rest };
  });
}

/** A cell's value as the report writes it: its code (`a`, `b` → `a, b` in sorted order) or its text. */
function cellValue(cell: string): string {
  const code = codeOf(cell);
  if (cell === '—') return '—';
  return code.length > 0 ? code.sort().join(', ') : cell.replace(/\s+/g, ' ').trim();
}

/** The names a first cell gives: `` `Reporter`, `TestFileResult` (type) `` → Reporter, TestFileResult. */
const namesOf = (cell: string) => codeOf(cell);

/** Whether a subject (`config `pool.type``, `reporter `onTestRunEnd.summary``) is about `name`. */
const about = (subject: string, name: string) =>
  new RegExp(`\`(?:[\\w.]+\\.)?${name.replace(/[.]/g, '\\.')}\``).test(subject);

describe('the report against 0.11.12 has every difference of the upgrade page', () => {
  const lines = reportLines(REPORT);
  // The tables whose columns are 0.11.12 and 0.12.0, by section id, with the column of each.
  const TABLES = [
    { id: 'configuration', name: 0, old: 1, now: 2 },
    { id: 'defaults', name: 0, old: 1, now: 2 },
    { id: 'command-line', name: 0, old: 1, now: 2 },
    { id: 'imports', name: 0, old: 1, now: 2 },
    { id: 'reporters', name: 0, old: 1, now: 2 },
  ];
  const rows = TABLES.flatMap((table) =>
    sectionTable('en', 'guide/start/upgrade.mdx', table.id).flatMap((row) =>
      namesOf(row[table.name]).map((name) => ({
        section: table.id,
        name,
        old: cellValue(row[table.old]),
        now: cellValue(row[table.now]),
      })),
    ),
  );

  test('the page has the rows this test reads', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['pool.memoryLimit', '--findRelatedTests', 'createRstest', 'unhandledErrors']),
    );
  });

  test.each(rows.map((row) => [`${row.section}: ${row.name}`, row] as const))('%s', (_label, row) => {
    if (row.now === '—') {
      // Only 0.11.12 has it: new surface in the report.
      expect(lines.filter((l) => l.kind === 'new, no page' && about(l.subject, row.name))).not.toEqual([]);
    } else if (row.old === '—') {
      // Only 0.12.0 has it and a page documents it: gone in the report.
      expect(lines.filter((l) => l.kind === 'gone, still documented' && about(l.subject, row.name))).not.toEqual([]);
    } else {
      // Both have it: the pinned value (0.12.0) → the value of 0.11.12.
      const facts = lines.filter((l) => l.kind === 'fact differs' && about(l.subject, row.name));
      expect(facts.map((l) => [l.before, l.after])).toContainEqual([row.now, row.old]);
    }
  });

  test('the packages table: the coverage providers differ from the versions the page gives', () => {
    for (const [name, version, range] of sectionTable('en', 'guide/start/upgrade.mdx', 'upgrade-the-packages')) {
      const facts = lines.filter((l) => l.kind === 'fact differs' && about(l.subject, codeOf(name)[0]));
      for (const fact of facts) expect([codeOf(version)[0], codeOf(range)[0]]).toContain(fact.before);
      if (name.includes('coverage'))
        expect(new Set(facts.map((f) => f.fact))).toEqual(new Set(['declares @rstest/core', 'version']));
    }
  });

  test('every page the report names exists, in both languages', () => {
    const pages = new Set(loadPages(path.join(ROOT, 'docs')).map((page) => page.file));
    for (const [, page] of REPORT.matchAll(/^## docs\/en\/(\S+)$/gm)) expect(pages).toContain(page);
  });
});
