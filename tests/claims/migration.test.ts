// What the migration guides (docs/*/guide/start/migrate-from-{jest,vitest}.mdx) say about Rstest
// beyond their runnable examples: messages a migrating suite meets, behaviour that needs several runs
// or environments, and, for Vitest, the Vitest side of a difference, run with the installed Vitest.
// Each claim is marked on both pages with `{/* proven by tests/claims/migration.test.ts: <name> */}`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, type RunnerTask, test } from 'vitest';
import { linkPackages } from '../../lib/packages.mjs';
import { blocksOf, pageSource, says } from '../helpers/page-quotes';
import { ROOT, rstestIn, scratchRuns } from '../helpers/rstest';

const PAGES = { jest: 'guide/start/migrate-from-jest.mdx', vitest: 'guide/start/migrate-from-vitest.mdx' };

/** A message the page quotes: it must be on both language versions of the page. */
const quoted = says;

const run = scratchRuns();

/**
 * An environment comment for a scratch test file. Built from parts: Vitest reads such a comment
 * anywhere in this file's text and would switch its own environment.
 */
const environmentComment = (tool: 'jest' | 'vitest', environment: string) => `// @${tool}-environment ${environment}`;

/** A run no CI detection can see: only the variables a process needs. */
const outsideCi = (): NodeJS.ProcessEnv => {
  const kept = new Set(['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'SYSTEMROOT']);
  return Object.fromEntries(Object.keys(process.env).map((key) => [key, kept.has(key) ? process.env[key] : undefined]));
};

/** Runs the installed Vitest (`vitest run`) in a fresh project; the parent run's VITEST_* variables stay out. */
function runVitest(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitest-run-'));
  linkPackages(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST$)/.test(key)));
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...env, NO_COLOR: '1', CI: 'true' },
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// ---------------------------------------------------------------------------------------------

