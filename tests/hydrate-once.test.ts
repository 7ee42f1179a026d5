import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { PATCHES, patchModule } from '../site/plugins/hydrateOnce';

const runtime = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
const MODULES = ['dist/runtime/initPageData.js', 'dist/runtime/hooks/useSidebar.js'].map((file) =>
  path.join(runtime, file),
);

describe('hydration renders once (site/plugins/hydrateOnce.ts)', () => {
  test('every patch is for one of the installed runtime modules, and each module has one', () => {
    for (const patch of PATCHES) expect(MODULES.some((file) => patch.module.test(file))).toBe(true);
    for (const file of MODULES) expect(PATCHES.some((patch) => patch.module.test(file))).toBe(true);
  });

  test('the patches apply to the installed Rspress (a failure here means it changed: revisit the plugin)', () => {
    for (const file of MODULES) {
      const code = readFileSync(file, 'utf8');
      const patched = patchModule(file, code);
      for (const patch of PATCHES.filter((p) => p.module.test(file))) expect(patched).toContain(patch.replace);
    }
  });

  test('the page lookup finds the page being hydrated; other modules are left alone', () => {
    const [initPageData] = MODULES;
    const patched = patchModule(initPageData, readFileSync(initPageData, 'utf8'));
    expect(patched).toMatch(
      /if \(slots\[1\]\?\.routePath === routePath\) return slots\[1\]\.data;\n\}\nfunction setCurrentPageData/,
    );
    expect(patchModule('/x/other.js', 'const a = 1;')).toBe('const a = 1;');
  });

  test('a module whose source changed fails the build', () => {
    expect(() => patchModule(MODULES[1], 'export function useSidebarDynamic() {}')).toThrow(/changed: revisit/);
  });
});
