// The Markdown copies of the pages that `llms: true` makes Rspress write (`<route>.md`, `llms.txt`,
// `llms-full.txt` per language), made readable and findable:
// - MDX comments are taken out before a page is rendered to Markdown (./stripMdxComments.mjs);
// - an overview page's copy keeps the page's own text (./OverviewWithText.tsx);
// - each language's llms.txt opens with that language's site description, not the English one;
// - every page names its Markdown copy in a `<link rel="alternate" type="text/markdown">`.
import { fileURLToPath } from 'node:url';
import type { LlmsTxtRenderer, RspressPlugin, UserConfig } from '@rspress/core';
import { markdownPath } from '../../markdownPath';
import { absoluteUrl } from '../seo';

// Rspress internals this plugin relies on, checked by theme/upgrade-guard.test.ts: the Rsbuild
// environment that renders the Markdown copies, its MDX rule and loader, and how the built-in theme
// imports its Overview.
export const MARKDOWN_ENVIRONMENT = 'node_md';
export const MDX_RULE = 'mdx';
export const MDX_LOADER = 'mdx-loader';
export const OVERVIEW_REQUEST = './components/Overview/index.js';
const STRIP_COMMENTS_LOADER = fileURLToPath(new URL('./stripMdxComments.mjs', import.meta.url));
const OVERVIEW_WITH_TEXT = fileURLToPath(new URL('./OverviewWithText.tsx', import.meta.url));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** llms.txt in Rspress's layout, under the description of its own language. */
function llmsTxt(locales: UserConfig['locales']): LlmsTxtRenderer {
  return ({ title, description, lang, sections }) => {
    const summary = locales?.find((locale) => locale.lang === lang)?.description ?? description;
    const lines = [`# ${title}`, '', `> ${summary}`];
    for (const section of sections) {
      lines.push('', `## ${section.title}`, '');
      for (const page of section.pages) {
        lines.push(`- [${page.title}](${page.link})${page.description ? `: ${page.description}` : ''}`);
      }
    }
    return `${lines.join('\n')}\n`;
  };
}

export function pluginLlms(): RspressPlugin {
  return {
    name: 'rstest-docs:llms',
    config(config) {
      if (!config.llms) return config;
      const llms = typeof config.llms === 'object' ? config.llms : {};
      const alternate: NonNullable<UserConfig['head']>[number] = (route) =>
        route.pureRoutePath === '/404'
          ? undefined
          : [
              'link',
              { rel: 'alternate', type: 'text/markdown', href: absoluteUrl(config, markdownPath(route.routePath)) },
            ];
      return {
        ...config,
        llms: { llmsTxt: llmsTxt(config.locales), ...llms },
        head: [...(config.head ?? []), alternate],
      };
    },
    builderConfig: {
      tools: {
        bundlerChain(chain, { environment, rspack }) {
          if (environment.name !== MARKDOWN_ENVIRONMENT) return;
          const mdx = chain.module.rules.get(MDX_RULE)?.oneOfs.get(MDX_RULE);
          if (!mdx?.uses.has(MDX_LOADER)) {
            throw new Error(`site/plugins/llms: no "${MDX_LOADER}" in the "${MDX_RULE}" rule of ${environment.name}`);
          }
          // Loaders run last to first: placed after Rspress's MDX loader, this one sees the source first.
          mdx.use('strip-mdx-comments').loader(STRIP_COMMENTS_LOADER).after(MDX_LOADER);
          // Only here, so the HTML build keeps the built-in Overview and its bundle stays as it was.
          chain
            .plugin('overview-with-text')
            .use(rspack.NormalModuleReplacementPlugin, [
              new RegExp(`^${escapeRegExp(OVERVIEW_REQUEST)}$`),
              OVERVIEW_WITH_TEXT,
            ]);
        },
      },
    },
  };
}