describe('Migrating from Jest', () => {
  test('Jest: a custom Babel plugin runs through @rsbuild/plugin-babel and not without it', () => {
    const files = Object.fromEntries(
      blocksOf('en', PAGES.jest)
        .filter((block) => block.runnable && block.run === 'babel')
        .map((block) => [block.title as string, `${block.code}\n`]),
    );
    expect(Object.keys(files)).toContain('rstest.config.ts');
    const withBabel = run(files);
    expect(withBabel.status, withBabel.output).toBe(0);
    const withoutBabel = run({
      ...files,
      'rstest.config.ts': "import { defineConfig } from '@rstest/core';\nexport default defineConfig({});\n",
    });
    expect(withoutBabel.status).toBe(1);
    expect(withoutBabel.output).toContain(quoted(PAGES.jest, 'ReferenceError: __BUILD_ID__ is not defined'));
  }, 240_000);

  test('Jest: files in __tests__ run only once include lists them', () => {
    const include = "include: ['**/*.{test,spec}.?(c|m)[jt]s?(x)', '**/__tests__/**/*.?(c|m)[jt]s?(x)']";
    quoted(PAGES.jest, include);
    const files = {
      'src/__tests__/sum.ts': `import { expect, test } from '@rstest/core';
test('adds', () => {
  expect(1 + 2).toBe(3);
});
`,
    };
    const without = run(files);
    expect(without.status).toBe(1);
    expect(without.output).toContain(quoted(PAGES.jest, 'No test files found, exiting with code 1.'));
    const withInclude = run({
      ...files,
      'rstest.config.ts': `import { defineConfig } from '@rstest/core';\nexport default defineConfig({ ${include} });\n`,
    });
    expect(withInclude.status, withInclude.output).toBe(0);
    expect(withInclude.output).toContain('✓ src/__tests__/sum.ts (1)');
  });

  test('Jest: without globals a Jest test file fails with the quoted message', () => {
    const jestFile = `describe('sum', () => {
  test('adds', () => {
    expect(1 + 2).toBe(3);
  });
});
`;
    const result = run({ 'src/sum.test.js': jestFile });
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      quoted(PAGES.jest, 'ReferenceError: describe is not defined. Did you forget to enable "globals" configuration?'),
    );
    expect(run({ 'src/sum.test.js': jestFile }, ['--globals']).status).toBe(0);
  });

  test('Jest: a jest.fn() call fails with the quoted message', () => {
    const result = run(
      {
        'src/button.test.js': `test('calls the handler', () => {
  const onClick = jest.fn();
  onClick();
  expect(onClick).toHaveBeenCalled();
});
`,
      },
      ['--globals'],
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(quoted(PAGES.jest, 'ReferenceError: jest is not defined. Did you mean rstest?'));
  });

  test('Jest: a Jest .snap file of a top-level test passes unchanged', () => {
    // Written by Jest 30.5.2 for this test.
    const jestSnapshot = `// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing

exports[\`formats a price 1\`] = \`
{
  "amount": 450,
  "currency": "EUR",
}
\`;
`;
    const result = run(
      {
        'src/price.test.ts': `import { expect, test } from '@rstest/core';
test('formats a price', () => {
  expect({ amount: 450, currency: 'EUR' }).toMatchSnapshot();
});
`,
        'src/__snapshots__/price.test.ts.snap': jestSnapshot,
      },
      [],
      { CI: 'true' },
    );
    expect(result.status, result.output).toBe(0);
    expect(readFileSync(path.join(result.dir, 'src/__snapshots__/price.test.ts.snap'), 'utf8')).toBe(jestSnapshot);
  });

  test('Jest: outside CI a Jest .snap file gains the new key and keeps the old one', () => {
    // Written by Jest 30.5.2 for this test.
    const jestSnapshot = `// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing

exports[\`user serializes 1\`] = \`"Ada"\`;
`;
    const result = run(
      {
        'src/user.test.ts': `import { describe, expect, test } from '@rstest/core';
describe('user', () => {
  test('serializes', () => {
    expect('Ada').toMatchSnapshot();
  });
});
`,
        'src/__snapshots__/user.test.ts.snap': jestSnapshot,
      },
      [],
      outsideCi(),
    );
    expect(result.status, result.output).toBe(0);
    expect(result.output).toMatch(/Snapshots\s+1 written\s+1 obsolete/);
    const snapshot = readFileSync(path.join(result.dir, 'src/__snapshots__/user.test.ts.snap'), 'utf8');
    expect(snapshot).toContain('exports[`user > serializes 1`] = `"Ada"`;');
    expect(snapshot).toContain('exports[`user serializes 1`] = `"Ada"`;');
  });

  test('Jest: a factory mocks a missing module in node, not in jsdom or happy-dom, where an alias helps', () => {
    const flagsTest = (
      environment: string,
    ) => `${environment ? `${environmentComment('jest', environment)}\n` : ''}import { expect, rs, test } from '@rstest/core';
import { isEnabled } from 'feature-flags';

rs.mock('feature-flags', () => ({ isEnabled: () => true }));

test('reads a flag', () => {
  expect(isEnabled('dark-mode')).toBe(true);
});
`;
    expect(run({ 'src/flags.test.ts': flagsTest('') }).status).toBe(0);
    for (const environment of ['jsdom', 'happy-dom']) {
      const result = run({ 'src/flags.test.ts': flagsTest(environment) });
      expect(result.status, environment).toBe(1);
      expect(result.output).toContain(quoted(PAGES.jest, "Cannot find module 'feature-flags'"));
    }
    const aliased = run({
      'rstest.config.ts': `import { defineConfig } from '@rstest/core';
export default defineConfig({ resolve: { alias: { 'feature-flags': './test/feature-flags.ts' } } });
`,
      'test/feature-flags.ts': 'export const isEnabled = (name: string) => false;\n',
      'src/flags.test.ts': flagsTest('happy-dom'),
    });
    expect(aliased.status, aliased.output).toBe(0);
  });

  test('Jest: in the VM pools a Uint8Array from TextEncoder fails instanceof Uint8Array', () => {
    const realm = (sameRealm: boolean) => ({
      'src/realm.test.ts': `import { expect, test } from '@rstest/core';
test('realm', () => {
  expect(new TextEncoder().encode('a') instanceof Uint8Array).toBe(${sameRealm});
});
`,
    });
    for (const pool of ['forks', 'threads']) expect(run(realm(true), ['--pool', pool]).status, pool).toBe(0);
    for (const pool of ['vmForks', 'vmThreads']) expect(run(realm(false), ['--pool', pool]).status, pool).toBe(0);
  });

  test('Jest: the replacements in the notes of the jest table work', () => {
    const result = run({
      'src/counter.ts': 'let count = 0;\nexport const next = () => ++count;\n',
      'src/notes.test.ts': `import { expect, rs, test } from '@rstest/core';

test('setImmediate is faked by default and rs.runAllTimers runs it', () => {
  rs.useFakeTimers();
  let ran = false;
  setImmediate(() => {
    ran = true;
  });
  expect(ran).toBe(false);
  rs.runAllTimers();
  expect(ran).toBe(true);
  rs.useRealTimers();
});

test('Date.now() returns the fake time', () => {
  rs.useFakeTimers();
  rs.setSystemTime(1000);
  expect(Date.now()).toBe(1000);
  rs.useRealTimers();
});

test('rs.resetModules and await import() give a fresh module', async () => {
  const first = await import('./counter');
  expect(first.next()).toBe(1);
  rs.resetModules();
  const second = await import('./counter');
  expect(second.next()).toBe(1);
});
`,
    });
    expect(result.status, result.output).toBe(0);
    expect(result.output).toContain('Tests 3 passed');
  });

  test('Jest: -w is watch in Rstest, and --pool.maxWorkers=1 still runs a worker process', () => {
    expect(rstestIn(ROOT, { args: ['--help'] }).stdout).toMatch(/^\s+-w, --watch\s+Run tests in watch mode/m);
    const result = run(
      {
        'src/worker.test.ts': `import { expect, test } from '@rstest/core';
test('runs in a child process', () => {
  expect(typeof process.send).toBe('function');
});
`,
      },
      ['--pool.maxWorkers=1'],
    );
    expect(result.status, result.output).toBe(0);
  });
});

