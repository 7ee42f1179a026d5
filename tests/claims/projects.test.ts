// What docs/*/guide/basic/projects.mdx says Rstest does beyond what its runnable examples show, proven
// against real runs of the pinned @rstest/core. A claim is marked on both pages with
// `{/* proven by tests/claims/projects.test.ts: <test name> */}`; quoted messages and output are read from
// the English page, must appear unchanged on the Chinese page, and are compared with what the run prints.
import path from 'node:path';
import { describe, expect } from 'vitest';
import { quote, says } from '../helpers/page-quotes';
import { LOCAL_ENV, rstestIn } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import {
  run,
  writeProject,
  again,
  expectInOrder,
  expectEachLine,
  exampleFiles,
  testFile,
} from '../helpers/task-guide-claims';

const { claim, claimsAreMarked } = pageClaims('projects.test.ts', 'guide/basic/projects.mdx');

describe('guide/basic/projects.mdx', () => {
  const page = 'guide/basic/projects.mdx';

  claim('the monorepo example prints a line per project with its name', () => {
    const project = run(exampleFiles(page, 'monorepo'));
    expect(project.status).toBe(0);
    expectEachLine(quote(page, ' ✓ [api] packages/api/src/orders.test.ts (1)'), project);
  });

  claim("relative paths in shared options resolve in each project's folder", () => {
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

  claim('a test file that two projects include runs in both', () => {
    const project = run({
      'rstest.config.ts':
        "export default { projects: [{ name: 'one', include: ['src/**/*.test.ts'] }, { name: 'two', include: ['src/**/*.test.ts'] }] };\n",
      'src/a.test.ts': testFile('a'),
    });
    expect(project.status).toBe(0);
    expectEachLine(' ✓ [one] src/a.test.ts (1)\n ✓ [two] src/a.test.ts (1)', project);
    expect(project.output).toContain('Tests 2 passed');
  });

  claim('--project selects projects of the monorepo example, and a single project has no prefix', () => {
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

  claim('a path filter selects a package, and a run inside the package reads only its config', () => {
    says(page, '`npx rstest run packages/web`');
    const project = writeProject(exampleFiles(page, 'monorepo'));
    const filtered = again(project, ['run', 'packages/web']);
    expect(filtered.status).toBe(0);
    expect(filtered.output).toContain('Test Files 1 passed');
    expect(filtered.output).toContain('badge.test.ts');

    const inside = rstestIn(path.join(project.dir, 'packages/web'), { args: ['run'], env: LOCAL_ENV });
    const output = `${inside.stdout}${inside.stderr}`;
    expect(inside.status, output).toBe(0);
    // The root config's coverage is not read, and the file is listed relative to the package.
    expect(output).not.toContain('Coverage enabled');
    expect(output).toContain(' ✓ src/badge.test.ts (1)');
  });

  claim('a root option does not reach the projects, a command-line flag reaches all of them', () => {
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

  claim('a run-wide option in a project config is ignored without a warning', () => {
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

  claim('coverage.include is matched per project and threshold globs from the root', () => {
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

claimsAreMarked();
