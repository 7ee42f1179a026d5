// The since-table (site/data/since.json, `npm run since`): its logic on small made-up
// surfaces, and the committed table against fresh reads of two real releases, the pinned
// @rstest/core and the 0.11.12 of the drift tests' fixture package: what they have is not marked as
// arriving after them, and what the pinned release has and 0.11.12 lacks is. No install here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { escapeRegExp } from '../lib/escapeRegExp.mjs';
import {
  addRelease,
  badgeMarkdown,
  badgeTexts,
  badgeVersion,
  buildSinceTable,
  compareVersions,
  findBadgePlaces,
  groupOf,
  normalizeFact,
  pickVersions,
  SINCE_CATEGORIES,
  SINCE_TEXTS,
  type SinceData,
  surfacesOf,
} from '../lib/since.mjs';
import { readSurface, type Surface } from '../lib/drift/surface.mjs';
import { glossary } from '../site/glossary';
import { ROOT } from './helpers/rstest';

const data: SinceData = JSON.parse(readFileSync(path.join(ROOT, 'site/data/since.json'), 'utf8'));

/** A surface of the given keys, with facts for config keys (`config:a=type`). */
function surface(...entries: string[]): Surface {
  const result: Surface = {};
  for (const entry of entries) {
    const [key, type] = entry.split('=');
    const [category, name] = key.split(':') as [Surface[string]['category'], string];
    result[key] = { category, name, facts: type === undefined ? {} : { type } };
  }
  return result;
}

describe('the table of made-up releases', () => {
  const releases = new Map<string, Surface>([
    ['0.1.0', surface('config:a=string', 'cli:--old', 'cli:--run', 'member:rs.fn', 'reporter:onTestRunEnd')],
    ['0.2.0', surface('config:a=string', 'cli:--old', 'cli:--run', 'member:rs.fn')],
    [
      '0.2.3',
      surface('config:a=string | number', 'config:b=boolean', 'cli:--run', 'member:rs.fn', 'reporter:onTestRunEnd'),
    ],
    [
      '0.4.1',
      surface(
        'cli:--run',
        'config:a=number | string',
        'config:b=boolean',
        'member:rs.fn',
        'member:rs.mocked',
        'reporter:onTestRunEnd',
        'reporter:onExit',
      ),
    ],
  ]);
  const table = buildSinceTable(releases, ['0.1.0', '0.2.0', '0.2.3', '0.3.0', '0.4.1']);

  test('an item of every release gets no bounds; one that arrived later gets both', () => {
    expect(table.checked).toEqual(['0.1.0', '0.2.0', '0.2.3', '0.4.1']);
    expect(table.items['member:rs.fn']).toEqual({ present: [['0.1.0', '0.4.1']] });
    expect(table.items['config:b']).toMatchObject({ added: '0.2.3', lastWithout: '0.2.0' });
    // 0.3.0 is in the registry but was not checked: both bounds stay, 0.2.3 and 0.4.1.
    expect(table.items['member:rs.mocked']).toMatchObject({ added: '0.4.1', lastWithout: '0.2.3' });
  });

  test('an item gone from the newest release is listed as removed, with its last release', () => {
    expect(table.items['cli:--old']).toEqual({
      present: [['0.1.0', '0.2.0']],
      removed: { last: '0.2.0', goneBy: '0.2.3' },
    });
  });

  test('a release whose reader saw none of a group says nothing about its items', () => {
    // 0.2.0 shows no reporter hook at all: unread there, not a gap in onTestRunEnd.
    expect(table.unread).toEqual({ reporter: ['0.2.0'] });
    expect(table.items['reporter:onTestRunEnd']).toEqual({ present: [['0.1.0', '0.4.1']] });
    expect(table.items['reporter:onExit']).toMatchObject({ added: '0.4.1', lastWithout: '0.2.3' });
  });

  test('a changed type says from which release the current one holds; a reordered union is no change', () => {
    expect(table.items['config:a'].changed).toEqual([
      { fact: 'type', since: '0.2.3', lastDifferent: '0.2.0', was: 'string' },
    ]);
    expect(normalizeFact('number | string')).toBe(normalizeFact('string | number'));
    expect(normalizeFact("{ a: 'x' | 'y' } | string")).toBe("string | { a: 'x' | 'y' }");
  });

  test('an export that moved to other entry points says from which release the current ones hold', () => {
    const exported = (entry: string): Surface => ({
      'export:createRstest': {
        category: 'export',
        name: 'createRstest',
        facts: { 'exported by': entry, kind: 'value' },
      },
      'export:other': { category: 'export', name: 'other', facts: { 'exported by': '@rstest/core', kind: 'value' } },
    });
    const moved = buildSinceTable(
      new Map([
        ['0.1.0', { 'export:other': exported('@rstest/core')['export:other'] }],
        ['0.2.0', exported('@rstest/core')],
        ['0.3.0', exported('@rstest/core/api')],
      ]),
      [],
    );
    expect(moved.items['export:createRstest']).toMatchObject({
      added: '0.2.0',
      lastWithout: '0.1.0',
      moved: { since: '0.3.0', lastWithout: '0.2.0', was: '@rstest/core', now: '@rstest/core/api' },
    });
    expect(badgeTexts(moved.items['export:createRstest'], SINCE_TEXTS.en).bounds).toBe(
      'added between 0.1.0 and 0.2.0; imported from @rstest/core/api since 0.3.0 (up to 0.2.0: from @rstest/core)',
    );
    expect(moved.items['export:other'].moved).toBeUndefined();
  });

  test('--add adds one release to the table, as if it had been checked with the others', () => {
    const newer = surface(
      'config:a=number | string | boolean',
      'config:b=boolean',
      'member:rs.fn',
      'cli:--new',
      'cli:--run',
      'reporter:onExit',
    );
    const added = addRelease(table, '0.5.0', newer);
    const whole = buildSinceTable(new Map([...releases, ['0.5.0', newer]]), [...table.registry, '0.5.0']);
    expect(added).toEqual(whole);
    expect(added.items['cli:--new']).toMatchObject({ added: '0.5.0', lastWithout: '0.4.1' });
    expect(added.items['member:rs.mocked'].removed).toEqual({ last: '0.4.1', goneBy: '0.5.0' });
    expect(() => addRelease(table, '0.3.0', newer)).toThrow(/older than 0.4.1/);
  });

  test('the releases to check: all of them, or the first and last patch of each minor', () => {
    const registry = ['0.1.3', '0.3.2', '0.3.4', '0.10.0', '0.9.1', '0.9.10', '0.9.2', '0.12.0-beta.1'];
    expect(pickVersions(registry, 'all')).toEqual(['0.1.3', '0.3.2', '0.3.4', '0.9.1', '0.9.2', '0.9.10', '0.10.0']);
    expect(pickVersions(registry, 'minors')).toEqual(['0.1.3', '0.3.2', '0.3.4', '0.9.1', '0.9.10', '0.10.0']);
    expect(compareVersions('0.9.10', '0.10.0')).toBeLessThan(0);
  });
});

