import type { NavItem } from '@rspress/core';

// Texts are i18n.json keys; Rspress resolves them per locale and prefixes /zh to the links.
export const nav: NavItem[] = [
  { text: 'navGuide', link: '/guide/start/', activeMatch: '/guide/' },
  { text: 'navConfig', link: '/config/', activeMatch: '/config/' },
  { text: 'navApi', link: '/api/', activeMatch: '/api/' },
];
