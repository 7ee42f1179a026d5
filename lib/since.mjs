// The since-table: for each item of the @rstest/core surface (lib/drift/surface.mjs keys it as
// `<category>:<name>`), in which checked releases it is present, the first release that has it and
// the last checked one that lacks it, what was removed on the way, and from which release a config
// option's type or default holds. Built by `npm run since` (scripts/since.mjs) into
// site/data/since.json; read by the build (plugins/since.ts) and the tests. No I/O here.

/**
 * @typedef {import('./drift/surface.mjs').Surface} Surface
 * @typedef {[from: string, to: string]} Range inclusive, in checked releases
 * @typedef {[from: string, to: string, value: string]} FactRange a fact's value from one checked release to
 *   another, over the releases that state it (a release whose d.ts has no `@default` tag states no default),
 *   as the last of them writes it
 * @typedef {object} Change A config fact whose current value holds only from a later release: a default,
 *   or the values a type accepts (valuesChanged)
 * @property {string} fact `type` or `default`
 * @property {string} since the first checked release of the current value's last run
 * @property {string} lastDifferent the checked release before it, where the value differed
 * @property {string} was the value in `lastDifferent`
 * @typedef {object} SinceRow
 * @property {Range[]} present the checked releases that have the item, as ranges over the releases where
 *   its group was read
 * @property {string} [added] the item is in the newest checked release and arrived after the oldest:
 *   the first release of its last unbroken run
 * @property {string} [lastWithout] with `added`: the checked release before it (which lacks the item)
 * @property {{ last: string, goneBy: string }} [removed] the item is gone from the newest release: the
 *   last checked release with it and the first checked one after it without
 * @property {Record<string, FactRange[]>} [facts] config options: `type` and `default` over the releases;
 *   exports: `entries`, the `@rstest/core…` paths it is declared or exported at runtime from
 * @property {Change[]} [changed] config options: facts whose current value arrived after the option did
 * @property {Move} [moved] exports: the entry points it is imported from now arrived after it did
 * @typedef {object} Move An export that moved to entry points it shares none with.
 * @property {string} since the first checked release with the current entry points
 * @property {string} lastWithout the checked release before, which exported it from `was` only
 * @property {string} was the entry points before (`@rstest/core`)
 * @property {string} now the current ones (`@rstest/core/api`)
 * @typedef {object} SinceData
 * @property {string} about
 * @property {string} package
 * @property {string[]} registry every version the registry listed, oldest first
 * @property {string[]} checked the versions whose surface was read, oldest first
 * @property {Record<string, string[]>} unread per group of items (groupOf), the checked releases where
 *   the reader saw none of it: an item's presence there is unknown, neither a bound nor a gap
 * @property {Record<string, SinceRow>} items
 */

/** Categories of the table: every surface category but the companion packages' versions. */
export const SINCE_CATEGORIES = ['config', 'cli', 'export', 'member', 'reporter', 'env'];

/** Config facts whose history is kept. */
export const TRACKED_FACTS = ['type', 'default'];

/**
 * The facts kept per category: a config option's type and default, an export's entry points (the
 * `@rstest/core…` paths that declare or export it at runtime, `entries`).
 * @param {string} key
 */
const trackedFacts = (key) =>
  key.startsWith('config:') ? TRACKED_FACTS : key.startsWith('export:') ? ['entries'] : [];

/**
 * A fact of an item in one release: `entries` joins where an export is declared and where it is at runtime.
 * @param {Record<string, string>} facts
 * @param {string} fact
 */
function factOf(facts, fact) {
  if (fact !== 'entries' || facts.entries !== undefined) return facts[fact];
  const entries = [facts['exported by'], facts['at runtime from']].flatMap((list) => list?.split(', ') ?? []);
  return entries.length > 0 ? [...new Set(entries)].sort().join(', ') : undefined;
}

/** @param {string} version */
const parts = (version) => version.split(/[.+-]/).map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Semver order of plain `x.y.z` versions (prereleases are not in the table).
 * @param {string} a
 * @param {string} b
 */
export function compareVersions(a, b) {
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const [x, y] = [pa[i] ?? 0, pb[i] ?? 0];
    if (x !== y) return typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1;
  }
  return 0;
}

/**
 * The versions to check: every stable release (`all`), or the first and last patch of every minor.
 * @param {string[]} registry
 * @param {'all' | 'minors'} which
 */
