// What docs/*/guide/start/migrate-from-jest.mdx says about Rstest beyond its runnable examples: messages a
// migrating suite meets, behaviour that needs several runs or environments, and the page's mapping tables,
// checked against the installed packages (tests/helpers/migration-mapping.ts). A claim is marked on both
// pages with `{/* proven by tests/claims/migrate-from-jest.test.ts: <test name> */}`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { blocksOf } from '../helpers/page-quotes';
import { ROOT, rstestIn } from '../helpers/rstest';
import { sectionTable } from '../helpers/mdx-page';
import { pageClaims } from '../helpers/page-claims';
import { PAGES, quoted, run, environmentComment, outsideCi } from '../helpers/migration-claims';
import { JEST_PAGE, type Kind, page, tableProblems, mapping } from '../helpers/migration-mapping';

const { claim, claimsAreMarked } = pageClaims('migrate-from-jest.test.ts', 'guide/start/migrate-from-jest.mdx');

describe('Migrating from Jest', () => {
  claim(
    'Jest: a custom Babel plugin runs through @rsbuild/plugin-babel and not without it',
    () => {
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
    },
    240_000,
  );

  claim('Jest: files in __tests__ run only once include lists them', () => {
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

  claim('Jest: without globals a Jest test file fails with the quoted message', () => {
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

  claim('Jest: a jest.fn() call fails with the quoted message', () => {
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

  claim('Jest: a Jest .snap file of a top-level test passes unchanged', () => {
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

  claim('Jest: outside CI a Jest .snap file gains the new key and keeps the old one', () => {
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

  claim('Jest: a factory mocks a missing module in node, not in jsdom or happy-dom, where an alias helps', () => {
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

  claim('Jest: in the VM pools a Uint8Array from TextEncoder fails instanceof Uint8Array', () => {
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

  claim('Jest: the replacements in the notes of the jest table work', () => {
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

  claim('Jest: -w is watch in Rstest, and --pool.maxWorkers=1 still runs a worker process', () => {
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

describe('Migrating from Jest: the mapping tables', () => {
  const TABLES: [string, Kind][] = [
    ['the-jest-object', 'api'],
    ['configuration', 'config'],
    ['cli', 'cli'],
  ];

  claim('Jest: every Rstest name in the mapping tables exists in @rstest/core, and every — row has none', () => {
    for (const [id, kind] of TABLES)
      expect(tableProblems(sectionTable(page('en', JEST_PAGE), id), kind), id).toEqual([]);
  });

  test('the zh page maps the same names', () => {
    for (const [id] of TABLES)
      expect(mapping(sectionTable(page('zh', JEST_PAGE), id)), id).toEqual(
        mapping(sectionTable(page('en', JEST_PAGE), id)),
      );
  });
});

claimsAreMarked();
