// What docs/*/config/test/forceRerunTriggers.mdx says that a runnable example cannot show (output that must
// be absent, runs that need Git, the shell's environment or a second package version, defaults that Rstest
// applies where an option is used), proven against real runs of the pinned @rstest/core.
import { execFileSync } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { rstestIn, scratchProject } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { config } from '../helpers/config-claims';

const { claimsAreMarked } = pageClaims('config-forceRerunTriggers.test.ts', 'config/test/forceRerunTriggers.mdx');

describe('forceRerunTriggers', () => {
  const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  const changed = (dir: string) => rstestIn(dir, { args: ['run', '--changed'] });

  /** A Git checkout with a fixture read through fs, a module and two tests importing it directly or not. */
  function checkout(rstestConfig?: string): string {
    const files: Record<string, string> = {
      '.gitignore': 'node_modules\ndist\n',
      'package.json': '{ "name": "shop", "private": true }\n',
      'fixtures/users.json': '[{ "name": "Ada", "email": "ada@example.com" }]\n',
      'src/sum.ts': 'export const sum = (a: number, b: number) => a + b;\n',
      'src/total.ts': "import { sum } from './sum';\nexport const total = (items: number[]) => items.reduce(sum, 0);\n",
      'src/sum.test.ts':
        "import { expect, test } from '@rstest/core';\nimport { sum } from './sum';\ntest('sum', () => expect(sum(1, 2)).toBe(3));\n",
      'src/total.test.ts':
        "import { expect, test } from '@rstest/core';\nimport { total } from './total';\ntest('total', () => expect(total([1, 2])).toBe(3));\n",
      'src/users.test.ts': `import { readFileSync } from 'node:fs';
import { expect, test } from '@rstest/core';
test('users', () => {
  expect(JSON.parse(readFileSync(new URL('../fixtures/users.json', import.meta.url), 'utf8'))).toHaveLength(1);
});
`,
    };
    if (rstestConfig) files['rstest.config.ts'] = rstestConfig;
    const { dir } = scratchProject(files);
    git(dir, 'init', '-q');
    git(dir, '-c', 'user.name=docs', '-c', 'user.email=docs@example.com', 'add', '-A');
    git(dir, '-c', 'user.name=docs', '-c', 'user.email=docs@example.com', 'commit', '-qm', 'start');
    return dir;
  }

  test('by default a changed package.json runs every test file, and a source file only its importers', () => {
    const dir = checkout();
    appendFileSync(path.join(dir, 'src/sum.ts'), '// changed\n');
    const related = changed(dir);
    expect(related.stdout).toContain('✓ src/sum.test.ts');
    expect(related.stdout).toContain('✓ src/total.test.ts');
    expect(related.stdout).not.toContain('users.test.ts');

    git(dir, 'checkout', '-q', 'src/sum.ts');
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "shop", "private": true, "version": "2.0.0" }\n');
    const all = changed(dir);
    expect(all.stdout).toContain('Changed file(package.json) matched forceRerunTriggers, running all test files.');
    expect(all.stdout).toContain('Test Files 3 passed');
  });

  test('a fixture read with fs runs no test unless a trigger matches it', () => {
    const dir = checkout();
    writeFileSync(path.join(dir, 'fixtures/users.json'), '[]\n');
    const run = changed(dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('No test files found for changed files, exiting with code 0.');
  });

  test('a list of its own replaces the defaults', () => {
    const dir = checkout(config("{ forceRerunTriggers: ['fixtures/**'] }"));
    writeFileSync(path.join(dir, 'fixtures/users.json'), '[{ "name": "Ada", "email": "ada@example.com" }]\n\n');
    const fixture = changed(dir);
    expect(fixture.stdout).toContain(
      'Changed file(fixtures/users.json) matched forceRerunTriggers, running all test files.',
    );
    expect(fixture.stdout).toContain('Test Files 3 passed');

    git(dir, 'checkout', '-q', 'fixtures/users.json');
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "shop", "private": true, "version": "2.0.0" }\n');
    expect(changed(dir).stdout).toContain('No test files found for changed files, exiting with code 0.');
  });
});

claimsAreMarked();
