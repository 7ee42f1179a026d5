// A tiny site for the page kinds and settings the public site does not use (custom and
// blank pages, front-matter switches, hideNavbar 'auto', a link to a missing route). It is built
// with the real theme by e2e/fixtures-site/build.mjs and served only to the e2e tests that ask for
// the `fixtureSite` fixture (e2e/fixtures.ts); it is never part of the public site. It ships the
// same rspress-slim layer as the public site, so its routing and head tests run against the stand-ins.
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginsSlim } from '../../rspress-slim/switchable';

const repo = path.join(import.meta.dirname, '..', '..');

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  outDir: path.join(import.meta.dirname, 'doc_build'),
  themeDir: path.join(repo, 'theme'),
  i18nSourcePath: path.join(repo, 'i18n.json'),
  title: 'Rstest fixtures',
  lang: 'en',
  route: { cleanUrls: true },
  // links.mdx points at a missing route on purpose.
  markdown: { link: { checkDeadLinks: false } },
  plugins: pluginsSlim('en'),
  themeConfig: {
    hideNavbar: 'auto',
    sidebar: {
      '/': [
        {
          text: 'Fixtures',
          items: [
            { text: 'Long page', link: '/' },
            { text: 'Links', link: '/links' },
            { text: 'Switches', link: '/switches' },
          ],
        },
      ],
    },
  },
});
