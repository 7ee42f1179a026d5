// Narrow overrides of Rspress defaults that cost first-load JavaScript on every page
// (budgets in budgets.json, measured by `npm run bench` and e2e/budgets.spec.ts).
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { sections } from '../sidebar';
import { rehypeHeadingAnchor } from './rehypeHeadingAnchor';
import { rehypeStaticCode } from './rehypeStaticCode';
import { BROWSER_ENVIRONMENT } from './routeTable';

/**
 * Puts the front-matter description into the page's own module metadata, which Rspress's
 * initPageData reads before the bundled copy of all pages' data (so the bundle need not carry it):
 * the meta description of a page, on the server and after client navigation, stays its own.
 */
function remarkDescriptionInPageModule(this: { data(key: string): unknown }) {
  const pageMeta = this.data('pageMeta') as
    { frontmatter?: { description?: unknown }; description?: unknown } | undefined;
  return () => {
    const description = pageMeta?.frontmatter?.description;
    if (pageMeta && typeof description === 'string') pageMeta.description = description;
  };
}

/** The sidebar sections with an overview page (a route listed above their groups), e.g. `/config`. */
const OVERVIEW_SECTIONS = Object.keys(sections).filter((section) =>
  sections[section].some((entry) => typeof entry === 'string'),
);

/** Whether a route (`/guide/...`, `/zh/config/...`) belongs to a sidebar section. */
const isInSection = (routePath: string, section: string) =>
  routePath.replace(/^\/zh(?=\/)/, '').startsWith(`${section}/`);

/** What site/plugins/headInBrowser.ts stands in for in the browser bundle (its PROVIDED lists the names). */
export const HEAD_SPECIFIERS = ['@unhead/react', '@unhead/react/client'];
/** NavHamburger's import that site/plugins/navScreenOnDemand.tsx replaces (kept in step by theme/upgrade-guard.test.ts). */
export const NAV_SCREEN_REQUEST = '../NavScreen/index.js';
export const NAV_SCREEN_IMPORTER = 'NavHamburger';
/** What site/plugins/routerInBrowser.ts stands in for in the browser bundle. */
export const ROUTER_SPECIFIER = 'react-router-dom';

export function pluginPerformance(): RspressPlugin {
  return {
    name: 'rstest-docs:performance',
    builderConfig: {
      resolve: {
        alias: {
          // The site's search builds no FlexSearch index, so the engine stays out (see ./flexsearchStub.ts).
          flexsearch$: path.join(import.meta.dirname, 'flexsearchStub.ts'),
          // The navigation progress bar loads when a slow navigation first needs it (see ./nprogressOnDemand.ts).
          nprogress$: path.join(import.meta.dirname, 'nprogressOnDemand.ts'),
          // The copy fallback loads when the Clipboard API fails (see ./clipboardOnDemand.ts).
          'copy-to-clipboard$': path.join(import.meta.dirname, 'clipboardOnDemand.ts'),
        },
      },
      plugins: [
        {
          name: 'rstest-docs:browser-stand-ins',
          setup(api) {
            // The browser bundle only: the server renders keep Unhead, which writes each page's head,
            // and React Router, whose StaticRouter renders each page.
            api.modifyBundlerChain(
              (
                chain: {
                  resolve: { alias: { set(key: string, value: string): unknown } };
                  plugin(name: string): { use(plugin: unknown, args: unknown[]): unknown };
                },
                {
                  environment,
                  bundler,
                }: { environment: { name: string }; bundler: { NormalModuleReplacementPlugin: unknown } },
              ) => {
                if (environment.name !== BROWSER_ENVIRONMENT) return;
                const head = path.join(import.meta.dirname, 'headInBrowser.ts');
                for (const specifier of HEAD_SPECIFIERS) chain.resolve.alias.set(`${specifier}$`, head);
                // Replaces the package folder Rspress aliases the name to, so the bare name gets this file.
                chain.resolve.alias.set(ROUTER_SPECIFIER, path.join(import.meta.dirname, 'routerInBrowser.ts'));
                // The mobile menu's screen loads when it first opens (see ./navScreenOnDemand.tsx).
                const navScreen = path.join(import.meta.dirname, 'navScreenOnDemand.tsx');
                chain.plugin('nav-screen-on-demand').use(bundler.NormalModuleReplacementPlugin, [
                  new RegExp(`^${NAV_SCREEN_REQUEST.replace(/[.]/g, '\\.')}$`),
                  (resource: { context: string; request: string }) => {
                    if (path.basename(resource.context) === NAV_SCREEN_IMPORTER) resource.request = navScreen;
                  },
                ]);
              },
            );
          },
        },
      ],
    },
    // Highlighted code is static HTML, not thousands of React elements (see ./rehypeStaticCode.ts);
    // headings' permalinks come from the heading components, not from each page (./rehypeHeadingAnchor.ts).
    markdown: {
      remarkPlugins: [remarkDescriptionInPageModule],
      rehypePlugins: [rehypeStaticCode, rehypeHeadingAnchor],
    },
    // Every page's metadata ships in the main bundle, and the search index is written before this
    // hook runs. The bundled copy drops what the browser takes from elsewhere: heading offsets
    // (`charIndex`) only serve search, and a page's title and front matter come from its own module
    // (Rspress's initPageData lets those win, the page's own outline included), so the copy keeps
    // its path, description and dates, and its headings only where an overview page lists them.
    extendPageData(pageData) {
      if (!OVERVIEW_SECTIONS.some((section) => isInSection(pageData.routePath, section))) pageData.toc = [];
      for (const header of pageData.toc) delete (header as { charIndex?: number }).charIndex;
      const bundled = pageData as Partial<typeof pageData>;
      delete bundled.title;
      delete bundled.frontmatter;
      // A page's description comes from its own module too (remarkDescriptionInPageModule): the
      // bundled copy of every page's description was a quarter of the main chunk.
      delete bundled.description;
    },
  };
}
