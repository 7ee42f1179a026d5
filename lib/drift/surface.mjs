// The public surface of one installed @rstest/core, as the pages document it: config keys with their
// types and defaults (its .d.ts), CLI commands and flags (its --help), the exports of each entry point
// (declared and at runtime), the members of rs, expect, test and describe, the reporter hooks and the
// payload of onTestRunEnd, the environment variables its dist reads, and the companion packages'
// versions. Two surfaces are compared by lib/drift/report.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { COMPANIONS } from './install.mjs';

/**
 * @typedef {'config' | 'cli' | 'export' | 'member' | 'reporter' | 'env' | 'package'} Category
 * @typedef {object} SurfaceItem One documented thing and its facts (the values a page states).
 * @property {Category} category
 * @property {string} name e.g. `pool.type`, `--pool.type`, `createRstest`, `rs.fn`, `onTestRunEnd.summary`
 * @property {Record<string, string>} facts e.g. `{ type: "'forks' | 'threads'", default: "'forks'" }`
 * @typedef {Record<string, SurfaceItem>} Surface keyed by `<category>:<name>`
 */

/**
 * @param {Surface} surface
 * @param {Category} category
 * @param {string} name
 * @param {Record<string, string>} [facts]
 */
function add(surface, category, name, facts = {}) {
  const key = `${category}:${name}`;
  const item = surface[key] ?? { category, name, facts: {} };
  surface[key] = { ...item, facts: { ...item.facts, ...facts } };
}

/**
 * @param {string} modules a node_modules folder holding @rstest/core and its companions
 * @returns {Promise<Surface>}
 */
