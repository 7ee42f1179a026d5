import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRstest } from '@rstest/core/api';
import { linkPackages } from '../lib/packages.mjs';
import { beforeAll, describe, expect, test } from 'vitest';
import { type ConfigDefault, configOptions } from '../site/data/configOptions';
import { rstestIn } from './helpers/rstest';

type Json = Record<string, unknown>;

/** The options Rstest hands to Rsbuild: their sub-keys' defaults are read from the Rsbuild config. */
const BUILD_SECTIONS = new Set(['plugins', 'source', 'output', 'resolve', 'tools', 'dev', 'performance']);

/** The value at a dotted path (`output.distPath`) of a plain object. */
function at(object: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((value, key) => (value as Json | undefined)?.[key], object);
}

/** A scratch project whose node_modules resolves @rstest/core, with one passing test file. */
function scratchProject(config?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rstest-config-defaults-'));
  linkPackages(dir, { only: ['@rstest'] });
  writeFileSync(
    path.join(dir, 'a.test.ts'),
    "import { expect, test } from '@rstest/core';\ntest('a', () => expect(1).toBe(1));\n",
  );
  writeFileSync(path.join(dir, 'tsconfig.json'), '{}\n');
  if (config) writeFileSync(path.join(dir, 'rstest.config.ts'), config);
  return dir;
}

function runRstest(dir: string, env: Record<string, string> = {}): void {
  const run = rstestIn(dir, { args: ['run'], env: { GITHUB_ACTIONS: undefined, DEBUG: undefined, ...env } });
  if (run.status !== 0) throw new Error(`rstest run failed in ${dir}:\n${run.output}`);
}

const scratchDirs: string[] = [];
let resolved: Json;
let rsbuildConfig: Json;
let rspackConfigSource: string;
let debugDir: string;
let plainRunDir: string;

beforeAll(async () => {
  const emptyDir = mkdtempSync(path.join(tmpdir(), 'rstest-config-empty-'));
  scratchDirs.push(emptyDir);
  // The default reporters depend on GITHUB_ACTIONS; the documented default is the one outside it.
  const githubActions = process.env.GITHUB_ACTIONS;
  delete process.env.GITHUB_ACTIONS;
  try {
    resolved = (await createRstest({ cwd: emptyDir })).context.config as unknown as Json;
  } finally {
    if (githubActions !== undefined) process.env.GITHUB_ACTIONS = githubActions;
  }

  // Debug mode writes the Rsbuild and Rspack configs Rstest built for the run.
  debugDir = scratchProject();
  scratchDirs.push(debugDir);
  runRstest(debugDir, { DEBUG: 'rstest' });
  const inspected = path.join(debugDir, 'dist/.rstest-temp/.rsbuild');
  rsbuildConfig = (await import(pathToFileURL(path.join(inspected, 'rsbuild.config.mjs')).href)).default;
  // Not importable (it constructs Rspack plugins), so it is read as text.
  rspackConfigSource = readFileSync(path.join(inspected, 'rspack.config.rstest.mjs'), 'utf8');

  // A run without debug mode, with the build cache on and no cache directory set.
  plainRunDir = scratchProject(
    "import { defineConfig } from '@rstest/core';\nexport default defineConfig({ performance: { buildCache: true } });\n",
  );
  scratchDirs.push(plainRunDir);
  runRstest(plainRunDir);
}, 120_000);

/**
 * Where the package shows the default of an option, when it is not the same key of the resolved
 * Rstest config. Build sub-keys are read from the Rsbuild config Rstest hands to Rsbuild.
 */
const READERS: Record<string, () => unknown> = {
  exclude: () => {
    // Rstest always appends the glob of its temporary output folder, derived from output.distPath.
    const { patterns, override } = resolved.exclude as { patterns: string[]; override: boolean };
    expect(override).toBe(false);
    expect(patterns.at(-1)).toBe(`**/${(resolved.output as { distPath: { root: string } }).distPath.root}`);
    return patterns.slice(0, -1);
  },
  pool: () => at(resolved, 'pool.type'),
  testEnvironment: () => at(resolved, 'testEnvironment.name'),
  'output.distPath': () => at(resolved, 'output.distPath.root'),
  'output.bundleDependencies': () => at(resolved, 'output.bundleDependencies'),
  // Rstest appends its own externals, Rspack functions and plugins to the Rsbuild config; the
  // user-facing default is that the resolved Rstest config sets none.
  plugins: () => resolved.plugins,
  'output.externals': () => at(resolved, 'output.externals'),
  'tools.rspack': () => at(resolved, 'tools.rspack'),
  // An unset buildCache is off: the resolved config holds no performance key at all.
  'performance.buildCache': () => at(resolved, 'performance.buildCache') ?? false,
  'performance.buildCache.cacheDigest': () => at(resolved, 'performance.buildCache.cacheDigest'),
  'performance.buildCache.buildDependencies': () => at(resolved, 'performance.buildCache.buildDependencies'),
  // Resolved against root; the documented default is the path as a config file writes it.
  'coverage.reportsDirectory': () =>
    `./${path.relative(resolved.root as string, at(resolved, 'coverage.reportsDirectory') as string)}`,
};

