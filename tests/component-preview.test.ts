// The live component previews (plugins/preview.ts on @rspress/plugin-preview, taken apart by
// rspress-slim/always-on/previewOnItsPages.ts): what a page
// previews is byte for byte the file its runnable tests import, and only pages that show a preview
// import the preview component. The remark steps run here are the ones the site's build runs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteMeta } from '@rspress/core';
import type { Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import { unified } from 'unified';
import { describe, expect, test } from 'vitest';
import { type CodeBlock, codeBlocks, DOCS_DIR, pageFiles } from '../lib/code-blocks.mjs';
import { pluginComponentPreview } from '../plugins/preview';
import { PREVIEW_ELEMENT, PREVIEW_STYLESHEETS } from '../rspress-slim/always-on/previewOnItsPages';
import { pluginPreview } from '../rspress-slim/always-on/previewPluginLoader';
import { parseMdx } from './helpers/mdx-page';

const plugin = pluginComponentPreview();
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const pages = (['en', 'zh'] as const).flatMap((lang) => pageFiles(lang).map((page) => [lang, page] as const));
const source = (lang: string, page: string) => readFileSync(path.join(DOCS_DIR, lang, page), 'utf8');

/** A block the preview plugin renders: ```tsx or ```jsx with `preview` in its meta (the plugin's defaults). */
const isPreview = (block: CodeBlock) => ['tsx', 'jsx'].includes(block.lang) && /\bpreview\b/.test(block.meta);

/** The page's tree after the site's preview remark steps, run the way Rspress runs them. */
async function previewed(lang: string, page: string): Promise<Root> {
  const file = path.join(DOCS_DIR, lang, page);
  // The route the build gives the page: the plugin names its demo modules after `pageName`.
  const route = { absolutePath: file, pageName: `${lang}/${page.replace(/\.mdx?$/, '')}` } as RouteMeta;
  await plugin.routeGenerated?.([route], true);
  // The remark steps only: the trees MDX parses, before it compiles them to JavaScript.
  const processor = unified().use([remarkGfm, ...(plugin.markdown?.remarkPlugins ?? [])]);
  return (await processor.run(parseMdx(source(lang, page), file).tree, { path: file })) as Root;
}

/** `import <name> from "<source>"` nodes at the top of a compiled page, as name → source. */
function imports(tree: Root): Map<string, string> {
  const found = new Map<string, string>();
  for (const node of tree.children) {
    const match = node.type === 'mdxjsEsm' ? /^import (\w+) from ("[^"]+")$/.exec(node.value) : null;
    if (match) found.set(match[1], JSON.parse(match[2]));
  }
  return found;
}

function count(tree: Root | RootContent, name: string): number {
  const self = tree.type === 'mdxJsxFlowElement' && tree.name === name ? 1 : 0;
  return self + ('children' in tree ? (tree.children as RootContent[]).reduce((n, c) => n + count(c, name), 0) : 0);
}

describe('previews on the pages', () => {
  const previewPages = pages.filter(([lang, page]) => codeBlocks(source(lang, page)).some(isPreview));

  test('the framework testing guide previews its component in both languages', () => {
    expect(previewPages.map(([lang, page]) => `${lang}/${page}`)).toEqual([
      'en/guide/basic/framework-testing.mdx',
      'zh/guide/basic/framework-testing.mdx',
    ]);
  });

  test.each(previewPages)('%s/%s previews exactly the file that its tests import', async (lang, page) => {
    const blocks = codeBlocks(source(lang, page));
    const tree = await previewed(lang, page);
    const demos = [...imports(tree)].filter(([name]) => name.startsWith('Demo'));
    expect(demos).toHaveLength(blocks.filter(isPreview).length);
    expect(count(tree, PREVIEW_ELEMENT)).toBe(demos.length);

    blocks.filter(isPreview).forEach((block, index) => {
      // The module the preview renders is the code block itself…
      const [, demoModule] = demos[index];
      expect(readFileSync(demoModule, 'utf8')).toBe(block.code);
      // …and the example runner writes the same block, with a final newline, to the file `title` names.
      expect(block.runnable, `line ${block.line}: a previewed block is runnable`).toBe(true);
      const file = block.title as string;
      expect(file, `line ${block.line}: a previewed block names its file`).toMatch(/\.[jt]sx$/);
      const importers = blocks.filter(
        (other) =>
          other.runnable &&
          other.run === block.run &&
          TEST_FILE.test(other.title ?? '') &&
          [...other.code.matchAll(/from '(\.[^']+)'/g)].some(
            ([, specifier]) =>
              path.posix.join(path.posix.dirname(other.title as string), specifier) === file.replace(/\.[jt]sx$/, ''),
          ),
      );
      expect(importers.length, `runnable tests of run "${block.run}" import ${file}`).toBeGreaterThan(0);
    });
  });

  test.each(previewPages)('%s/%s imports the preview component and its styles', async (lang, page) => {
    const tree = await previewed(lang, page);
    const sources = [...imports(tree).values()];
    expect(sources.filter((file) => file.endsWith(`${PREVIEW_ELEMENT}.tsx`))).toHaveLength(1);
    expect(sources.filter((file) => file.endsWith('.css?raw'))).toHaveLength(PREVIEW_STYLESHEETS.length + 1);
    expect(count(tree, 'style')).toBe(PREVIEW_STYLESHEETS.length + 1);
  });

  test('a page without a preview imports neither the preview component nor its styles', async () => {
    const tree = await previewed('en', 'guide/start/quick-start.mdx');
    expect([...imports(tree).values()].filter((file) => file.includes('plugin-preview'))).toEqual([]);
    expect(count(tree, 'style')).toBe(0);
  });
});

describe('what the preview plugin adds to every page', () => {
  test('no global component and no global UI component', () => {
    expect(plugin.markdown?.globalComponents).toEqual([]);
    expect(plugin.globalUIComponents).toEqual([]);
  });

  test("the stylesheets kept off Rspress's shared stylesheet are all that the preview component imports", () => {
    // The preview component as the plugin itself registers it, before the site takes it out of every page.
    const [component] = pluginPreview().markdown?.globalComponents ?? [];
    const folder = path.dirname(component);
    const seen = new Set<string>();
    const stylesheets: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import) '(\.[^']+)'/g)) {
        const target = path.resolve(path.dirname(file), specifier);
        if (target.endsWith('.css')) stylesheets.push(path.relative(folder, target));
        else if (target.startsWith(folder)) visit([`${target}.tsx`, `${target}.ts`].find(existsSync) as string);
      }
    };
    visit(component);
    expect(stylesheets.sort()).toEqual([...PREVIEW_STYLESHEETS].sort());
  });
});

describe('rspress-slim/always-on/previewPluginLoader.ts', () => {
  test('is still needed: the plugin, an ES module, reads __dirname', () => {
    const dist = readFileSync(fileURLToPath(import.meta.resolve('@rspress/plugin-preview')), 'utf8');
    expect(
      /\b__dirname\b/.test(dist),
      'rspress-slim/always-on/previewPluginLoader.ts: @rspress/plugin-preview no longer reads __dirname; import it directly',
    ).toBe(true);
  });

  test('leaves no __dirname behind', () => {
    pluginPreview();
    expect('__dirname' in globalThis).toBe(false);
  });
});
