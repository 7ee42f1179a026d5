// The Upgrading from 0.11 guide (docs/*/guide/start/upgrade.mdx) compared with the two published
// packages it is about: @rstest/core 0.11.12 (the local fixture package tests/fixtures/rstest-0.11)
// and the pinned 0.12.0. Each table of the page is data: every row is checked against both
// packages' type declarations (TypeScript's compiler API), entry points, `rstest run --help` or real
// runs, and the Chinese page must carry the same rows. Claims in prose carry
// `{/* proven by tests/claims/upgrade.test.ts: <test name> */}`.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import ts from 'typescript';
import { beforeAll, describe, expect, test } from 'vitest';
import { codeBlocks } from '../../lib/code-blocks.mjs';
import { codeOf, sectionTable } from '../helpers/page-tables';
import { nodeIn, ROOT } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';

const { claim, claimsAreMarked } = pageClaims('upgrade.test.ts', 'guide/start/upgrade.mdx');

const PAGE = 'guide/start/upgrade.mdx';
const LANGS = ['en', 'zh'] as const;

// ---------------------------------------------------------------------------------------------
// The two packages

type Version = '0.11.12' | '0.12.0';
const VERSIONS: Version[] = ['0.11.12', '0.12.0'];
const CORE: Record<Version, string> = {
  '0.11.12': path.join(ROOT, 'tests/fixtures/rstest-0.11/node_modules/@rstest/core'),
  '0.12.0': path.join(ROOT, 'node_modules/@rstest/core'),
};
/** The entry points a project imports, as `package.json#exports` keys, by the name a reader writes. */
const ENTRIES = { '@rstest/core': '.', '@rstest/core/api': './api' } as const;
type Entry = keyof typeof ENTRIES;