test('rs.useFakeTimers, expect.extend and expect.addSnapshotSerializer work from a setup file', () => {
  const result = run({
    'rstest.config.ts': `import { defineConfig } from '@rstest/core';
export default defineConfig({ setupFiles: ['./test/setup.ts'] });
`,
    'test/setup.ts': `import { expect, rs } from '@rstest/core';
rs.useFakeTimers();
expect.extend({
  toBeEven: (received: number) => ({ pass: received % 2 === 0, message: () => \`\${received} is odd\` }),
});
expect.addSnapshotSerializer({
  test: (value) => value instanceof URL,
  serialize: (value: URL) => \`URL<\${value.href}>\`,
});
`,
    'src/setup.test.ts': `import { expect, rs, test } from '@rstest/core';
test('the setup file faked the timers and added the matcher and the serializer', () => {
  expect(rs.isFakeTimers()).toBe(true);
  (expect(4) as unknown as { toBeEven(): void }).toBeEven();
  expect(new URL('https://example.com/a')).toMatchInlineSnapshot(\`URL<https://example.com/a>\`);
});
`,
  });
  expect(result.status, result.output).toBe(0);
});

test('a docblock naming an environment other than node, jsdom or happy-dom fails the run', () => {
  for (const docblock of [
    environmentComment('vitest', 'edge-runtime'),
    environmentComment('jest', './custom-environment.js'),
  ]) {
    const result = run({
      'src/env.test.ts': `${docblock}
import { expect, test } from '@rstest/core';
test('runs', () => {
  expect(true).toBe(true);
});
`,
    });
    expect(result.status, docblock).toBe(1);
    expect(result.output).toContain('Unsupported test environment');
    expect(result.output).toContain('Supported environments: node, jsdom, happy-dom.');
  }
});

