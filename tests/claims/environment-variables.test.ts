// What docs/*/guide/advanced/environment-variables.mdx says Rstest does beyond what its runnable examples
// show, proven against real runs of the pinned @rstest/core. A claim is marked on both pages with
// `{/* proven by tests/claims/environment-variables.test.ts: <test name> */}`; quoted messages and output are
// read from the English page, must appear unchanged on the Chinese page, and are compared with what the run
// prints.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { quote, says } from '../helpers/page-quotes';
import { RSTEST_BIN } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import {
  COLOUR_VARS,
  run,
  writeProject,
  again,
  read,
  hasColours,
  exampleFiles,
  testFile,
  config,
} from '../helpers/run-guide-claims';

const { claim, claimsAreMarked } = pageClaims(
  'environment-variables.test.ts',
  'guide/advanced/environment-variables.mdx',
);

describe('guide/advanced/environment-variables.mdx', () => {
  const page = 'guide/advanced/environment-variables.mdx';
  /** A statement that writes the values of `names` in process.env to `file` (needs writeFileSync). */
  const report = (file: string, names: string[]) =>
    `writeFileSync(${JSON.stringify(file)}, JSON.stringify({ ${names.map((name) => `${name}: process.env.${name} ?? null`).join(', ')} }));`;

  claim(
    'NODE_ENV and RSTEST are set for the config file and globalSetup, RSTEST_WORKER_ID only in workers, and NODE_ENV is read at run time',
    () => {
      const names = ['NODE_ENV', 'RSTEST', 'RSTEST_WORKER_ID'];
      const files = {
        'rstest.config.ts': `import { writeFileSync } from 'node:fs';\nimport { defineConfig } from '@rstest/core';\n\n${report('config.json', names)}\nexport default defineConfig({ globalSetup: ['./global-setup.ts'] });\n`,
        'global-setup.ts': `import { writeFileSync } from 'node:fs';\n\nexport default function setup() {\n  ${report('global-setup.json', names)}\n}\n`,
        'src/env.test.ts': testFile(
          'NODE_ENV changes at run time',
          "process.env.NODE_ENV = 'production';\n  expect(process.env.NODE_ENV).toBe('production');",
        ),
      };
      const project = run(files, { env: { NODE_ENV: '' } });
      expect(project.status, project.output).toBe(0);
      const expected = { NODE_ENV: 'test', RSTEST: 'true', RSTEST_WORKER_ID: null };
      expect(JSON.parse(read(project, 'config.json'))).toEqual(expected);
      expect(JSON.parse(read(project, 'global-setup.json'))).toEqual(expected);

      says(page, '`NODE_ENV=production npx rstest run`');
      const production = run(
        { 'src/env.test.ts': testFile('keeps the shell value', "expect(process.env.NODE_ENV).toBe('production');") },
        { env: { NODE_ENV: 'production' } },
      );
      expect(production.status, production.output).toBe(0);
    },
  );

  claim('worker ids run from 1 to the number of workers', () => {
    const files = Object.fromEntries(
      ['a', 'b', 'c'].map((name) => [
        `src/${name}.test.ts`,
        `import { writeFileSync } from 'node:fs';\nimport { test } from '@rstest/core';\n\ntest('${name}', async () => {\n  writeFileSync('worker-${name}.txt', String(process.env.RSTEST_WORKER_ID));\n  await new Promise((resolve) => setTimeout(resolve, 1000));\n});\n`,
      ]),
    );
    const project = run(files, { args: ['run', '--pool.maxWorkers=3'], env: { RSTEST_MEMORY_AWARE: '0' } });
    expect(project.status, project.output).toBe(0);
    const ids = ['a', 'b', 'c'].map((name) => read(project, `worker-${name}.txt`)).sort();
    expect(ids).toEqual(['1', '2', '3']);
  });

  claim(
    'a variable assigned in the config file reaches the workers, one assigned in a test file stays in its worker',
    () => {
      const project = run({
        'rstest.config.ts': `import { defineConfig } from '@rstest/core';\n\nprocess.env.FROM_CONFIG_FILE = 'yes';\n\nexport default defineConfig({ setupFiles: ['./setup.ts'] });\n`,
        'setup.ts': "process.env.FROM_SETUP_FILE = 'yes';\n",
        'src/a.test.ts': testFile(
          'sees the config and setup files',
          "expect(process.env.FROM_CONFIG_FILE).toBe('yes');\n  expect(process.env.FROM_SETUP_FILE).toBe('yes');\n  process.env.FROM_TEST_A = 'yes';",
        ),
        'src/b.test.ts': testFile(
          'does not see what another file set',
          'await new Promise((resolve) => setTimeout(resolve, 500));\n  expect(process.env.FROM_TEST_A).toBeUndefined();',
        ).replace(
          "test('does not see what another file set', () =>",
          "test('does not see what another file set', async () =>",
        ),
      });
      expect(project.status, project.output).toBe(0);
      expect(project.output).toContain('Tests 2 passed');
    },
  );

  claim('CI set in the env option reaches the tests but does not make the run a CI run', () => {
    const project = run({
      'rstest.config.ts': config("{ env: { CI: 'true' } }"),
      'src/receipt.test.ts': testFile(
        'formats the receipt',
        "expect(process.env.CI).toBe('true');\n  expect({ total: 1200 }).toMatchSnapshot();",
      ),
    });
    expect(project.status, project.output).toBe(0);
    expect(project.output).toContain('Snapshots 1 written');
  });

  claim('Rstest does not read a .env file', () => {
    const project = run({
      '.env': 'API_URL=http://localhost:4000\n',
      'src/api.test.ts': testFile('no .env', 'expect(process.env.API_URL).toBeUndefined();'),
    });
    expect(project.status, project.output).toBe(0);
  });

  claim('a variable from the shell wins over the .env file loaded in the config', () => {
    const files = exampleFiles(page, 'dotenv');
    const probe = testFile('prints API_URL', "console.log('API_URL=' + process.env.API_URL);");
    const shell = run({ ...files, 'src/api.test.ts': probe }, { env: { API_URL: 'http://shell:5000' } });
    expect(shell.output).toContain('API_URL=http://shell:5000');
    const file = again(shell, ['run']);
    expect(file.output).toContain('API_URL=http://localhost:4000');
    // Without a .env file the config still loads.
    rmSync(path.join(shell.dir, '.env'));
    const none = again(shell, ['run']);
    expect(none.status, none.output).toBe(0);
    expect(none.output).toContain('API_URL=undefined');
  });

  claim('FORCE_COLOR=0 turns colours on, NO_COLOR turns them off', () => {
    says(page, '`FORCE_COLOR=0`');
    const project = writeProject({ 'src/a.test.ts': testFile('a') });
    const coloured = (env: NodeJS.ProcessEnv) => hasColours(again(project, ['run'], { colours: true, env }).stdout);
    expect(coloured({})).toBe(false);
    expect(coloured({ FORCE_COLOR: '0' })).toBe(true);
    expect(coloured({ FORCE_COLOR: '1' })).toBe(true);
    expect(coloured({ CI: 'true' })).toBe(true);
    expect(coloured({ CI: 'true', NO_COLOR: '1' })).toBe(false);
  });

  claim(
    'the rstest command shares its compile cache with the workers through NODE_COMPILE_CACHE where Node.js has one',
    () => {
      says(page, '`NODE_COMPILE_CACHE`');
      const project = writeProject({
        'src/cache.test.ts':
          "import { test } from '@rstest/core';\n\ntest('cache', () => {\n  console.log('CACHE=' + process.env.NODE_COMPILE_CACHE);\n});\n",
      });
      const seen = (env: NodeJS.ProcessEnv = {}) => /CACHE=(.*)/.exec(again(project, ['run'], { env }).output)?.[1];
      const bin = readFileSync(RSTEST_BIN, 'utf8');
      expect(bin).toContain('if (enableCompileCache) {');
      expect(bin).toContain('process.env.NODE_COMPILE_CACHE = directory;');
      if (typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache === 'function') {
        // Node.js 22.1 and later: a directory of its own, or the one the shell set.
        expect(existsSync(seen() ?? '')).toBe(true);
        expect(seen({ NODE_COMPILE_CACHE: path.join(project.dir, 'cache') })).toBe(path.join(project.dir, 'cache'));
      } else {
        // Node.js 20 has no compile cache: the variable stays unset.
        expect(seen()).toBe('undefined');
      }
    },
  );

  claim("workers get FORCE_COLOR=1 when the output has colours and the user's own colour variables otherwise", () => {
    const project = writeProject({
      'src/colours.test.ts': `import { writeFileSync } from 'node:fs';\nimport { test } from '@rstest/core';\n\n${report('colours.json', COLOUR_VARS)}\n\ntest('records', () => {});\n`,
    });
    const workerColours = (env: NodeJS.ProcessEnv) => {
      expect(again(project, ['run'], { colours: true, env }).status).toBe(0);
      return JSON.parse(read(project, 'colours.json'));
    };
    expect(workerColours({ CI: 'true' })).toEqual({ NO_COLOR: null, FORCE_COLOR: '1' });
    expect(workerColours({})).toEqual({ NO_COLOR: null, FORCE_COLOR: null });
    expect(workerColours({ CI: 'true', NO_COLOR: '1' })).toEqual({ NO_COLOR: '1', FORCE_COLOR: null });
    expect(workerColours({ FORCE_COLOR: '0' })).toEqual({ NO_COLOR: null, FORCE_COLOR: '0' });
  });

  claim('with little memory available Rstest defers workers, unless RSTEST_MEMORY_AWARE=0', () => {
    // Reports no free memory to the rstest process: os.freemem and /proc/meminfo, as the pool reads them.
    const fakeMemory = `const fs = require('node:fs');
const os = require('node:os');
const { syncBuiltinESMExports } = require('node:module');
const readFileSync = fs.readFileSync;
fs.readFileSync = function (file, ...rest) {
  return file === '/proc/meminfo' ? 'MemAvailable: 0 kB\\n' : readFileSync.call(this, file, ...rest);
};
os.freemem = () => 0;
syncBuiltinESMExports();
`;
    const files: Record<string, string> = { 'fake-memory.cjs': fakeMemory };
    for (const name of ['a', 'b', 'c', 'd']) {
      files[`src/${name}.test.ts`] =
        `import { test } from '@rstest/core';\n\ntest('${name}', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 300));\n});\n`;
    }
    const project = writeProject(files);
    const env = { DEBUG: 'rstest', NODE_OPTIONS: `--require ${path.join(project.dir, 'fake-memory.cjs')}` };
    const deferred = again(project, ['run', '--pool.maxWorkers=3'], { env });
    expect(deferred.status, deferred.output).toBe(0);
    const pattern =
      /^ {2}rstest \d\d:\d\d:\d\d \[pool\] deferred worker spawn \(system memory\): estRss=\d+MB, available=0MB$/m;
    expect(deferred.output).toMatch(pattern);
    expect(quote(page, '[pool] deferred worker spawn')).toMatch(pattern);

    const unchecked = again(project, ['run', '--pool.maxWorkers=3'], { env: { ...env, RSTEST_MEMORY_AWARE: '0' } });
    expect(unchecked.status).toBe(0);
    expect(unchecked.output).not.toContain('deferred worker spawn');
  });
});

claimsAreMarked();
