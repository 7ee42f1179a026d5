// Claims that prove sentences of several pages at once, docs/*/guide/advanced/profiling.mdx,
// docs/*/guide/basic/cli.mdx, docs/*/guide/start/index.mdx, docs/*/guide/start/quick-start.mdx, against real
// runs of the pinned @rstest/core. Each claim is marked on every one of these pages, in both languages, with
// `{/* proven by tests/claims/cli+profiling+quick-start+start.test.ts: <test name> */}`; quoted output is
// read from the English page, must appear unchanged on the Chinese page, and is compared with what the run
// prints.
import { appendFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { writeProject, startRstest, passingTest } from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('cli+profiling+quick-start+start.test.ts', [
  'guide/advanced/profiling.mdx',
  'guide/basic/cli.mdx',
  'guide/start/index.mdx',
  'guide/start/quick-start.mdx',
]);

describe('watch mode', () => {
  claim('watch mode reruns only the affected test files and restarts on a config change', async () => {
    const project = writeProject({
      'rstest.config.ts': 'export default {};\n',
      'src/sum.ts': 'export const sum = (a: number, b: number) => a + b;\n',
      'src/sum.test.ts': `import { expect, test } from '@rstest/core';\nimport { sum } from './sum';\n\ntest('sum', () => {\n  expect(sum(1, 2)).toBe(3);\n});\n`,
      'src/other.test.ts': passingTest('other'),
    });
    const watch = startRstest(project.dir, ['watch', '--trace']);
    const waiting = 'Waiting for file changes...';
    await watch.waitFor(waiting);

    // A change to sum.ts reruns sum.test.ts, the only test file that imports it.
    let since = watch.output().length;
    appendFileSync(path.join(project.dir, 'src/sum.ts'), '// changed\n');
    await watch.waitFor(waiting, since);
    const rerun = watch.output().slice(since);
    expect(rerun).toContain('✓ src/sum.test.ts');
    expect(rerun).not.toContain('src/other.test.ts');
    // profiling.mdx: each rerun with --trace replaces the files of the previous one.
    expect(readdirSync(path.join(project.dir, '.rstest')).sort()).toEqual([
      expect.stringMatching(/^trace-.*\.json$/),
      expect.stringMatching(/^trace-.*\.summary\.md$/),
    ]);

    // A file no test depends on reruns nothing.
    since = watch.output().length;
    writeFileSync(path.join(project.dir, 'notes.txt'), 'not imported\n');
    await watch.waitFor(says('guide/basic/cli.mdx', 'No test files need re-run.'), since);

    // A change to the config file restarts Rstest. The restarted session is ready once it prints the
    // waiting line after the restart notice: one printed before it (the rerun above ends with one,
    // which can come after \`since\` on a busy machine) belongs to the session that is closing.
    since = watch.output().length;
    writeFileSync(path.join(project.dir, 'rstest.config.ts'), 'export default { testTimeout: 1000 };\n');
    const restarting = says('guide/basic/cli.mdx', 'restarting Rstest as rstest.config.ts changed');
    await watch.waitFor(restarting, since);
    await watch.waitFor(waiting, watch.output().indexOf(restarting, since));

    // cli.mdx, exit codes: Ctrl+C (SIGINT) ends the process with 128 + 2.
    watch.kill('SIGINT');
    expect(await watch.exit).toEqual({ code: 130, signal: null });
  });
});

claimsAreMarked();
