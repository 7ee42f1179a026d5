// The mapping tables of the migration guides (docs/*/guide/start/migrate-from-{jest,vitest}.mdx) are the data
// the claim files of these pages read: the Rstest side of every row is checked against @rstest/core 0.12.0
// (the `rs` object and the exports as a test file sees them in a real run, RstestConfig and rs.setConfig from
// the type declarations, flags from `rstest --help`), the Vitest side against the installed Vitest. A `—` in
// the Rstest column is checked too: Rstest must not have the name. This module reads the packages once, as it
// loads.
import path from 'node:path';
import * as vitestModule from 'vitest';
import { vi } from 'vitest';
import { nodeIn, ROOT, RSTEST_BIN } from './rstest';
import { acceptedKeys, readDeclarations } from './declarations';
import { type MdxPage, readPage, type TableCell } from './mdx-page';
import { runProbe } from './probe';

export const LANGS = ['en', 'zh'] as const;

export const JEST_PAGE = 'guide/start/migrate-from-jest.mdx';

export const VITEST_PAGE = 'guide/start/migrate-from-vitest.mdx';

// ---------------------------------------------------------------------------------------------
// What the packages offer

export const probe = runProbe<{ rsMembers: string[]; exports: string[] }>('migration.probe.ts');

export const RS_MEMBERS = new Set(probe.rsMembers);

export const RSTEST_EXPORTS = new Set(probe.exports);

export const rstestTypes = readDeclarations(path.join(ROOT, 'node_modules/@rstest/core/dist/index.d.ts'));

export const RSTEST_CONFIG_KEYS = acceptedKeys(rstestTypes.checker, rstestTypes.type('RstestConfig'));

/** The keys of the object rs.setConfig takes. */
export const SET_CONFIG_KEYS = (() => {
  const { checker } = rstestTypes;
  const setConfig = checker.getPropertyOfType(rstestTypes.valueType('rs'), 'setConfig');
  if (!setConfig) throw new Error('rs has no setConfig in the type declarations');
  const [signature] = checker.getTypeOfSymbol(setConfig).getCallSignatures();
  const options = checker.getTypeOfSymbol(signature.parameters[0]);
  return new Set(checker.getPropertiesOfType(checker.getNonNullableType(options)).map((p) => p.name));
})();

export const vitestTypes = readDeclarations(path.join(ROOT, 'node_modules/vitest/dist/node.d.ts'));

/** The options under `test` in a Vitest config, with one level of nesting: `coverage.reporter`. */
export const VITEST_TEST_OPTIONS = acceptedKeys(vitestTypes.checker, vitestTypes.type('InlineConfig'), 2);

export const VITEST_TOP_LEVEL_OPTIONS = vitestTypes.checker
  .getPropertiesOfType(vitestTypes.type('InlineConfig'))
  .map((p) => p.name);

export const viteTypes = readDeclarations(path.join(ROOT, 'node_modules/vite/dist/node/index.d.ts'));

export const VITE_CONFIG_KEYS = acceptedKeys(viteTypes.checker, viteTypes.type('UserConfig'), 2);

export const VI_MEMBERS = new Set(Object.keys(vi));

export const VITEST_EXPORTS = new Set(Object.keys(vitestModule));

export interface Help {
  flags: Set<string>;
  commands: Set<string>;
  text: string;
}

/** The options and commands a CLI's `--help` lists, e.g. `-c` and `--config` from `-c, --config <config>`. */
export function help(bin: string, args: string[]): Help {
  const { stdout } = nodeIn(ROOT, [bin, ...args, '--help']);
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

export const rstestHelp = (() => {
  const cache = new Map<string, Help>();
  return (command: string): Help => {
    if (!cache.has(command)) cache.set(command, help(RSTEST_BIN, command ? [command] : []));
    return cache.get(command) as Help;
  };
})();

export const vitestHelp = help(path.join(ROOT, 'node_modules/vitest/vitest.mjs'), []);

// ---------------------------------------------------------------------------------------------
// Reading the cells

export type Kind = 'api' | 'imports' | 'config' | 'cli';

export const NONE = '—';

/** What is wrong with a name in the Rstest column. */
export function rstestProblem(kind: Kind, code: string): string | undefined {
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
export function cliParts(code: string): { tool?: string; command?: string; flags: string[] } {
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

export function cliProblem(code: string, side: 'rstest' | 'vitest'): string | undefined {
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
export function noneProblem(kind: Kind, code: string): string | undefined {
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
export function vitestProblem(kind: Kind, code: string): string | undefined {
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

export const page = (lang: string, file: string): MdxPage => readPage(lang, file);

/** Problems of one mapping table: every row must name Rstest's side, or `—` for none. */
export function tableProblems(
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
export const mapping = (rows: TableCell[][]) =>
  rows.map(([source, target]) => [source.codes, target.codes, target.text === NONE]);
