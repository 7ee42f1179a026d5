// The Build Tool Integrations guide (docs/*/guide/advanced/integrations.mdx) against the installed
// adapters: the table of adapters and the option tables are read from the page and compared with
// each package's package.json and type declarations, and what the page says each adapter carries
// over is checked on the options it returns for real config files. Claims in prose carry
// `{/* proven by tests/claims/integrations.test.ts: <test name> */}`. (@rstest/adapter-rsbuild is not
// installed here: its section was checked in a scratch project, as the page says.)
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withRslibConfig } from '@rstest/adapter-rslib';
import { toRstestConfig, withRspackConfig } from '@rstest/adapter-rspack';
import type { ExtendConfig } from '@rstest/core';
import { rspack } from '@rspack/core';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { codeOf, sectionTable } from '../helpers/page-tables';
import { ROOT, rstestIn, runRstest } from '../helpers/rstest';
import { linkPackages } from '../../lib/packages.mjs';
import { pageClaims } from '../helpers/page-claims';

const { claim, claimsAreMarked } = pageClaims('integrations.test.ts', 'guide/advanced/integrations.mdx');

const PAGE = 'guide/advanced/integrations.mdx';
const LANGS = ['en', 'zh'] as const;
const table = (lang: string, sectionId: string) => sectionTable(lang, PAGE, sectionId);
const pageSource = (lang: string) => readFileSync(path.join(ROOT, 'docs', lang, PAGE), 'utf8');

