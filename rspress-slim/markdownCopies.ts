// Two edits of the build that renders the Markdown copies (plugins/llms), which Rspress offers no
// option for: its MDX rule gets a loader that takes MDX comments out before the page is rendered
// (plugins/llms/stripMdxComments.mjs), and the built-in Overview is swapped for one that keeps an
// overview page's own text (./OverviewWithText.tsx). The HTML build is left as it is. Always on:
// the copies would show authoring notes and lose text without them.
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { MARKDOWN_ENVIRONMENT } from '../plugins/environments';
import { escapeRegExp } from '../lib/escapeRegExp.mjs';

// Where Rspress keeps what this edits, checked by ./upgrade-guard.test.ts: the MDX rule and loader of
// the Markdown environment, and how the built-in theme imports its Overview.
export const MDX_RULE = 'mdx';
export const MDX_LOADER = 'mdx-loader';
export const OVERVIEW_REQUEST = './components/Overview/index.js';
const STRIP_COMMENTS_LOADER = fileURLToPath(new URL('../plugins/llms/stripMdxComments.mjs', import.meta.url));
const OVERVIEW_WITH_TEXT = fileURLToPath(new URL('./OverviewWithText.tsx', import.meta.url));

export const markdownCopiesBuilderConfig: NonNullable<RspressPlugin['builderConfig']> = {
  tools: {
    bundlerChain(chain, { environment, rspack }) {
      if (environment.name !== MARKDOWN_ENVIRONMENT) return;
      const mdx = chain.module.rules.get(MDX_RULE)?.oneOfs.get(MDX_RULE);
      if (!mdx?.uses.has(MDX_LOADER)) {
        throw new Error(
          `rspress-slim/markdownCopies.ts: no "${MDX_LOADER}" in the "${MDX_RULE}" rule of ${environment.name}`,
        );
      }
      // Loaders run last to first: placed after Rspress's MDX loader, this one sees the source first.
      mdx.use('strip-mdx-comments').loader(STRIP_COMMENTS_LOADER).after(MDX_LOADER);
      chain
        .plugin('overview-with-text')
        .use(rspack.NormalModuleReplacementPlugin, [
          new RegExp(`^${escapeRegExp(OVERVIEW_REQUEST)}$`),
          OVERVIEW_WITH_TEXT,
        ]);
    },
  },
};
