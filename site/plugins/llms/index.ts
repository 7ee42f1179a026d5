// The Markdown copies of the pages that `llms: true` makes Rspress write (`<route>.md`, `llms.txt`,
// `llms-full.txt` per language), made readable and findable:
// - MDX comments are taken out of every page's source before Rspress reads it, so neither the HTML,
//   the Markdown copy nor the search index holds one (./stripMdxComments.mjs);
// - a Markdown copy's headings carry no `{#id}` text;
// - an overview page's copy keeps the page's own text (./OverviewWithText.tsx);
// - each language's llms.txt opens with that language's site description, not the English one;
// - every page names its Markdown copy in a `<link rel="alternate" type="text/markdown">`.
import { fileURLToPath } from 'node:url';
import type { LlmsTxtRenderer, RspressPlugin, UserConfig } from '@rspress/core';
import { markdownPath } from '../../markdownPath';
import { absoluteUrl } from '../seo';
import { stripMdxComments } from './stripMdxComments.mjs';

// Rspress internals this plugin relies on, checked by theme/upgrade-guard.test.ts: the Rsbuild
// environment that renders the Markdown copies, its MDX rule and loader, and how the built-in theme
// imports its Overview.
export const MARKDOWN_ENVIRONMENT = 'node_md';
export const MDX_RULE = 'mdx';
export const MDX_LOADER = 'mdx-loader';
export const OVERVIEW_REQUEST = './components/Overview/index.js';
const MARKDOWN_COPY_LOADER = fileURLToPath(new URL('./stripMdxComments.mjs', import.meta.url));
const OVERVIEW_WITH_TEXT = fileURLToPath(new URL('./OverviewWithText.tsx', import.meta.url));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
    config(userConfig) {
      const config = {
        ...userConfig,
        replaceRules: [...(userConfig.replaceRules ?? []), { search: new MdxComments(), replace: '' }],
      };
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
          mdx.use('strip-heading-ids').loader(MARKDOWN_COPY_LOADER).after(MDX_LOADER);
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
