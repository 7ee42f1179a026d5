import { expect, test } from 'vitest';
import { routesOf } from '../site/routes';
import { sections, sidebarFor } from '../site/sidebar';

const ROUTES = routesOf('en');

const sectionRoutes = (prefix: string) =>
  sections[prefix].flatMap((entry) => (typeof entry === 'string' ? [entry] : entry.routes));

test('§2.3 every page of the route list is in the sidebar once, in its own section', () => {
  const listed = Object.keys(sections).flatMap(sectionRoutes);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual(ROUTES.filter((route) => route !== '/').sort());
  for (const prefix of Object.keys(sections)) {
    for (const route of sectionRoutes(prefix)) expect(route.startsWith(`${prefix}/`), route).toBe(true);
  }
});

test('§2.3 the groups of each sidebar, in order', () => {
  const groups = (prefix: string) =>
    sections[prefix].filter((entry) => typeof entry !== 'string').map((entry) => entry.text);
  expect(groups('/guide')).toEqual(['sidebarGettingStarted', 'sidebarBasic', 'sidebarAdvanced']);
  expect(groups('/config')).toEqual(['sidebarTestConfigurations', 'sidebarBuildConfigurations']);
  // The spec's API sidebar: the Test API and the utility group, nothing else.
  expect(groups('/api')).toEqual(['sidebarTestApi', 'sidebarRstestUtility']);
  expect(groups('/api/javascript-api')).toEqual(['sidebarJavascriptApi']);
});

test('§2.3 the Chinese sidebar is keyed by /zh prefixes and shows the Chinese page titles', () => {
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
