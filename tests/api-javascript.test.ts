// The JavaScript API reference (/api/javascript-api/*) documents what @rstest/core/api exports at
// runtime and in its types, the config helpers and types of @rstest/core, every hook of Reporter
// and the options of every built-in reporter, all read from the installed package; and the hook
// order the Reporter page shows is the one a real run of the page's own reporter prints.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, test } from 'vitest';
import { codeBlocks, DOCS_DIR } from '../lib/code-blocks.mjs';
import { javascriptApiExclusions } from './api-exclusions';
import { sections } from './helpers/page-sections';
import { ROOT, rstestIn } from './helpers/rstest';

const LANGS = ['en', 'zh'] as const;
const PAGES = ['createRstest', 'reporter', 'configHelpers'] as const;
const CORE = path.join(ROOT, 'node_modules/@rstest/core');
const API_DTS = path.join(CORE, 'dist/api/index.d.ts');
const CORE_DTS = path.join(CORE, 'dist/index.d.ts');

const source = (lang: string, page: string) =>
  readFileSync(path.join(DOCS_DIR, lang, 'api', 'javascript-api', `${page}.mdx`), 'utf8');

// ---- The package, read with the TypeScript compiler ----

interface Declared {
  /** Exported names of `@rstest/core/api` and `@rstest/core`. */
  apiExports: string[];
  coreExports: string[];
  /** Property names of a declared type (exported or not) of either file, by type name. */
  members: (file: string, typeName: string) => string[];
  /** The exports of `@rstest/core/api` whose declaration carries an `@experimental` tag. */
  experimental: string[];
  /** Keys of BuiltinReporterOptions with the option names of each. */
  builtinReporterOptions: Record<string, string[]>;
}

function readDeclarations(): Declared {
  const options: ts.CompilerOptions = { strict: true, noEmit: true, types: [], skipLibCheck: true };
  const program = ts.createProgram([API_DTS, CORE_DTS], options);
  const checker = program.getTypeChecker();
  const fileOf = (file: string) => program.getSourceFile(file) as ts.SourceFile;
  const exportsOf = (file: string) =>
    checker.getExportsOfModule(checker.getSymbolAtLocation(fileOf(file)) as ts.Symbol).map((s) => s.name);
  const declaration = (file: string, name: string) => {
    const found = fileOf(file).statements.find(
      (node): node is ts.InterfaceDeclaration | ts.TypeAliasDeclaration | ts.ClassDeclaration =>
        (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isClassDeclaration(node)) &&
        node.name?.text === name,
    );
    if (!found) throw new Error(`${name} is not declared in ${file}`);
    return found;
  };
  const typeOf = (file: string, name: string) => checker.getTypeAtLocation(declaration(file, name));
  const members = (file: string, name: string) => checker.getPropertiesOfType(typeOf(file, name)).map((p) => p.name);
  const builtin = typeOf(CORE_DTS, 'BuiltinReporterOptions');
  const builtinReporterOptions = Object.fromEntries(
    checker.getPropertiesOfType(builtin).map((reporter) => {
      const optionsType = checker.getTypeOfSymbolAtLocation(reporter, declaration(CORE_DTS, 'BuiltinReporterOptions'));
      return [reporter.name, checker.getPropertiesOfType(optionsType).map((p) => p.name)];
    }),
  );
  const experimental = checker
    .getExportsOfModule(checker.getSymbolAtLocation(fileOf(API_DTS)) as ts.Symbol)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return target.getJsDocTags().some((tag) => tag.name === 'experimental');
    })
    .map((symbol) => symbol.name);
  return {
    apiExports: exportsOf(API_DTS),
    coreExports: exportsOf(CORE_DTS),
    experimental,
    members,
    builtinReporterOptions,
  };
}

// ---- The pages ----

/** A heading that is a name from code (an export, a member, a reporter name), not a sentence. */
const isName = (heading: string) => /^[A-Za-z][\w-]*$/.test(heading);

let declared: Declared;
beforeAll(() => {
  declared = readDeclarations();
}, 120_000);

