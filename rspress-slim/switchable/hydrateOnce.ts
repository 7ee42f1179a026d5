// Two spots in Rspress's runtime render a page again right after it has hydrated, in the task
// that hydrates it, which on a long page holds the main thread for a few hundred milliseconds on a
// slow phone (Lighthouse's total blocking time). Both re-renders produce what is already there.
// - App looks up the page data of the path it shows among the pages it has cached, misses the page
//   being hydrated (kept as the current page, which the lookup skips), loads it again and sets the
//   copy: the whole page renders again. The lookup here also finds the current page.
// - The sidebar's state starts as the sidebar of the page; a layout effect then sets it again,
//   built from the same data, which renders the sidebar again, before the browser can paint. The
//   effect here skips its first run, keeping the later ones (a client navigation).
// Applied to the browser bundle; each patch fails the build if its source changed, and
// rspress-slim/upgrade-guard.test.ts checks them against the installed Rspress.
import type { RspressPlugin } from '@rspress/core';
import { BROWSER_ENVIRONMENT } from '../always-on/environments';

/** Edits of one runtime module: each `find` must occur exactly once, and becomes `replace`. */
interface ModulePatch {
  module: RegExp;
  edits: { find: string; replace: string }[];
}

export const PATCHES: ModulePatch[] = [
  {
    module: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]initPageData\.js$/,
    edits: [
      {
        find: '        return data;\n    }\n}\nfunction setCurrentPageData(',
        replace:
          '        return data;\n    }\n    if (slots[1]?.routePath === routePath) return slots[1].data;\n}\nfunction setCurrentPageData(',
      },
    ],
  },
  {
    module: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]hooks[\\/]useSidebar\.js$/,
    edits: [
      {
        find: 'import { useLayoutEffect, useMemo, useState } from "react";',
        replace: 'import { useLayoutEffect, useMemo, useRef, useState } from "react";',
      },
      {
        find: '    useLayoutEffect(()=>{\n        setSidebar(createInitialSidebar(rawSidebarData, activeMatcher));',
        replace:
          '    const mounted = useRef(false);\n    useLayoutEffect(()=>{\n        if (!mounted.current) return void (mounted.current = true);\n        setSidebar(createInitialSidebar(rawSidebarData, activeMatcher));',
      },
    ],
  },
];

/** `code` of the module at `path` with its patch applied; other modules are returned as they are. */
export function patchModule(path: string, code: string): string {
  const patch = PATCHES.find((p) => p.module.test(path));
  if (!patch) return code;
  return patch.edits.reduce((text, { find, replace }) => {
    const parts = text.split(find);
    if (parts.length !== 2)
      throw new Error(`${path} changed: revisit rspress-slim/switchable/hydrateOnce.ts (expected once: ${find})`);
    return parts.join(replace);
  }, code);
}

export function pluginHydrateOnce(): RspressPlugin {
  return {
    name: 'rstest-docs:hydrate-once',
    builderConfig: {
      plugins: [
        {
          name: 'rstest-docs:hydrate-once',
          setup(api) {
            for (const { module } of PATCHES)
              api.transform(
                { test: module, environments: [BROWSER_ENVIRONMENT] },
                ({ code, resourcePath }: { code: string; resourcePath: string }) => patchModule(resourcePath, code),
              );
          },
        },
      ],
    },
  };
}
