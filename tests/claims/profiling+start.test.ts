// Claims that prove sentences of several pages at once, docs/*/guide/advanced/profiling.mdx,
// docs/*/guide/start/index.mdx, against real runs of the pinned @rstest/core. Each claim is marked on every
// one of these pages, in both languages, with
// `{/* proven by tests/claims/profiling+start.test.ts: <test name> */}`; quoted output is read from the
// English page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { pageSource, quote, says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { run, expectPrinted, FILTER_PROJECT } from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('profiling+start.test.ts', [
  'guide/advanced/profiling.mdx',
  'guide/start/index.mdx',
]);

describe('guide/advanced/profiling.mdx', () => {
  const page = 'guide/advanced/profiling.mdx';

  claim('--trace prints the quoted summary and writes the trace and the summary to .rstest', () => {
    const project = run(FILTER_PROJECT, { args: ['run', '--trace'] });
    expect(project.status, project.output).toBe(0);
    const block = quote(page, '# Trace summary — 4 test file(s)');
    // Table rows are ordered by time, which varies: the lines around them are compared in order,
    // the tables by their headers and the names in their first column.
    expectPrinted(
      block
        .split('\n')
        .filter((line) => !line.startsWith('|'))
        .join('\n'),
      project,
    );
    const tables = (text: string) =>
      text
        .split(/^## /m)
        .slice(1)
        .map((section) => {
          const rows = section.split('\n').filter((line) => line.startsWith('|'));
          const cells = (row: string) =>
            row
              .split('|')
              .slice(1, -1)
              .map((cell) => cell.trim());
          return {
            header: cells(rows[0]),
            names: rows
              .slice(2)
              .map((row) => cells(row)[0])
              .sort(),
          };
        });
    expect(tables(project.stdout)).toEqual(tables(block));
    // The two files, named after the time of the run.
    const written = readdirSync(path.join(project.dir, '.rstest')).sort();
    expect(written).toEqual([
      expect.stringMatching(/^trace-[\dT-]+\.json$/),
      expect.stringMatching(/^trace-[\dT-]+\.summary\.md$/),
    ]);
    const summary = readFileSync(path.join(project.dir, '.rstest', written[1]), 'utf8');
    expect(project.stdout).toContain(summary.trim());
    // Trace Event format: each test file has its phases, suites and cases, in the page's order.
    const { traceEvents } = JSON.parse(readFileSync(path.join(project.dir, '.rstest', written[0]), 'utf8'));
    const ofFile = traceEvents.filter((event: { args?: { testPath?: string } }) =>
      event.args?.testPath?.endsWith('sum.test.ts'),
    );
    expect(new Set(ofFile.map((event: { cat: string }) => event.cat))).toEqual(
      new Set(['host', 'phase', 'suite', 'case']),
    );
    const phases = [
      ...new Set(
        ofFile
          .filter((event: { cat: string }) => event.cat === 'phase')
          .sort((a: { ts: number }, b: { ts: number }) => a.ts - b.ts)
          .map((event: { name: string }) => event.name),
      ),
    ];
    const documented = [...pageSource('en', page).matchAll(/^\| `(\w+)` \| /gm)].map(([, name]) => name);
    expect(phases).toEqual(documented.filter((name) => name !== 'coverage'));
    expect(project.stdout).toContain(says(page, 'Drag the file above into https://ui.perfetto.dev to view.'));
  });
});

claimsAreMarked();
