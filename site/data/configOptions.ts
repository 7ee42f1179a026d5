// Language-independent facts of the config reference, read from @rstest/core 0.12.0 (its d.ts,
// `rstest --help` and the config it resolves). tests/config-*.test.ts check them against the package.

/** A plain value as a config file would write it. */
export type ConfigValue = string | number | boolean | undefined | ConfigValue[] | { [key: string]: ConfigValue };

/**
 * What applies when the option is not set: a plain value, or a code expression when the default is
 * not a plain value (e.g. `process.cwd()`).
 */
export type ConfigDefault = { value: ConfigValue } | { expression: string };

export interface ConfigOptionFacts {
  /** The type `defineConfig` accepts, as TypeScript. */
  type: string;
  /** Omitted only for the build sections, whose sub-keys carry their own defaults. */
  default?: ConfigDefault;
  /** Flags of `rstest --help` that set the option. */
  cliFlags?: string[];
  /** The first @rstest/core version that accepts the option; set only where the package confirms it. */
  addedIn?: string;
  /** The Rsbuild page of an option Rstest passes through to Rsbuild. */
  rsbuildDoc?: string;
}

const RSBUILD_CONFIG = 'https://rsbuild.rs/config';

const TEST_OPTIONS = {
  root: { type: 'string', default: { expression: 'process.cwd()' }, cliFlags: ['-r', '--root'] },
  name: { type: 'string', default: { value: 'rstest' } },
  projects: { type: 'Array<string | InlineProjectConfig>', default: { value: undefined } },
  include: {
    type: 'string[]',
    default: { value: ['**/*.{test,spec}.?(c|m)[jt]s?(x)'] },
    cliFlags: ['--include'],
  },
  exclude: {
    type: 'string[] | { patterns: string[]; override?: boolean }',
    default: { value: ['**/node_modules/**', '**/dist/**', '**/.{idea,git,cache,output,temp}/**'] },
    cliFlags: ['--exclude'],
  },
  setupFiles: { type: 'string | string[]', default: { value: [] } },
  globalSetup: { type: 'string | string[]', default: { value: [] } },
  update: { type: 'boolean', default: { value: false }, cliFlags: ['-u', '--update'] },
  snapshotFormat: {
    type: '{ printBasicPrototype?, escapeString?, indent?, maxDepth?, maxWidth?, min?, printFunctionName?, … }',
    default: { value: { printShadowRoot: false } },
  },
  resolveSnapshotPath: { type: '(testPath: string, snapExtension: string) => string', default: { value: undefined } },
  globals: { type: 'boolean', default: { value: false }, cliFlags: ['--globals'] },
  passWithNoTests: { type: 'boolean', default: { value: false }, cliFlags: ['--passWithNoTests'] },
  includeSource: { type: 'string[]', default: { value: [] } },
  testNamePattern: {
    type: 'string | RegExp',
    default: { value: undefined },
    cliFlags: ['-t', '--testNamePattern'],
  },
  retry: { type: 'number', default: { value: 0 }, cliFlags: ['--retry'] },
  bail: { type: 'number', default: { value: 0 }, cliFlags: ['--bail'] },
  onlyFailures: { type: 'boolean', default: { value: false }, cliFlags: ['-f', '--onlyFailures'] },
  testTimeout: { type: 'number', default: { value: 5000 }, cliFlags: ['--testTimeout'] },
  hookTimeout: { type: 'number', default: { value: 10000 }, cliFlags: ['--hookTimeout'] },
  maxConcurrency: { type: 'number', default: { value: 5 }, cliFlags: ['--maxConcurrency'] },
  pool: {
    type: "'forks' | 'threads' | 'vmForks' | 'vmThreads' | { type?: string; maxWorkers?: number | string; memoryLimit?: number | string; execArgv?: string[] }",
    default: { value: 'forks' },
    cliFlags: ['--pool'],
  },
  'pool.type': {
    type: "'forks' | 'threads' | 'vmForks' | 'vmThreads'",
    default: { value: 'forks' },
    cliFlags: ['--pool.type'],
  },
  'pool.maxWorkers': { type: 'number | string', default: { value: undefined }, cliFlags: ['--pool.maxWorkers'] },
  'pool.memoryLimit': { type: 'number | string', default: { value: undefined }, cliFlags: ['--pool.memoryLimit'] },
  'pool.execArgv': { type: 'string[]', default: { value: undefined }, cliFlags: ['--pool.execArgv'] },
  isolate: { type: 'boolean', default: { value: true }, cliFlags: ['--isolate'] },
  testEnvironment: {
    type: "'node' | 'jsdom' | 'happy-dom' | { name: string; options?: Record<string, any>; prebundle?: 'auto' | boolean }",
    default: { value: 'node' },
    cliFlags: ['--testEnvironment'],
  },
  'testEnvironment.name': { type: "'node' | 'jsdom' | 'happy-dom'", default: { value: 'node' } },
  'testEnvironment.options': { type: 'Record<string, any>', default: { value: undefined } },
  'testEnvironment.prebundle': { type: "'auto' | boolean", default: { value: 'auto' } },
  clearMocks: { type: 'boolean', default: { value: false }, cliFlags: ['--clearMocks'] },
  resetMocks: { type: 'boolean', default: { value: false }, cliFlags: ['--resetMocks'] },
  restoreMocks: { type: 'boolean', default: { value: false }, cliFlags: ['--restoreMocks'] },
  unstubEnvs: { type: 'boolean', default: { value: false }, cliFlags: ['--unstubEnvs'] },
  unstubGlobals: { type: 'boolean', default: { value: false }, cliFlags: ['--unstubGlobals'] },
  reporters: {
    type: "'default' | 'dot' | 'verbose' | 'md' | 'github-actions' | 'junit' | 'json' | 'blob' | Reporter | Array<string | [string, options] | Reporter>",
    default: { value: ['default'] },
    cliFlags: ['--reporters', '--reporter'],
  },
  coverage: {
    type: '{ enabled?, include?, exclude?, changed?, provider?, reporters?, reportsDirectory?, clean?, thresholds?, reportOnFailure?, allowExternal? }',
    default: { expression: "{ enabled: false, provider: 'istanbul', … }" },
    cliFlags: ['--coverage'],
  },
  'coverage.enabled': { type: 'boolean', default: { value: false }, cliFlags: ['--coverage', '--coverage.enabled'] },
  'coverage.include': { type: 'string[]', default: { value: undefined }, cliFlags: ['--coverage.include'] },
  'coverage.exclude': {
    type: 'string[]',
    default: {
      value: [
        '**/node_modules/**',
        '**/__tests__/**',
        '**/__mocks__/**',
        '**/*.d.ts',
        '**/*.{test,spec}.[jt]s',
        '**/*.{test,spec}.[cm][jt]s',
        '**/*.{test,spec}.[jt]sx',
        '**/*.{test,spec}.[cm][jt]sx',
      ],
    },
    cliFlags: ['--coverage.exclude'],
  },
  'coverage.changed': { type: 'boolean | string', default: { value: undefined }, cliFlags: ['--coverage.changed'] },
  'coverage.provider': { type: "'istanbul' | 'v8'", default: { value: 'istanbul' }, cliFlags: ['--coverage.provider'] },
  'coverage.reporters': {
    type: 'Array<string | [string, Record<string, unknown>]>',
    default: { value: ['text', 'html', 'clover', 'json'] },
    cliFlags: ['--coverage.reporters'],
  },
  'coverage.reportsDirectory': {
    type: 'string',
    default: { value: './coverage' },
    cliFlags: ['--coverage.reportsDirectory'],
  },
  'coverage.clean': { type: 'boolean', default: { value: true }, cliFlags: ['--coverage.clean'] },
  'coverage.thresholds': {
    type: '{ statements?, functions?, branches?, lines?, [glob: string]: { statements?, functions?, branches?, lines?, perFile? } }',
    default: { value: undefined },
  },
  'coverage.reportOnFailure': {
    type: 'boolean',
    default: { value: false },
    cliFlags: ['--coverage.reportOnFailure'],
  },
  'coverage.allowExternal': {
    type: 'boolean',
    default: { value: false },
    cliFlags: ['--coverage.allowExternal'],
  },
  slowTestThreshold: { type: 'number', default: { value: 300 }, cliFlags: ['--slowTestThreshold'] },
  printConsoleTrace: { type: 'boolean', default: { value: false }, cliFlags: ['--printConsoleTrace'] },
  silent: { type: "boolean | 'passed-only'", default: { value: false }, cliFlags: ['--silent'] },
  detectAsyncLeaks: { type: 'boolean', default: { value: false }, cliFlags: ['--detectAsyncLeaks'] },
  onConsoleLog: {
    type: "(content: string, type: 'stdout' | 'stderr') => boolean | void",
    default: { value: undefined },
  },
  disableConsoleIntercept: {
    type: 'boolean',
    default: { value: false },
    cliFlags: ['--disableConsoleIntercept'],
  },
  extends: {
    type: 'ExtendConfig | ExtendConfigFn | Array<ExtendConfig | ExtendConfigFn>',
    default: { value: undefined },
  },
  forceRerunTriggers: { type: 'string[]', default: { value: ['**/package.json/**', '**/rstest.config.*'] } },
  env: { type: 'Partial<NodeJS.ProcessEnv>', default: { value: {} } },
  expect: {
    type: '{ poll?: { interval?: number; timeout?: number } }',
    default: { value: { poll: { interval: 50, timeout: 1000 } } },
  },
  'expect.poll.interval': { type: 'number', default: { value: 50 } },
  'expect.poll.timeout': { type: 'number', default: { value: 1000 } },
  chaiConfig: { type: '{ showDiff?: boolean; truncateThreshold?: number }', default: { value: undefined } },
  'chaiConfig.showDiff': { type: 'boolean', default: { value: true } },
  'chaiConfig.truncateThreshold': { type: 'number', default: { value: 40 } },
  hideSkippedTests: { type: 'boolean', default: { value: false }, cliFlags: ['--hideSkippedTests'] },
  hideSkippedTestFiles: { type: 'boolean', default: { value: false }, cliFlags: ['--hideSkippedTestFiles'] },
  logHeapUsage: { type: 'boolean', default: { value: false }, cliFlags: ['--logHeapUsage'] },
  includeTaskLocation: { type: 'boolean', default: { value: false }, cliFlags: ['--includeTaskLocation'] },
  browser: { type: 'BrowserModeConfig', default: { expression: '{ enabled: false, … }' } },
  'browser.enabled': { type: 'boolean', default: { value: false }, cliFlags: ['--browser.enabled'] },
  'browser.provider': { type: "'playwright'", default: { value: 'playwright' } },
  'browser.browser': {
    type: "'chromium' | 'firefox' | 'webkit'",
    default: { value: 'chromium' },
    cliFlags: ['--browser.name'],
  },
  'browser.headless': {
    type: 'boolean',
    default: { expression: '<true on CI, false elsewhere>' },
    cliFlags: ['--browser.headless'],
  },
  'browser.port': { type: 'number', default: { value: undefined }, cliFlags: ['--browser.port'] },
  'browser.strictPort': { type: 'boolean', default: { value: false }, cliFlags: ['--browser.strictPort'] },
  'browser.viewport': { type: '{ width: number; height: number } | DevicePreset', default: { value: undefined } },
  'browser.providerOptions': {
    type: 'Record<string, unknown>',
    default: { value: {} },
    cliFlags: ['--browser.providerOptions.*'],
  },
  federation: { type: 'boolean', default: { value: false }, cliFlags: ['--federation'] },
} satisfies Record<string, ConfigOptionFacts>;