export function pickVersions(registry, which) {
  const stable = registry.filter((v) => /^\d+\.\d+\.\d+$/.test(v)).sort(compareVersions);
  if (which === 'all') return stable;
  /** @type {Map<string, string[]>} */
  const byMinor = new Map();
  for (const version of stable) {
    const minor = version.split('.').slice(0, 2).join('.');
    byMinor.set(minor, [...(byMinor.get(minor) ?? []), version]);
  }
  return [...byMinor.values()].flatMap((versions) => [...new Set([versions[0], versions[versions.length - 1]])]);
}

/**
 * A type or default as compared across releases. A type's union members in a fixed order, so that
 * `string[] | string` and `string | string[]` are the same accepted values; a default without the
 * remark a later d.ts adds to it (`5000 (15000 in Browser Mode)` is still `5000`) and written on one
 * line (`displayFact`).
 * @param {string | undefined} value
 * @param {string} [fact]
 */
export function normalizeFact(value, fact = 'type') {
  if (value === undefined) return '—';
  if (fact === 'default') return displayFact(value).replace(/\s*\([^()]*\)$/, '');
  const members = splitUnion(value.replace(/\s+/g, ' ').trim());
  return members.length > 1 ? [...members].sort().join(' | ') : members[0];
}

/**
 * A fact as a page writes it: on one line, without the escape a d.ts comment needs for a star before a
 * slash (`'**\/dist'` in the comment is `'**' + '/dist'`).
 * @param {string} value
 */