/** A folder with these files and this repository's packages, for an adapter to read its config from (`cwd`). */
function folder(files: Record<string, string>): string {
  // Under the run's scratch folder, removed after all files (tests/setup/scratch-root.ts).
  const dir = mkdtempSync(path.join(tmpdir(), 'rstest-integrations-'));
  linkPackages(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** The options an `extends` function returns for a config file that sets nothing itself. */
type Extended = ExtendConfig & Record<string, unknown>;
const extend = async (fn: (user: never) => unknown): Promise<Extended> =>
  (await fn(Object.freeze({}) as never)) as Extended;

const packageJson = (name: string) =>
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
    types: string;
    peerDependencies: Record<string, string>;
  };

describe('#adapters', () => {
  test('each adapter is installed at the version the page gives and declares the @rstest/core range it shows', () => {
    const rows = table('en', 'adapters');
    expect(rows.length).toBe(2);
    for (const row of rows) {
      const [name, version] = row.map((cell) => codeOf(cell)[0]);
      const range = codeOf(row[3])[0];
      expect(packageJson(name).version, name).toBe(version);
      expect(packageJson(name).peerDependencies['@rstest/core'], name).toBe(range);
    }
    // The Rslib adapter's other peers: @rslib/core and an optional typescript, as the Rslib section says.
    const rslib = packageJson('@rstest/adapter-rslib') as ReturnType<typeof packageJson> & {
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
    };
    expect(rslib.peerDependencies['@rslib/core']).toBe('>=0.18.6');
    expect(rslib.peerDependencies.typescript).toBe('^5 || ^6');
    expect(rslib.peerDependenciesMeta.typescript?.optional).toBe(true);
    for (const lang of ['en', 'zh']) expect(pageSource(lang), lang).toContain('`typescript` `^5 || ^6`');
    const data = (lang: string) => table(lang, 'adapters');
    expect(data('zh')).toEqual(data('en'));
    // The third adapter is documented from a scratch project: it does not install here.
    expect(readdirSync(path.join(ROOT, 'node_modules/@rstest'))).not.toContain('adapter-rsbuild');
  });
});

describe('Rslib', () => {
  claim('withRslibConfig carries over the listed options and picks the environment from output.target', async () => {
    const config = (target?: string) => `
import { defineConfig } from '@rslib/core';
const plugin = { name: 'my-plugin', setup() {} };
export default defineConfig({
  lib: [{ format: 'esm' }],
  root: ${JSON.stringify('/tmp/my-lib')},
  plugins: [plugin],
  source: {
    define: { A: '1' },
    include: [/src/],
    exclude: [/vendor/],
    tsconfigPath: './tsconfig.build.json',
    transformImport: [{ libraryName: 'lodash', customName: 'lodash/{{ member }}' }],
    assetsInclude: /\\.pdf$/,
  },
  resolve: { alias: { '@utils': './src/utils' } },
  output: { cssModules: { auto: true }${target ? `, target: '${target}'` : ''} },
  tools: { rspack: { devtool: false }, swc: { jsc: {} }, bundlerChain: () => {} },
});
`;
    const tsconfig = JSON.stringify({ compilerOptions: { experimentalDecorators: true } });
    const dir = folder({ 'rslib.config.ts': config(), 'tsconfig.build.json': tsconfig });
    const result = await extend(withRslibConfig({ cwd: dir }));
    expect(result.root).toBe('/tmp/my-lib');
    expect(result.plugins).toEqual([expect.objectContaining({ name: 'my-plugin' })]);
    expect(result.source).toEqual({
      define: { A: '1' },
      include: [/src/],
      exclude: [/vendor/],
      tsconfigPath: './tsconfig.build.json',
      transformImport: [{ libraryName: 'lodash', customName: 'lodash/{{ member }}' }],
      assetsInclude: /\.pdf$/,
      // Read from the tsconfig: it sets experimentalDecorators.
      decorators: { version: 'legacy' },
    });
    expect(result.resolve).toEqual({ alias: { '@utils': './src/utils' } });
    expect(result.output).toEqual({ cssModules: { auto: true }, module: true });
    expect(result.tools).toEqual({ rspack: { devtool: false }, swc: { jsc: {} }, bundlerChain: expect.any(Function) });
    expect(result.testEnvironment).toBe('node');

    for (const [target, environment] of [
      ['web', 'happy-dom'],
      ['node', 'node'],
    ]) {
      const withTarget = folder({ 'rslib.config.ts': config(target), 'tsconfig.build.json': tsconfig });
      expect((await extend(withRslibConfig({ cwd: withTarget }))).testEnvironment, target).toBe(environment);
    }

    // A decorators version set in the Rslib config wins over the tsconfig.
    const explicit = folder({
      'rslib.config.ts': config().replace(
        "define: { A: '1' },",
        "define: { A: '1' }, decorators: { version: '2022-03' },",
      ),
      'tsconfig.build.json': tsconfig,
    });
    expect((await extend(withRslibConfig({ cwd: explicit }))).source?.decorators).toEqual({ version: '2022-03' });
  });

  claim('withRslibConfig reads a lib entry only when libId names it', async () => {
    const dir = folder({
      'rslib.config.ts': `
import { defineConfig } from '@rslib/core';
export default defineConfig({
  source: { define: { TOP: '1' } },
  lib: [
    { id: 'esm', format: 'esm', source: { define: { FORMAT: '"esm"' } } },
    { id: 'cjs', format: 'cjs', source: { define: { FORMAT: '"cjs"' } } },
  ],
});
`,
    });
    const withoutId = await extend(withRslibConfig({ cwd: dir }));
    expect(withoutId.source?.define).toEqual({ TOP: '1' });
    expect(withoutId.output?.module).toBe(true);
    const esm = await extend(withRslibConfig({ cwd: dir, libId: 'esm' }));
    expect(esm.source?.define).toEqual({ TOP: '1', FORMAT: '"esm"' });
    expect(esm.output?.module).toBe(true);
    const cjs = await extend(withRslibConfig({ cwd: dir, libId: 'cjs' }));
    expect(cjs.source?.define).toEqual({ TOP: '1', FORMAT: '"cjs"' });
    expect(cjs.output?.module).toBe(false);
  });

  claim('inline projects without a name of their own stop the run with the quoted message', () => {
    const run = runRstest({
      'rslib.config.ts':
        "import { defineConfig } from '@rslib/core';\nexport default defineConfig({ lib: [{ id: 'esm', format: 'esm' }, { id: 'cjs', format: 'cjs' }] });\n",
      'rstest.config.ts': [
        "import { withRslibConfig } from '@rstest/adapter-rslib';",
        "import { defineConfig } from '@rstest/core';",
        'export default defineConfig({',
        "  projects: [{ extends: withRslibConfig({ libId: 'esm' }) }, { extends: withRslibConfig({ libId: 'cjs' }) }],",
        '});',
        '',
      ].join('\n'),
      'src/a.test.ts': "import { expect, test } from '@rstest/core';\ntest('a', () => expect(1).toBe(1));\n",
    });
    expect(run.status).toBe(1);
    const folderName = path.basename(run.dir);
    expect(run.output).toContain(
      `Project name "${folderName}" is already used. Please ensure all projects have unique names.`,
    );
    for (const lang of LANGS)
      expect(pageSource(lang)).toContain(
        '`Project name "…" is already used. Please ensure all projects have unique names.`',
      );
  });
});

describe('Rspack', () => {
  claim('toRstestConfig carries over the listed options and picks the environment from target', () => {
    const html = new rspack.HtmlRspackPlugin();
    const define = new rspack.DefinePlugin({ A: '1' });
    const result = toRstestConfig({
      rspackConfig: {
        name: 'app',
        target: 'web',
        resolve: { alias: { '@utils': './src/utils' }, tsConfig: './tsconfig.app.json' },
        module: { rules: [{ test: /\.txt$/, type: 'asset/source' }] },
        plugins: [define, html],
        experiments: { asyncWebAssembly: true },
        optimization: { minimize: false },
        devtool: 'source-map',
        watchOptions: { poll: 100 },
        snapshot: {},
        externalsPresets: { electron: true },
        cache: false,
        output: { module: true, path: '/build/out', publicPath: '/static/' },
      },
    }) as Extended;
    expect(result.name).toBe('app');
    expect(result.resolve).toEqual({ alias: { '@utils': './src/utils' }, tsConfig: './tsconfig.app.json' });
    expect(result.source).toEqual({ tsconfigPath: './tsconfig.app.json' });
    expect(result.output).toEqual({ module: true });
    expect(result.plugins).toEqual([
      expect.objectContaining({ name: 'remove-rsbuild-css', remove: ['rsbuild:css', 'rsbuild:less', 'rsbuild:sass'] }),
    ]);
    expect(result.testEnvironment).toBe('happy-dom');
    // tools.rspack applies the rest to the Rspack config Rstest builds.
    const ownRule = { test: /\.own$/ };
    const ownPlugin = new rspack.DefinePlugin({ OWN: '1' });
    const rspackTool = result.tools?.rspack as ((config: object) => Record<string, unknown>) | undefined;
    if (typeof rspackTool !== 'function') throw new Error('toRstestConfig returned no tools.rspack function');
    const applied = rspackTool({
      module: { rules: [ownRule] },
      plugins: [ownPlugin],
      output: { path: '/rstest/dist', filename: '[name].js' },
    });
    expect(applied.module).toEqual({ rules: [ownRule, { test: /\.txt$/, type: 'asset/source' }] });
    expect(applied.plugins).toEqual([ownPlugin, define]);
    expect(applied.output).toEqual({
      path: '/rstest/dist',
      filename: '[name].js',
      module: true,
      publicPath: '/static/',
    });
    expect(applied).toMatchObject({
      experiments: { asyncWebAssembly: true },
      optimization: { minimize: false },
      devtool: 'source-map',
      watchOptions: { poll: 100 },
      snapshot: {},
      externalsPresets: { electron: true },
      cache: false,
    });

    const environment = (target: unknown) =>
      (toRstestConfig({ rspackConfig: { target } as never }) as Extended).testEnvironment;
    expect(environment('node')).toBe('node');
    expect(environment('node20')).toBe('node');
    expect(environment('async-node')).toBe('node');
    expect(environment(['web', 'es2020'])).toBe('happy-dom');
    expect(environment(undefined)).toBe('happy-dom');
  });

  claim(
    'withRspackConfig selects a config by name, passes env and nodeEnv, and gives no options without a config file',
    async () => {
      const dir = folder({
        'rspack.config.mjs': `
export default (env, argv) => [
  { name: 'client', target: 'web' },
  { name: 'server', target: 'node', resolve: { alias: { seen: JSON.stringify({ env, nodeEnv: argv.nodeEnv, NODE_ENV: process.env.NODE_ENV ?? null }) } } },
];
`,
      });
      const seen = (result: Extended) => JSON.parse((result.resolve as { alias: { seen: string } }).alias.seen);
      const before = process.env.NODE_ENV ?? null;
      const server = await extend(withRspackConfig({ cwd: dir, configName: 'server', env: { FLAVOR: 'pro' } }));
      expect(server.name).toBe('server');
      expect(server.testEnvironment).toBe('node');
      expect(seen(server).env).toEqual({ FLAVOR: 'pro' });
      expect(seen(await extend(withRspackConfig({ cwd: dir, configName: 'server' }))).env).toBeUndefined();
      expect(seen(await extend(withRspackConfig({ cwd: dir, configName: 'server', env: ['A=1'] }))).env).toEqual([
        'A=1',
      ]);
      const withNodeEnv = seen(await extend(withRspackConfig({ cwd: dir, configName: 'server', nodeEnv: 'staging' })));
      expect(withNodeEnv.nodeEnv).toBe('staging');
      expect(withNodeEnv.NODE_ENV).toBe(before);
      // The first config without configName; an unknown name fails.
      expect((await extend(withRspackConfig({ cwd: dir }))).name).toBe('client');
      await expect(extend(withRspackConfig({ cwd: dir, configName: 'nope' }))).rejects.toThrow(
        'Configuration with the name "nope" was not found.',
      );
      for (const lang of LANGS)
        expect(pageSource(lang)).toContain('`Configuration with the name "<name>" was not found.`');
      // No file, or a configPath that does not exist: no options, no error.
      expect(await extend(withRspackConfig({ cwd: folder({}) }))).toEqual({});
      expect(await extend(withRspackConfig({ cwd: dir, configPath: 'missing.mjs' }))).toEqual({});
      // The default file: the first of .js, .ts, .mjs, .mts, .cjs, .cts.
      const order = ['js', 'ts', 'mjs', 'mts', 'cjs', 'cts'];
      for (const [i, ext] of order.entries()) {
        const files = Object.fromEntries(
          order
            .slice(i)
            .map((e) => [
              `rspack.config.${e}`,
              `${e.startsWith('c') ? 'module.exports =' : 'export default'} { name: '${e}' };\n`,
            ]),
        );
        expect(
          (await extend(withRspackConfig({ cwd: folder({ ...files, 'package.json': '{ "type": "module" }' }) }))).name,
        ).toBe(ext);
      }
    },
  );

  claim('an Rspack config without target needs happy-dom', () => {
    // Every package of this repository except happy-dom. Rstest also looks for the environment
    // beside its own package, so the project gets a copy of @rstest/core rather than a link.
    const dir = mkdtempSync(path.join(tmpdir(), 'rstest-integrations-no-happy-dom-'));
    const entries = readdirSync(path.join(ROOT, 'node_modules')).filter(
      (entry) => !['happy-dom', '@rstest', '.cache'].includes(entry),
    );
    linkPackages(dir, { only: entries });
    const core = path.join(dir, 'node_modules/@rstest/core');
    cpSync(path.join(ROOT, 'node_modules/@rstest/core'), core, { recursive: true });
    symlinkSync(
      path.join(ROOT, 'node_modules/@rstest/adapter-rspack'),
      path.join(dir, 'node_modules/@rstest/adapter-rspack'),
      'dir',
    );
    const files = {
      'rspack.config.mjs': 'export default {};\n',
      'rstest.config.ts':
        "import { withRspackConfig } from '@rstest/adapter-rspack';\nimport { defineConfig } from '@rstest/core';\nexport default defineConfig({ extends: withRspackConfig() });\n",
      'src/a.test.ts': "import { expect, test } from '@rstest/core';\ntest('a', () => expect(1).toBe(1));\n",
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
    const run = rstestIn(dir, {
      bin: path.join(core, 'bin/rstest.js'),
      args: ['run'],
      env: { CI: 'true', GITHUB_ACTIONS: '' },
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(1);
    expect(output).toContain(
      `Failed to load testEnvironment "happy-dom" dependency: happy-dom in ${dir}, please make sure it is installed.`,
    );
    for (const lang of LANGS)
      expect(pageSource(lang)).toContain(
        '`Failed to load testEnvironment "happy-dom" dependency: happy-dom in <root>, please make sure it is installed.`',
      );
  });
});

describe('the option tables are the declared options', () => {
  /** Each option of an exported options interface with its declared type and @default, from the package's d.ts. */
  function declaredOptions(name: string, interfaceName: string): Map<string, { type: string; default?: string }> {
    const dts = path.join(ROOT, 'node_modules', name, packageJson(name).types);
    const program = ts.createProgram([dts], { strict: true, noEmit: true, skipLibCheck: true, types: [] });
    const checker = program.getTypeChecker();
    const file = program.getSourceFile(dts) as ts.SourceFile;
    const symbol = checker
      .getExportsOfModule(checker.getSymbolAtLocation(file) as ts.Symbol)
      .find((s) => s.name === interfaceName) as ts.Symbol;
    const options = new Map<string, { type: string; default?: string }>();
    for (const property of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
      const declaration = property.valueDeclaration as ts.PropertySignature;
      const type = (declaration.type as ts.TypeNode).getText().replace('RspackConfigName', 'string');
      const tag = property.getJsDocTags(checker).find((t) => t.name === 'default');
      options.set(property.name, { type, default: tag?.text?.map((part) => part.text).join('') });
    }
    return options;
  }

  claim(
    "the options tables are the adapters' declared options, and a missing config file gives no options or the quoted error",
    async () => {
      const tables = [
        { section: 'rslib-options', name: '@rstest/adapter-rslib', interface: 'WithRslibConfigOptions' },
        { section: 'rspack-options', name: '@rstest/adapter-rspack', interface: 'WithRspackConfigOptions' },
      ];
      for (const { section, name, interface: interfaceName } of tables) {
        const rows = table('en', section);
        const declared = declaredOptions(name, interfaceName);
        expect(rows.map((row) => codeOf(row[0])[0]).sort(), section).toEqual([...declared.keys()].sort());
        for (const row of rows) {
          const option = codeOf(row[0])[0];
          const { type, default: declaredDefault } = declared.get(option) ?? { type: '' };
          expect(codeOf(row[1])[0], `${section} ${option}`).toBe(type);
          // A declared default is shown as declared, except configPath, whose lookup the page describes.
          if (declaredDefault && option !== 'configPath')
            expect(codeOf(row[2])[0], `${section} ${option}`).toBe(declaredDefault);
          if (!declaredDefault) expect(row[2], `${section} ${option}`).toBe('`undefined`');
        }
        const data = (lang: string) => table(lang, section).map((row) => row.slice(0, 2));
        expect(data('zh')).toEqual(data('en'));
      }

      // Rslib: the first rslib.config.* found, no options without one, an error for a missing configPath.
      const order = ['mjs', 'ts', 'js', 'cjs', 'mts', 'cts'];
      for (const [i, ext] of order.entries()) {
        const files = Object.fromEntries(
          order
            .slice(i)
            .map((e) => [
              `rslib.config.${e}`,
              `${e.startsWith('c') ? 'module.exports =' : 'export default'} { source: { define: { EXT: '"${e}"' } }, lib: [] };\n`,
            ]),
        );
        const dir = folder({ ...files, 'package.json': '{ "type": "module" }' });
        expect((await extend(withRslibConfig({ cwd: dir }))).source?.define, ext).toEqual({ EXT: `"${ext}"` });
      }
      expect(await extend(withRslibConfig({ cwd: folder({}) }))).toEqual({});
      const dir = folder({});
      await expect(extend(withRslibConfig({ cwd: dir, configPath: 'missing.ts' }))).rejects.toThrow(
        `Cannot find config file: ${path.join(dir, 'missing.ts')}`,
      );
      for (const lang of LANGS) expect(pageSource(lang)).toContain('`Cannot find config file: <path>`');
    },
  );
});

claimsAreMarked();