const BUILD_OPTIONS = {
  plugins: {
    type: 'RsbuildPlugins',
    default: { value: undefined },
    rsbuildDoc: `${RSBUILD_CONFIG}/plugins`,
  },
  source: {
    type: '{ define?, decorators?, tsconfigPath?, include?, exclude?, transformImport?, assetsInclude? }',
  },
  'source.define': {
    type: 'Record<string, CodeValue>',
    default: { value: { 'import.meta.env': 'process.env' } },
    rsbuildDoc: `${RSBUILD_CONFIG}/source/define`,
  },
  'source.decorators': {
    type: "{ version?: 'legacy' | '2022-03' | '2023-11' }",
    default: { value: { version: '2023-11' } },
    rsbuildDoc: `${RSBUILD_CONFIG}/source/decorators`,
  },
  'source.tsconfigPath': {
    type: 'string',
    default: { value: 'tsconfig.json' },
    cliFlags: ['--source.tsconfigPath'],
    rsbuildDoc: `${RSBUILD_CONFIG}/source/tsconfig-path`,
  },
  'source.include': {
    type: 'Rspack.RuleSetCondition[]',
    default: { value: undefined },
    rsbuildDoc: `${RSBUILD_CONFIG}/source/include`,
  },
  'source.exclude': {
    type: 'Rspack.RuleSetCondition[]',
    default: { value: undefined },
    rsbuildDoc: `${RSBUILD_CONFIG}/source/exclude`,
  },
  'source.transformImport': {
    type: 'TransformImportFn | Array<TransformImport | TransformImportFn>',
    default: { value: undefined },
    rsbuildDoc: `${RSBUILD_CONFIG}/source/transform-import`,
  },
  'source.assetsInclude': {
    type: 'Rspack.RuleSetCondition',
    default: { value: undefined },
    rsbuildDoc: `${RSBUILD_CONFIG}/source/assets-include`,
  },
  output: {
    type: '{ distPath?, bundleDependencies?, externals?, cssModules?, emitAssets?, cleanDistPath?, module? }',
  },
  'output.distPath': { type: 'string | { root?: string }', default: { value: 'dist/.rstest-temp' } },
  'output.bundleDependencies': { type: 'boolean | Array<string | RegExp>', default: { value: undefined } },
  'output.externals': {
    type: 'Rspack.Externals',
    default: { value: undefined },
    rsbuildDoc: `${RSBUILD_CONFIG}/output/externals`,
  },
  'output.cssModules': {
    type: '{ auto?, namedExport?, exportGlobals?, exportLocalsConvention?, localIdentName?, mode? }',
    default: {
      value: { auto: true, namedExport: false, exportGlobals: false, exportLocalsConvention: 'camelCase' },
    },
    rsbuildDoc: `${RSBUILD_CONFIG}/output/css-modules`,
  },
  'output.emitAssets': {
    type: 'boolean',
    default: { value: true },
    cliFlags: ['--output.emitAssets'],
    rsbuildDoc: `${RSBUILD_CONFIG}/output/emit-assets`,
  },
  'output.cleanDistPath': {
    type: "boolean | 'auto' | { enable?: boolean | 'auto'; keep?: RegExp[] }",
    default: { value: 'auto' },
    cliFlags: ['--output.cleanDistPath'],
    rsbuildDoc: `${RSBUILD_CONFIG}/output/clean-dist-path`,
  },
  'output.module': {
    type: 'boolean',
    default: { value: true },
    cliFlags: ['--output.module'],
    rsbuildDoc: `${RSBUILD_CONFIG}/output/module`,
  },
  resolve: { type: '{ alias?, aliasStrategy?, extensions?, conditionNames?, mainFields?, dedupe? }' },
  'resolve.alias': {
    type: 'Record<string, string | false | (string | false)[]> | ((alias) => Alias | void)',
    default: { expression: "{ '@swc/helpers': <directory of @swc/helpers> }" },
    rsbuildDoc: `${RSBUILD_CONFIG}/resolve/alias`,
  },
  'resolve.aliasStrategy': {
    type: "'prefer-tsconfig' | 'prefer-alias'",
    default: { value: 'prefer-tsconfig' },
    rsbuildDoc: `${RSBUILD_CONFIG}/resolve/alias-strategy`,
  },
  'resolve.extensions': {
    type: 'string[]',
    default: { value: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'] },
    rsbuildDoc: `${RSBUILD_CONFIG}/resolve/extensions`,
  },
  'resolve.conditionNames': {
    type: 'string[]',
    default: { value: undefined },
    rsbuildDoc: `${RSBUILD_CONFIG}/resolve/condition-names`,
  },
  'resolve.mainFields': {
    type: 'string[]',
    default: { value: undefined },
    rsbuildDoc: `${RSBUILD_CONFIG}/resolve/main-fields`,
  },
  'resolve.dedupe': {
    type: 'string[]',
    default: { value: undefined },
    rsbuildDoc: `${RSBUILD_CONFIG}/resolve/dedupe`,
  },
  tools: { type: '{ rspack?, swc?, bundlerChain? }' },
  'tools.rspack': {
    type: 'Rspack.Configuration | ((config, utils) => Rspack.Configuration | void) | Array<…>',
    default: { value: undefined },
    rsbuildDoc: `${RSBUILD_CONFIG}/tools/rspack`,
  },
  'tools.swc': {
    type: 'SwcLoaderOptions | ((config, utils) => SwcLoaderOptions | void)',
    default: { value: undefined },
    rsbuildDoc: `${RSBUILD_CONFIG}/tools/swc`,
  },
  'tools.bundlerChain': {
    type: '((chain, utils) => void) | Array<(chain, utils) => void>',
    default: { value: undefined },
    rsbuildDoc: `${RSBUILD_CONFIG}/tools/bundler-chain`,
  },
  dev: { type: '{ writeToDisk? }' },
  'dev.writeToDisk': {
    type: 'boolean | ((filename: string) => boolean)',
    default: { value: false },
    cliFlags: ['--dev.writeToDisk'],
    rsbuildDoc: `${RSBUILD_CONFIG}/dev/write-to-disk`,
  },
  performance: { type: '{ buildCache? }' },
  'performance.buildCache': {
    type: 'boolean | { cacheDirectory?: string; cacheDigest?: Array<string | undefined>; buildDependencies?: string[] }',
    default: { value: false },
  },
  'performance.buildCache.cacheDirectory': {
    type: 'string',
    default: { expression: "'node_modules/.cache/rstest-<name>'" },
  },
  'performance.buildCache.cacheDigest': { type: 'Array<string | undefined>', default: { value: undefined } },
  'performance.buildCache.buildDependencies': { type: 'string[]', default: { value: undefined } },
} satisfies Record<string, ConfigOptionFacts>;

export const configOptions: Record<ConfigOptionName, ConfigOptionFacts> = { ...TEST_OPTIONS, ...BUILD_OPTIONS };
export type ConfigOptionName = keyof typeof TEST_OPTIONS | keyof typeof BUILD_OPTIONS;

export function isConfigOptionName(name: string): name is ConfigOptionName {
  return Object.hasOwn(configOptions, name);
}
