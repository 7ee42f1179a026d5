import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { nav } from './site/nav';
import { pluginLlms } from './plugins/llms';
import { pluginDeadLinks } from './plugins/deadLinks';
import { pluginComponentPreview } from './plugins/preview';
import { pluginRedirects } from './plugins/redirects';
import { rehypeStaticCode } from './plugins/rehypeStaticCode';
import { pluginScriptsAfterPaint } from './plugins/scriptsAfterPaint';
import { pluginSearchTerms } from './plugins/searchTerms';
import { pluginSecurityHeaders } from './plugins/securityHeaders';
import { pluginSince } from './plugins/since';
import { pluginSeo } from './plugins/seo';
import { pluginsSlim } from './rspress-slim/switchable';
import { REDIRECTS } from './site/redirects';
import { sidebarFor } from './site/sidebar';
import { DOCS_SOURCE_URL, LOGO_URL, SITE_ORIGIN, SITE_TITLE } from './site/site';

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  title: SITE_TITLE,
  // The deploy workflow passes the Pages origin; the path prefix comes from `rspress build --base`.
  siteOrigin: process.env.SITE_ORIGIN || SITE_ORIGIN,
  description: 'The Rspack-based testing framework',
  icon: LOGO_URL,
  logo: LOGO_URL,
  logoText: SITE_TITLE,
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', description: 'The Rspack-based testing framework' },
    { lang: 'zh', label: '简体中文', description: '由 Rspack 驱动的测试框架' },
  ],
  route: {
    cleanUrls: true,
    // Shared MDX fragments are imported by pages, never served on their own.
    exclude: ['en/shared/**', 'zh/shared/**'],
  },
  search: { codeBlocks: true },
  // Off: theme/components/ImageZoom zooms content images and loads medium-zoom only where there are some.
  mediumZoom: false,
  globalUIComponents: [path.join(import.meta.dirname, 'theme/components/ImageZoom/index.tsx')],
  // llms.txt, llms-full.txt and a Markdown copy of every page, per language (plugins/llms).
  llms: true,
  // A link to a missing page or heading fails the build; highlighted code is static HTML, not
  // thousands of React elements (plugins/rehypeStaticCode.ts).
  markdown: { link: { checkDeadLinks: true, checkAnchors: true }, rehypePlugins: [rehypeStaticCode] },
  // Rsbuild's per-file size tables (one per environment, ~700 lines) only with BUILD_SIZES=1, so a
  // build prints a screenful and its errors stay in sight; `npm run bench` measures the sizes.
  builderConfig: {
    performance: { printFileSize: process.env.BUILD_SIZES === '1' },
    // In `npm run dev`, a page's own module compiles when it is first opened (Rspress's default), but
    // the theme's on-demand parts (search panel, Markdown actions, mobile menu, 404 page) compile
    // with the rest: compiled lazily too, the first page a writer opened loaded them while the
    // server was rebuilding for another and could break with "Cannot read properties of undefined".
    dev: { lazyCompilation: { entries: false, imports: true, test: /\.mdx?$/ } },
  },
  plugins: [
    // A dead link is reported with its file, line and text (Rspress still decides what is dead).
    pluginDeadLinks(),
    // Uses of Rspress internals, production builds only; SLIM=0 builds without them (rspress-slim/README.md).
    ...pluginsSlim('en'),
    pluginScriptsAfterPaint(),
    pluginSeo({ ogImage: '/og-image.png', defaultLang: 'en' }),
    // The addresses of the previous site's pages that moved keep working.
    pluginRedirects(REDIRECTS),
    pluginSecurityHeaders({ imageOrigins: [new URL(LOGO_URL).origin] }),
    pluginLlms(),
    // Since-badges from site/data/since.json (`npm run since`) on the config, CLI and API pages.
    pluginSince(),
    pluginComponentPreview(),
    // Each language's term index beside its search index: a query reads a few terms, not every page.
    pluginSearchTerms(),
  ],
  themeConfig: {
    darkMode: true,
    enableAppearanceAnimation: true,
    lastUpdated: true,
    // Off: the site's own Markdown actions sit under each page title (theme/components/MarkdownActions).
    llmsUI: false,
    editLink: { docRepoBaseUrl: DOCS_SOURCE_URL },
    socialLinks: [
      { icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rstest' },
      { icon: 'x', mode: 'link', content: 'https://twitter.com/rspack_dev' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW' },
    ],
    locales: [
      { lang: 'en', label: 'English', nav, sidebar: sidebarFor('en') },
      { lang: 'zh', label: '简体中文', nav, sidebar: sidebarFor('zh') },
    ],
  },
});