interface PackageJson {
  version: string;
  exports: Record<string, { types?: string; default?: string }>;
  peerDependencies?: Record<string, string>;
}
const packageJson = (dir: string): PackageJson => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** One version's declarations, read through the `types` file of each entry of its exports map. */
function declarations(version: Version) {
  const exportsMap = packageJson(CORE[version]).exports;
  const dts = (entry: Entry) => {
    const types = exportsMap[ENTRIES[entry]]?.types;
    if (!types) throw new Error(`${version} has no types for ${entry}`);
    return path.join(CORE[version], types);
  };
  // Not strict: an optional property's type then reads without `| undefined`, as the page writes it.
  const program = ts.createProgram([dts('@rstest/core'), dts('@rstest/core/api')], {
    strict: false,
    noEmit: true,
    types: [],
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const exportsOf = (entry: Entry) => {
    const file = program.getSourceFile(dts(entry));
    if (!file) throw new Error(`${dts(entry)} was not read`);
    return checker.getExportsOfModule(checker.getSymbolAtLocation(file) as ts.Symbol);
  };
  const exported = (entry: Entry, name: string) => {
    const symbol = exportsOf(entry).find((s) => s.name === name);
    if (!symbol) throw new Error(`${version}: ${entry} does not export ${name}`);
    return symbol;
  };
  const declaredType = (entry: Entry, name: string) => checker.getDeclaredTypeOfSymbol(exported(entry, name));
  /** The members of a type and of the object members of a union, by name. */
  const property = (type: ts.Type, name: string): ts.Symbol | undefined => {
    const members = type.isUnion() ? type.types : [type];
    return members.map((member) => checker.getPropertyOfType(member, name)).find(Boolean);
  };
  /** The property at a dotted path of a type (`pool.memoryLimit`), or undefined when a segment is missing. */
  const at = (type: ts.Type, dotted: string): ts.Symbol | undefined => {
    let current: ts.Type | undefined = type;
    let symbol: ts.Symbol | undefined;
    for (const segment of dotted.split('.')) {
      symbol = current && property(checker.getNonNullableType(current), segment);
      if (!symbol) return undefined;
      current = checker.getTypeOfSymbol(symbol);
    }
    return symbol;
  };
  /** A type as the page writes it: a named union of literals (`RstestPoolType`) spelled out. */
  const typeText = (symbol: ts.Symbol) => {
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
    const members = type.isUnion() && type.aliasSymbol ? type.types : [type];
    return members.map((member) => checker.typeToString(member).replaceAll('"', "'")).join(' | ');
  };
  /** The declared type of a property as written in the declaration (`MaybePromise<void>`, not expanded). */
  const writtenType = (symbol: ts.Symbol) => {
    const declaration = symbol.valueDeclaration;
    return declaration && ts.isPropertySignature(declaration) && declaration.type
      ? declaration.type.getText().replaceAll('"', "'")
      : typeText(symbol);
  };
  const jsDocTag = (symbol: ts.Symbol, tag: string) =>
    symbol
      .getJsDocTags(checker)
      .find((t) => t.name === tag)
      ?.text?.map((part) => part.text)
      .join('');
  const jsDoc = (symbol: ts.Symbol) => ts.displayPartsToString(symbol.getDocumentationComment(checker));
  /** The type of the first parameter of a method property (`Reporter.onTestRunEnd`). */
  const firstParameter = (symbol: ts.Symbol) => {
    const signature = checker.getNonNullableType(checker.getTypeOfSymbol(symbol)).getCallSignatures()[0];
    return checker.getTypeOfSymbol(signature.getParameters()[0]);
  };
  const typeExports = (entry: Entry) => exportsOf(entry).map((s) => s.name);
  return {
    version,
    checker,
    dts,
    typeExports,
    declaredType,
    at,
    typeText,
    writtenType,
    jsDocTag,
    jsDoc,
    firstParameter,
    properties: (type: ts.Type) => checker.getPropertiesOfType(type),
  };
}
type Declarations = ReturnType<typeof declarations>;
const DECLARED = Object.fromEntries(VERSIONS.map((v) => [v, declarations(v)])) as Record<Version, Declarations>;

/** The value exports of each entry, read by importing the entry's runtime file. */
async function runtimeExports(version: Version): Promise<Record<Entry, string[]>> {
  const exportsMap = packageJson(CORE[version]).exports;
  const result = {} as Record<Entry, string[]>;
  for (const entry of Object.keys(ENTRIES) as Entry[]) {
    const file = exportsMap[ENTRIES[entry]]?.default;
    if (!file) throw new Error(`${version} has no runtime file for ${entry}`);
    result[entry] = Object.keys(await import(pathToFileURL(path.join(CORE[version], file)).href));
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Scratch projects of either version

/** A project whose `@rstest/core` is `version`, with the DOM environments installed. */
function project(version: Version, files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), `rstest-upgrade-${version}-`));
  mkdirSync(path.join(dir, 'node_modules/@rstest'), { recursive: true });
  symlinkSync(CORE[version], path.join(dir, 'node_modules/@rstest/core'), 'dir');
  for (const name of ['happy-dom', 'jsdom'])
    symlinkSync(path.join(ROOT, 'node_modules', name), path.join(dir, 'node_modules', name), 'dir');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** Runs Node in `dir` with `args` (a script, or `version`'s rstest CLI), outside CI and without colours. */
function node(dir: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = nodeIn(dir, args, { env: { CI: '', GITHUB_ACTIONS: '', DEBUG: '', ...env } });
  return { status: result.status, output: stripVTControlCharacters(result.output) };
}
const rstestBin = (version: Version) => path.join(CORE[version], 'bin/rstest.js');
const rstest = (version: Version, dir: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  node(dir, [rstestBin(version), ...args], env);

// ---------------------------------------------------------------------------------------------
// The page's tables

const table = (lang: string, sectionId: string, index = 0) => sectionTable(lang, PAGE, sectionId, index);

/** The data columns of a table (all but the prose ones) must be the same on the Chinese page. */
function sameOnBothPages(sectionId: string, dataColumns: number, index = 0) {
  const data = (lang: string) => table(lang, sectionId, index).map((row) => row.slice(0, dataColumns));
  expect(data('zh')).toEqual(data('en'));
}

const ABSENT = '—';
const versionCells = (row: string[]): Record<Version, string> => ({ '0.11.12': row[1], '0.12.0': row[2] });

const pageSource = (lang: string) => readFileSync(path.join(ROOT, 'docs', lang, PAGE), 'utf8');

// ---------------------------------------------------------------------------------------------

test('the comparison reads 0.11.12 and 0.12.0', () => {
  for (const version of VERSIONS) expect(packageJson(CORE[version]).version).toBe(version);
});

describe('#upgrade-the-packages: the companion packages', () => {
  test('each one is installed at the version the page gives and declares the @rstest/core range it shows', () => {
    const rows = table('en', 'upgrade-the-packages');
    expect(rows.length).toBeGreaterThan(0);
    for (const [name, version, range] of rows.map((row) => row.map((cell) => codeOf(cell)[0]))) {
      const installed = packageJson(path.join(ROOT, 'node_modules', name));
      expect(installed.version, name).toBe(version);
      expect(installed.peerDependencies?.['@rstest/core'], name).toBe(range);
    }
    sameOnBothPages('upgrade-the-packages', 3);
  });
});

describe('#configuration: option types', () => {
  test('each row gives the type of the option in both versions (— when it has none)', () => {
    const rows = table('en', 'configuration');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const option = codeOf(row[0])[0];
      for (const [version, cell] of Object.entries(versionCells(row)) as [Version, string][]) {
        const d = DECLARED[version];
        const symbol = d.at(d.declaredType('@rstest/core', 'RstestConfig'), option);
        const shown = cell === ABSENT ? undefined : codeOf(cell)[0];
        if (shown === undefined) expect(symbol, `${option} in ${version}`).toBeUndefined();
        else expect(symbol && d.typeText(symbol), `${option} in ${version}`).toBe(shown);
      }
    }
    sameOnBothPages('configuration', 3);
  });

  claim('a project without config resolves the same options in both versions', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'rstest-upgrade-empty-'));
    const githubActions = process.env.GITHUB_ACTIONS;
    delete process.env.GITHUB_ACTIONS;
    try {
      // 0.11.12: config loading (initCli) and createRstest are exports of @rstest/core.
      const old = await import(pathToFileURL(path.join(CORE['0.11.12'], 'dist/index.js')).href);
      const loaded = await old.initCli({ root: cwd });
      const oldConfig = old.createRstest({ ...loaded, cwd }, 'run', []).context.normalizedConfig;
      // 0.12.0: createRstest of @rstest/core/api resolves the defaults itself.
      const api = await import(pathToFileURL(path.join(CORE['0.12.0'], 'dist/api/index.js')).href);
      const newConfig = (await api.createRstest({ cwd })).context.config;
      const comparable = (config: unknown) =>
        JSON.parse(
          JSON.stringify(config, (_key, value) =>
            typeof value === 'function' ? `function ${value.name}` : value instanceof RegExp ? String(value) : value,
          ),
        );
      expect(comparable(newConfig)).toEqual(comparable(oldConfig));
    } finally {
      if (githubActions !== undefined) process.env.GITHUB_ACTIONS = githubActions;
    }
  });
});