export async function readSurface(modules) {
  const core = path.join(modules, '@rstest/core');
  /** @type {Surface} */
  const surface = {};
  readDeclared(surface, core);
  await readRuntimeExports(surface, core);
  readCli(surface, core);
  readEnv(surface, core);
  for (const name of COMPANIONS) {
    const file = path.join(modules, name, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    add(surface, 'package', name, {
      version: manifest.version,
      'declares @rstest/core': manifest.peerDependencies?.['@rstest/core'] ?? '—',
    });
  }
  return surface;
}

/**
 * The entry points of the exports map that have types, as a reader imports them.
 * @param {string} core
 * @returns {{ entry: string, types: string | undefined, runtime: string | undefined }[]}
 */
function entryPoints(core) {
  const manifest = JSON.parse(readFileSync(path.join(core, 'package.json'), 'utf8'));
  return Object.entries(manifest.exports ?? {})
    .filter(([key]) => !key.includes('*') && !key.includes('internal') && !key.endsWith('.json'))
    .map(([key, value]) => {
      /** @param {any} v @returns {string | undefined} */
      const pick = (v, /** @type {string[]} */ conditions) =>
        typeof v === 'string' ? v : v && conditions.map((c) => pick(v[c], conditions)).find(Boolean);
      return {
        entry: `@rstest/core${key.slice(1)}`,
        types: pick(value, ['types']),
        runtime: pick(value, ['import', 'default', 'require']),
      };
    });
}

/** Virtual file whose imports resolve from the package's node_modules. */
const PROBE_SOURCE = `
import { describe, expect, rs, test, type Reporter, type RstestConfig, type TestContext } from '@rstest/core';
export const assertion = expect(0);
export const expectStatic = expect;
export const testApi = test;
export const describeApi = describe;
export const rsApi = rs;
export declare const context: TestContext;
export declare const config: RstestConfig;
export declare const reporter: Required<Reporter>;
`;

/**
 * @param {Surface} surface
 * @param {string} core
 */
function readDeclared(surface, core) {
  // The probe's `@rstest/core` is this package, wherever it sits.
  const probeFile = path.join(core, '__rstest_drift_probe__.ts');
  const entries = entryPoints(core).filter((e) => e.types);
  const main = entries.find((e) => e.entry === '@rstest/core');
  // Not strict: an optional property's type then reads without `| undefined`, as the pages write it.
  /** @type {ts.CompilerOptions} */
  const options = {
    strict: false,
    noEmit: true,
    types: [],
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    paths: main ? { '@rstest/core': [path.join(core, /** @type {string} */ (main.types))] } : {},
  };
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => name === probeFile || fileExists(name);
  host.readFile = (name) => (name === probeFile ? PROBE_SOURCE : readFile(name));
  host.getSourceFile = (name, language, ...rest) =>
    name === probeFile ? ts.createSourceFile(name, PROBE_SOURCE, language) : getSourceFile(name, language, ...rest);
  const files = entries.map((e) => path.join(core, /** @type {string} */ (e.types)));
  const program = ts.createProgram([probeFile, ...files], options, host);
  const checker = program.getTypeChecker();

  /** @param {string} file */
  const exportsOf = (file) => {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    return symbol ? checker.getExportsOfModule(symbol) : [];
  };

  // Exports: which entry points declare each name, and whether it is a value or only a type.
  /** @type {Map<string, { entries: string[], value: boolean }>} */
  const exported = new Map();
  for (const [index, entry] of entries.entries()) {
    for (const symbol of exportsOf(files[index])) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const record = exported.get(symbol.name) ?? { entries: [], value: false };
      record.entries.push(entry.entry);
      record.value ||= Boolean(target.flags & ts.SymbolFlags.Value);
      exported.set(symbol.name, record);
    }
  }
  for (const [name, record] of exported) {
    add(surface, 'export', name, {
      'exported by': record.entries.sort().join(', '),
      kind: record.value ? 'value' : 'type',
    });
  }

  const probe = exportsOf(probeFile);
  /** @param {string} name */
  const typeOf = (name) => {
    const symbol = probe.find((s) => s.name === name);
    return symbol ? checker.getTypeOfSymbol(symbol) : undefined;
  };
  /** @param {ts.Symbol} symbol */
  const typeText = (symbol) => {
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
    const members = type.isUnion() && type.aliasSymbol ? type.types : [type];
    return members.map((member) => checker.typeToString(member).replaceAll('"', "'")).join(' | ');
  };
  /** The type as the declaration writes it (`MaybePromise<void>`, not expanded). @param {ts.Symbol} symbol */
  const writtenType = (symbol) => {
    const declaration = symbol.declarations?.[0];
    return declaration && (ts.isPropertySignature(declaration) || ts.isMethodSignature(declaration)) && declaration.type
      ? declaration.type.getText().replace(/\s+/g, ' ').replaceAll('"', "'")
      : typeText(symbol);
  };
  /** @param {ts.Symbol} symbol @param {string} tag */
  const jsDocTag = (symbol, tag) =>
    symbol
      .getJsDocTags(checker)
      .find((t) => t.name === tag)
      ?.text?.map((part) => part.text)
      .join('')
      .trim();

  // Config keys, three levels deep, with their types and documented defaults.
  const config = typeOf('config');
  if (config) {
    /** @param {ts.Type} type @param {number} depth @param {string} prefix */
    const walk = (type, depth, prefix) => {
      const properties = prefix === '' ? checker.getPropertiesOfType(type) : objectProperties(checker, type);
      for (const property of properties) {
        // Well-known symbols (`[Symbol.match]` of a RegExp option) are no option.
        if (property.name.startsWith('__@')) continue;
        const name = `${prefix}${property.name}`;
        /** @type {Record<string, string>} */
        const facts = {};
        // An inline object type (`{ type?: … }`) is its keys, read one level down.
        const type = typeText(property);
        if (!(depth > 1 && type.startsWith('{'))) facts.type = type;
        const fallback = jsDocTag(property, 'default');
        if (fallback !== undefined) facts.default = fallback;
        add(surface, 'config', name, facts);
        // `extends` takes a whole config again and `reporters` the Reporter hooks read below.
        if (depth > 1 && !NOT_DESCENDED.includes(name))
          walk(checker.getNonNullableType(checker.getTypeOfSymbol(property)), depth - 1, `${name}.`);
      }
    };
    walk(config, 3, '');
  }

  // Members of the objects a test file uses.
  /** @type {[string, string][]} */
  const objects = [
    ['rsApi', 'rs.'],
    ['expectStatic', 'expect.'],
    ['assertion', 'expect(…).'],
    ['testApi', 'test.'],
    ['describeApi', 'describe.'],
    ['context', 'context.'],
  ];
  for (const [variable, prefix] of objects) {
    const type = typeOf(variable);
    if (!type) continue;
    for (const property of checker.getPropertiesOfType(type)) add(surface, 'member', `${prefix}${property.name}`);
  }

  // Reporter hooks, and the payload of onTestRunEnd field by field.
  const reporter = typeOf('reporter');
  if (reporter) {
    for (const hook of checker.getPropertiesOfType(reporter)) {
      // onTestRunEnd's type is its payload's, read field by field below.
      if (hook.name !== 'onTestRunEnd') {
        add(surface, 'reporter', hook.name, { type: writtenType(hook) });
        continue;
      }
      add(surface, 'reporter', hook.name);
      const signature = checker.getNonNullableType(checker.getTypeOfSymbol(hook)).getCallSignatures()[0];
      const parameter = signature?.getParameters()[0];
      if (!parameter) continue;
      for (const field of checker.getPropertiesOfType(checker.getTypeOfSymbol(parameter))) {
        add(surface, 'reporter', `onTestRunEnd.${field.name}`, { type: writtenType(field) });
      }
    }
  }
}

/** Options whose keys are other items of the surface. */
const NOT_DESCENDED = ['extends', 'reporters'];

