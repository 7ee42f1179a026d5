// What plugins/llms needs of Rspress beyond its options, always on (the copies and the search
// snippets would show authoring notes and lose text without it):
// - MdxComments, a `replaceRules` search that takes MDX comments out of every page's source, relying
//   on Rspress applying the rules with String#replace before it compiles and indexes a page;
// - in the build of the Markdown copies only, the Overview swapped for one that keeps an overview
//   page's own text (./OverviewWithText.tsx). The HTML build is left as it is.
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { MARKDOWN_ENVIRONMENT } from './environments';
import { stripMdxComments } from '../../lib/stripMdxComments.mjs';
import { escapeRegExp } from '../../lib/escapeRegExp.mjs';

// Where Rspress keeps what this swaps, checked by ../upgrade-guard.test.ts: how the built-in theme
// imports its Overview.
export const OVERVIEW_REQUEST = './components/Overview/index.js';
const OVERVIEW_WITH_TEXT = fileURLToPath(new URL('./OverviewWithText.tsx', import.meta.url));

/**
 * A replace rule's search that takes out MDX comments. Rspress applies `replaceRules` to a page's
 * source with `source.replace(rule.search, rule.replace)` before it compiles it (HTML and Markdown
 * copy) and before it indexes it for search: the one step all three share.
 */
export class MdxComments extends RegExp {
  constructor() {
    super(String.raw`\{/\*[\s\S]*?\*/\}`, 'g');
  }
  override [Symbol.replace](source: string): string {
    return stripMdxComments(source);
  }
}

export const markdownCopiesBuilderConfig: NonNullable<RspressPlugin['builderConfig']> = {
  tools: {
    bundlerChain(chain, { environment, rspack }) {
      if (environment.name !== MARKDOWN_ENVIRONMENT) return;
      chain
        .plugin('overview-with-text')
        .use(rspack.NormalModuleReplacementPlugin, [
          new RegExp(`^${escapeRegExp(OVERVIEW_REQUEST)}$`),
          OVERVIEW_WITH_TEXT,
        ]);
    },
  },
};