describe.each(LANGS)('%s JavaScript API reference', (lang) => {
  const pageSections = Object.fromEntries(PAGES.map((page) => [page, sections(source(lang, page))]));
  const headings = () => new Set(PAGES.flatMap((page) => pageSections[page].map((s) => s.heading)));
  const section = (page: (typeof PAGES)[number], heading: string) => {
    const found = pageSections[page].find((s) => s.heading === heading);
    expect(found, `docs/${lang}/api/javascript-api/${page}.mdx has a heading "${heading}"`).toBeDefined();
    return found?.body ?? '';
  };

  test('every runtime export of @rstest/core/api has a heading', async () => {
    const runtime = Object.keys(await import('@rstest/core/api'));
    expect(runtime).toEqual(expect.arrayContaining(['createRstest', 'runCLI', 'ListTestsError']));
    for (const name of runtime) expect(headings(), name).toContain(name);
  });

  test('every declared export of @rstest/core/api and @rstest/core has a heading or a reasoned exclusion', () => {
    const names = new Set([...declared.apiExports, ...declared.coreExports]);
    expect(names).toContain('Reporter');
    const missing = [...names].filter((name) => !(name in javascriptApiExclusions) && !headings().has(name));
    expect(missing, 'add a heading, or an exclusion with its reason').toEqual([]);
  });

  test('every export left without a heading is still named on a page, in code, with the type the package declares', () => {
    const pages = readdirSync(path.join(DOCS_DIR, lang), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => readFileSync(path.join(DOCS_DIR, lang, file), 'utf8'));
    const codeSpans = pages.flatMap((page) => [...page.matchAll(/`([^`\n]+)`/g)].map(([, code]) => code));
    const blocks = pages.flatMap((page) => codeBlocks(page).map((block) => block.code));
    const inCode = (name: string) =>
      [...codeSpans, ...blocks].some((code) => new RegExp(`(?<![\\w.$])${name}(?![\\w$])`).test(code));
    const unnamed = Object.keys(javascriptApiExclusions).filter((name) => !inCode(name));
    expect(unnamed, 'name each excluded export where it belongs').toEqual([]);
    // The types the pages spell out are the declared ones.
    const dts = readFileSync(CORE_DTS, 'utf8');
    const spelled: [string, string, string][] = [
      ['Use', 'export declare type Use<T> = (value: T) => Promise<void>;', '`(value: T) => Promise<void>`'],
      [
        'FixtureCleanup',
        'export declare type FixtureCleanup = () => MaybePromise<void>;',
        '`() => void | Promise<void>`',
      ],
      [
        'RstestCommand',
        "export declare type RstestCommand = 'watch' | 'run' | 'list' | 'merge-reports';",
        "`'watch' | 'run' | 'list' | 'merge-reports'`",
      ],
    ];
    for (const [name, declaration, written] of spelled) {
      expect(dts, name).toContain(declaration);
      expect(pages.join('\n'), name).toContain(written);
    }
  });

  test('every exclusion names an export that the package really has', () => {
    const names = [...declared.apiExports, ...declared.coreExports];
    for (const name of Object.keys(javascriptApiExclusions)) expect(names, `${name} is stale`).toContain(name);
  });

  test('every heading that names something names what the package exports or declares', () => {
    const known = new Set([
      ...declared.apiExports,
      ...declared.coreExports,
      ...declared.members(API_DTS, 'RstestInstance'),
      ...declared.members(CORE_DTS, 'Reporter'),
      ...Object.keys(declared.builtinReporterOptions),
    ]);
    for (const heading of headings()) if (isName(heading)) expect(known, heading).toContain(heading);
  });

  test('the instance: every member of RstestInstance has a heading with its signature', () => {
    for (const member of declared.members(API_DTS, 'RstestInstance')) {
      expect(section('createRstest', member), member).toMatch(member === 'context' ? /RstestContext/ : `${member}(`);
    }
  });

  test('the option and field tables list every property of their type', () => {
    const tables: [(typeof PAGES)[number], string, string][] = [
      ['createRstest', 'CreateRstestOptions', API_DTS],
      ['createRstest', 'LoadedRstestConfig', API_DTS],
      ['createRstest', 'RstestContext', API_DTS],
      ['createRstest', 'ProjectContext', API_DTS],
      ['createRstest', 'TestRunResult', API_DTS],
      ['createRstest', 'WatchOptions', API_DTS],
      ['createRstest', 'RstestWatcher', API_DTS],
      ['createRstest', 'ListOptions', API_DTS],
      ['createRstest', 'ListedTest', API_DTS],
      ['createRstest', 'MergeReportsOptions', API_DTS],
      ['createRstest', 'RunCLIOptions', API_DTS],
      ['createRstest', 'SnapshotSummary', API_DTS],
      ['createRstest', 'ListTestsError', API_DTS],
      ['reporter', 'TestFileInfo', CORE_DTS],
      ['reporter', 'TestSuiteInfo', CORE_DTS],
      ['reporter', 'TestResult', CORE_DTS],
      ['reporter', 'onTestRunEnd', CORE_DTS],
      ['reporter', 'onUserConsoleLog', CORE_DTS],
    ];
    const typeOfSection: Record<string, string> = {
      onTestRunEnd: 'TestRunEndPayload',
      onUserConsoleLog: 'UserConsoleLog',
    };
    for (const [page, heading, file] of tables) {
      const body = section(page, heading);
      const inherited = heading === 'ListTestsError' ? ['message', 'stack', 'cause'] : [];
      for (const field of declared.members(file, typeOfSection[heading] ?? heading)) {
        if (!inherited.includes(field)) expect(body, `${heading}.${field}`).toContain(`\`${field}\``);
      }
    }
    const caseOnly = declared
      .members(CORE_DTS, 'TestCaseInfo')
      .filter((field) => !declared.members(CORE_DTS, 'TestSuiteInfo').includes(field));
    for (const field of caseOnly) expect(section('reporter', 'TestCaseInfo'), field).toContain(`\`${field}\``);
    const fileOnly = declared
      .members(CORE_DTS, 'TestFileResult')
      .filter((field) => !declared.members(CORE_DTS, 'TestResult').includes(field))
      // @internal in the package: stripped before the results reach reporters.
      .filter((field) => !['coverageRaw', 'traceEvents'].includes(field));
    for (const field of fileOnly) expect(section('reporter', 'TestFileResult'), field).toContain(`\`${field}\``);
  });

  test('the run options list every field of RunOptions', () => {
    const body = section('createRstest', 'RunOptions');
    for (const field of declared.members(API_DTS, 'RunOptions')) expect(body, field).toContain(`\`${field}\``);
  });

  test('Reporter: every hook and flushOutputStreams has a heading, in the order of the recorded run', () => {
    const hooks = declared.members(CORE_DTS, 'Reporter');
    expect(hooks).toContain('onExit');
    const order = pageSections.reporter.map((s) => s.heading).filter((h) => hooks.includes(h));
    expect([...order].sort()).toEqual([...hooks].sort());
    const recorded = [...new Set(hookOrder(lang).map((line) => line.split(' ')[0]))];
    expect(order.filter((hook) => hook !== 'flushOutputStreams')).toEqual(recorded);
  });

  test('built-in reporters: every one has a heading that names each of its options', () => {
    const names = Object.keys(declared.builtinReporterOptions);
    expect(names).toEqual(
      expect.arrayContaining(['default', 'verbose', 'dot', 'github-actions', 'md', 'json', 'junit', 'blob']),
    );
    for (const [name, options] of Object.entries(declared.builtinReporterOptions)) {
      const body = section('reporter', name);
      for (const option of options) expect(body, `${name}: ${option}`).toContain(`\`${option}\``);
    }
  });

  test('the page says which exports are experimental, as the package marks them', () => {
    const dts = readFileSync(API_DTS, 'utf8');
    for (const name of ['createRstest', 'runCLI', 'ListTestsError', 'RstestInstance']) {
      const marked = `@experimental Subject to change until 1\\.0\\.0\\.(?:(?!export declare)[\\s\\S])*`;
      expect(dts).toMatch(new RegExp(`${marked}export declare (const|function|class|interface) ${name}\\b`));
    }
    const warning = /:::warning[^\n]*\n([\s\S]*?)\n:::/.exec(source(lang, 'createRstest'))?.[1] ?? '';
    expect(warning).toMatch(/@experimental/);
    // The exports it names as not marked are exactly those the package leaves unmarked.
    const unmarked = declared.apiExports.filter((name) => !declared.experimental.includes(name));
    expect(unmarked.length).toBeGreaterThan(0);
    expect(declared.experimental).toEqual(expect.arrayContaining(['createRstest', 'runCLI', 'ListTestsError']));
    const named = [...warning.matchAll(/`([A-Z]\w+)`/g)].map(([, name]) => name);
    expect(named.sort()).toEqual(unmarked.sort());
  });

  test('every code example is runnable or the output of a run, except declarations', () => {
    for (const page of PAGES) {
      for (const block of codeBlocks(source(lang, page))) {
        const declaration = /^(interface|type|class|function|const|import type)\b|^\w+\(.*\): /.test(block.code.trim());
        expect(block.runnable || block.output || declaration, `${page}.mdx:${block.line}`).toBe(true);
      }
    }
  });
});