describe('Migrating from Vitest', () => {
  test('Vitest: imports from vitest and a leftover vi global fail with the quoted messages', () => {
    const fromVitest = run({
      'src/button.test.ts': `import { expect, test, vi } from 'vitest';
test('calls the handler', () => {
  const onClick = vi.fn();
  onClick();
  expect(onClick).toHaveBeenCalled();
});
`,
    });
    expect(fromVitest.status).toBe(1);
    expect(fromVitest.output).toContain(quoted(PAGES.vitest, 'Vitest failed to find the current suite'));

    const leftover = run(
      {
        'src/button.test.ts': `test('calls the handler', () => {
  const onClick = vi.fn();
  onClick();
  expect(onClick).toHaveBeenCalled();
});
`,
      },
      ['--globals'],
    );
    expect(leftover.status).toBe(1);
    expect(leftover.output).toContain(quoted(PAGES.vitest, 'ReferenceError: vi is not defined'));
  });

  test('Vitest: restoreMocks keeps a vi.fn value in Vitest 4.1 and resets it in Rstest', () => {
    const file = (api: 'vi' | 'rs', from: string, restored: number) => `import { expect, ${api}, test } from '${from}';

const getPrice = ${api}.fn(() => 100);
getPrice.mockReturnValue(5);

test('restoreMocks and the value set at load time', () => {
  expect(getPrice()).toBe(${restored});
});

test('mockReset goes back to the implementation given to fn', () => {
  const getTax = ${api}.fn(() => 20);
  getTax.mockReturnValue(1);
  getTax.mockReset();
  expect(getTax()).toBe(20);
});
`;
    const vitest = runVitest({
      'vitest.config.mjs': 'export default { test: { restoreMocks: true } };\n',
      'src/price.test.ts': file('vi', 'vitest', 5),
    });
    expect(vitest.status, vitest.output).toBe(0);
    expect(vitest.output).toContain('Tests  2 passed');

    const rstest = run({
      'rstest.config.ts': 'export default { restoreMocks: true };\n',
      'src/price.test.ts': file('rs', '@rstest/core', 100),
    });
    expect(rstest.status, rstest.output).toBe(0);
  });

  test('Vitest: outside CI a run rewrites only the header of a Vitest .snap file', () => {
    // Written by Vitest 4.1.12 for this test.
    const entries = `
exports[\`user > serializes 1\`] = \`
{
  "name": "Ada",
}
\`;
`;
    const vitestSnapshot = `// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html\n${entries}`;
    const files = {
      'src/user.test.ts': `import { describe, expect, test } from '@rstest/core';
describe('user', () => {
  test('serializes', () => {
    expect({ name: 'Ada' }).toMatchSnapshot();
  });
});
`,
      'src/__snapshots__/user.test.ts.snap': vitestSnapshot,
    };
    const snapshotAfter = (dir: string) => readFileSync(path.join(dir, 'src/__snapshots__/user.test.ts.snap'), 'utf8');
    const header = quoted(PAGES.vitest, '// Rstest Snapshot v1');

    const inCi = run(files, [], { CI: 'true' });
    expect(inCi.status, inCi.output).toBe(0);
    expect(snapshotAfter(inCi.dir)).toBe(vitestSnapshot);

    const local = run(files, [], outsideCi());
    expect(local.status, local.output).toBe(0);
    expect(snapshotAfter(local.dir)).toBe(`${header}\n${entries}`);

    const updated = run(files, ['-u'], { CI: 'true' });
    expect(updated.status, updated.output).toBe(0);
    expect(snapshotAfter(updated.dir)).toBe(`${header}\n${entries}`);
  });

  test('Vitest: the notes of the vi table hold', () => {
    const result = run({
      'src/clock.test.ts': `import { expect, rs, test } from '@rstest/core';
test('under fake timers new Date() is the fake time', () => {
  expect(rs.isFakeTimers()).toBe(false);
  rs.useFakeTimers();
  rs.setSystemTime(new Date('2030-01-01T00:00:00Z'));
  expect(rs.isFakeTimers()).toBe(true);
  expect(new Date().toISOString()).toBe('2030-01-01T00:00:00.000Z');
  rs.useRealTimers();
});
`,
    });
    expect(result.status, result.output).toBe(0);
  });
});

describe('the proof marks', () => {
  const MARK = /\{\/\* proven by tests\/claims\/migration\.test\.ts: (.+?) \*\/\}/g;
  const marks = (lang: string, page: string) => [...pageSource(lang, page).matchAll(MARK)].map(([, name]) => name);

  test('each mark names a test of this file, each test is marked, and the zh pages carry the same marks', ({
    task,
  }) => {
    const names: string[] = [];
    const visit = (tasks: RunnerTask[]) => {
      for (const t of tasks) {
        if (t.type === 'test' && !t.name.startsWith('each mark')) names.push(t.name);
        if ('tasks' in t) visit(t.tasks);
      }
    };
    visit(task.file.tasks);
    const marked = new Set<string>();
    for (const page of Object.values(PAGES)) {
      expect(marks('zh', page), page).toEqual(marks('en', page));
      for (const name of marks('en', page)) {
        expect(names, `${page}: ${name}`).toContain(name);
        marked.add(name);
      }
    }
    expect(names.filter((name) => !marked.has(name))).toEqual([]);
  });
});