/**
 * The properties an option's object form accepts, across the members of a union such as `pool`.
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 */
function objectProperties(checker, type) {
  const members = type.isUnion() ? type.types : [type];
  return members
    .filter((member) => member.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))
    .filter((member) => !checker.isArrayType(member) && member.getCallSignatures().length === 0)
    .flatMap((member) => checker.getPropertiesOfType(member));
}

/**
 * Value exports as Node.js sees them: a name the d.ts declares but the runtime lacks (or the
 * reverse) is a fact of its own.
 * @param {Surface} surface
 * @param {string} core
 */
async function readRuntimeExports(surface, core) {
  /** @type {Map<string, string[]>} */
  const runtime = new Map();
  for (const { entry, runtime: file } of entryPoints(core)) {
    if (!file || entry.endsWith('/globals') || entry.endsWith('/importMeta')) continue;
    let names;
    try {
      names = Object.keys(await import(pathToFileURL(path.join(core, file)).href));
    } catch {
      continue;
    }
    for (const name of names) runtime.set(name, [...(runtime.get(name) ?? []), entry]);
  }
  for (const [name, entries] of runtime) add(surface, 'export', name, { 'at runtime from': entries.sort().join(', ') });
}

/**
 * @param {Surface} surface
 * @param {string} core
 */
function readCli(surface, core) {
  const bin = path.join(core, 'bin/rstest.js');
  /** @param {string[]} args */
  const help = (args) =>
    execFileSync(process.execPath, [bin, ...args, '--help'], {
      cwd: tmpdir(),
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
  const commands = parseCommands(help([]));
  for (const [command, description] of commands) add(surface, 'cli', `rstest ${command}`, { description });
  // `rstest run`'s flags by their own name, as the CLI page and the config pages write them; the
  // other commands' flags only where `run` has no flag of that name.
  const run = parseFlags(help(['run']));
  for (const [flag, description] of run) add(surface, 'cli', flag, { description });
  for (const command of [...commands.keys()].filter((c) => c !== 'run')) {
    for (const [flag, description] of parseFlags(help([command]))) {
      if (!run.has(flag)) add(surface, 'cli', `rstest ${command} ${flag}`, { description });
    }
  }
}

/**
 * The commands of `rstest --help`, by name (`merge-reports`), with their descriptions.
 * @param {string} help
 * @returns {Map<string, string>}
 */
export function parseCommands(help) {
  const section = help.split(/\n(?=\S)/).find((part) => part.startsWith('Commands:')) ?? '';
  /** @type {Map<string, string>} */
  const commands = new Map();
  for (const line of section.split('\n').slice(1)) {
    const [usage, ...description] = line.trim().split(/\s{2,}/);
    const name = usage?.split(/\s/)[0];
    if (name && !name.startsWith('[')) commands.set(name, description.join(' ').trim());
  }
  return commands;
}

/**
 * The flags of a `--help` (`-t, --testNamePattern <value>  Run …` gives `-t` and `--testNamePattern`),
 * with the description of their line; the help's own `-h, --help` is left out.
 * @param {string} help
 * @returns {Map<string, string>}
 */
export function parseFlags(help) {
  /** @type {Map<string, string>} */
  const flags = new Map();
  for (const line of help.split('\n').filter((l) => /^\s+-/.test(l))) {
    const [usage, ...description] = line.trim().split(/\s{2,}/);
    for (const flag of usage.split(/,\s*/).map((f) => f.split(/[\s=]/)[0])) {
      if (flag !== '-h' && flag !== '--help') flags.set(flag, description.join(' ').trim());
    }
  }
  return flags;
}

/**
 * Environment variables the package's dist reads as `process.env.NAME` or `process.env['NAME']`.
 * @param {Surface} surface
 * @param {string} core
 */
function readEnv(surface, core) {
  const dist = path.join(core, 'dist');
  const names = new Set();
  for (const file of readdirSync(dist, { recursive: true }).map(String)) {
    if (!/\.[cm]?js$/.test(file)) continue;
    const source = readFileSync(path.join(dist, file), 'utf8');
    for (const [, dotted, quoted] of source.matchAll(
      /process\.env(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g,
    )) {
      names.add(dotted ?? quoted);
    }
  }
  for (const name of names) add(surface, 'env', name);
}

// `node lib/drift/surface.mjs <out.json> <node_modules>...`: the surfaces of the packages in each
// folder, as a JSON array (scripts/drift.mjs reads them in a process of their own, so its progress
// keeps printing while the TypeScript compiler works).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [out, ...folders] = process.argv.slice(2);
  const surfaces = [];
  for (const folder of folders) surfaces.push(await readSurface(folder));
  writeFileSync(out, JSON.stringify(surfaces));
}
