// What docs/*/guide/start/migrate-from-vitest.mdx says about Rstest beyond its runnable examples: messages a
// migrating suite meets, behaviour that needs several runs or environments, the Vitest side of a difference,
// run with the installed Vitest, and the page's mapping tables, checked against the installed packages
// (tests/helpers/migration-mapping.ts). A claim is marked on both pages with
// `{/* proven by tests/claims/migrate-from-vitest.test.ts: <test name> */}`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { sectionParagraphCodes, sectionTable } from '../helpers/mdx-page';
import { pageClaims } from '../helpers/page-claims';
import { PAGES, quoted, run, outsideCi, runVitest } from '../helpers/migration-claims';
import {
  VITEST_PAGE,
  RS_MEMBERS,
  RSTEST_CONFIG_KEYS,
  VITEST_TOP_LEVEL_OPTIONS,
  VI_MEMBERS,
  VITEST_EXPORTS,
  type Kind,
  vitestProblem,
  page,
  tableProblems,
  mapping,
} from '../helpers/migration-mapping';

const { claim, claimsAreMarked } = pageClaims('migrate-from-vitest.test.ts', 'guide/start/migrate-from-vitest.mdx');

describe('Migrating from Vitest', () => {
  claim('Vitest: imports from vitest and a leftover vi global fail with the quoted messages', () => {
    const fromVitest = run({
      'src/button.test.ts': `import { expect, test, vi } from 'vitest';
test('calls the handler', () => {
  const onClick = vi.fn();
  onClick();
  expect(onClick).toHaveBeenCalled();
});
`,
    });
    expect(fromVitest.status).toBe(1);
    expect(fromVitest.output).toContain(quoted(PAGES.vitest, 'Vitest failed to find the current suite'));

    const leftover = run(
      {
        'src/button.test.ts': `test('calls the handler', () => {
  const onClick = vi.fn();
  onClick();
  expect(onClick).toHaveBeenCalled();
});
`,
      },
      ['--globals'],
    );
    expect(leftover.status).toBe(1);
    expect(leftover.output).toContain(quoted(PAGES.vitest, 'ReferenceError: vi is not defined'));
  });

  claim('Vitest: restoreMocks keeps a vi.fn value in Vitest 4.1 and resets it in Rstest', () => {
    const file = (api: 'vi' | 'rs', from: string, restored: number) => `import { expect, ${api}, test } from '${from}';

const getPrice = ${api}.fn(() => 100);
getPrice.mockReturnValue(5);

test('restoreMocks and the value set at load time', () => {
  expect(getPrice()).toBe(${restored});
});

test('mockReset goes back to the implementation given to fn', () => {
  const getTax = ${api}.fn(() => 20);
  getTax.mockReturnValue(1);
  getTax.mockReset();
  expect(getTax()).toBe(20);
});
`;
    const vitest = runVitest({
      'vitest.config.mjs': 'export default { test: { restoreMocks: true } };\n',
      'src/price.test.ts': file('vi', 'vitest', 5),
    });
    expect(vitest.status, vitest.output).toBe(0);
    expect(vitest.output).toContain('Tests  2 passed');

    const rstest = run({
      'rstest.config.ts': 'export default { restoreMocks: true };\n',
      'src/price.test.ts': file('rs', '@rstest/core', 100),
    });
    expect(rstest.status, rstest.output).toBe(0);
  });

  claim('Vitest: outside CI a run rewrites only the header of a Vitest .snap file', () => {
    // Written by Vitest 4.1.12 for this test.
    const entries = `
exports[\`user > serializes 1\`] = \`
{
  "name": "Ada",
}
\`;
`;
    const vitestSnapshot = `// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html\n${entries}`;
    const files = {
      'src/user.test.ts': `import { describe, expect, test } from '@rstest/core';
describe('user', () => {
  test('serializes', () => {
    expect({ name: 'Ada' }).toMatchSnapshot();
  });
});
`,
      'src/__snapshots__/user.test.ts.snap': vitestSnapshot,
    };
    const snapshotAfter = (dir: string) => readFileSync(path.join(dir, 'src/__snapshots__/user.test.ts.snap'), 'utf8');
    const header = quoted(PAGES.vitest, '// Rstest Snapshot v1');

    const inCi = run(files, [], { CI: 'true' });
    expect(inCi.status, inCi.output).toBe(0);
    expect(snapshotAfter(inCi.dir)).toBe(vitestSnapshot);

    const local = run(files, [], outsideCi());
    expect(local.status, local.output).toBe(0);
    expect(snapshotAfter(local.dir)).toBe(`${header}\n${entries}`);

    const updated = run(files, ['-u'], { CI: 'true' });
    expect(updated.status, updated.output).toBe(0);
    expect(snapshotAfter(updated.dir)).toBe(`${header}\n${entries}`);
  });

  claim('Vitest: the notes of the vi table hold', () => {
    const result = run({
      'src/clock.test.ts': `import { expect, rs, test } from '@rstest/core';
test('under fake timers new Date() is the fake time', () => {
  expect(rs.isFakeTimers()).toBe(false);
  rs.useFakeTimers();
  rs.setSystemTime(new Date('2030-01-01T00:00:00Z'));
  expect(rs.isFakeTimers()).toBe(true);
  expect(new Date().toISOString()).toBe('2030-01-01T00:00:00.000Z');
  rs.useRealTimers();
});
`,
    });
    expect(result.status, result.output).toBe(0);
  });
});

