import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageFiles } from '../lib/code-blocks.mjs';
import { routesOf } from '../site/routes';
import { type SectionEntry, sections, sidebarFor } from '../site/sidebar';
import { missingRouteLines, missingSidebarEntries, routeOfPage } from './helpers/page-lists';

const ROUTES = routesOf('en');
const SITE = path.join(import.meta.dirname, '..', 'site');
const ROUTES_TEXT = readFileSync(path.join(SITE, 'routes.txt'), 'utf8');
const SIDEBAR_SOURCE = readFileSync(path.join(SITE, 'sidebar.ts'), 'utf8');

describe('a page in docs/ is served and listed', () => {
  test('every page file has its route in site/routes.txt', () => {
    const pages = (['en', 'zh'] as const).flatMap((lang) => pageFiles(lang).map((file) => [lang, file] as const));
    expect(missingRouteLines(pages, ROUTES_TEXT)).toEqual([]);
  });

  test('every English page and route of site/routes.txt is in a sidebar group of site/sidebar.ts', () => {
    // The pages too: a new page gets both messages at once, the routes.txt line and the sidebar entry.
    const routes = new Set([...ROUTES, ...pageFiles('en').map((file) => routeOfPage('en', file))]);
    expect(missingSidebarEntries([...routes], sections, SIDEBAR_SOURCE)).toEqual([]);
  });

  // The messages a writer gets who added docs/en/guide/basic/watch.mdx and nothing else.
  test('the message names the line to add to site/routes.txt, and where', () => {
    const routes =
      '# comment\n/\n/guide/basic/cli\n/guide/basic/reporters\n/guide/advanced/ci\n/zh/\n/zh/guide/basic/cli\n';
    expect(
      missingRouteLines(
        [
          ['en', 'guide/basic/cli.mdx'],
          ['en', 'guide/basic/watch.mdx'],
          ['zh', 'guide/basic/watch.mdx'],
          ['en', 'guide/start/index.mdx'],
        ],
        routes,
      ),
    ).toEqual([
      'docs/en/guide/basic/watch.mdx is not in site/routes.txt: add the line "/guide/basic/watch" after line 4 (/guide/basic/reporters)',
      'docs/zh/guide/basic/watch.mdx is not in site/routes.txt: add the line "/zh/guide/basic/watch" after line 7 (/zh/guide/basic/cli)',
      'docs/en/guide/start/index.mdx is not in site/routes.txt: add the line "/guide/start/" after line 5 (/guide/advanced/ci)',
    ]);
  });

  test('the message names the sidebar group and the line of site/sidebar.ts to add the route at', () => {
    const fixture: Record<string, SectionEntry[]> = {
      '/guide': [{ text: 'sidebarBasic', routes: ['/guide/basic/cli', '/guide/basic/reporters'] }],
    };
    const source = [
      'export const sections = {',
      "  '/guide': [",
      "    { text: 'sidebarBasic', routes: [",
      "      '/guide/basic/cli',",
      "      '/guide/basic/reporters',",
      '    ] },',
      '  ],',
      '};',
    ].join('\n');
    expect(
      missingSidebarEntries(['/', '/guide/basic/cli', '/guide/basic/watch', '/blog/first'], fixture, source),
    ).toEqual([
      "/guide/basic/watch is in no sidebar: add '/guide/basic/watch' to the routes of the group 'sidebarBasic' in site/sidebar.ts:5 (after '/guide/basic/reporters')",
      '/blog/first is in no sidebar: add a section for its folder to `sections` in site/sidebar.ts (line 1)',
    ]);
  });
});

const sectionRoutes = (prefix: string) =>
  sections[prefix].flatMap((entry) => (typeof entry === 'string' ? [entry] : entry.routes));

test('every page of the route list is in the sidebar once, in its own section', () => {
  const listed = Object.keys(sections).flatMap(sectionRoutes);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual(ROUTES.filter((route) => route !== '/').sort());
  for (const prefix of Object.keys(sections)) {
    for (const route of sectionRoutes(prefix)) expect(route.startsWith(`${prefix}/`), route).toBe(true);
  }
});

test('the groups of each sidebar, in order', () => {
  const groups = (prefix: string) =>
    sections[prefix].filter((entry) => typeof entry !== 'string').map((entry) => entry.text);
  expect(groups('/guide')).toEqual(['sidebarGettingStarted', 'sidebarBasic', 'sidebarAdvanced']);
  expect(groups('/config')).toEqual(['sidebarTestConfigurations', 'sidebarBuildConfigurations']);
  // The API sidebar: the Test API and the utility group, nothing else (e2e/README.md: Navigation).
  expect(groups('/api')).toEqual(['sidebarTestApi', 'sidebarRstestUtility']);
  expect(groups('/api/javascript-api')).toEqual(['sidebarJavascriptApi']);
});

test('the Chinese sidebar is keyed by /zh prefixes and shows the Chinese page titles', () => {
  const zh = sidebarFor('zh');
  expect(Object.keys(zh)).toEqual(['/zh/guide', '/zh/config', '/zh/api', '/zh/api/javascript-api']);
  const [gettingStarted] = zh['/zh/guide'];
  // The group's first two pages; the migration and upgrade guides follow them.
  expect('items' in gettingStarted && gettingStarted.items.slice(0, 2)).toMatchObject([
    { text: '介绍' },
    { text: '快速上手' },
  ]);
  expect(Object.keys(sidebarFor('en'))).toEqual(['/guide', '/config', '/api', '/api/javascript-api']);
});
