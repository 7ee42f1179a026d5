import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sidebar, SidebarGroup, SidebarItem } from '@rspress/core';
import { type Lang, localizedRoute } from './site';

/** A sidebar group: its i18n.json key and the routes it lists, in reading order. */
export interface SectionGroup {
  text: string;
  routes: string[];
  /** Heading levels an overview page lists for these routes (Rspress's default is [2]). */
  overviewHeaders?: number[];
}

/**
 * A group, or the route of a single page listed above the groups. An overview page must be such a
 * page: Rspress's Overview lists the sidebar entries beside the item that links to it.
 */
export type SectionEntry = SectionGroup | string;

// The one place that orders and groups the pages. Item texts are each page's own title.
export const sections: Record<string, SectionEntry[]> = {
  '/guide': [
    {
      text: 'sidebarGettingStarted',
      routes: [
        '/guide/start/',
        '/guide/start/quick-start',
        '/guide/start/migrate-from-jest',
        '/guide/start/migrate-from-vitest',
        '/guide/start/comparison',
        '/guide/start/upgrade',
      ],
    },
    {
      text: 'sidebarBasic',
      routes: [
        '/guide/basic/cli',
        '/guide/basic/configure-rstest',
        '/guide/basic/test-filter',
        '/guide/basic/coverage',
        '/guide/basic/snapshot',
        '/guide/basic/mocking',
        '/guide/basic/projects',
        '/guide/basic/framework-testing',
        '/guide/basic/react-hooks-and-ssr',
        '/guide/basic/css-and-assets',
        '/guide/basic/dom-apis',
        '/guide/basic/reporters',
      ],
    },
    {
      text: 'sidebarAdvanced',
      routes: [
        '/guide/advanced/lifecycle',
        '/guide/advanced/ci',
        '/guide/advanced/environment-variables',
        '/guide/advanced/module-mocking',
        '/guide/advanced/mocking-recipes',
        '/guide/advanced/integrations',
        '/guide/advanced/debug-mode',
        '/guide/advanced/editor-debugging',
        '/guide/advanced/faster-tests',
        '/guide/advanced/profiling',
        '/guide/advanced/metadata-and-cleanup',
        '/guide/advanced/troubleshooting',
        // The error reference: the Guide sidebar has three groups (e2e/README.md: Navigation), so it
        // closes the Advanced one, after Troubleshooting.
        '/guide/errors/cli-and-config',
        '/guide/errors/test-api',
        '/guide/errors/mocking',
        '/guide/errors/environment',
      ],
    },
  ],
  '/config': [
    '/config/',
    {
      text: 'sidebarTestConfigurations',
      routes: [
        '/config/test/root',
        '/config/test/name',
        '/config/test/projects',
        '/config/test/extends',
        '/config/test/include',
        '/config/test/exclude',
        '/config/test/setupFiles',
        '/config/test/globalSetup',
        '/config/test/update',
        '/config/test/snapshotFormat',
        '/config/test/resolveSnapshotPath',
        '/config/test/globals',
        '/config/test/passWithNoTests',
        '/config/test/includeSource',
        '/config/test/forceRerunTriggers',
        '/config/test/testNamePattern',
        '/config/test/onlyFailures',
        '/config/test/retry',
        '/config/test/bail',
        '/config/test/testTimeout',
        '/config/test/hookTimeout',
        '/config/test/maxConcurrency',
        '/config/test/pool',
        '/config/test/isolate',
        '/config/test/testEnvironment',
        '/config/test/browser',
        '/config/test/federation',
        '/config/test/clearMocks',
        '/config/test/resetMocks',
        '/config/test/restoreMocks',
        '/config/test/unstubEnvs',
        '/config/test/unstubGlobals',
        '/config/test/env',
        '/config/test/expect',
        '/config/test/chaiConfig',
        '/config/test/reporters',
        '/config/test/coverage',
        '/config/test/hideSkippedTests',
        '/config/test/hideSkippedTestFiles',
        '/config/test/slowTestThreshold',
        '/config/test/logHeapUsage',
        '/config/test/detectAsyncLeaks',
        '/config/test/includeTaskLocation',
        '/config/test/printConsoleTrace',
        '/config/test/onConsoleLog',
        '/config/test/disableConsoleIntercept',
        '/config/test/silent',
      ],
    },
    {
      text: 'sidebarBuildConfigurations',
      routes: [
        '/config/build/plugins',
        '/config/build/source',
        '/config/build/output',
        '/config/build/resolve',
        '/config/build/tools',
        '/config/build/dev',
        '/config/build/performance',
      ],
      // The sub-keys of a build option are its h2 headings, nested keys its h3 headings.
      overviewHeaders: [2, 3],
    },
  ],
  '/api': [
    '/api/',
    {
      text: 'sidebarTestApi',
      routes: ['/api/test-api/expect', '/api/test-api/test', '/api/test-api/describe', '/api/test-api/hooks'],
    },
    {
      text: 'sidebarRstestUtility',
      routes: [
        '/api/rstest/',
        '/api/rstest/mockModules',
        '/api/rstest/mockFunctions',
        '/api/rstest/mockInstance',
        '/api/rstest/fakeTimers',
        '/api/rstest/utilities',
      ],
    },
  ],
  // Tools that drive Rstest from Node.js, not test files: a sidebar of its own (the longest matching
  // prefix wins), so the API sidebar keeps the two groups of the runtime API. /api/ links here.
  '/api/javascript-api': [
    {
      text: 'sidebarJavascriptApi',
      routes: ['/api/javascript-api/createRstest', '/api/javascript-api/reporter', '/api/javascript-api/configHelpers'],
    },
  ],
};

const DOCS_ROOT = path.join(import.meta.dirname, '..', 'docs');

/** The MDX file that serves a route, e.g. `/guide/start/` → `docs/en/guide/start/index.mdx`. */
export function pageFile(route: string, lang: Lang): string {
  const file = route.endsWith('/') ? `${route}index.mdx` : `${route}.mdx`;
  return path.join(DOCS_ROOT, lang, file);
}

/** The `title` front-matter field of a page; a page without one is a build error. */
export function pageTitle(route: string, lang: Lang): string {
  const file = pageFile(route, lang);
  const source = readFileSync(file, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const title = /^title:\s*(.+)$/m
    .exec(frontMatter)?.[1]
    ?.trim()
    .replace(/^(['"])(.*)\1$/, '$2');
  if (!title) throw new Error(`${file} has no title in its front matter`);
  return title;
}

export function sidebarFor(lang: Lang): Sidebar {
  const sidebar: Sidebar = {};
  const item = (route: string): SidebarItem => ({ text: pageTitle(route, lang), link: route });
  for (const [prefix, entries] of Object.entries(sections)) {
    sidebar[localizedRoute(prefix, lang)] = entries.map((entry): SidebarGroup | SidebarItem =>
      typeof entry === 'string'
        ? item(entry)
        : { text: entry.text, items: entry.routes.map(item), overviewHeaders: entry.overviewHeaders },
    );
  }
  return sidebar;
}
