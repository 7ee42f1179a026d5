// Narrow overrides of Rspress defaults that cost first-load JavaScript on every page
// (budgets in budgets.json, measured by `npm run bench` and e2e/budgets.spec.ts).
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { rehypeStaticCode } from './rehypeStaticCode';

export function pluginPerformance(): RspressPlugin {
  return {
    name: 'rstest-docs:performance',
    builderConfig: {
      resolve: {
        alias: {
          // The site's search builds no FlexSearch index, so the engine stays out (see ./flexsearchStub.ts).
          flexsearch$: path.join(import.meta.dirname, 'flexsearchStub.ts'),
        },
      },
    },
    // Highlighted code is static HTML, not thousands of React elements (see ./rehypeStaticCode.ts).
    markdown: { rehypePlugins: [rehypeStaticCode] },
    // Every page's metadata ships in the main bundle, and the search index is written before this
    // hook runs. The bundled copy drops what the browser takes from elsewhere: heading offsets
    // (`charIndex`) only serve search, and a page's title and front matter come from its own module
    // (Rspress's initPageData lets those win), so the copy keeps its path, description, dates and
    // headings (the overview pages list other pages' headings).
    extendPageData(pageData) {
      for (const header of pageData.toc) delete (header as { charIndex?: number }).charIndex;
      const bundled = pageData as Partial<typeof pageData>;
      delete bundled.title;
      delete bundled.frontmatter;
    },
  };
}
