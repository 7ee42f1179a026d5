// The Markdown copies of the pages that `llms: true` makes Rspress write (`<route>.md`, `llms.txt`,
// `llms-full.txt` per language), made readable and findable:
// - MDX comments are taken out of every page's source before Rspress reads it, so neither the HTML,
//   the Markdown copy nor the search index holds one (lib/stripMdxComments.mjs, through `replaceRules`);
// - a Markdown copy's headings carry no `{#id}` text, and an overview page's copy keeps the page's own
//   text (both by rspress-slim/always-on/markdownCopies.ts);
// - each language's llms.txt opens with that language's site description, not the English one;
// - every page names its Markdown copy in a `<link rel="alternate" type="text/markdown">`;
// - a copy says what the page's since-badges say (plugins/since.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LlmsTxtRenderer, RspressPlugin, UserConfig } from '@rspress/core';
import { markdownPath } from '../../site/markdownPath';
import { markdownCopiesBuilderConfig, MdxComments } from '../../rspress-slim/always-on/markdownCopies';
import { absoluteUrl } from '../seo';
import { markdownFileWithSince } from '../since';
import { stripHeadingIds } from '../../lib/stripMdxComments.mjs';

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
    // Rspress writes a heading's id into the copies as text (`## Mocking \{#mocking}`); Markdown has
    // no syntax that keeps it. Taken out of the written files, not of the pages' source: the ids a
    // page registers while it compiles are what other pages' anchor links are checked against.
    // Not in dev, where Rspress calls this after every recompile and no copies are written.
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const docs = path.resolve(config.root ?? 'docs');
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const files = (await readdir(outDir, { recursive: true }))
        .map(String)
        .filter((file) => file.endsWith('.md') || path.basename(file) === 'llms-full.txt');
      await Promise.all(
        files.map(async (file) => {
          const text = await readFile(path.join(outDir, file), 'utf8');
          // The since-badges of the page's HTML, as text (plugins/since.ts).
          const stripped = markdownFileWithSince(file, stripHeadingIds(text), docs);
          if (stripped !== text) await writeFile(path.join(outDir, file), stripped);
        }),
      );
    },
    builderConfig: markdownCopiesBuilderConfig,
  };
}