describe('#defaults', () => {
  /** The resolved prebundle default, read from two runs' debug logs: a happy-dom 20 file and a jsdom 27 file. */
  function resolvedPrebundle(version: Version): { value: string; output: string } {
    const dir = project(version, {
      'src/happy.test.ts':
        "// @rstest-environment happy-dom\nimport { expect, test } from '@rstest/core';\ntest('dom', () => expect(typeof document).toBe('object'));\n",
      'src/js.test.ts':
        "// @rstest-environment jsdom\nimport { expect, test } from '@rstest/core';\ntest('dom', () => expect(typeof document).toBe('object'));\n",
    });
    const { status, output } = rstest(version, dir, ['run'], { DEBUG: 'rstest' });
    expect(status, output).toBe(0);
    const happyBundled = output.includes('bundled test environment happy-dom from ');
    const jsdomBundled = output.includes('bundled test environment jsdom from ');
    const jsdomSkipped = output.includes('Skipping automatic prebundle for unsupported jsdom major version 27');
    // `true` bundles both, `'auto'` only the supported major, `false` neither, silently.
    const value =
      happyBundled && jsdomBundled
        ? 'true'
        : happyBundled && jsdomSkipped
          ? "'auto'"
          : !happyBundled && !jsdomBundled && !jsdomSkipped
            ? 'false'
            : 'unknown';
    return { value, output };
  }
  // How a run shows each default of the table; a row without a probe fails.
  const probes: Record<string, (version: Version) => { value: string; output: string }> = {
    'testEnvironment.prebundle': resolvedPrebundle,
  };
  const runs = new Map<string, { value: string; output: string }>();
  beforeAll(() => {
    expect(readFileSync(path.join(ROOT, 'node_modules/happy-dom/package.json'), 'utf8')).toMatch(/"version": "20\./);
    expect(readFileSync(path.join(ROOT, 'node_modules/jsdom/package.json'), 'utf8')).toMatch(/"version": "27\./);
    for (const [option, probe] of Object.entries(probes))
      for (const version of VERSIONS) runs.set(`${option}@${version}`, probe(version));
  }, 240_000);

  test('each row gives the declared @default and the default a real run resolves, in both versions', () => {
    const rows = table('en', 'defaults');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const option = codeOf(row[0])[0];
      expect(Object.keys(probes), `a probe for ${option}`).toContain(option);
      for (const [version, cell] of Object.entries(versionCells(row)) as [Version, string][]) {
        const d = DECLARED[version];
        const symbol = d.at(d.declaredType('@rstest/core', 'RstestConfig'), option);
        const shown = codeOf(cell)[0];
        expect(symbol && d.jsDocTag(symbol, 'default'), `@default of ${option} in ${version}`).toBe(shown);
        expect(runs.get(`${option}@${version}`)?.value, `resolved ${option} in ${version}`).toBe(shown);
      }
    }
    sameOnBothPages('defaults', 3);
  });

  claim('with the 0.12.0 default, a supported version is prebundled and another loads natively, as in 0.11', () => {
    // happy-dom 20 is a version 'auto' prebundles, jsdom 27 one it does not; the option's page lists
    // them (tests/claims/config-testEnvironment.test.ts checks that list against the package).
    expect(readFileSync(path.join(ROOT, 'node_modules/jsdom/package.json'), 'utf8')).toMatch(/"version": "27\./);
    const { output } = runs.get('testEnvironment.prebundle@0.12.0') ?? { output: '' };
    expect(output).toMatch(/bundled test environment happy-dom from \S+ \(/);
    expect(output).toContain(
      'Skipping automatic prebundle for unsupported jsdom major version 27; falling back to its native entry.',
    );
    // 0.11.12 bundles neither.
    expect(runs.get('testEnvironment.prebundle@0.11.12')?.value).toBe('false');
    for (const lang of LANGS) {
      const options = readFileSync(path.join(ROOT, 'docs', lang, 'config/test/testEnvironment.mdx'), 'utf8');
      expect(options, lang).toMatch(/happy-dom 20[^\n]*jsdom 27/);
      expect(pageSource(lang), lang).toContain('](/config/test/testEnvironment#prebundle)');
    }
  });
});

describe('#command-line', () => {
  /** The description `rstest run --help` gives each flag, by flag name (`--related, --findRelatedTests` gives both). */
  function helpFlags(version: Version): Map<string, string> {
    const { output } = node(ROOT, [rstestBin(version), 'run', '--help']);
    const flags = new Map<string, string>();
    for (const line of output.split('\n')) {
      const match = /^\s+(-[^\s].*?)\s{2,}(\S.*?)\s*$/.exec(line);
      if (!match) continue;
      for (const flag of match[1].split(', ')) flags.set(flag.split(' ')[0], match[2]);
    }
    return flags;
  }
  const HELP = Object.fromEntries(VERSIONS.map((v) => [v, helpFlags(v)])) as Record<Version, Map<string, string>>;

  test('each row gives the help text of the flag in both versions (— when there is none)', () => {
    const rows = table('en', 'command-line');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const flag = codeOf(row[0])[0];
      for (const [version, cell] of Object.entries(versionCells(row)) as [Version, string][])
        expect(HELP[version].get(flag), `${flag} in ${version}`).toBe(cell === ABSENT ? undefined : cell);
    }
    sameOnBothPages('command-line', 3);
  });

  test('the table lists every flag whose help text differs', () => {
    const listed = new Set(table('en', 'command-line').map((row) => codeOf(row[0])[0]));
    const flags = new Set([...HELP['0.11.12'].keys(), ...HELP['0.12.0'].keys()]);
    const differing = [...flags].filter((flag) => HELP['0.11.12'].get(flag) !== HELP['0.12.0'].get(flag));
    expect(differing.sort()).toEqual([...listed].sort());
  });
});

describe('#imports', () => {
  const RUNTIME = {} as Record<Version, Record<Entry, string[]>>;
  beforeAll(async () => {
    for (const version of VERSIONS) RUNTIME[version] = await runtimeExports(version);
  });
  const entriesExporting = (version: Version, name: string) =>
    (Object.keys(ENTRIES) as Entry[]).filter((entry) => DECLARED[version].typeExports(entry).includes(name));

  test('each row gives the entry points that export the name in both versions, and whether it is a type', () => {
    const rows = table('en', 'imports');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const isType = /\(type\)/.test(row[0]);
      for (const name of codeOf(row[0])) {
        for (const [version, cell] of Object.entries(versionCells(row)) as [Version, string][]) {
          const shown = cell === ABSENT ? [] : codeOf(cell);
          expect(entriesExporting(version, name), `${name} in ${version}`).toEqual(shown);
          // A value is exported at runtime from the same entries; a type from none.
          for (const entry of Object.keys(ENTRIES) as Entry[])
            expect(RUNTIME[version][entry].includes(name), `${name} at runtime from ${entry} in ${version}`).toBe(
              !isType && shown.includes(entry),
            );
        }
      }
    }
    // The zh table writes the type marker in Chinese: `RunCLIOptions`（类型）.
    const columns = (lang: string) => table(lang, 'imports').map((row) => row.slice(0, 3));
    const inEnglish = columns('zh').map(([name, ...cells]) => [name.replace(/（类型）$/, ' (type)'), ...cells]);
    expect(inEnglish).toEqual(columns('en'));
  });

  test('the table lists every export that an import written for 0.11.12 no longer finds, and every new value', () => {
    const listed = new Set(table('en', 'imports').flatMap((row) => codeOf(row[0])));
    const names = new Set(
      VERSIONS.flatMap((v) => (Object.keys(ENTRIES) as Entry[]).flatMap((e) => DECLARED[v].typeExports(e))),
    );
    const broken = [...names].filter((name) =>
      entriesExporting('0.11.12', name).some((entry) => !entriesExporting('0.12.0', name).includes(entry)),
    );
    const newValues = (Object.keys(ENTRIES) as Entry[]).flatMap((entry) =>
      RUNTIME['0.12.0'][entry].filter((name) => !RUNTIME['0.11.12'][entry].includes(name)),
    );
    expect([...listed].sort()).toEqual([...new Set([...broken, ...newValues])].sort());
  });

  test('the replacements the table names exist in 0.12.0', () => {
    const api = DECLARED['0.12.0'].typeExports('@rstest/core/api');
    for (const name of ['CreateRstestOptions', 'RunOptions', 'RstestConfig', 'TestRunResult'])
      expect(api).toContain(name);
    expect(DECLARED['0.12.0'].typeExports('@rstest/core')).toContain('RstestConfig');
    expect(RUNTIME['0.12.0']['@rstest/core']).toContain('loadConfig');
    // `TestRunResult['unhandledErrors'][number]` is the shape SerializedError had.
    const d = DECLARED['0.12.0'];
    const item = d.checker.getIndexTypeOfType(
      d.checker.getTypeOfSymbol(
        d.at(d.declaredType('@rstest/core/api', 'TestRunResult'), 'unhandledErrors') as ts.Symbol,
      ),
      ts.IndexKind.Number,
    );
    const old = DECLARED['0.11.12'];
    const oldFields = old.properties(old.declaredType('@rstest/core/api', 'SerializedError')).map((p) => p.name);
    expect(item && d.properties(item).map((p) => p.name)).toEqual(expect.arrayContaining(['name', 'message', 'stack']));
    expect(oldFields).toEqual(expect.arrayContaining(['name', 'message', 'stack']));
  });

  claim('a 0.11 import of runRstest fails in 0.12.0 with the quoted SyntaxError', () => {
    const script = codeBlocks(pageSource('en')).find((block) => block.code.includes('runRstest('));
    const dir = project('0.12.0', { 'run-tests.mjs': script?.code ?? '' });
    const { status, output } = node(dir, ['run-tests.mjs']);
    expect(status).toBe(1);
    const quoted = codeBlocks(pageSource('en')).find((block) => block.code.startsWith('SyntaxError'));
    expect(output).toContain(quoted?.code.trim());
    for (const lang of LANGS)
      expect(codeBlocks(pageSource(lang)).some((block) => block.code === quoted?.code)).toBe(true);
  });
});

describe('#reporters', () => {
  const payload = (version: Version) => {
    const d = DECLARED[version];
    const hook = d.at(d.declaredType('@rstest/core', 'Reporter'), 'onTestRunEnd') as ts.Symbol;
    return d.firstParameter(hook);
  };

  test('each row gives the type of the onTestRunEnd payload field in both versions, and the table lists every change', () => {
    const rows = table('en', 'reporters');
    expect(rows.length).toBeGreaterThan(0);
    const fieldType = (version: Version, field: string) => {
      const symbol = DECLARED[version].at(payload(version), field);
      return symbol && DECLARED[version].typeText(symbol);
    };
    for (const row of rows) {
      const field = codeOf(row[0])[0];
      for (const [version, cell] of Object.entries(versionCells(row)) as [Version, string][])
        expect(fieldType(version, field), `${field} in ${version}`).toBe(cell === ABSENT ? undefined : codeOf(cell)[0]);
    }
    const fields = new Set(VERSIONS.flatMap((v) => DECLARED[v].properties(payload(v)).map((p) => p.name)));
    const changed = [...fields].filter((f) => fieldType('0.11.12', f) !== fieldType('0.12.0', f));
    expect(rows.map((row) => codeOf(row[0])[0]).sort()).toEqual(changed.sort());
    // What the table says of rerunTestPaths is what its declaration says.
    expect(DECLARED['0.12.0'].jsDoc(DECLARED['0.12.0'].at(payload('0.12.0'), 'rerunTestPaths') as ts.Symbol)).toMatch(
      /^Watch only: the files this cycle executed\. Absent on one-shot runs\./,
    );
    sameOnBothPages('reporters', 3);
  });

  claim('0.12.0 calls onExit after a passing run and 0.11.12 does not', () => {
    const files = {
      'rstest.config.ts': [
        "import { defineConfig } from '@rstest/core';",
        'export default defineConfig({',
        '  reporters: [{',
        "    onTestRunEnd: (payload: any) => { console.log('rerunTestPaths:', String(payload.rerunTestPaths)); },",
        "    onExit: () => { console.log('onExit ran'); },",
        '  }],',
        '});',
        '',
      ].join('\n'),
      'src/a.test.ts': "import { expect, test } from '@rstest/core';\ntest('passes', () => expect(1).toBe(1));\n",
    };
    const oldRun = rstest('0.11.12', project('0.11.12', files), ['run']);
    const newRun = rstest('0.12.0', project('0.12.0', files), ['run']);
    expect(oldRun.status).toBe(0);
    expect(newRun.status).toBe(0);
    expect(oldRun.output).not.toContain('onExit ran');
    expect(newRun.output).toContain('onExit ran');
    expect(newRun.output).toContain('rerunTestPaths: undefined');
    // The types: 0.11.12 documents it for an abnormal exit and returns void; 0.12.0 may return a promise.
    const onExit = (version: Version) =>
      DECLARED[version].at(DECLARED[version].declaredType('@rstest/core', 'Reporter'), 'onExit') as ts.Symbol;
    expect(DECLARED['0.11.12'].jsDoc(onExit('0.11.12'))).toBe('Called when rstest exit abnormally');
    expect(DECLARED['0.11.12'].writtenType(onExit('0.11.12'))).toBe('() => void');
    expect(DECLARED['0.12.0'].writtenType(onExit('0.12.0'))).toBe('() => MaybePromise<void>');
  });
});

describe('#javascript-api', () => {
  const resultType = (version: Version) => DECLARED[version].declaredType('@rstest/core/api', 'TestRunResult');

  test('each row names a field of the 0.11.12 runRstest result and of the 0.12.0 run result; every old field is listed', () => {
    const rows = table('en', 'javascript-api');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [oldField, newField] = [codeOf(row[0])[0], codeOf(row[1])[0]];
      expect(DECLARED['0.11.12'].at(resultType('0.11.12'), oldField), oldField).toBeDefined();
      expect(DECLARED['0.12.0'].at(resultType('0.12.0'), newField), newField).toBeDefined();
    }
    const oldTopLevel = DECLARED['0.11.12'].properties(resultType('0.11.12')).map((p) => p.name);
    expect(rows.map((row) => codeOf(row[0])[0].split('.')[0]).sort()).toEqual(oldTopLevel.sort());
    // Fields 0.12.0 has on top of the renamed ones, which the page names after the table.
    const mapped = new Set(rows.map((row) => codeOf(row[1])[0].split('.')[0]));
    const added = DECLARED['0.12.0']
      .properties(resultType('0.12.0'))
      .map((p) => p.name)
      .filter((name) => !mapped.has(name));
    expect(added.sort()).toEqual(['rerunTestPaths', 'testResults']);
    const status = DECLARED['0.12.0'].at(resultType('0.12.0'), 'status') as ts.Symbol;
    expect(DECLARED['0.12.0'].typeText(status)).toBe("'pass' | 'fail' | 'error'");
    const duration = DECLARED['0.12.0'].at(resultType('0.12.0'), 'duration') as ts.Symbol;
    expect(
      DECLARED['0.12.0'].properties(DECLARED['0.12.0'].checker.getTypeOfSymbol(duration)).map((p) => p.name),
    ).toEqual(['totalTime', 'buildTime', 'testTime']);
    sameOnBothPages('javascript-api', 2);
  });

  claim('the 0.11 script and the 0.12 script report the same run', () => {
    const blocks = codeBlocks(pageSource('en'));
    const oldScript = blocks.find((block) => block.code.includes('runRstest('))?.code ?? '';
    const apiRun = blocks.filter((block) => block.run === 'api' && block.runnable);
    const files = Object.fromEntries(apiRun.map((block) => [block.title as string, block.code]));
    // Each script also prints the renamed fields as JSON, to compare them.
    const dump = (fields: string) => `\nconsole.log('JSON' + JSON.stringify(${fields}));\n`;
    const oldDir = project('0.11.12', {
      ...files,
      'run-tests.mjs': `${oldScript}${dump('{ ok: result.ok, counts: result.stats, files: result.files.map((f) => f.testPath.slice(process.cwd().length)), snapshot: result.snapshot, unhandled: result.unhandledErrors, coverage: result.coverage, duration: typeof result.duration.total }')}`,
    });
    const newDir = project('0.12.0', {
      ...files,
      'run-tests.mjs': `${files['run-tests.mjs']}${dump("{ ok: result.status === 'pass', counts: result.summary, files: result.results.map((f) => f.testPath.slice(process.cwd().length)), snapshot: result.snapshotSummary, unhandled: result.unhandledErrors, coverage: result.coverage, duration: typeof result.duration.totalTime }")}`,
    });
    const oldRun = node(oldDir, ['run-tests.mjs']);
    const newRun = node(newDir, ['run-tests.mjs']);
    expect(oldRun.status, oldRun.output).toBe(0);
    expect(newRun.status, newRun.output).toBe(0);
    expect(oldRun.output).toContain('ok: true, passed: 2');
    expect(newRun.output).toContain('status: pass, passed: 2');
    const json = (output: string) => JSON.parse(/^JSON(.*)$/m.exec(output)?.[1] ?? 'null');
    expect(json(newRun.output)).toEqual(json(oldRun.output));
    expect(json(newRun.output).duration).toBe('number');
  });
});

claimsAreMarked();
