// Claims that prove sentences of several pages at once, docs/*/guide/advanced/debug-mode.mdx,
// docs/*/guide/start/index.mdx, against real runs of the pinned @rstest/core. Each claim is marked on every
// one of these pages, in both languages, with
// `{/* proven by tests/claims/debug-mode+start.test.ts: <test name> */}`; quoted output is read from the
// English page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { quote, says } from '../helpers/page-quotes';
import type { RstestRun } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { run, runnableFiles, expectPrinted } from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('debug-mode+start.test.ts', [
  'guide/advanced/debug-mode.mdx',
  'guide/start/index.mdx',
]);

describe('guide/advanced/debug-mode.mdx', () => {
  const page = 'guide/advanced/debug-mode.mdx';
  const quickStart = () => runnableFiles('guide/start/quick-start.mdx');
  let debugRun: RstestRun | undefined;
  /** The quick-start project run once with DEBUG=rstest. */
  const debugged = () => {
    debugRun ??= run(quickStart(), { env: { DEBUG: 'rstest' } });
    return debugRun;
  };

  claim('debug mode prints the quoted logs and writes the final configs to dist/.rstest-temp/.rsbuild', () => {
    const project = debugged();
    expect(project.status, project.output).toBe(0);
    expectPrinted(quote(page, 'rstest 22:10:37 no rstest config file found'), project);
    const configs = readdirSync(path.join(project.dir, 'dist/.rstest-temp/.rsbuild')).sort();
    expect(configs).toEqual(['rsbuild.config.mjs', 'rspack.config.rstest.mjs', 'rstest.config.mjs']);
    for (const file of ['`rstest.config.mjs`', '`rsbuild.config.mjs`', '`rspack.config.<name>.mjs`']) says(page, file);
  });
});

claimsAreMarked();
