// The mapping tables of the migration guides (docs/*/guide/start/migrate-from-{jest,vitest}.mdx) are
// the data this test reads: the Rstest side of every row is checked against @rstest/core 0.12.0 (the
// `rs` object and the exports as a test file sees them in a real run, RstestConfig and rs.setConfig
// from the type declarations, flags from `rstest --help`), the Vitest side against the installed
// Vitest. A `—` in the Rstest column is checked too: Rstest must not have the name.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as vitestModule from 'vitest';
import { describe, expect, type RunnerTask, test, vi } from 'vitest';
import { ROOT, RSTEST_BIN } from './helpers/rstest';
import { acceptedKeys, readDeclarations } from './helpers/declarations';
import { type MdxPage, readPage, sectionParagraphCodes, sectionTable, type TableCell } from './helpers/mdx-page';
import { runProbe } from './helpers/probe';

const LANGS = ['en', 'zh'] as const;
const JEST_PAGE = 'guide/start/migrate-from-jest.mdx';
const VITEST_PAGE = 'guide/start/migrate-from-vitest.mdx';

// ---------------------------------------------------------------------------------------------
// What the packages offer

const probe = runProbe<{ rsMembers: string[]; exports: string[] }>('migration.probe.ts');
const RS_MEMBERS = new Set(probe.rsMembers);
const RSTEST_EXPORTS = new Set(probe.exports);

const rstestTypes = readDeclarations(path.join(ROOT, 'node_modules/@rstest/core/dist/index.d.ts'));
const RSTEST_CONFIG_KEYS = acceptedKeys(rstestTypes.checker, rstestTypes.type('RstestConfig'));
/** The keys of the object rs.setConfig takes. */
const SET_CONFIG_KEYS = (() => {
  const { checker } = rstestTypes;
  const setConfig = checker.getPropertyOfType(rstestTypes.valueType('rs'), 'setConfig');
  if (!setConfig) throw new Error('rs has no setConfig in the type declarations');
  const [signature] = checker.getTypeOfSymbol(setConfig).getCallSignatures();
  const options = checker.getTypeOfSymbol(signature.parameters[0]);
  return new Set(checker.getPropertiesOfType(checker.getNonNullableType(options)).map((p) => p.name));
})();

const vitestTypes = readDeclarations(path.join(ROOT, 'node_modules/vitest/dist/node.d.ts'));
/** The options under `test` in a Vitest config, with one level of nesting: `coverage.reporter`. */
const VITEST_TEST_OPTIONS = acceptedKeys(vitestTypes.checker, vitestTypes.type('InlineConfig'), 2);
const VITEST_TOP_LEVEL_OPTIONS = vitestTypes.checker
  .getPropertiesOfType(vitestTypes.type('InlineConfig'))
  .map((p) => p.name);
const viteTypes = readDeclarations(path.join(ROOT, 'node_modules/vite/dist/node/index.d.ts'));
const VITE_CONFIG_KEYS = acceptedKeys(viteTypes.checker, viteTypes.type('UserConfig'), 2);
const VI_MEMBERS = new Set(Object.keys(vi));
const VITEST_EXPORTS = new Set(Object.keys(vitestModule));

interface Help {
  flags: Set<string>;
  commands: Set<string>;
  text: string;
}

