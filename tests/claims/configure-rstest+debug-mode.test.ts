// Claims that prove sentences of several pages at once, docs/*/guide/advanced/debug-mode.mdx,
// docs/*/guide/basic/configure-rstest.mdx, against real runs of the pinned @rstest/core. Each claim is marked
// on every one of these pages, in both languages, with
// `{/* proven by tests/claims/configure-rstest+debug-mode.test.ts: <test name> */}`; quoted output is read
// from the English page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { pageClaims } from '../helpers/page-claims';
import { run, passingTest } from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('configure-rstest+debug-mode.test.ts', [
  'guide/advanced/debug-mode.mdx',
  'guide/basic/configure-rstest.mdx',
]);

describe('guide/basic/configure-rstest.mdx', () => {
  claim('output.module applies per project while output.distPath comes from the root config', () => {
    const project = run({
      'rstest.config.ts': [
        "import { defineConfig } from '@rstest/core';",
        '',
        'export default defineConfig({',
        "  output: { distPath: 'build-tmp', module: false },",
        '  dev: { writeToDisk: true },',
        '  projects: [',
        "    { name: 'esm', include: ['src/esm.test.ts'] },",
        "    { name: 'cjs', include: ['src/cjs.test.ts'], output: { module: false } },",
        '  ],',
        '});',
        '',
      ].join('\n'),
      'src/esm.test.ts': passingTest('esm'),
      'src/cjs.test.ts': passingTest('cjs'),
    });
    expect(project.status, project.output).toBe(0);
    // Each project writes into a subfolder of the root's distPath; ES modules are .mjs, CommonJS .js.
    const written = (name: string) => readdirSync(path.join(project.dir, 'build-tmp', name));
    expect(written('esm')).toContain('src_esm~test~ts.mjs');
    expect(written('cjs')).toContain('src_cjs~test~ts.js');
    expect(written('cjs')).not.toContain('src_cjs~test~ts.mjs');
  });
});

claimsAreMarked();
