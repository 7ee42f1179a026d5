// Claims that prove sentences of several pages at once, docs/*/guide/basic/cli.mdx,
// docs/*/guide/start/quick-start.mdx, against real runs of the pinned @rstest/core. Each claim is marked on
// every one of these pages, in both languages, with
// `{/* proven by tests/claims/cli+quick-start.test.ts: <test name> */}`; quoted output is read from the
// English page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { describe, expect } from 'vitest';
import { LANGS, pageSource, says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { writeProject, startRstestInTerminal, passingTest } from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('cli+quick-start.test.ts', [
  'guide/basic/cli.mdx',
  'guide/start/quick-start.mdx',
]);

describe('watch mode', () => {
  claim('watch mode in a terminal offers the shortcuts, h lists them and q quits', async () => {
    const project = writeProject({ 'src/a.test.ts': passingTest('a') });
    const terminal = startRstestInTerminal(project.dir, ['watch']);
    await terminal.waitFor(says('guide/start/quick-start.mdx', 'press h to show help, press q to quit'));
    terminal.send('h');
    await terminal.waitFor('Shortcuts:');
    await terminal.waitFor('q  quit process');
    const listed = [...terminal.output().matchAll(/^ {2}([a-z]) {2}\S/gm)].map(([, key]) => key);
    expect(listed).toEqual(['f', 'a', 'u', 't', 'p', 'c', 'q']);
    // The CLI page's table: those keys, plus h itself.
    for (const lang of LANGS) {
      const documented = [...pageSource(lang, 'guide/basic/cli.mdx').matchAll(/^\| `([a-z])` \|/gm)].map(
        ([, key]) => key,
      );
      expect(documented, lang).toEqual([...listed, 'h']);
    }
    terminal.send('q');
    expect((await terminal.exit).code).toBe(0);
  });
});

claimsAreMarked();
