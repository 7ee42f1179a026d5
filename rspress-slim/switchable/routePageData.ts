// Rspress gap: the metadata of every page (`virtual-page-data`) ships in the entry chunk, so the
// first load grows with the site, though the browser reads only the current page's (initPageData)
// and, on an overview page, its section's (the Overview's list). This module moves both into the
// page's own module and empties the bundled list. Guarded by rspress-slim/upgrade-guard.test.ts.
import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { BROWSER_ENVIRONMENT } from '../always-on/environments';
import { BEFORE_RENDER_EXPORT } from './routeTable';

/** The virtual module Rspress writes every page's metadata to, and the start of its one statement. */
export const PAGE_DATA_MODULE = 'virtual-page-data';
export const PAGE_DATA_EXPORT = 'export const pageData = ';
/** What initPageData keeps from the page module's metadata, and what it takes from the list instead. */
export const PAGE_META_FIELDS = [
  'routePath',
  'lang',
  'version',
  '_relativePath',
  'lastUpdatedTime',
  'description',
] as const;

/** Each page's bundled metadata (after every plugin's extendPageData), by source file. */
const pagesByFile = new Map<string, PageIndexInfo>();

const isOverview = (page: PageIndexInfo) => {
  const frontmatter = page.frontmatter as { overview?: unknown; pageType?: unknown } | undefined;
  return frontmatter?.overview === true || frontmatter?.pageType === 'overview';
};

/** Overview pages, by source file, to the route prefix of the section they list. */
const overviewPrefixes = new Map<string, string>();

/** Copies the page's own bundled fields into its module metadata, which initPageData spreads. */
function remarkPageDataInPageModule(this: { data(key: string): unknown }) {
  const pageMeta = this.data('pageMeta') as Record<string, unknown> | undefined;
  return (_tree: unknown, file: { path?: string }) => {
    const page = file.path ? pagesByFile.get(path.resolve(file.path)) : undefined;
    if (!pageMeta || !page) return;
    const fields = page as unknown as Record<string, unknown>;
    for (const field of PAGE_META_FIELDS) if (fields[field] !== undefined) pageMeta[field] = fields[field];
  };
}

/** The module text with an empty page list: the page modules carry what the browser reads of it. */
export function emptyPageList(code: string): string {
  const start = code.indexOf(PAGE_DATA_EXPORT);
  const end = code.indexOf('};', start);
  if (start === -1 || end === -1)
    throw new Error(`${PAGE_DATA_MODULE} changed shape: revisit rspress-slim/switchable/routePageData.ts`);
  const data = JSON.parse(code.slice(start + PAGE_DATA_EXPORT.length, end + 1)) as { pages: unknown[] };
  return `${code.slice(0, start)}${PAGE_DATA_EXPORT}${JSON.stringify({ ...data, pages: [] })}${code.slice(end + 1)}`;
}

/**
 * Has the overview page's route load the Overview's code (the theme's Overview renders what
 * ./overviewLoaded.ts holds) with the page (./routeTable.ts awaits a page's `BEFORE_RENDER_EXPORT…`
 * functions), so the page renders and hydrates with it in place: a component still loading while the
 * page re-renders would have React drop the served list until it arrives.
 */
const OVERVIEW_BEFORE_RENDER = `\nimport { overviewLoaded as __overviewLoaded } from ${JSON.stringify(
  path.join(import.meta.dirname, 'overviewLoaded.ts'),
)};\nexport const ${BEFORE_RENDER_EXPORT}Overview = () => import(${JSON.stringify(
  path.join(import.meta.dirname, '../always-on/ScrollKeptOverview.tsx'),
)}).then((module) => __overviewLoaded(module.Overview));\n`;

/** The statement an overview page's module runs to list its section's pages for the Overview. */
function sectionPagesStatement(prefix: string): string {
  const section = [...pagesByFile.values()].filter((page) => page.routePath.startsWith(prefix));
  // Heading offsets (`charIndex`) only serve the search index.
  // Keeps each page's bundled metadata, which its module copies (PAGE_META_FIELDS) before the list is emptied.
  return `\nimport { pageData as __sectionPageData } from '${PAGE_DATA_MODULE}';\n__sectionPageData.pages.push(...${JSON.stringify(section)});\n`;
}

export function pluginRoutePageData(): RspressPlugin {
  return {
    name: 'rstest-docs:route-page-data',
    // Listed before pluginPerformance, which drops the front matter this reads from the bundled copy.
    extendPageData(pageData) {
      // The object itself: plugins listed later may still trim it before the pages are compiled.
      pagesByFile.set(path.resolve(pageData._filepath), pageData);
      if (isOverview(pageData)) overviewPrefixes.set(path.resolve(pageData._filepath), pageData.routePath);
    },
    markdown: { remarkPlugins: [remarkPageDataInPageModule] },
    builderConfig: {
      plugins: [
        {
          name: 'rstest-docs:route-page-data',
          setup(api) {
            const pageDataFile = path.join(api.context.rootPath, '.rspress', `${PAGE_DATA_MODULE}.js`);
            // The browser bundle only: the server renders (HTML and the Markdown copies) read the full list.
            const environments = [BROWSER_ENVIRONMENT];
            // After Rspress's own transform, which writes the module's text.
            api.transform({ test: pageDataFile, order: 'post', environments }, ({ code }: { code: string }) =>
              emptyPageList(code),
            );
            api.transform(
              { test: /\.mdx?$/, order: 'post', environments },
              ({ code, resourcePath }: { code: string; resourcePath: string }) => {
                const prefix = overviewPrefixes.get(path.resolve(resourcePath));
                return prefix === undefined ? code : code + sectionPagesStatement(prefix) + OVERVIEW_BEFORE_RENDER;
              },
            );
          },
        },
      ],
    },
  };
}
