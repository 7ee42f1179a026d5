// Claims that prove sentences of several pages at once, docs/*/guide/basic/cli.mdx,
// docs/*/guide/start/index.mdx, against real runs of the pinned @rstest/core. Each claim is marked on every
// one of these pages, in both languages, with
// `{/* proven by tests/claims/cli+start.test.ts: <test name> */}`; quoted output is read from the English
// page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { quote, says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import {
  run,
  again,
  projectWithout,
  runWithout,
  expectPrinted,
  coreDist,
  FILTER_PROJECT,
  passingTest,
} from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('cli+start.test.ts', ['guide/basic/cli.mdx', 'guide/start/index.mdx']);

describe('guide/start/index.mdx', () => {
  claim('a missing coverage provider stops a run whose stdin is not a terminal', () => {
    const project = projectWithout(['@rstest/coverage-istanbul'], { 'src/a.test.ts': passingTest('a') });
    const result = runWithout(project, ['run', '--coverage']);
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      says(
        'guide/basic/cli.mdx',
        'Failed to load coverage provider module: @rstest/coverage-istanbul in <root>, please make sure it is installed.',
      ).replace('<root>', project.dir),
    );
    // In a terminal the same check first asks (the confirm callback exists only when stdin is a TTY).
    const dist = coreDist();
    expect(dist).toContain("packageInstallerConfirm: isTTY('stdin') ? cliPackageInstallerConfirm : void 0");
    expect(dist).toContain('is required for coverage. Install it now?');
  });
});

describe('guide/basic/cli.mdx', () => {
  const page = 'guide/basic/cli.mdx';

  claim('shards write blob reports that merge-reports combines into the quoted result', () => {
    const project = run(FILTER_PROJECT, { args: ['run', '--shard', '1/2', '--reporter=blob'] });
    expect(project.status, project.output).toBe(0);
    expect(project.output).toContain(says(page, 'Running shard 1 of 2 (2 of 4 test files)'));
    expect(again(project, ['run', '--shard', '2/2', '--reporter=blob']).status).toBe(0);
    expect(readdirSync(path.join(project.dir, '.rstest-reports')).sort()).toEqual(['blob-1-2.json', 'blob-2-2.json']);
    const merged = again(project, ['merge-reports']);
    expect(merged.status, merged.output).toBe(0);
    expectPrinted(quote(page, 'Merging 2 blob reports from .rstest-reports'), merged);
    expect(again(project, ['merge-reports', '--cleanup']).status).toBe(0);
    expect(existsSync(path.join(project.dir, '.rstest-reports'))).toBe(false);

    // A failure in one shard makes the merged result fail.
    writeFileSync(
      path.join(project.dir, 'src/math/sub.test.ts'),
      FILTER_PROJECT['src/math/sub.test.ts'].replace('toBe(2)', 'toBe(5)'),
    );
    expect(again(project, ['run', '--shard', '1/2', '--reporter=blob']).status).toBe(1);
    expect(again(project, ['run', '--shard', '2/2', '--reporter=blob']).status).toBe(0);
    expect(again(project, ['merge-reports']).status).toBe(1);
  });

  claim('--bail stops at the first failed test and --bail 0 runs them all', () => {
    const file = `import { expect, test } from '@rstest/core';\n\ntest('one', () => {\n  expect(1).toBe(2);\n});\ntest('two', () => {\n  expect(1).toBe(2);\n});\ntest('three', () => {\n  expect(1).toBe(1);\n});\n`;
    const project = run({ 'src/fail.test.ts': file }, { args: ['run', '--bail'] });
    expect(project.status).toBe(1);
    expect(project.stdout).toContain('✗ one');
    expect(project.stdout).not.toContain('two');
    const all = again(project, ['run', '--bail', '0']);
    expect(all.stdout).toMatch(/Tests 2 failed \| 1 passed \(3\)/);
  });
});

claimsAreMarked();
