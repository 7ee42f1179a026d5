import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { patchModule } from '../hydrateOnce';

const require = createRequire(import.meta.url);
const USE_SIDEBAR = require.resolve('@rspress/core/dist/runtime/hooks/useSidebar.js');

// What the page shows after hydration is e2e/hydrate-once.spec.ts's; that each edit still matches the
// installed Rspress is rspress-slim/upgrade-guard.test.ts's. Here: what an upgrade meets.
describe('hydration renders once (rspress-slim/switchable/hydrateOnce.ts)', () => {
  test('other modules are left alone; a patched module whose source changed fails the build', () => {
    expect(patchModule('/x/other.js', 'const a = 1;')).toBe('const a = 1;');
    expect(() => patchModule(USE_SIDEBAR, 'export function useSidebarDynamic() {}')).toThrow(/changed: revisit/);
  });
});
