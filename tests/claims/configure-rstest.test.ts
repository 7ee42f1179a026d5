// What docs/*/guide/basic/configure-rstest.mdx says Rstest does, proven against real runs of the pinned
// @rstest/core. A claim is marked on both pages with
// `{/* proven by tests/claims/configure-rstest.test.ts: <test name> */}`; quoted output is read from the
// English page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { pageSource, quote, says } from '../helpers/page-quotes';
import { ROOT } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import {
  run,
  writeProject,
  again,
  runnableFiles,
  expectPrinted,
  resolvedConfig,
  passingTest,
} from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('configure-rstest.test.ts', 'guide/basic/configure-rstest.mdx');

describe('guide/basic/configure-rstest.mdx', () => {
  const page = 'guide/basic/configure-rstest.mdx';

  claim('Rstest loads the first rstest.config file in the listed order, from the project root only', () => {
    const order = [...pageSource('en', page).matchAll(/^\d\. `rstest\.config(\.\w+)`$/gm)].map(([, ext]) => ext);
    expect(order).toEqual(['.mts', '.mjs', '.ts', '.js', '.cjs', '.cts']);
    // Each config selects a different test file, so `rstest list` shows which one was loaded.
    const config = (ext: string) =>
      ext === '.cjs' || ext === '.cts'
        ? `module.exports = { include: ['${ext.slice(1)}.test.ts'] };\n`
        : `export default { include: ['${ext.slice(1)}.test.ts'] };\n`;
    const files = Object.fromEntries(
      order.flatMap((ext) => [
        [`rstest.config${ext}`, config(ext)],
        [`${ext.slice(1)}.test.ts`, passingTest(ext)],
      ]),
    );
    // A node_modules of its own: jiti's cache (node_modules/.cache/jiti) stays in this project.
    const project = run(
      { ...files, 'sub/rstest.config.ts': config('.sub'), 'sub.test.ts': passingTest('sub') },
      { nodeModules: 'rstest-only', args: ['list', '--filesOnly'] },
    );
    for (const ext of order) {
      const loaded = again(project, ['list', '--filesOnly']);
      expect(loaded.stdout.trim(), `with rstest.config${ext} and the ones after it\n${loaded.output}`).toBe(
        `${ext.slice(1)}.test.ts`,
      );
      rmSync(path.join(project.dir, `rstest.config${ext}`));
    }
    // No config in the root: defaults, even with one in a subfolder, and the debug log says so.
    const defaults = again(project, ['list', '--filesOnly'], { DEBUG: 'rstest' });
    expect(defaults.stdout).toContain('mts.test.ts');
    expect(defaults.stdout).toContain('sub.test.ts');
    expect(defaults.output).toContain(says(page, 'no rstest config file found'));
  });

  claim('the config example passes its last test only because of restoreMocks', () => {
    const files = runnableFiles(page);
    const project = run(files);
    expect(project.status, project.output).toBe(0);
    expect(project.stdout).toContain('Tests 4 passed');
    // Without restoreMocks, the spy of the third test is still in place in the fourth.
    const config = files['rstest.config.ts'];
    expect(config).toContain('  restoreMocks: true,\n');
    writeFileSync(path.join(project.dir, 'rstest.config.ts'), config.replace('  restoreMocks: true,\n', ''));
    const without = again(project, ['run']);
    expect(without.status).toBe(1);
    expect(without.stdout).toContain('✗ gets the real Math.random back');
  });

  claim('defineConfig returns its argument, and a config file may export a function or an async function', async () => {
    const { defineConfig } = await import('@rstest/core');
    const config = { testTimeout: 1 };
    expect(defineConfig(config)).toBe(config);
    const project = run(
      {
        'rstest.config.ts': `${quote(page, "await readFile('./test-settings.json', 'utf8')")}\n`,
        'test-settings.json': '{ "testTimeout": 4321 }\n',
        'src/a.test.ts': passingTest('a'),
      },
      { env: { DEBUG: 'rstest' } },
    );
    expect(project.status, project.output).toBe(0);
    expect(await resolvedConfig(project.dir)).toMatchObject({ testTimeout: 4321 });
    writeFileSync(
      path.join(project.dir, 'rstest.config.ts'),
      `import { defineConfig } from '@rstest/core';\n\nexport default ${says(page, 'defineConfig(() => ({ globals: true }))')};\n`,
    );
    expect(again(project, ['run'], { DEBUG: 'rstest' }).status).toBe(0);
    expect(await resolvedConfig(project.dir)).toMatchObject({ globals: true });
  });

  claim('--config loads a file of any name and stops when it does not exist', () => {
    const project = run(
      {
        'config/rstest.unit.config.ts': "export default { include: ['unit/**/*.test.ts'] };\n",
        'unit/a.test.ts': passingTest('unit'),
        'other.test.ts': passingTest('other'),
      },
      { args: ['list', '--filesOnly', '--config', './config/rstest.unit.config.ts'] },
    );
    expect(project.stdout.trim()).toBe('unit/a.test.ts');
    expect(again(project, ['list', '--filesOnly', '-c', 'config/rstest.unit.config.ts']).stdout.trim()).toBe(
      'unit/a.test.ts',
    );
    const missing = again(project, ['run', '--config', 'nope.config.ts']);
    expect(missing.status).toBe(1);
    expect(missing.output).toContain(
      says(page, 'Cannot find config file: <path>').replace('<path>', path.join(project.dir, 'nope.config.ts')),
    );
  });

  claim('the config loaders: native import for JavaScript and when it fails, jiti for TypeScript', () => {
    // A config that records how it was loaded: jiti runs a module with `require` defined, a native
    // ES module has none.
    const loadedBy = "env: { LOADER: typeof require === 'undefined' ? 'native' : 'jiti' }";
    const loader = `import { expect, test } from '@rstest/core';\n\ntest('loader', () => {\n  expect(process.env.LOADER).toBe(process.env.EXPECTED);\n});\n`;
    const project = writeProject({
      'rstest.config.ts': `const timeout: number = 1000;\nexport default { testTimeout: timeout, ${loadedBy} };\n`,
      'a.test.ts': loader,
    });
    // `process.features.typescript` (Node.js 22.10+) is what Rsbuild's loader checks; @types/node 20 lacks it.
    const nodeStripsTypes = Boolean((process.features as { typescript?: unknown }).typescript);
    const loads = (loaderName: string, expected: string) => {
      const result = again(project, ['run', '--config-loader', loaderName], { EXPECTED: expected });
      expect(result.status, `${loaderName}: ${result.output}`).toBe(0);
    };
    loads('auto', nodeStripsTypes ? 'native' : 'jiti');
    loads('jiti', 'jiti');
    const native = again(project, ['run', '--config-loader', 'native'], { EXPECTED: 'native' });
    if (nodeStripsTypes) {
      expect(native.status, native.output).toBe(0);
    } else {
      // Node.js 20 (the page's example): the native import fails and is reported as it is.
      expect(native.status).toBe(1);
      expectPrinted(quote(page, 'ERR_UNKNOWN_FILE_EXTENSION'), native, { projectPath: '/path/to' });
    }
    // A JavaScript config is imported natively by every loader, jiti included.
    rmSync(path.join(project.dir, 'rstest.config.ts'));
    writeFileSync(path.join(project.dir, 'rstest.config.mjs'), `export default { ${loadedBy} };\n`);
    for (const name of ['auto', 'jiti', 'native']) loads(name, 'native');
    // When the native import fails (here on a TypeScript import, where Node.js cannot strip types), auto falls back to jiti.
    if (!nodeStripsTypes) {
      writeFileSync(path.join(project.dir, 'settings.ts'), 'export const timeout: number = 1000;\n');
      writeFileSync(
        path.join(project.dir, 'rstest.config.mjs'),
        `import { timeout } from './settings.ts';\nexport default { testTimeout: timeout, ${loadedBy} };\n`,
      );
      loads('auto', 'jiti');
      expect(again(project, ['run', '--config-loader', 'native']).status).toBe(1);
    }
  });

  claim(
    '--pool.* and --coverage.* flags set single fields and --root decides where the config file is read',
    async () => {
      const project = run(
        {
          'app/rstest.config.ts':
            "export default { pool: { type: 'threads', maxWorkers: 1 }, coverage: { reportsDirectory: './cov', reporters: ['text'] } };\n",
          'app/a.test.ts': passingTest('a'),
          'rstest.config.ts': "export default { include: ['nothing'] };\n",
        },
        {
          env: { DEBUG: 'rstest' },
          args: [
            'run',
            '--root',
            'app',
            '--pool.maxWorkers',
            '2',
            '--coverage.enabled=false',
            '--coverage.provider',
            'v8',
          ],
        },
      );
      expect(project.status, project.output).toBe(0);
      const config = (await resolvedConfig(path.join(project.dir, 'app'))) as {
        pool: unknown;
        coverage: Record<string, unknown>;
      };
      expect(config.pool).toEqual({ type: 'threads', maxWorkers: 2 });
      expect(config.coverage).toMatchObject({
        enabled: false,
        provider: 'v8',
        reporters: ['text'],
        reportsDirectory: path.join(project.dir, 'app/cov'),
      });
    },
  );

  claim('projects take their names from name, package.json or the folder and prefix each file', () => {
    const project = run({
      // A folder glob and, as the page allows, the path of a config file.
      'rstest.config.ts': "export default { projects: ['packages/*', 'tools/rstest.e2e.config.ts'] };\n",
      'tools/rstest.e2e.config.ts': "export default { name: 'e2e' };\n",
      'tools/e2e.test.ts': passingTest('e2e'),
      'packages/app/package.json': '{ "name": "@demo/app" }\n',
      'packages/app/src/app.test.ts': passingTest('app'),
      'packages/utils/package.json': '{ "name": "@demo/utils" }\n',
      'packages/utils/src/utils.test.ts': passingTest('utils'),
      'packages/ui/package.json': '{ "name": "@demo/ui-package" }\n',
      'packages/ui/rstest.config.ts': `${quote(page, "import { defineProject } from '@rstest/core';")}\n`,
      'packages/ui/src/ui.test.ts': `import { expect, test } from '@rstest/core';\n\ntest('ui', () => {\n  expect(typeof document).toBe('object');\n});\n`,
    });
    expect(project.status, project.output).toBe(0);
    expectPrinted(quote(page, '✓ [@demo/app] packages/app/src/app.test.ts (1)'), project, { ordered: false });
    expect(project.stdout).toContain('✓ [e2e] tools/e2e.test.ts (1)');
    // Without a name and a package.json name, the folder name.
    rmSync(path.join(project.dir, 'packages/utils/package.json'));
    expect(again(project, ['run']).stdout).toContain('✓ [utils] packages/utils/src/utils.test.ts (1)');
  });

  claim('project names must be unique', () => {
    const project = run({
      'rstest.config.ts': "export default { projects: [{ name: 'same' }, { name: 'same', root: 'other' }] };\n",
      'a.test.ts': passingTest('a'),
    });
    expect(project.status).toBe(1);
    expect(project.output).toContain(
      'Project name "same" is already used. Please ensure all projects have unique names.',
    );
  });

  claim('a project does not inherit the test options of the root config', () => {
    const project = run({
      'rstest.config.ts':
        "export default { testTimeout: 100, env: { FROM_ROOT: 'yes' }, projects: [{ name: 'inline', include: ['a.test.ts'] }, 'packages/*'] };\n",
      'a.test.ts': `import { expect, test } from '@rstest/core';\n\ntest('root options do not apply', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 300));\n  expect(process.env.FROM_ROOT).toBeUndefined();\n});\n`,
      'packages/lib/b.test.ts': `import { expect, test } from '@rstest/core';\n\ntest('root options do not apply', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 300));\n  expect(process.env.FROM_ROOT).toBeUndefined();\n});\n`,
    });
    expect(project.status, project.output).toBe(0);
    expect(project.stdout).toContain('Tests 2 passed');
  });

  claim('ProjectConfig leaves out the run-wide options and output.distPath', () => {
    const types = readFileSync(path.join(ROOT, 'node_modules/@rstest/core/dist/index.d.ts'), 'utf8');
    const declaration =
      /export declare type ProjectConfig = Omit<RstestConfig, ([^>]+)> & \{\s*output\?: Omit<RstestOutputConfig, 'distPath'>;\s*\};/.exec(
        types,
      );
    expect(declaration).not.toBeNull();
    const omitted = (declaration?.[1] ?? '').split('|').map((key) => key.trim().replaceAll("'", ''));
    expect(omitted.sort()).toEqual(
      [
        'projects',
        'reporters',
        'pool',
        'isolate',
        'coverage',
        'resolveSnapshotPath',
        'onConsoleLog',
        'bail',
        'output',
      ].sort(),
    );
    for (const option of [
      'reporters',
      'pool',
      'isolate',
      'coverage',
      'bail',
      'onConsoleLog',
      'resolveSnapshotPath',
      'output.distPath',
    ])
      says(page, `\`${option}\``);
  });

  claim(
    'mergeRstestConfig concatenates arrays but replaces include, reporters, coverage.reporters and forceRerunTriggers, and merges exclude patterns',
    async () => {
      const { mergeRstestConfig } = await import('@rstest/core');
      expect(
        mergeRstestConfig(
          { setupFiles: ['./setup-a.ts'], env: { A: '1' }, testTimeout: 1000 },
          { setupFiles: ['./setup-b.ts'], env: { B: '2' }, testTimeout: 2000 },
        ),
      ).toEqual({ setupFiles: ['./setup-a.ts', './setup-b.ts'], env: { A: '1', B: '2' }, testTimeout: 2000 });
      expect(
        mergeRstestConfig(
          {
            include: ['src/**'],
            reporters: ['default'],
            coverage: { reporters: ['text'], exclude: ['a'] },
            forceRerunTriggers: ['x'],
          },
          {
            include: ['test/**'],
            reporters: ['dot'],
            coverage: { reporters: ['html'], exclude: ['b'] },
            forceRerunTriggers: ['y'],
          },
        ),
      ).toMatchObject({
        include: ['test/**'],
        reporters: ['dot'],
        coverage: { reporters: ['html'], exclude: ['a', 'b'] },
        forceRerunTriggers: ['y'],
      });
      // A config that does not set them keeps the earlier values.
      expect(mergeRstestConfig({ include: ['src/**'], forceRerunTriggers: ['x'] }, {})).toMatchObject({
        include: ['src/**'],
        forceRerunTriggers: ['x'],
      });
      expect(mergeRstestConfig({ exclude: ['**/e2e/**'] }, { exclude: ['**/fixtures/**'] }).exclude).toEqual({
        patterns: ['**/e2e/**', '**/fixtures/**'],
        override: false,
      });
      expect(
        mergeRstestConfig({ exclude: ['**/e2e/**'] }, { exclude: { patterns: ['**/fixtures/**'], override: true } })
          .exclude,
      ).toEqual({ patterns: ['**/fixtures/**'] });
      says(page, '`{ patterns, override: true }`');
    },
  );
});

claimsAreMarked();