describe('what a badge says', () => {
  test('the minor when the release before is of an earlier minor, else the exact release', () => {
    expect(badgeVersion({ present: [], added: '0.9.1', lastWithout: '0.8.5' })).toBe('0.9');
    expect(badgeVersion({ present: [], added: '0.9.5', lastWithout: '0.9.2' })).toBe('0.9.5');
    expect(badgeTexts({ present: [], added: '0.9.1', lastWithout: '0.8.5' }, SINCE_TEXTS.en)).toEqual({
      text: '0.9+',
      name: 'added in 0.9',
      bounds: 'added between 0.8.5 and 0.9.1',
    });
    expect(badgeTexts({ present: [], added: '0.9.1', lastWithout: '0.8.5' }, SINCE_TEXTS.zh)).toEqual({
      text: '0.9+',
      name: '0.9 新增',
      bounds: '在 0.8.5 与 0.9.1 之间新增',
    });
    expect(badgeMarkdown({ present: [], added: '0.9.1', lastWithout: '0.8.5' }, SINCE_TEXTS.en)).toBe(
      '(0.9+: added between 0.8.5 and 0.9.1)',
    );
    expect(badgeMarkdown({ present: [], added: '0.9.1', lastWithout: '0.8.5' }, SINCE_TEXTS.zh)).toBe(
      '（0.9+：在 0.8.5 与 0.9.1 之间新增）',
    );
  });

  test('the zh texts use no variant the glossary rejects', () => {
    const zh = Object.values(SINCE_TEXTS.zh).join('\n');
    for (const entry of glossary) {
      for (const variant of entry.rejected) {
        const found = /^[\w .-]+$/.test(variant)
          ? new RegExp(`\\b${escapeRegExp(variant)}\\b`, 'i').test(zh)
          : zh.includes(variant);
        expect(found, `${variant} (use ${entry.term})`).toBe(false);
      }
    }
  });

  test('the finder: option headings by their ConfigMeta, API headings by name, CLI flags by their cell', () => {
    const made: SinceData = {
      ...buildSinceTable(new Map(), []),
      checked: ['0.1.0', '0.2.0'],
      items: {
        'config:pool': { present: [['0.1.0', '0.2.0']] },
        'config:pool.type': { present: [['0.2.0', '0.2.0']], added: '0.2.0', lastWithout: '0.1.0' },
        'member:rs.fn': { present: [['0.2.0', '0.2.0']], added: '0.2.0', lastWithout: '0.1.0' },
        'member:expect(…).toBeOneOf': { present: [['0.2.0', '0.2.0']], added: '0.2.0', lastWithout: '0.1.0' },
        'reporter:onExit': { present: [['0.2.0', '0.2.0']], added: '0.2.0', lastWithout: '0.1.0' },
        'cli:--shard': { present: [['0.2.0', '0.2.0']], added: '0.2.0', lastWithout: '0.1.0' },
        'cli:rstest list --summary': { present: [['0.2.0', '0.2.0']], added: '0.2.0', lastWithout: '0.1.0' },
        'cli:rstest list': { present: [['0.1.0', '0.2.0']] },
        'cli:--browser.providerOptions.*': { present: [['0.2.0', '0.2.0']], added: '0.2.0', lastWithout: '0.1.0' },
      },
    };
    const texts = (page: string, source: string) =>
      findBadgePlaces(page, source, made).map((p) => `${p.kind} ${p.text}: ${p.items.join(' ')}`);
    expect(
      texts(
        'config/test/pool.mdx',
        '# pool\n\n<ConfigMeta name="pool" />\n\n## type\n\n<ConfigMeta name="pool.type" />\n',
      ),
    ).toEqual(['heading type: config:pool.type']);
    expect(texts('api/rstest/mockFunctions.mdx', '## rs.fn\n\n```ts\n## rs.fn\n```\n')).toEqual([
      'heading rs.fn: member:rs.fn',
    ]);
    expect(texts('api/test-api/expect.mdx', '### toBeOneOf\n')).toEqual([
      'heading toBeOneOf: member:expect(…).toBeOneOf',
    ]);
    expect(texts('api/javascript-api/reporter.mdx', '### onExit\n')).toEqual(['heading onExit: reporter:onExit']);
    expect(
      texts(
        'guide/basic/cli.mdx',
        '### `rstest list` {#rstest-list}\n\n| `--summary` | x |\n\n### Options\n\n| `--shard <index/count>` | x |\n| `--summary` | x |\n| `--browser.providerOptions.*` | x |\n',
      ),
    ).toEqual([
      'cell --summary: cli:rstest list --summary',
      'cell --shard <index/count>: cli:--shard',
      'cell --browser.providerOptions.*: cli:--browser.providerOptions.*',
    ]);
  });
});