// ---- The hook order: the Reporter page's own example, run for real ----

/** The lines of the hook-order output block of a page. */
function hookOrder(lang: string): string[] {
  const block = codeBlocks(source(lang, 'reporter')).find((b) => b.output && b.run === 'hook-order');
  return (block?.code ?? '').split('\n').filter((line) => line.trim() !== '');
}

test('the hook order on the Reporter page is what its reporter prints in a real run', () => {
  const files = codeBlocks(source('en', 'reporter')).filter((b) => b.runnable && b.run === 'hook-order');
  expect(files.map((b) => b.title)).toEqual(['rstest.config.ts', 'cart.test.ts', 'price.test.ts']);
  const dir = mkdtempSync(path.join(tmpdir(), 'rstest-hook-order-'));
  try {
    // A real node_modules folder: the results cache that orders test files stays in this run.
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(path.join(ROOT, 'node_modules/@rstest'), path.join(dir, 'node_modules/@rstest'), 'dir');
    for (const block of files) writeFileSync(path.join(dir, block.title as string), `${block.code}\n`);
    const run = rstestIn(dir, { args: ['run'], env: { CI: 'true' } });
    expect(run.status).toBe(1);
    const printed = run.stdout.split('\n').filter((line) => /^on[A-Z]/.test(line));
    for (const lang of LANGS) expect(hookOrder(lang)).toEqual(printed);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
