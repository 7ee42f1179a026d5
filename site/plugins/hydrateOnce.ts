// Two spots in Rspress's runtime render a page again right after it has hydrated, in the task
// that hydrates it, which on a long page holds the main thread for a few hundred milliseconds on a
// slow phone (Lighthouse's total blocking time). Both re-renders produce what is already there.
// - App looks up the page data of the path it shows among the pages it has cached, misses the page
//   being hydrated (kept as the current page, which the lookup skips), loads it again and sets the
//   copy: the whole page renders again. The lookup here also finds the current page.
// - The sidebar's state starts as the sidebar of the page; a layout effect then sets it again,
//   built from the same data, which renders the sidebar again, before the browser can paint. The
//   effect here skips its first run, keeping the later ones (a client navigation).
// Applied to the browser bundle; each patch fails the build if its source changed (and
// tests/hydrate-once.test.ts checks them against the installed Rspress).
import type { RspressPlugin } from '@rspress/core';
import { BROWSER_ENVIRONMENT } from './routeTable';

interface Patch {
  /** The runtime module, by path. */
  module: RegExp;
  /** What is replaced: must occur exactly once. */
  find: string;
  replace: string;
}

export const PATCHES: Patch[] = [
  {
    module: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]initPageData\.js$/,
    find: '        return data;\n    }\n}\nfunction setCurrentPageData(',
    replace:
      '        return data;\n    }\n    if (slots[1]?.routePath === routePath) return slots[1].data;\n}\nfunction setCurrentPageData(',
  },
  {
    module: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]hooks[\\/]useSidebar\.js$/,
    find: '    useLayoutEffect(()=>{\n        setSidebar(createInitialSidebar(rawSidebarData, activeMatcher));',
    replace:
      '    const mounted = useRef(false);\n    useLayoutEffect(()=>{\n        if (!mounted.current) return void (mounted.current = true);\n        setSidebar(createInitialSidebar(rawSidebarData, activeMatcher));',
  },
  {
    module: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]hooks[\\/]useSidebar\.js$/,
    find: 'import { useLayoutEffect, useMemo, useState } from "react";',
    replace: 'import { useLayoutEffect, useMemo, useRef, useState } from "react";',
  },
];

/** `code` of the module at `path` with the patches for it applied. */
export function patchModule(path: string, code: string): string {
  let patched = code;
  for (const patch of PATCHES.filter((p) => p.module.test(path))) {
    const parts = patched.split(patch.find);
    if (parts.length !== 2)
      throw new Error(`${path} changed: revisit site/plugins/hydrateOnce.ts (expected once: ${patch.find})`);
    patched = parts.join(patch.replace);
  }
  return patched;
}

export function pluginHydrateOnce(): RspressPlugin {
  return {
    name: 'rstest-docs:hydrate-once',
    builderConfig: {
      plugins: [
        {
          name: 'rstest-docs:hydrate-once',
          setup(api) {
            const modules = [...new Set(PATCHES.map((p) => p.module.source))].map((source) => new RegExp(source));
            for (const test of modules)
              api.transform(
                { test, environments: [BROWSER_ENVIRONMENT] },
                ({ code, resourcePath }: { code: string; resourcePath: string }) => patchModule(resourcePath, code),
              );
          },
        },
      ],
    },
  };
}
