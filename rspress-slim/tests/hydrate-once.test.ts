import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { patchModule } from '../hydrateOnce';

const require = createRequire(import.meta.url);
const INIT_PAGE_DATA = require.resolve('@rspress/core/dist/runtime/initPageData.js');
const USE_SIDEBAR = require.resolve('@rspress/core/dist/runtime/hooks/useSidebar.js');

describe('hydration renders once (rspress-slim/hydrateOnce.ts)', () => {
  test('the page lookup also finds the current page, the one being hydrated', () => {
    expect(patchModule(INIT_PAGE_DATA, readFileSync(INIT_PAGE_DATA, 'utf8'))).toMatch(
      /if \(slots\[1\]\?\.routePath === routePath\) return slots\[1\]\.data;\n\}\nfunction setCurrentPageData/,
    );
  });

  test("the sidebar's effect skips its first run, with the ref it needs imported", () => {
    const patched = patchModule(USE_SIDEBAR, readFileSync(USE_SIDEBAR, 'utf8'));
    expect(patched).toContain('import { useLayoutEffect, useMemo, useRef, useState } from "react";');
    expect(patched).toContain('if (!mounted.current) return void (mounted.current = true);');
  });

  test('other modules are left alone; a patched module whose source changed fails the build', () => {
    expect(patchModule('/x/other.js', 'const a = 1;')).toBe('const a = 1;');
    expect(() => patchModule(USE_SIDEBAR, 'export function useSidebarDynamic() {}')).toThrow(/changed: revisit/);
  });
});
