import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sidebar, SidebarGroup } from '@rspress/core';
import { type Lang, localizedRoute } from './site';

/** A sidebar group: its i18n.json key and the routes it lists, in reading order. */
export interface SectionGroup {
  text: string;
  routes: string[];
}

// The one place that orders and groups the pages. Item texts are each page's own title.
export const sections: Record<string, SectionGroup[]> = {
  '/guide': [
    { text: 'sidebarGettingStarted', routes: ['/guide/start/', '/guide/start/quick-start'] },
    {
      text: 'sidebarBasic',
      routes: ['/guide/basic/cli', '/guide/basic/configure-rstest', '/guide/basic/test-filter'],
    },
    { text: 'sidebarAdvanced', routes: ['/guide/advanced/debug-mode', '/guide/advanced/profiling'] },
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
  const title = /^title:\s*(.+)$/m.exec(frontMatter)?.[1]?.trim().replace(/^(['"])(.*)\1$/, '$2');
  if (!title) throw new Error(`${file} has no title in its front matter`);
  return title;
}

export function sidebarFor(lang: Lang): Sidebar {
  const sidebar: Sidebar = {};
  for (const [prefix, groups] of Object.entries(sections)) {
    sidebar[localizedRoute(prefix, lang)] = groups.map(
      (group): SidebarGroup => ({
        text: group.text,
        items: group.routes.map((route) => ({ text: pageTitle(route, lang), link: route })),
      }),
    );
  }
  return sidebar;
}