/** The options and commands a CLI's `--help` lists, e.g. `-c` and `--config` from `-c, --config <config>`. */
function help(bin: string, args: string[]): Help {
  const { stdout } = spawnSync(process.execPath, [bin, ...args, '--help'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const flags = new Set<string>();
  const commands = new Set<string>();
  let inCommands = false;
  for (const line of stdout.split('\n')) {
    if (/^Commands:/.test(line)) {
      inCommands = true;
      continue;
    }
    if (inCommands) {
      const word = line.trim().split(/\s+/)[0];
      if (!word) inCommands = false;
      else if (!word.startsWith('[')) commands.add(word);
      continue;
    }
    const option = /^\s+(-\S.*?)(?:\s{2,}|$)/.exec(line);
    for (const part of option?.[1].split(/,\s*/) ?? []) flags.add(part.split(/[\s=]/)[0]);
  }
  return { flags, commands, text: stdout };
}

const rstestHelp = (() => {
  const cache = new Map<string, Help>();
  return (command: string): Help => {
    if (!cache.has(command)) cache.set(command, help(RSTEST_BIN, command ? [command] : []));
    return cache.get(command) as Help;
  };
})();
const vitestHelp = help(path.join(ROOT, 'node_modules/vitest/vitest.mjs'), []);

// ---------------------------------------------------------------------------------------------
// Reading the cells

type Kind = 'api' | 'imports' | 'config' | 'cli';

const NONE = '—';

/** What is wrong with a name in the Rstest column. */
function rstestProblem(kind: Kind, code: string): string | undefined {
  if (kind === 'api') {
    const call = /^rs\.(\w+)(?:\(\{([^}]*)\}\))?$/.exec(code);
    if (!call) return `${code}: not an rs.* name`;
    if (!RS_MEMBERS.has(call[1])) return `${code}: rs has no ${call[1]}`;
    const keys = (call[2] ?? '').split(',').map((entry) => entry.split(':')[0].trim());
    const unknown = keys.filter((key) => key && !SET_CONFIG_KEYS.has(key));
    return unknown.length > 0 ? `${code}: rs.setConfig takes no ${unknown.join(', ')}` : undefined;
  }
  if (kind === 'imports') return RSTEST_EXPORTS.has(code) ? undefined : `${code}: not exported by @rstest/core`;
  if (kind === 'config') {
    const key = /^[\w.]+/.exec(code)?.[0] ?? code;
    return RSTEST_CONFIG_KEYS.has(key) ? undefined : `${code}: not a key of RstestConfig`;
  }
  return cliProblem(code, 'rstest');
}

/** The command and flags of a CLI cell: `rstest list --filesOnly`, `--pool.maxWorkers=1`, `-u`. */
function cliParts(code: string): { tool?: string; command?: string; flags: string[] } {
  let words = code.split(/\s+/);
  let tool: string | undefined;
  let command: string | undefined;
  if (/^(rstest|vitest|jest)$/.test(words[0])) {
    tool = words[0];
    words = words.slice(1);
    if (words[0] && /^[a-z]/.test(words[0])) {
      command = words[0];
      words = words.slice(1);
    }
  }
  return { tool, command, flags: words.filter((word) => word.startsWith('-')).map((word) => word.split('=')[0]) };
}

function cliProblem(code: string, side: 'rstest' | 'vitest'): string | undefined {
  const { tool, command, flags } = cliParts(code);
  if (!tool && flags.length === 0) return `${code}: neither a command nor a flag`;
  if (side === 'vitest') {
    if (command && !vitestHelp.commands.has(command)) return `${code}: vitest has no command ${command}`;
    // `--no-file-parallelism` is named in the description of `--fileParallelism`.
    const missing = flags.filter((flag) => !vitestHelp.flags.has(flag) && !vitestHelp.text.includes(` ${flag} `));
    return missing.length > 0 ? `${code}: vitest --help lists no ${missing.join(', ')}` : undefined;
  }
  if (command && !rstestHelp('').commands.has(command)) return `${code}: rstest has no command ${command}`;
  // Bare flags are flags of `rstest run`; `rstest -w` is a flag of the default command.
  const listing = rstestHelp(command ?? (tool ? '' : 'run'));
  const missing = flags.filter((flag) => !listing.flags.has(flag));
  return missing.length > 0 ? `${code}: rstest ${command ?? ''} --help lists no ${missing.join(', ')}` : undefined;
}

/** What is wrong with a `—` row: Rstest must not have what the first column names. */
function noneProblem(kind: Kind, code: string): string | undefined {
  if (kind === 'api') {
    const name = /^(?:jest|vi)\.(\w+)$/.exec(code)?.[1];
    if (!name) return `${code}: not a jest.* or vi.* name`;
    return RS_MEMBERS.has(name) ? `${code}: rs.${name} exists` : undefined;
  }
  if (kind === 'imports') return RSTEST_EXPORTS.has(code) ? `${code}: @rstest/core exports it` : undefined;
  if (kind === 'config') {
    const key = code.replace(/^test\./, '');
    return RSTEST_CONFIG_KEYS.has(key) ? `${code}: ${key} is a key of RstestConfig` : undefined;
  }
  const { flags } = cliParts(code);
  const known = flags.filter((flag) => rstestHelp('run').flags.has(flag) || rstestHelp('').flags.has(flag));
  return known.length > 0 ? `${code}: rstest has ${known.join(', ')}` : undefined;
}

/** What is wrong with a name in the Vitest column. */
function vitestProblem(kind: Kind, code: string): string | undefined {
  if (kind === 'api') {
    const name = /^vi\.(\w+)$/.exec(code)?.[1];
    return name && VI_MEMBERS.has(name) ? undefined : `${code}: not a member of vi`;
  }
  if (kind === 'imports') return VITEST_EXPORTS.has(code) ? undefined : `${code}: not exported by vitest`;
  if (kind === 'config') {
    if (code.startsWith('test.')) {
      const key = code.slice('test.'.length);
      return VITEST_TEST_OPTIONS.has(key) ? undefined : `${code}: not an option of Vitest's InlineConfig`;
    }
    return VITE_CONFIG_KEYS.has(code) ? undefined : `${code}: not a key of Vite's UserConfig`;
  }
  return cliProblem(code, 'vitest');
}

const page = (lang: string, file: string): MdxPage => readPage(lang, file);

/** Problems of one mapping table: every row must name Rstest's side, or `—` for none. */
function tableProblems(
  rows: TableCell[][],
  kind: Kind,
  checkSource?: (kind: Kind, code: string) => string | undefined,
) {
  const problems: string[] = [];
  for (const [source, target] of rows) {
    const row = source.codes.join(', ');
    if (source.codes.length === 0) problems.push(`a row names nothing in its first column: ${source.text}`);
    if (checkSource) problems.push(...source.codes.flatMap((code) => checkSource(kind, code) ?? []));
    if (target.text === NONE) {
      problems.push(...source.codes.flatMap((code) => noneProblem(kind, code) ?? []));
    } else if (target.codes.length === 0) {
      problems.push(`${row}: the Rstest column is neither names nor ${NONE}`);
    } else {
      problems.push(...target.codes.flatMap((code) => rstestProblem(kind, code) ?? []));
    }
  }
  return problems;
}

/** The first two columns of a table, which the zh page must carry unchanged. */
const mapping = (rows: TableCell[][]) =>
  rows.map(([source, target]) => [source.codes, target.codes, target.text === NONE]);

// ---------------------------------------------------------------------------------------------

describe('the package facts the checks rely on', () => {
  test('the probe, the declarations and the help texts were read', () => {
    expect(RS_MEMBERS.has('fn')).toBe(true);
    expect(RSTEST_EXPORTS.has('expect')).toBe(true);
    expect(RSTEST_CONFIG_KEYS.has('pool.maxWorkers')).toBe(true);
    expect(SET_CONFIG_KEYS.has('testTimeout')).toBe(true);
    expect(VITEST_TEST_OPTIONS.has('environment')).toBe(true);
    expect(VITE_CONFIG_KEYS.has('resolve.alias')).toBe(true);
    expect(rstestHelp('run').flags).toContain('--pool.maxWorkers');
    expect(rstestHelp('').flags).toContain('-w');
    expect(rstestHelp('').commands).toContain('merge-reports');
    expect(vitestHelp.commands).toContain('related');
    expect(vitestHelp.flags).toContain('--environment');
  });

  test('the checks catch a wrong name on each side', () => {
    expect(rstestProblem('api', 'rs.setTimeout')).toBeDefined();
    expect(rstestProblem('api', 'rs.setConfig({ timeout })')).toBeDefined();
    expect(rstestProblem('config', 'setupFilesAfterEnv')).toBeDefined();
    expect(rstestProblem('cli', '--runInBand')).toBeDefined();
    expect(rstestProblem('cli', 'rstest list --nope')).toBeDefined();
    expect(noneProblem('api', 'jest.fn')).toBeDefined();
    expect(vitestProblem('api', 'vi.setTimeout')).toBeDefined();
    expect(vitestProblem('config', 'test.testEnvironment')).toBeDefined();
    expect(vitestProblem('cli', '--testEnvironment')).toBeDefined();
  });

  test('the pages are on 0.12.0 and on the Vitest that is installed', () => {
    const vitestVersion = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/vitest/package.json'), 'utf8')).version;
    const [major, minor] = vitestVersion.split('.');
    for (const lang of LANGS) {
      expect(page(lang, VITEST_PAGE).source).toContain(`Vitest ${major}.${minor}`);
      expect(page(lang, JEST_PAGE).source).toContain('0.12.0');
    }
  });
});

describe('Migrating from Jest', () => {
  const TABLES: [string, Kind][] = [
    ['the-jest-object', 'api'],
    ['configuration', 'config'],
    ['cli', 'cli'],
  ];

  test('Jest: every Rstest name in the mapping tables exists in @rstest/core, and every — row has none', () => {
    for (const [id, kind] of TABLES)
      expect(tableProblems(sectionTable(page('en', JEST_PAGE), id), kind), id).toEqual([]);
  });

  test('the zh page maps the same names', () => {
    for (const [id] of TABLES)
      expect(mapping(sectionTable(page('zh', JEST_PAGE), id)), id).toEqual(
        mapping(sectionTable(page('en', JEST_PAGE), id)),
      );
  });
});

describe('Migrating from Vitest', () => {
  const TABLES: [string, Kind][] = [
    ['imports', 'imports'],
    ['the-vi-object', 'api'],
    ['configuration', 'config'],
    ['cli', 'cli'],
  ];
  const rows = (id: string, lang = 'en') => sectionTable(page(lang, VITEST_PAGE), id);
  const firstColumn = (id: string) => rows(id).flatMap(([source]) => source.codes);

  test('Vitest: every name in the mapping tables exists on its side, and every — row has no Rstest counterpart', () => {
    for (const [id, kind] of TABLES) expect(tableProblems(rows(id), kind, vitestProblem), id).toEqual([]);
  });

  test('Vitest: the imports table lists every export of vitest', () => {
    expect([...VITEST_EXPORTS].filter((name) => !firstColumn('imports').includes(name))).toEqual([]);
  });

  test('Vitest: every member of vi not in the table is on rs with the same name', () => {
    const listed = firstColumn('the-vi-object').map((code) => code.replace(/^vi\./, ''));
    expect([...VI_MEMBERS].filter((name) => !RS_MEMBERS.has(name)).sort()).toEqual([...listed].sort());
  });

  test('Vitest: the members rs has and vi lacks are the ones listed', () => {
    const listed = sectionParagraphCodes(page('en', VITEST_PAGE), 'the-vi-object')
      .filter((code) => code.startsWith('rs.'))
      .map((code) => code.slice('rs.'.length));
    // rs.setTickMode is in the table, as the counterpart of vi.setTimerTickMode.
    const counterparts = rows('the-vi-object').flatMap(([, target]) => target.codes.map((code) => code.slice(3)));
    const extra = [...RS_MEMBERS].filter((name) => !VI_MEMBERS.has(name) && !counterparts.includes(name));
    expect(extra.sort()).toEqual([...listed].sort());
  });

  test('Vitest: every test option is renamed in the table, listed without a counterpart, or an RstestConfig key of the same name', () => {
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
  });

  test('the zh page maps the same names', () => {
    for (const [id] of TABLES) expect(mapping(rows(id, 'zh')), id).toEqual(mapping(rows(id)));
    for (const id of ['the-vi-object', 'options-without-a-counterpart'])
      expect(sectionParagraphCodes(page('zh', VITEST_PAGE), id), id).toEqual(
        sectionParagraphCodes(page('en', VITEST_PAGE), id),
      );
  });
});

describe('the proof marks', () => {
  const MARK = /\{\/\* proven by tests\/migration-mapping\.test\.ts: (.+?) \*\/\}/g;
  const marks = (lang: string, file: string) => [...page(lang, file).source.matchAll(MARK)].map(([, name]) => name);

  test('each mark names a test of this file, and the zh pages carry the same marks', ({ task }) => {
    const names = new Set<string>();
    const visit = (tasks: RunnerTask[]) => {
      for (const t of tasks) {
        if (t.type === 'test') names.add(t.name);
        if ('tasks' in t) visit(t.tasks);
      }
    };
    visit(task.file.tasks);
    for (const file of [JEST_PAGE, VITEST_PAGE]) {
      expect(marks('zh', file), file).toEqual(marks('en', file));
      for (const name of marks('en', file)) expect(names, `${file}: ${name}`).toContain(name);
    }
  });
});