describe('Migrating from Vitest: the mapping tables', () => {
  const TABLES: [string, Kind][] = [
    ['imports', 'imports'],
    ['the-vi-object', 'api'],
    ['configuration', 'config'],
    ['cli', 'cli'],
  ];
  const rows = (id: string, lang = 'en') => sectionTable(page(lang, VITEST_PAGE), id);
  const firstColumn = (id: string) => rows(id).flatMap(([source]) => source.codes);

  claim(
    'Vitest: every name in the mapping tables exists on its side, and every — row has no Rstest counterpart',
    () => {
      for (const [id, kind] of TABLES) expect(tableProblems(rows(id), kind, vitestProblem), id).toEqual([]);
    },
  );

  claim('Vitest: the imports table lists every export of vitest', () => {
    expect([...VITEST_EXPORTS].filter((name) => !firstColumn('imports').includes(name))).toEqual([]);
  });

  claim('Vitest: every member of vi not in the table is on rs with the same name', () => {
    const listed = firstColumn('the-vi-object').map((code) => code.replace(/^vi\./, ''));
    expect([...VI_MEMBERS].filter((name) => !RS_MEMBERS.has(name)).sort()).toEqual([...listed].sort());
  });

  claim('Vitest: the members rs has and vi lacks are the ones listed', () => {
    const listed = sectionParagraphCodes(page('en', VITEST_PAGE), 'the-vi-object')
      .filter((code) => code.startsWith('rs.'))
      .map((code) => code.slice('rs.'.length));
    // rs.setTickMode is in the table, as the counterpart of vi.setTimerTickMode.
    const counterparts = rows('the-vi-object').flatMap(([, target]) => target.codes.map((code) => code.slice(3)));
    const extra = [...RS_MEMBERS].filter((name) => !VI_MEMBERS.has(name) && !counterparts.includes(name));
    expect(extra.sort()).toEqual([...listed].sort());
  });

  claim(
    'Vitest: every test option is renamed in the table, listed without a counterpart, or an RstestConfig key of the same name',
    () => {
      const renamed = firstColumn('configuration')
        .filter((code) => code.startsWith('test.'))
        .map((code) => code.slice('test.'.length));
      const withoutCounterpart = sectionParagraphCodes(page('en', VITEST_PAGE), 'options-without-a-counterpart');
      expect(withoutCounterpart.filter((key) => !VITEST_TOP_LEVEL_OPTIONS.includes(key))).toEqual([]);
      expect(withoutCounterpart.filter((key) => RSTEST_CONFIG_KEYS.has(key))).toEqual([]);
      const unaccounted = VITEST_TOP_LEVEL_OPTIONS.filter(
        (key) => !RSTEST_CONFIG_KEYS.has(key) && !renamed.includes(key) && !withoutCounterpart.includes(key),
      );
      expect(unaccounted).toEqual([]);
    },
  );

  test('the zh page maps the same names', () => {
    for (const [id] of TABLES) expect(mapping(rows(id, 'zh')), id).toEqual(mapping(rows(id)));
    for (const id of ['the-vi-object', 'options-without-a-counterpart'])
      expect(sectionParagraphCodes(page('zh', VITEST_PAGE), id), id).toEqual(
        sectionParagraphCodes(page('en', VITEST_PAGE), id),
      );
  });
});

claimsAreMarked();
