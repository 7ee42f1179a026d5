// What the Making Tests Faster guide (docs/*/guide/advanced/faster-tests.mdx) measured: the pages
// quote the ratios that scripts/measure-speed.mjs recorded in
// tests/fixtures/faster-tests-measurements.json (re-run the script to measure again; it takes
// minutes, so it is not part of npm test), and the count of files a shard runs is checked here.
// A claim is marked on both pages with `{/* proven by tests/claims/faster-tests.test.ts: <test name> */}`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGS, pageSource, says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { localRuns, ROOT } from '../helpers/rstest';

const PAGE = 'guide/advanced/faster-tests.mdx';
const { run } = localRuns();

const measurements: { measuredOn: string; files: number; ratios: Record<string, number> } = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/faster-tests-measurements.json'), 'utf8'),
);

const { claim, claimsAreMarked } = pageClaims('faster-tests.test.ts', PAGE);

describe(PAGE, () => {
  test('the pages quote every recorded ratio, the file count and the cores', () => {
    for (const [name, ratio] of Object.entries(measurements.ratios)) {
      says(PAGE, `\`×${ratio.toFixed(2)}\``);
      expect(name).toBeTruthy();
    }
    const cores = /^(\d+) cores/.exec(measurements.measuredOn)?.[1];
    says(PAGE, `${cores}`);
    for (const lang of LANGS) {
      expect(pageSource(lang, PAGE)).toContain(` ${measurements.files} `);
      // No ratio on the page that the record does not hold.
      const quoted = [...pageSource(lang, PAGE).matchAll(/`×(\d+\.\d\d)`/g)].map(([, value]) => Number(value));
      const recorded = Object.values(measurements.ratios);
      for (const value of quoted.filter((value) => ![0.5, 1.2].includes(value))) expect(recorded).toContain(value);
    }
  });

  claim('--shard=1/2 runs half of the test files', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < measurements.files; i++) {
      files[`src/file${i}.test.ts`] =
        `import { expect, test } from '@rstest/core';\n\ntest('file ${i}', () => {\n  expect(${i}).toBe(${i});\n});\n`;
    }
    const project = run(files, { args: ['run', '--shard=1/2'] });
    expect(project.status, project.output).toBe(0);
    const half = measurements.files / 2;
    expect(project.output).toContain(`Test Files ${half} passed`);
    says(PAGE, ` ${half} `);
  });

  claimsAreMarked();
});
