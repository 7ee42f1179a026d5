// Claims that prove sentences of several pages at once, docs/*/guide/basic/configure-rstest.mdx,
// docs/*/guide/start/index.mdx, against real runs of the pinned @rstest/core. Each claim is marked on every
// one of these pages, in both languages, with
// `{/* proven by tests/claims/configure-rstest+start.test.ts: <test name> */}`; quoted output is read from
// the English page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { ROOT } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';

const { claim, claimsAreMarked } = pageClaims('configure-rstest+start.test.ts', [
  'guide/basic/configure-rstest.mdx',
  'guide/start/index.mdx',
]);

describe('guide/start/index.mdx', () => {
  claim('happy-dom and jsdom are optional peer dependencies', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@rstest/core/package.json'), 'utf8'));
    for (const name of ['happy-dom', 'jsdom']) {
      expect(pkg.peerDependencies).toHaveProperty([name]);
      expect(pkg.peerDependenciesMeta[name]).toEqual({ optional: true });
    }
  });
});

claimsAreMarked();