/** Defaults that are not plain values, each checked its own way. */
const EXPRESSION_CHECKS: Record<string, () => void> = {
  root: () => expect(resolved.root).toBe(scratchDirs[0]),
  coverage: () => expect(resolved.coverage).toMatchObject({ enabled: false, provider: 'istanbul' }),
  browser: () =>
    expect(resolved.browser).toMatchObject({ enabled: false, provider: 'playwright', browser: 'chromium' }),
  'resolve.alias': () => expect(Object.keys(at(rsbuildConfig, 'resolve.alias') as Json)).toEqual(['@swc/helpers']),
  'performance.buildCache.cacheDirectory': () =>
    // The project without a name is called `rstest`.
    expect(existsSync(path.join(plainRunDir, 'node_modules/.cache/rstest-rstest'))).toBe(true),
};

/** Defaults the package applies where the option is used, so no resolved config holds them. */
const CHECKED_ELSEWHERE: Record<string, { reason: string; check: () => void }> = {
  'testEnvironment.prebundle': {
    reason: "applied as `prebundle ?? 'auto'` when an environment is loaded; the resolved config keeps it unset",
    check: () => expect(at(resolved, 'testEnvironment.prebundle')).toBeUndefined(),
  },
  'dev.writeToDisk': {
    reason: 'debug mode forces writeToDisk, so the inspected config cannot show it; a plain run writes no temp files',
    check: () => expect(existsSync(path.join(plainRunDir, 'dist/.rstest-temp'))).toBe(false),
  },
  'browser.headless': {
    reason:
      'follows CI detection when the run starts; tests/claims/config-browser.test.ts resolves it inside and outside CI',
    check: () => expect(typeof at(resolved, 'browser.headless')).toBe('boolean'),
  },
  'chaiConfig.showDiff': {
    reason:
      "chai's own default, used while chaiConfig is unset; tests/claims/config-chaiConfig.test.ts shows the diff in a report",
    check: () => expect(resolved.chaiConfig).toBeUndefined(),
  },
  'chaiConfig.truncateThreshold': {
    reason:
      "chai's own default, used while chaiConfig is unset; tests/claims/config-chaiConfig.test.ts shows values cut at 40 characters",
    check: () => expect(resolved.chaiConfig).toBeUndefined(),
  },
  'source.tsconfigPath': {
    reason: 'Rsbuild resolves it to a file; the Rspack config points at <root>/tsconfig.json',
    check: () => expect(rspackConfigSource).toContain(`configFile: '${path.join(debugDir, 'tsconfig.json')}'`),
  },
};

function documentedValue(configDefault: ConfigDefault): unknown {
  if (!('value' in configDefault)) throw new Error('not a plain value');
  return configDefault.value;
}

describe('documented defaults equal what @rstest/core resolves for a project without config', () => {
  const withDefault = Object.entries(configOptions).filter(([, facts]) => facts.default);

  test.each(withDefault)('%s', (name, facts) => {
    const configDefault = facts.default as ConfigDefault;
    if (CHECKED_ELSEWHERE[name]) {
      CHECKED_ELSEWHERE[name].check();
      return;
    }
    if ('expression' in configDefault) {
      expect(EXPRESSION_CHECKS[name], `no check for the expression default of ${name}`).toBeDefined();
      EXPRESSION_CHECKS[name]();
      return;
    }
    const isBuildSubKey = name.includes('.') && BUILD_SECTIONS.has(name.split('.')[0]);
    const actual = name in READERS ? READERS[name]() : isBuildSubKey ? at(rsbuildConfig, name) : at(resolved, name);
    expect(actual).toEqual(documentedValue(configDefault));
  });

  test('only the build sections document no default of their own', () => {
    const withoutDefault = Object.keys(configOptions).filter(
      (name) => !configOptions[name as keyof typeof configOptions].default,
    );
    expect(withoutDefault.sort()).toEqual(['dev', 'output', 'performance', 'resolve', 'source', 'tools']);
  });

  test('defaults the resolved config cannot show are listed with the reason', () => {
    for (const [name, { reason }] of Object.entries(CHECKED_ELSEWHERE)) console.log(`${name}: ${reason}`);
    expect(Object.keys(CHECKED_ELSEWHERE).every((name) => name in configOptions)).toBe(true);
  });
});

describe('the default reporter list follows GITHUB_ACTIONS', () => {
  test("adds 'github-actions' on GitHub Actions, as the reporters page says", async () => {
    const before = process.env.GITHUB_ACTIONS;
    process.env.GITHUB_ACTIONS = 'true';
    try {
      const config = (await createRstest({ cwd: scratchDirs[0] })).context.config;
      expect(config.reporters).toEqual(['default', 'github-actions']);
    } finally {
      if (before === undefined) delete process.env.GITHUB_ACTIONS;
      else process.env.GITHUB_ACTIONS = before;
    }
  });
});
