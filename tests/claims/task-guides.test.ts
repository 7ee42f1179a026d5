// What the Coverage, Snapshot testing, Mocking and Projects guides (docs/*/guide/basic/) say Rstest
// does beyond what their runnable examples show, proven against real runs of the pinned
// @rstest/core. A claim is marked on both pages with
// `{/* proven by tests/claims/task-guides.test.ts: <test name> */}`. Files come from the pages'
// runnable blocks where a claim is about an example, and quoted output is compared with the run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, test } from 'vitest';
import { comparableLines, findMissingLine } from '../../lib/examples/outcome.mjs';
import { rstestInTerminal } from '../helpers/interactive';
import { blocksOf, quote, says } from '../helpers/page-quotes';
import { LOCAL_ENV, localRuns, RSTEST_BIN, type RstestRun } from '../helpers/rstest';

// ---------------------------------------------------------------------------------------------
// Runs

/** `runRstest` outside CI (LOCAL_ENV) unless `env` says otherwise; the project is removed after the file. */
const { run, writeProject } = localRuns();

type Printed = Pick<RstestRun, 'output' | 'status'>;

/** Another `rstest` command in a project that `run` created. */
function again(project: Pick<RstestRun, 'dir'>, args: string[], env: NodeJS.ProcessEnv = {}): Printed {
  const result = spawnSync(process.execPath, [RSTEST_BIN, ...args], {
    cwd: project.dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...LOCAL_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  return { output: `${result.stdout}${result.stderr}`, status: result.status };
}

const read = (project: Pick<RstestRun, 'dir'>, file: string) => readFileSync(path.join(project.dir, file), 'utf8');
const exists = (project: Pick<RstestRun, 'dir'>, file: string) => existsSync(path.join(project.dir, file));

/** Every non-empty line of `block` was printed, in order (timings match any timing). */
function expectInOrder(block: string, printed: Printed | string) {
  const output = typeof printed === 'string' ? printed : printed.output;
  expect(findMissingLine(block, output), `--- output ---\n${output}`).toBeUndefined();
}

/** Every non-empty line of `block` was printed, in any order: for lines of files that run in parallel. */
function expectEachLine(block: string, printed: Printed) {
  const lines = comparableLines(printed.output);
  for (const line of comparableLines(block).filter(Boolean)) {
    expect(lines, `not printed: ${line}\n--- output ---\n${printed.output}`).toContain(line);
  }
}

/** The columns of the `All files` row of a coverage table. */
function allFilesRow(output: string): string[] {
  const row = stripVTControlCharacters(output)
    .split('\n')
    .find((line) => line.startsWith('All files'));
  expect(row, output).toBeDefined();
  return (row ?? '').split('|').map((cell) => cell.trim());
}

// ---------------------------------------------------------------------------------------------
// Pages

/**
 * The runnable blocks of the English page's whole run `id`, as files. The Chinese page has the same
 * code with translated comments (tests/content.test.ts compares them).
 */
function exampleFiles(page: string, id: string): Record<string, string> {
  const files = Object.fromEntries(
    blocksOf('en', page)
      .filter((block) => block.runnable && block.run === id)
      .map((block) => [block.title as string, `${block.code}\n`]),
  );
  expect(Object.keys(files).length, `${page} has a run "${id}"`).toBeGreaterThan(0);
  return files;
}

/** A test file with one test running `body` (in an async function, so it may `await`). */
const testFile = (name: string, body = 'expect(1 + 1).toBe(2);') =>
  `import { expect, rs, test } from '@rstest/core';\n\ntest('${name}', async () => {\n  ${body}\n});\n`;

// ---------------------------------------------------------------------------------------------

describe('guide/basic/coverage.mdx', () => {
  const page = 'guide/basic/coverage.mdx';

  test('the two providers report different statement percentages for the threshold example', () => {
    says(page, '71.42');
    const istanbul = run(exampleFiles(page, 'gate'));
    expect(allFilesRow(istanbul.output)[1]).toBe('71.42');
    const v8 = again(istanbul, ['run', '--coverage.provider=v8']);
    expect(v8.output).toContain('Coverage enabled with v8');
    expect(allFilesRow(v8.output)[1]).toBe('75');
  });

  test('the first run writes coverage/index.html, clover.xml and coverage-final.json', () => {
    const project = run(exampleFiles(page, 'first'), { args: ['run', '--coverage'] });
    expect(project.status).toBe(0);
    for (const file of ['index.html', 'price.ts.html', 'clover.xml', 'coverage-final.json']) {
      expect(exists(project, `coverage/${file}`), file).toBe(true);
    }
    expect(read(project, 'coverage/index.html')).toContain('price.ts');
  });

  test('each reporter of the table writes the files it names', () => {
    const reporters = ['text-summary', 'html', 'lcov', 'cobertura', 'json-summary'];
    const project = run(exampleFiles(page, 'first'), {
      args: ['run', ...reporters.map((name) => `--coverage.reporters=${name}`)],
    });
    expect(project.status).toBe(0);
    expect(project.output).toContain('Coverage summary');
    for (const file of [
      'coverage/index.html',
      'coverage/lcov.info',
      'coverage/cobertura-coverage.xml',
      'coverage/coverage-summary.json',
    ]) {
      expect(exists(project, says(page, `\`${file}\``).slice(1, -1)), file).toBe(true);
    }
    expect(exists(project, `${says(page, '`coverage/lcov-report`').slice(1, -1)}/index.html`)).toBe(true);
    // `text` prints the table and writes nothing.
    const text = again(project, ['run', '--coverage.reporters=text']);
    expect(text.output).toContain('Uncovered Line #s');
    expect(exists(project, 'coverage')).toBe(false);
  });

  test('text with skipFull leaves fully covered files out of the table', () => {
    says(page, "`['text', { skipFull: true }]`");
    const project = run({
      'rstest.config.ts':
        "import { defineConfig } from '@rstest/core';\n\nexport default defineConfig({ coverage: { enabled: true, reporters: [['text', { skipFull: true }]] } });\n",
      'src/full.ts': 'export const full = () => 1;\n',
      'src/partial.ts': 'export const partial = (on: boolean) => (on ? 1 : 0);\n',
      'src/a.test.ts': testFile(
        'a',
        "const { full } = await import('./full');\n  const { partial } = await import('./partial');\n  expect(full() + partial(true)).toBe(2);",
      ),
    });
    expect(project.status).toBe(0);
    expect(project.output).toContain('partial.ts');
    expect(project.output).not.toContain('full.ts');
  });

  test('--coverage.* flags turn coverage on, replace or extend lists, and a thresholds flag is ignored', () => {
    const project = run({
      'rstest.config.ts':
        "export default { coverage: { include: ['src/a.ts'], reporters: ['text'], exclude: ['src/skipped.ts'] } };\n",
      'src/a.ts': 'export const a = (on: boolean) => (on ? 1 : 0);\n',
      'src/b.ts': 'export const b = () => 2;\n',
      'src/skipped.ts': 'export const skipped = () => 3;\n',
      'src/a.test.ts': testFile('a', "expect((await import('./a')).a(true)).toBe(1);"),
    });
    // No --coverage: the config does not enable it, so nothing is collected.
    expect(project.output).not.toContain('Coverage enabled');

    // Any --coverage.<key> turns it on; --coverage.include replaces the configured list.
    const include = again(project, ['run', '--coverage.include=src/b.ts']);
    expect(include.output).toContain('Coverage enabled with istanbul');
    expect(include.output).toContain(' b.ts ');
    expect(include.output).not.toContain(' a.ts ');

    // --coverage.exclude adds to the configured patterns: both files stay out.
    const exclude = again(project, ['run', '--coverage.include=src/**', '--coverage.exclude=src/b.ts']);
    expect(exclude.output).toContain(' a.ts ');
    expect(exclude.output).not.toContain(' b.ts ');
    expect(exclude.output).not.toContain('skipped.ts');

    // --coverage.reporters replaces the configured reporters.
    const reporters = again(project, ['run', '--coverage.reporters=text-summary']);
    expect(reporters.output).toContain('Coverage summary');
    expect(reporters.output).not.toContain('Uncovered Line #s');

    // Thresholds have no flag: this one is accepted and has no effect (a.ts has 50 % of branches).
    says(page, '`--coverage.thresholds.lines=90`');
    const thresholds = again(project, ['run', '--coverage', '--coverage.thresholds.branches=90']);
    expect(thresholds.status).toBe(0);
    expect(allFilesRow(thresholds.output)[2]).toBe('50');
    expect(thresholds.output).not.toContain('threshold');
  });

  test('a failed test leaves no coverage report unless reportOnFailure', () => {
    const files = exampleFiles(page, 'gate');
    const project = run(files);
    expect(exists(project, 'coverage/index.html')).toBe(true);

    writeFileSync(
      path.join(project.dir, 'src/cart.test.ts'),
      files['src/cart.test.ts'].replace('toBe(750)', 'toBe(751)'),
    );
    const failed = again(project, ['run']);
    expect(failed.status).toBe(1);
    expect(failed.output).not.toContain('Uncovered Line #s');
    expect(failed.output).not.toContain('threshold');
    // The reports folder of the earlier run is gone.
    expect(exists(project, 'coverage')).toBe(false);

    const kept = again(project, ['run', says(page, '--coverage.reportOnFailure')]);
    expect(kept.status).toBe(1);
    expect(kept.output).toContain('Uncovered Line #s');
    expect(kept.output).toContain('does not meet global threshold 80%');
    expect(exists(project, 'coverage/index.html')).toBe(true);
  });
});

describe('guide/basic/snapshot.mdx', () => {
  const page = 'guide/basic/snapshot.mdx';
  const snapFile = 'src/__snapshots__/receipt.test.ts.snap';

  test('outside CI the first run writes the snapshots of the first example without -u', () => {
    const project = run(exampleFiles(page, 'first'));
    expect(project.status).toBe(0);
    expectInOrder(quote(page, 'Snapshots 2 written'), project);
    expectInOrder(
      quote(page, 'exports[`prints a receipt 1`] = `\n{\n  "lines": [\n    "tea: 450"'),
      read(project, snapFile),
    );
    expectInOrder(quote(page, '"lines": [],'), read(project, 'src/receipt.test.ts'));
  });

  test('snapshot keys join describe names and hints with > and end with a counter', () => {
    const project = run({
      'src/receipt.test.ts': `import { describe, expect, test } from '@rstest/core';

describe('receipt', () => {
  test('prints a receipt', () => {
    expect(1).toMatchSnapshot();
    expect(2).toMatchSnapshot();
    expect([]).toMatchSnapshot('empty');
  });
});
`,
    });
    expect(project.status).toBe(0);
    const snap = read(project, snapFile);
    for (const key of ['receipt > prints a receipt 1', 'receipt > prints a receipt 2']) {
      expect(snap).toContain(`exports[\`${key}\`]`);
    }
    expect(snap).toContain(`exports[\`${says(page, 'receipt > prints a receipt > empty 1')}\`]`);
    says(page, 'prints a receipt 2');
  });

  test('-u updates the snapshot of the mismatch example', () => {
    const project = run(exampleFiles(page, 'mismatch'), { env: { CI: 'true' } });
    expect(project.status).toBe(1);
    const updated = again(project, ['run', '-u'], { CI: 'true' });
    expect(updated.status).toBe(0);
    expectInOrder(quote(page, 'Snapshots 1 updated'), updated);
    expect(read(project, snapFile)).toContain('"tea: $4.50",');
    expect(again(project, ['run'], { CI: 'true' }).status).toBe(0);
  });

  test('-u with -t keeps the snapshots of tests that did not run', () => {
    const project = run({
      'src/pair.test.ts': `import { expect, test } from '@rstest/core';

test('first', () => {
  expect('a').toMatchSnapshot();
});

test('second', () => {
  expect('b').toMatchSnapshot();
});
`,
    });
    expect(read(project, 'src/__snapshots__/pair.test.ts.snap')).toContain('exports[`second 1`]');
    const filtered = again(project, ['run', '-u', '-t', '^first$']);
    expect(filtered.status).toBe(0);
    expect(filtered.output).not.toContain('removed');
    expect(read(project, 'src/__snapshots__/pair.test.ts.snap')).toContain('exports[`second 1`]');
  });

  test('in watch mode u updates a failed snapshot', async () => {
    const project = writeProject(exampleFiles(page, 'mismatch'));
    const terminal = startRstestInTerminal(project.dir, ['watch']);
    try {
      await terminal.waitFor(says(page, 'press u to update snapshot'));
      const since = terminal.output().length;
      terminal.send('u');
      await terminal.waitFor('Snapshots 1 updated', since);
      expect(read(project, snapFile)).toContain('"tea: $4.50",');
      terminal.send('q');
      await terminal.exit;
    } finally {
      terminal.kill();
    }
  }, 120_000);

  test('-u removes obsolete snapshots, but not the snap file of a deleted test file and not while a test of the file fails', () => {
    const files = exampleFiles(page, 'obsolete');
    const project = run({
      ...files,
      // The snapshot file of a test file that was deleted.
      'src/__snapshots__/deleted.test.ts.snap': '// Rstest Snapshot v1\n\nexports[`gone 1`] = `"gone"`;\n',
    });
    expect(project.status).toBe(0);
    expect(project.output).not.toContain('deleted.test.ts');

    const ci = again(project, ['run'], { CI: 'true' });
    expect(ci.status).toBe(0);
    expect(ci.output).toContain('1 obsolete');

    const updated = again(project, ['run', '-u']);
    expectInOrder(
      `   Snapshots ${says(page, '1 removed')}\n             ➜ src/greeting.test.ts\n               greets a guest 1`,
      updated,
    );
    expect(read(project, 'src/__snapshots__/greeting.test.ts.snap')).not.toContain('greets a guest');
    expect(exists(project, 'src/__snapshots__/deleted.test.ts.snap')).toBe(true);

    // A failed test hides the obsolete entries of its file.
    const failing = run({
      ...files,
      'src/greeting.test.ts': files['src/greeting.test.ts'].replace("greet('Ada')", "greet('Bob')"),
    });
    expect(failing.status).toBe(1);
    expect(failing.output).toContain('Snapshots 1 failed');
    expect(failing.output).not.toContain('obsolete');
  });

  test('CI=false still counts as CI for snapshots, an empty CI does not', () => {
    says(page, '`false`');
    const files = exampleFiles(page, 'ci');
    for (const value of ['true', 'false', '1']) {
      const ci = run(files, { env: { CI: value } });
      expect(ci.status, `CI=${value}`).toBe(1);
      expectInOrder(quote(page, 'Snapshot `renders the status line 1` mismatched'), ci);
      // A missing snapshot fails without a diff.
      expect(ci.output).not.toContain('- Expected');
      expect(exists(ci, 'src/__snapshots__/status.test.ts.snap')).toBe(false);
    }
    const local = run(files);
    expect(local.status).toBe(0);
    expect(local.output).toContain('Snapshots 1 written');
    const empty = run(files, { env: { CI: '' } });
    expect(empty.status, empty.output).toBe(0);
    expect(empty.output).toContain('Snapshots 1 written');
    // -u writes the snapshot in CI too.
    const updateInCi = run(files, { env: { CI: 'true' }, args: ['run', '-u'] });
    expect(updateInCi.status).toBe(0);
    expect(exists(updateInCi, 'src/__snapshots__/status.test.ts.snap')).toBe(true);
  });
});

describe('guide/basic/mocking.mdx', () => {
  const page = 'guide/basic/mocking.mdx';

  test('rs.spyOn on a module namespace reaches other importers but not calls inside the module', () => {
    says(page, "rs.spyOn(prices, 'vatRate')");
    const project = run({
      'src/prices.ts':
        'export const vatRate = () => 0.2;\nexport const withVat = (cents: number) => Math.round(cents * (1 + vatRate()));\n',
      'src/invoice.ts':
        "import { vatRate } from './prices';\n\nexport const vatOf = (cents: number) => Math.round(cents * vatRate());\n",
      'src/prices.test.ts': `import { expect, rs, test } from '@rstest/core';
import { vatOf } from './invoice';
import * as prices from './prices';

test('spies on an export', () => {
  rs.spyOn(prices, 'vatRate').mockReturnValue(0.1);
  expect(prices.vatRate()).toBe(0.1);
  expect(vatOf(1000)).toBe(100);
  expect(prices.withVat(1000)).toBe(1200);
});
`,
    });
    expect(project.status, project.output).toBe(0);
  });

  test('rs.spyOn throws on package and built-in exports in node, and spies on an ES module package in a DOM environment', () => {
    says(page, '[`output.bundleDependencies`](/config/build/output#bundledependencies)');
    const project = run({
      'rstest.config.ts': `export default {
  projects: [
    { name: 'node', testEnvironment: 'node' },
    { name: 'jsdom', testEnvironment: 'jsdom' },
    { name: 'happy-dom', testEnvironment: 'happy-dom' },
  ],
};
`,
      'node_modules/esm-probe/package.json': '{ "name": "esm-probe", "type": "module", "exports": "./index.js" }\n',
      'node_modules/esm-probe/index.js': "export const id = () => 'real';\n",
      'node_modules/cjs-probe/package.json': '{ "name": "cjs-probe", "main": "index.js" }\n',
      'node_modules/cjs-probe/index.js': "exports.id = () => 'real';\n",
      // Other modules call the packages, as the code under test would.
      'src/ids.ts':
        "import { id as cjsId } from 'cjs-probe';\nimport { id as esmId } from 'esm-probe';\n\nexport const ids = () => ({ cjs: cjsId(), esm: esmId() });\n",
      'src/spy.test.ts': `import * as os from 'node:os';
import * as cjs from 'cjs-probe';
import * as esm from 'esm-probe';
import { rs, test } from '@rstest/core';
import { ids } from './ids';

const environment =
  typeof document === 'undefined' ? 'node' : navigator.userAgent.includes('jsdom') ? 'jsdom' : 'happy-dom';

/** Prints what calls got after the spy, or that rs.spyOn threw. */
const attempt = (name: string, spy: () => void, call: () => string) =>
  test(name, () => {
    let result: string;
    try {
      spy();
      result = call();
    } catch (error) {
      result = String(error).includes('Cannot spy on') ? 'throws' : String(error);
    }
    console.log(\`SPY \${environment} \${name}: \${result}\`);
  });

attempt('ES module package', () => rs.spyOn(esm, 'id').mockReturnValue('fake'), () => ids().esm);
attempt('CommonJS package', () => rs.spyOn(cjs, 'id').mockReturnValue('fake'), () => \`\${ids().cjs} \${cjs.id()}\`);
attempt('built-in module', () => rs.spyOn(os, 'hostname').mockReturnValue('fake'), () => os.hostname());
`,
    });
    expect(project.status, project.output).toBe(0);
    const seen = (project.output.match(/^SPY .*$/gm) ?? []).sort();
    expect(seen).toEqual(
      [
        'SPY node ES module package: throws',
        'SPY node CommonJS package: throws',
        'SPY node built-in module: throws',
        ...['jsdom', 'happy-dom'].flatMap((environment) => [
          `SPY ${environment} ES module package: fake`,
          `SPY ${environment} CommonJS package: real real`,
          `SPY ${environment} built-in module: throws`,
        ]),
      ].sort(),
    );
  });

  test('a mock factory cannot use a variable of the test file, rs.hoisted can', () => {
    const api = "export const getUser = (id: number) => ({ id, name: 'real' });\n";
    const body = (declaration: string) => `import { expect, rs, test } from '@rstest/core';
import { getUser } from './api';

${declaration}
rs.mock('./api', () => ({ getUser: rs.fn().mockReturnValue(fake) }));

test('uses the fake user', () => {
  expect(getUser(1)).toBe(fake);
});
`;
    const plain = run({ 'src/api.ts': api, 'src/user.test.ts': body("const fake = { id: 0, name: 'fake' };") });
    expect(plain.status).toBe(1);
    expect(plain.output).toContain(
      says(page, "ReferenceError: Cannot access '<name>' before initialization").replace('<name>', 'fake'),
    );

    const hoisted = run({
      'src/api.ts': api,
      'src/user.test.ts': body("const { fake } = rs.hoisted(() => ({ fake: { id: 0, name: 'fake' } }));"),
    });
    expect(hoisted.status, hoisted.output).toBe(0);
  });

  test('rs.mock reaches require() with an object of exports but not a function export, rs.mockRequire does', () => {
    const files = Object.fromEntries(
      blocksOf('en', page)
        .filter((block) => block.runnable && block.title?.startsWith('src/legacy/'))
        .map((block) => [block.title as string, `${block.code}\n`]),
    );
    const testFile = files['src/legacy/post.test.ts'];
    expect(testFile).toContain("rs.mockRequire('./slug.cjs', () => () => 'fixed-slug');");

    const withMock = run({
      ...files,
      'src/legacy/post.test.ts': testFile.replace(
        "rs.mockRequire('./slug.cjs', () => () => 'fixed-slug')",
        says(page, "rs.mock('./slug.cjs', () => () => 'fixed-slug')"),
      ),
    });
    expect(withMock.status).toBe(1);
    expect(withMock.output).toContain(says(page, 'TypeError: slug is not a function'));

    // An object of exports reaches require() with either API.
    const objectExports = {
      'src/mailer.cjs': "module.exports = { send: (to) => 'sent to ' + to };\n",
      'src/signup.cjs': "const mailer = require('./mailer.cjs');\n\nexports.signup = (email) => mailer.send(email);\n",
    };
    for (const api of ['rs.mock', 'rs.mockRequire']) {
      const project = run({
        ...objectExports,
        'src/signup.test.ts': `import { expect, rs, test } from '@rstest/core';

const { signup } = require('./signup.cjs');

${api}('./mailer.cjs', () => ({ send: () => 'mocked' }));

test('mocks the required module', () => {
  expect(signup('ada@example.com')).toBe('mocked');
});
`,
      });
      expect(project.status, `${api}\n${project.output}`).toBe(0);
    }
  });

  test('rs.mock replaces a Node.js built-in module by its name', () => {
    const factory = says(page, "rs.mock('node:fs/promises', () => ({ readFile: rs.fn() }))");
    const project = run({
      'src/settings.ts': `import { readFile } from 'node:fs/promises';

export const loadSettings = async (file: string) => JSON.parse(await readFile(file, 'utf8'));
`,
      'src/settings.test.ts': `import { readFile } from 'node:fs/promises';
import { expect, rs, test } from '@rstest/core';
import { loadSettings } from './settings';

${factory};

test('reads the mocked file', async () => {
  rs.mocked(readFile).mockResolvedValue('{"theme":"dark"}');
  await expect(loadSettings('settings.json')).resolves.toEqual({ theme: 'dark' });
  expect(readFile).toHaveBeenCalledWith('settings.json', 'utf8');
});
`,
    });
    expect(project.status, project.output).toBe(0);
  });

  test('a root __mocks__ file mocks a package only where rs.mock names it, also for a scoped package', () => {
    says(page, '`__mocks__/@scope/name.ts`');
    const project = run(
      {
        'node_modules/@acme/ids/package.json': '{ "name": "@acme/ids", "main": "index.js" }\n',
        'node_modules/@acme/ids/index.js': "exports.newId = () => 'real-id';\n",
        '__mocks__/@acme/ids.ts': "export const newId = () => 'mock-id';\n",
        'src/mocked.test.ts': `import { newId } from '@acme/ids';
import { expect, rs, test } from '@rstest/core';

rs.mock('@acme/ids');

test('uses the manual mock', () => {
  expect(newId()).toBe('mock-id');
});
`,
        'src/real.test.ts': `import { newId } from '@acme/ids';
import { expect, test } from '@rstest/core';

test('uses the package', () => {
  expect(newId()).toBe('real-id');
});
`,
      },
      { nodeModules: 'rstest-only' },
    );
    expect(project.status, project.output).toBe(0);
    expect(project.output).toContain('Tests 2 passed');
  });
});

describe('guide/basic/projects.mdx', () => {
  const page = 'guide/basic/projects.mdx';

  test('the monorepo example prints a line per project with its name', () => {
    const project = run(exampleFiles(page, 'monorepo'));
    expect(project.status).toBe(0);
    expectEachLine(quote(page, ' ✓ [api] packages/api/src/orders.test.ts (1)'), project);
  });

  test("relative paths in shared options resolve in each project's folder", () => {
    const files = exampleFiles(page, 'monorepo');
    const shared = files['rstest.shared.ts'];
    expect(shared).toContain("path.join(import.meta.dirname, 'test/setup.ts')");
    const project = run({
      ...files,
      'rstest.shared.ts': shared.replace("path.join(import.meta.dirname, 'test/setup.ts')", "'./test/setup.ts'"),
    });
    expect(project.status).toBe(1);
    expect(project.output).toMatch(
      new RegExp(
        `${says(page, 'Setup file ./test/setup.ts not found')} \\(resolved path: ${project.dir}/packages/(web|api)/test/setup\\.ts\\)`,
      ),
    );
  });

  test('a test file that two projects include runs in both', () => {
    const project = run({
      'rstest.config.ts':
        "export default { projects: [{ name: 'one', include: ['src/**/*.test.ts'] }, { name: 'two', include: ['src/**/*.test.ts'] }] };\n",
      'src/a.test.ts': testFile('a'),
    });
    expect(project.status).toBe(0);
    expectEachLine(' ✓ [one] src/a.test.ts (1)\n ✓ [two] src/a.test.ts (1)', project);
    expect(project.output).toContain('Tests 2 passed');
  });

  test('--project selects projects of the monorepo example, and a single project has no prefix', () => {
    const project = writeProject(exampleFiles(page, 'monorepo'));
    const web = again(project, ['run', '--project', '@shop/web']);
    expect(web.status).toBe(0);
    expectInOrder(quote(page, ' ✓ packages/web/src/badge.test.ts (1)'), web);
    expect(web.output).not.toContain('orders.test.ts');

    const both = again(project, ['run', '--project', '@shop/*', '--project', 'api']);
    expect(both.output).toContain('Test Files 2 passed');
    const notApi = again(project, ['run', '--project', '!api']);
    expect(notApi.output).toContain('badge.test.ts');
    expect(notApi.output).not.toContain('orders.test.ts');

    const none = again(project, ['run', '--project', 'nope']);
    expect(none.status).toBe(1);
    expect(none.output).toContain(
      says(page, 'No projects found, please make sure you have at least one valid project.'),
    );
  });

  test('a path filter selects a package, and a run inside the package reads only its config', () => {
    says(page, '`npx rstest run packages/web`');
    const project = writeProject(exampleFiles(page, 'monorepo'));
    const filtered = again(project, ['run', 'packages/web']);
    expect(filtered.status).toBe(0);
    expect(filtered.output).toContain('Test Files 1 passed');
    expect(filtered.output).toContain('badge.test.ts');

    const inside = spawnSync(process.execPath, [RSTEST_BIN, 'run'], {
      cwd: path.join(project.dir, 'packages/web'),
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', ...LOCAL_ENV },
    });
    const output = `${inside.stdout}${inside.stderr}`;
    expect(inside.status, output).toBe(0);
    // The root config's coverage is not read, and the file is listed relative to the package.
    expect(output).not.toContain('Coverage enabled');
    expect(output).toContain(' ✓ src/badge.test.ts (1)');
  });

  test('a root option does not reach the projects, a command-line flag reaches all of them', () => {
    const timeoutTest = (name: string) =>
      testFile(name, 'console.log(rs.getConfig().testTimeout, process.env.FROM_ROOT);');
    const project = run({
      'rstest.config.ts':
        "export default { projects: ['packages/*'], testTimeout: 1234, env: { FROM_ROOT: 'yes' } };\n",
      'packages/a/src/a.test.ts': timeoutTest('a'),
      'packages/b/src/b.test.ts': timeoutTest('b'),
    });
    expect(project.status).toBe(0);
    expect(project.output.match(/^5000 undefined$/gm)).toHaveLength(2);
    const flagged = again(project, ['run', says(page, '--testTimeout=10000')]);
    expect(flagged.output.match(/^10000 undefined$/gm)).toHaveLength(2);
  });

  test('a run-wide option in a project config is ignored without a warning', () => {
    const project = run({
      'rstest.config.ts': "export default { projects: ['packages/*'] };\n",
      'packages/a/rstest.config.ts':
        "export default { coverage: { enabled: true }, reporters: ['dot'], bail: 1, testTimeout: 1234 };\n",
      'packages/a/src/a.test.ts': testFile('a', 'expect(1).toBe(2);'),
      'packages/a/src/b.test.ts': testFile('b', 'expect(1).toBe(2);'),
      'packages/a/src/c.test.ts': testFile('c', 'expect(rs.getConfig().testTimeout).toBe(1234);'),
    });
    expect(project.status).toBe(1);
    // Not bailed, not dotted, no coverage: both failures and the passing test are reported.
    expect(project.output).toContain('Tests 2 failed | 1 passed (3)');
    expect(project.output).toContain(' ✗ packages/a/src/a.test.ts (1)');
    expect(project.output).not.toContain('Coverage enabled');
    expect(project.output).not.toMatch(/warn/i);
  });

  test('coverage.include is matched per project and threshold globs from the root', () => {
    const files = exampleFiles(page, 'monorepo');
    const config = files['rstest.config.ts'];
    const project = run({
      ...files,
      'rstest.config.ts': config.replace(
        "include: ['src/**/*.ts'],",
        `include: ['src/**/*.ts'],\n    thresholds: { ${says(page, "'packages/web/**': { branches: 100 }")} },`,
      ),
    });
    expect(project.status).toBe(1);
    expect(project.output).toContain('badge.ts');
    expect(project.output).toContain('Error: coverage for branches 50% does not meet "packages/web/**" threshold 100%');

    says(page, '`packages/*/src/**`');
    const fromRoot = run({
      ...files,
      'rstest.config.ts': config.replace("include: ['src/**/*.ts'],", "include: ['packages/*/src/**'],"),
    });
    expect(fromRoot.status).toBe(0);
    expect(fromRoot.output).toContain('All files');
    expect(fromRoot.output).not.toContain('badge.ts');
    expect(fromRoot.output).not.toContain('orders.ts');
  });
});

// ---------------------------------------------------------------------------------------------
// A terminal session, for watch mode's key presses

/** `rstest <args>` in a pseudo-terminal: watch mode reads keys only from a TTY. */
function startRstestInTerminal(dir: string, args: string[]) {
  return rstestInTerminal(dir, args, { env: LOCAL_ENV });
}
