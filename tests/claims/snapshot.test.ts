// What docs/*/guide/basic/snapshot.mdx says Rstest does beyond what its runnable examples show, proven
// against real runs of the pinned @rstest/core. A claim is marked on both pages with
// `{/* proven by tests/claims/snapshot.test.ts: <test name> */}`; quoted messages and output are read from
// the English page, must appear unchanged on the Chinese page, and are compared with what the run prints.
import { describe, expect } from 'vitest';
import { quote, says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import {
  run,
  writeProject,
  again,
  read,
  exists,
  expectInOrder,
  exampleFiles,
  startRstestInTerminal,
} from '../helpers/task-guide-claims';

const { claim, claimsAreMarked } = pageClaims('snapshot.test.ts', 'guide/basic/snapshot.mdx');

describe('guide/basic/snapshot.mdx', () => {
  const page = 'guide/basic/snapshot.mdx';
  const snapFile = 'src/__snapshots__/receipt.test.ts.snap';

  claim('outside CI the first run writes the snapshots of the first example without -u', () => {
    const project = run(exampleFiles(page, 'first'));
    expect(project.status).toBe(0);
    expectInOrder(quote(page, 'Snapshots 2 written'), project);
    expectInOrder(
      quote(page, 'exports[`prints a receipt 1`] = `\n{\n  "lines": [\n    "tea: 450"'),
      read(project, snapFile),
    );
    expectInOrder(quote(page, '"lines": [],'), read(project, 'src/receipt.test.ts'));
  });

  claim('snapshot keys join describe names and hints with > and end with a counter', () => {
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

  claim('-u updates the snapshot of the mismatch example', () => {
    const project = run(exampleFiles(page, 'mismatch'), { env: { CI: 'true' } });
    expect(project.status).toBe(1);
    const updated = again(project, ['run', '-u'], { CI: 'true' });
    expect(updated.status).toBe(0);
    expectInOrder(quote(page, 'Snapshots 1 updated'), updated);
    expect(read(project, snapFile)).toContain('"tea: $4.50",');
    expect(again(project, ['run'], { CI: 'true' }).status).toBe(0);
  });

  claim('-u with -t keeps the snapshots of tests that did not run', () => {
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

  claim(
    'in watch mode u updates a failed snapshot',
    async () => {
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
    },
    120_000,
  );

  claim(
    '-u removes obsolete snapshots, but not the snap file of a deleted test file and not while a test of the file fails',
    () => {
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
    },
  );

  claim('CI=false still counts as CI for snapshots, an empty CI does not', () => {
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

claimsAreMarked();
