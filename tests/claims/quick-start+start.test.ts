// Claims that prove sentences of several pages at once, docs/*/guide/start/index.mdx,
// docs/*/guide/start/quick-start.mdx, against real runs of the pinned @rstest/core. Each claim is marked on
// every one of these pages, in both languages, with
// `{/* proven by tests/claims/quick-start+start.test.ts: <test name> */}`; quoted output is read from the
// English page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { ROOT } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { run } from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('quick-start+start.test.ts', [
  'guide/start/index.mdx',
  'guide/start/quick-start.mdx',
]);

describe('guide/start/quick-start.mdx', () => {
  claim('globals: true runs a test file without imports and @rstest/core/globals holds their types', () => {
    const project = run({
      'rstest.config.ts':
        "import { defineConfig } from '@rstest/core';\n\nexport default defineConfig({\n  globals: true,\n});\n",
      'src/globals.test.ts':
        "describe('globals', () => {\n  test('needs no import', () => {\n    expect(typeof rs.fn).toBe('function');\n  });\n});\n",
    });
    expect(project.status, project.output).toBe(0);
    expect(project.stdout).toContain('Tests 1 passed');
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@rstest/core/package.json'), 'utf8'));
    const types = readFileSync(path.join(ROOT, 'node_modules/@rstest/core', pkg.exports['./globals'].types), 'utf8');
    for (const name of ['test', 'describe', 'expect']) expect(types).toMatch(new RegExp(`\\b${name}\\b`));
  });
});

claimsAreMarked();