export function displayFact(value) {
  return value
    .replace(/\*\\\//g, '*/')
    .replace(/\s*\r?\n\s*/g, ' ')
    .replace(/\[ /g, '[')
    .replace(/ \]/g, ']')
    .trim();
}

/**
 * Whether a type change is one of accepted values: one type's union members are all members of the
 * other (`'forks' | 'threads'` → `'forks' | 'threads' | 'vmForks' | 'vmThreads'`). Other changes of
 * a type's text (a d.ts naming an alias, TypeScript shortening a long type) say nothing a reader of
 * the option needs.
 * @param {string} before
 * @param {string} after
 */
export function valuesChanged(before, after) {
  const [a, b] = [before, after].map((type) => new Set(normalizeFact(type).split(' | ')));
  const within = (/** @type {Set<string>} */ x, /** @type {Set<string>} */ y) => [...x].every((m) => y.has(m));
  return a.size !== b.size && (within(a, b) || within(b, a));
}

/**
 * The top-level members of a TypeScript union as written (`{ a: 1 | 2 }` is one member).
 * @param {string} text
 */
export function splitUnion(text) {
  const members = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{<'.includes(char)) depth++;
    else if (')]}>'.includes(char) && text[i - 1] !== '=') depth--;
    else if (char === '|' && depth === 0) {
      members.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  members.push(text.slice(start).trim());
  return members.filter(Boolean);
}

/**
 * The group of an item whose reading stands or falls together: a category, or for members the
 * object (`member:context.`). The reader finds a group through one type of the package (`Reporter`,
 * `TestContext` imported from `@rstest/core`); a release that does not export that type there
 * shows none of the group, which says nothing about whether the hooks or members exist.
 * @param {string} key
 */
export function groupOf(key) {
  if (!key.startsWith('member:')) return key.split(':')[0];
  const name = key.slice('member:'.length);
  return `member:${name.startsWith('expect(…).') ? 'expect(…).' : `${name.split('.')[0]}.`}`;
}

/**
 * Per group, the checked releases whose surface has none of it while another release has some:
 * there the item's presence is unknown.
 * @param {string[]} checked
 * @param {(version: string) => Iterable<string>} keysOf
 * @returns {Record<string, string[]>}
 */
function unreadGroups(checked, keysOf) {
  /** @type {Map<string, Set<string>>} */
  const groupsIn = new Map(checked.map((version) => [version, new Set([...keysOf(version)].map(groupOf))]));
  const all = new Set([...groupsIn.values()].flatMap((groups) => [...groups]));
  /** @type {Record<string, string[]>} */
  const unread = {};
  for (const group of [...all].sort()) {
    const missing = checked.filter((version) => !groupsIn.get(version)?.has(group));
    if (missing.length > 0) unread[group] = missing;
  }
  return unread;
}

/**
 * Inclusive ranges of the versions (in `checked` order) for which `has` holds.
 * @param {string[]} versions
 * @param {(version: string) => boolean} has
 * @returns {Range[]}
 */
function rangesOf(versions, has) {
  /** @type {Range[]} */
  const ranges = [];
  for (const version of versions) {
    const last = ranges[ranges.length - 1];
    if (!has(version)) continue;
    if (last && last[1] === versions[versions.indexOf(version) - 1]) last[1] = version;
    else ranges.push([version, version]);
  }
  return ranges;
}

/**
 * The row of one item from its presence and facts in each checked release.
 * @param {string} key
 * @param {string[]} checked every checked release, oldest first
 * @param {string[]} unread the releases where the item's group was not read
 * @param {(version: string) => Record<string, string> | undefined} factsIn the item's facts, if present
 * @returns {SinceRow}
 */
function rowOf(key, checked, unread, factsIn) {
  const known = checked.filter((version) => !unread.includes(version));
  const has = (/** @type {string} */ version) => factsIn(version) !== undefined;
  /** @type {SinceRow} */
  const row = { present: rangesOf(known, has) };
  if (trackedFacts(key).length > 0) {
    /** @type {Record<string, FactRange[]>} */
    const facts = {};
    for (const fact of trackedFacts(key)) {
      /** @type {FactRange[]} */
      const history = [];
      // A release whose d.ts states no such fact (no `@default` tag) says nothing about its value.
      for (const version of known) {
        const here = factsIn(version);
        const value = here && factOf(here, fact);
        if (value === undefined) continue;
        const last = history[history.length - 1];
        // The same value, maybe written otherwise: the run goes on, with the newest writing.
        if (last && normalizeFact(last[2], fact) === normalizeFact(value, fact))
          history[history.length - 1] = [last[0], version, value];
        else history.push([version, version, value]);
      }
      if (history.length > 0) facts[fact] = history;
    }
    if (Object.keys(facts).length > 0) row.facts = facts;
  }
  return deriveRow(row, known);
}

/**
 * The table from the surfaces of the checked releases.
 * @param {Map<string, Surface>} surfaces by version
 * @param {string[]} registry every version the registry listed
 * @param {Record<string, string[]>} [alsoUnread] groups known to be unread in some releases already
 * @returns {SinceData}
 */
export function buildSinceTable(surfaces, registry, alsoUnread = {}) {
  const checked = [...surfaces.keys()].sort(compareVersions);
  /** @param {string} version */
  const keysOf = (version) =>
    Object.entries(surfaces.get(version) ?? {})
      .filter(([, item]) => SINCE_CATEGORIES.includes(item.category))
      .map(([key]) => key);
  const unread = unreadGroups(checked, keysOf);
  for (const [group, versions] of Object.entries(alsoUnread)) {
    unread[group] = [...new Set([...versions, ...(unread[group] ?? [])])].sort(compareVersions);
  }
  const keys = new Set(checked.flatMap(keysOf));
  /** @type {Record<string, SinceRow>} */
  const items = {};
  for (const key of [...keys].sort()) {
    items[key] = rowOf(key, checked, unread[groupOf(key)] ?? [], (version) => surfaces.get(version)?.[key]?.facts);
  }
  return {
    about:
      'Generated by `npm run since` (scripts/since.mjs) from the surface (lib/drift/surface.mjs) of each checked @rstest/core release; do not edit. lib/since.mjs says what each field means.',
    package: '@rstest/core',
    registry: [...registry].sort(compareVersions),
    checked,
    unread,
    items,
  };
}

/**
 * A row with its derived fields (`added`, `lastWithout`, `removed`, `changed`) set from `present`
 * and `facts`.
 * @param {SinceRow} row
 * @param {string[]} known the checked releases where the item's group was read, oldest first
 * @returns {SinceRow}
 */
function deriveRow(row, known) {
  const { present, facts } = row;
  /** @type {SinceRow} */
  const derived = { present };
  const newest = known[known.length - 1];
  const last = present[present.length - 1];
  if (last && last[1] === newest) {
    if (last[0] !== known[0]) {
      derived.added = last[0];
      derived.lastWithout = known[known.indexOf(last[0]) - 1];
    }
  } else if (last) {
    derived.removed = { last: last[1], goneBy: known[known.indexOf(last[1]) + 1] };
  }
  if (facts) {
    derived.facts = facts;
    if (!derived.removed) {
      /** @type {Change[]} */
      const changed = [];
      for (const [fact, history] of Object.entries(facts)) {
        if (fact === 'entries') {
          const moved = movedFrom(history, newest);
          // An export that came back at new entry points has arrived there: its badge says so already.
          if (moved && moved.since !== derived.added) derived.moved = moved;
          continue;
        }
        const current = history[history.length - 1];
        const previous = history[history.length - 2];
        if (!previous || current[1] !== newest) continue;
        if (fact === 'type' && !valuesChanged(previous[2], current[2])) continue;
        changed.push({ fact, since: current[0], lastDifferent: previous[1], was: previous[2] });
      }
      if (changed.length > 0) derived.changed = changed;
    }
  }
  return derived;
}

/**
 * Where an export was imported from before it moved to entry points it shares none with (createRstest:
 * `@rstest/core` up to 0.11.12, `@rstest/core/api` since 0.12.0): the last such move.
 * @param {FactRange[]} history the export's entry points over the releases
 * @param {string} newest
 * @returns {Move | undefined}
 */
function movedFrom(history, newest) {
  const current = history[history.length - 1];
  if (!current || current[1] !== newest) return undefined;
  const now = new Set(current[2].split(', '));
  for (let i = history.length - 2; i >= 0; i--) {
    if (history[i][2].split(', ').some((entry) => now.has(entry))) continue;
    return { since: history[i + 1][0], lastWithout: history[i][1], was: history[i][2], now: current[2] };
  }
  return undefined;
}

/**
 * The surfaces of the checked releases as far as the table keeps them: each item's presence and its
 * tracked facts, per release (unread groups left out). What `--add` starts from when the surfaces
 * themselves are gone.
 * @param {SinceData} data
 * @returns {Map<string, Surface>}
 */
export function surfacesOf(data) {
  /** @type {Map<string, Surface>} */
  const surfaces = new Map(data.checked.map((version) => [version, {}]));
  const index = (/** @type {string} */ version) => data.checked.indexOf(version);
  const within = (/** @type {string} */ version, /** @type {string} */ from, /** @type {string} */ to) =>
    index(from) <= index(version) && index(version) <= index(to);
  for (const [key, row] of Object.entries(data.items)) {
    const unread = data.unread?.[groupOf(key)] ?? [];
    const [category, ...rest] = key.split(':');
    for (const version of data.checked) {
      if (unread.includes(version) || !row.present.some(([from, to]) => within(version, from, to))) continue;
      /** @type {Record<string, string>} */
      const facts = {};
      for (const [fact, history] of Object.entries(row.facts ?? {})) {
        const value = history.find(([from, to]) => within(version, from, to))?.[2];
        if (value !== undefined) facts[fact] = value;
      }
      /** @type {Surface} */ (surfaces.get(version))[key] = {
        category: /** @type {import('./drift/surface.mjs').Category} */ (category),
        name: rest.join(':'),
        facts,
      };
    }
  }
  return surfaces;
}

/**
 * The table with one more checked release, newer than every checked one, from its surface: the
 * column `npm run since -- --add <version>` adds.
 * @param {SinceData} data
 * @param {string} version
 * @param {Surface} surface
 * @param {string[]} [registry]
 * @returns {SinceData}
 */
export function addRelease(data, version, surface, registry = data.registry) {
  const newest = data.checked[data.checked.length - 1];
  if (data.checked.includes(version)) throw new Error(`${version} is checked already`);
  if (compareVersions(version, newest) < 0)
    throw new Error(`${version} is older than ${newest}: run \`npm run since\` to check it with the others`);
  const surfaces = surfacesOf(data);
  surfaces.set(version, surface);
  // An unread group stays unread: the table does not keep the items the reader did not see.
  return buildSinceTable(surfaces, [...new Set([...registry, version])], data.unread);
}

// ---------------------------------------------------------------------------------------------
// What a reader sees

/** @param {string} version */
const minorOf = (version) => version.split('.').slice(0, 2).join('.');

/**
 * The badge's short text: `0.9+` when the whole minor has the item (the release before lacks it and
 * is of an earlier minor), else the exact release (`0.9.2+`).
 * @param {SinceRow} row with `added`
 */
export function badgeVersion(row) {
  const added = /** @type {string} */ (row.added);
  return row.lastWithout && minorOf(row.lastWithout) !== minorOf(added) ? minorOf(added) : added;
}

/**
 * The texts of the badges and changed-lines, per language. They are written into the built HTML and
 * the Markdown copies, never read in the browser, so they stay out of i18n.json, whose texts every
 * page's script carries. The zh texts follow site/glossary.ts (tests/since.test.ts).
 */
export const SINCE_TEXTS = {
  en: {
    sinceBadgeName: 'added in {version}',
    sinceBadgeBounds: 'added between {lastWithout} and {added}',
    sinceBadgeMarkdown: '({text}: {bounds})',
    sinceMoved: '; imported from {now} since {since} (up to {lastWithout}: from {was})',
    sinceChanged: '{fact} as above since {since} (up to {lastDifferent}: {was})',
  },
  zh: {
    sinceBadgeName: '{version} 新增',
    sinceBadgeBounds: '在 {lastWithout} 与 {added} 之间新增',
    sinceBadgeMarkdown: '（{text}：{bounds}）',
    sinceMoved: '；自 {since} 起从 {now} 导入（{lastWithout} 及之前从 {was} 导入）',
    sinceChanged: '{fact}自 {since} 起如上（{lastDifferent} 及之前：{was}）',
  },
};

/**
 * @param {string} template
 * @param {Record<string, string>} values
 */
export function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => values[name] ?? whole);
}

/**
 * What a badge shows and says, in a language: its text (`0.9+`), its accessible name (`added in 0.9`)
 * and the bounds shown on hover and focus and written in the Markdown copies (with, for an export
 * that moved, where it is imported from since when).
 * @param {SinceRow} row with `added`
 * @param {typeof SINCE_TEXTS.en} texts
 */
export function badgeTexts(row, texts) {
  const version = badgeVersion(row);
  const bounds = fill(texts.sinceBadgeBounds, {
    lastWithout: /** @type {string} */ (row.lastWithout),
    added: /** @type {string} */ (row.added),
  });
  return {
    text: `${version}+`,
    name: fill(texts.sinceBadgeName, { version }),
    bounds: row.moved ? bounds + fill(texts.sinceMoved, { ...row.moved }) : bounds,
  };
}

/**
 * The badge's text in a Markdown copy: `(0.9+: added between 0.8.5 and 0.9.1)`.
 * @param {SinceRow} row with `added`
 * @param {typeof SINCE_TEXTS.en} texts
 */
export function badgeMarkdown(row, texts) {
  return fill(texts.sinceBadgeMarkdown, badgeTexts(row, texts));
}

// ---------------------------------------------------------------------------------------------
// Where the pages document an item

/** Objects whose members the API pages head as `rs.fn`, `expect.any`, `test.each`, `context.task`. */
const MEMBER_OBJECTS = ['rs', 'expect', 'test', 'describe', 'context'];

/**
 * The keys a heading of a page may name, most specific first: `## rs.fn` on an API page is
 * `member:rs.fn`, `### toBe` on the expect page `member:expect(…).toBe`, `### onTestRunEnd` on the
 * reporter page `reporter:onTestRunEnd`, `## defineConfig` `export:defineConfig`, and
 * `` ### `rstest list` `` on the CLI page the command `cli:rstest list`. Config options are named
 * by the `<ConfigMeta name>` under their heading instead.
 * @param {string} page the page's file under its language folder: `api/rstest/utilities.mdx`
 * @param {string} text the heading's text, without backticks and id
 */
export function headingKeys(page, text) {
  if (page === 'guide/basic/cli.mdx') return /^rstest [a-z-]+$/.test(text) ? [`cli:${text}`] : [];
  if (!page.startsWith('api/') || !/^[\w$]+(\.[\w$]+)?$/.test(text)) return [];
  const keys = [];
  if (MEMBER_OBJECTS.includes(text.split('.')[0]) && text.includes('.')) keys.push(`member:${text}`);
  if (page === 'api/test-api/expect.mdx' && !text.includes('.')) keys.push(`member:expect(…).${text}`);
  if (page === 'api/javascript-api/reporter.mdx') keys.push(`reporter:${text}`);
  if (!text.includes('.')) keys.push(`export:${text}`);
  return keys;
}

/**
 * The keys of the flags a CLI table's first cell names (`-c, --config <config>`): each flag as
 * `rstest run` knows it, or as the command of the section it is in (`rstest list --filesOnly`).
 * @param {string} cell the cell's code, without backticks
 * @param {string | undefined} command the command of the section (`rstest list`), if any
 * @returns {string[][]} per flag, its candidate keys
 */
export function flagKeys(cell, command) {
  if (!cell.startsWith('-')) return [];
  return cell
    .split(/,\s*/)
    .map((part) => part.split(/[\s=[<]/)[0])
    .filter((flag) => /^--?[\w-]+(\.[\w-]+)*(\.\*)?$/.test(flag))
    .map((flag) => (command ? [`cli:${flag}`, `cli:${command} ${flag}`] : [`cli:${flag}`]));
}

/**
 * @typedef {object} BadgePlace One place of a page that gets a badge (or a changed-line).
 * @property {'heading' | 'cell'} kind
 * @property {string} text the heading's text or the cell's code, without backticks and id
 * @property {string[]} items the keys of the badges it gets, one per item (a cell may name several flags)
 * @property {string} [config] a config option's heading: the option (for its changed-line)
 */

/**
 * The places of a page's MDX source that name an item of the table with a badge or a change: the
 * one finder the HTML (plugins/since.ts) and the Markdown copies both use.
 * @param {string} page the page's file under its language folder: `config/test/pool.mdx`
 * @param {string} source the page's MDX
 * @param {SinceData} data
 * @returns {BadgePlace[]}
 */
export function findBadgePlaces(page, source, data) {
  /** @param {string} key */
  const wanted = (key) => Boolean(data.items[key]?.added);
  /** An item of the newest checked release. @param {string} key */
  const current = (key) => Boolean(data.items[key] && !data.items[key].removed);
  /** @type {BadgePlace[]} */
  const places = [];
  /** @type {BadgePlace | undefined} */
  let heading;
  let headingHasConfig = false;
  /** @type {string | undefined} */
  let command;
  let fence = '';
  for (const line of source.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n')) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length && line.trim() === fenceMark)
        fence = '';
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    const headingMatch = /^(#{1,6})\s+(.*?)\s*(\\?\{#[^}]*\})?\s*$/.exec(line);
    if (headingMatch) {
      const text = headingMatch[2].replaceAll('`', '').trim();
      // On the API pages an item's heading is its bare name; a heading with an id of its own is a
      // section of the page (`## Fixtures {#fixtures}`), whatever it is called.
      const section = page.startsWith('api/') && headingMatch[3] !== undefined;
      const key = section ? undefined : headingKeys(page, text).find(current);
      heading = { kind: 'heading', text, items: key && wanted(key) ? [key] : [] };
      headingHasConfig = false;
      places.push(heading);
      if (page === 'guide/basic/cli.mdx' && headingMatch[1].length <= 3)
        command = /^rstest [a-z-]+$/.test(text) ? text : undefined;
      continue;
    }
    const config = /^<ConfigMeta\s+name=["']([^"']+)["']\s*\/>\s*$/.exec(line.trim())?.[1];
    if (config && heading && !headingHasConfig) {
      headingHasConfig = true;
      heading.config = config;
      if (wanted(`config:${config}`)) heading.items = [`config:${config}`];
      continue;
    }
    const cell = /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1];
    if (cell && page === 'guide/basic/cli.mdx') {
      const items = flagKeys(cell, command)
        .map((keys) => keys.find(current))
        .filter((key) => key !== undefined && wanted(key));
      if (items.length > 0) places.push({ kind: 'cell', text: cell, items: /** @type {string[]} */ (items) });
    }
  }
  return places.filter(
    (place) => place.items.length > 0 || (place.config && data.items[`config:${place.config}`]?.changed),
  );
}

/**
 * The badges of one place: items with the same bounds share one badge.
 * @param {BadgePlace} place
 * @param {SinceData} data
 * @returns {{ items: string[], row: SinceRow }[]}
 */
export function placeBadges(place, data) {
  /** @type {{ items: string[], row: SinceRow }[]} */
  const badges = [];
  for (const key of place.items) {
    const row = data.items[key];
    const same = badges.find((b) => b.row.added === row.added && b.row.lastWithout === row.lastWithout);
    if (same) same.items.push(key);
    else badges.push({ items: [key], row });
  }
  return badges;
}