describe('site/data/since.json against fresh reads of two releases', () => {
  let pinned: Surface;
  let older: Surface;
  const pinnedVersion: string = JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules/@rstest/core/package.json'), 'utf8'),
  ).version;
  const olderModules = path.join(ROOT, 'node_modules/rstest-0-11-fixture/node_modules');
  const olderVersion: string = JSON.parse(
    readFileSync(path.join(olderModules, '@rstest/core/package.json'), 'utf8'),
  ).version;
  const keysOf = (s: Surface) =>
    Object.entries(s)
      .filter(([, item]) => SINCE_CATEGORIES.includes(item.category))
      .map(([key]) => key);
  beforeAll(async () => {
    [pinned, older] = [await readSurface(path.join(ROOT, 'node_modules')), await readSurface(olderModules)];
  }, 180_000);

  test('the newest checked release is the pinned one, and both were checked', () => {
    expect(data.checked[data.checked.length - 1]).toBe(pinnedVersion);
    expect(data.checked).toContain(olderVersion);
    expect(data.checked.length).toBeGreaterThanOrEqual(20);
  });

  test('every item of the pinned release has a current row, and every current row is in it', () => {
    const current = Object.entries(data.items)
      .filter(([, row]) => !row.removed)
      .map(([key]) => key);
    expect(current.sort()).toEqual(keysOf(pinned).sort());
  });

  test("a config option's current type and default are the pinned release's", () => {
    for (const [key, row] of Object.entries(data.items)) {
      if (!key.startsWith('config:') || row.removed) continue;
      for (const fact of ['type', 'default']) {
        const last = row.facts?.[fact]?.at(-1);
        const value = pinned[key].facts[fact];
        // A fact the pinned d.ts does not state (no `@default`) has no current value in the table.
        if (value === undefined) expect(last?.[1], `${key} ${fact}`).not.toBe(pinnedVersion);
        else expect(last && [last[1], last[2]], `${key} ${fact}`).toEqual([pinnedVersion, value]);
      }
    }
  });

  test(`what ${'0.11.12'} has is not marked as arriving after it; what it lacks is`, () => {
    const olderKeys = new Set(keysOf(older));
    const after = (version: string) => compareVersions(version, olderVersion) > 0;
    for (const key of keysOf(pinned)) {
      const row = data.items[key];
      if (olderKeys.has(key)) {
        expect(row.added === undefined || !after(row.added), `${key} added ${row.added}`).toBe(true);
      } else if (!data.unread[groupOf(key)]?.includes(olderVersion)) {
        expect(row.added, key).toBe(pinnedVersion);
        expect(row.lastWithout, key).toBe(olderVersion);
      }
    }
    // And what 0.11.12 had that the pinned release lacks is listed as removed by it.
    for (const key of keysOf(older).filter((k) => !pinned[k])) {
      expect(data.items[key]?.removed, key).toEqual({ last: olderVersion, goneBy: pinnedVersion });
    }
  });

  test('the table holds what it was built from: rebuilding it from its own columns changes nothing', () => {
    const rebuilt = buildSinceTable(surfacesOf(data), data.registry, data.unread);
    expect(rebuilt.items).toEqual(data.items);
  });
});
