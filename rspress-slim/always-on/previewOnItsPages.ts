// @rspress/plugin-preview taken apart, for the site's live previews (plugins/preview.ts): a ```tsx
// block with `preview` in its meta renders the component above its source (internal mode). As
// shipped, the plugin costs every page: Rspress imports a markdown global component into every page, a
// global UI component into the main bundle, and merges all CSS into the one stylesheet every page
// loads. Here the preview component and its styles reach only the pages that show a preview. This
// relies on the plugin's internals (its one global component, the stylesheets beside it in its
// package, the modules' own CSS imports), so it lives in the layer, with its row in ../README.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from './previewPluginLoader';
import type { Root, RootContent } from 'mdast';
import { escapeRegExp } from '../../lib/escapeRegExp.mjs';

/** The element the preview plugin's remark step puts in place of a previewed code block. */
export const PREVIEW_ELEMENT = 'Preview';

/** The stylesheets that the preview component's modules import, relative to its folder. */
export const PREVIEW_STYLESHEETS = ['Preview.css', 'common/PreviewOperations.css'];

/** Whether a node, or any node inside it, is the preview element. */
function containsPreview(node: Root | RootContent): boolean {
  if (node.type === 'mdxJsxFlowElement' && node.name === PREVIEW_ELEMENT) return true;
  return 'children' in node && (node.children as RootContent[]).some(containsPreview);
}

/** `import <name> from "<source>"` as an MDX ESM node (MDX compiles its `estree`, not its text). */
function defaultImport(name: string, source: string): RootContent {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
            attributes: [],
          },
        ],
      },
    },
  };
}

/** `<style dangerouslySetInnerHTML={{ __html: <name> }} />` as an MDX JSX node. */
function styleElement(name: string): RootContent {
  const html = {
    type: 'Property',
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
    key: { type: 'Identifier', name: '__html' },
    value: { type: 'Identifier', name },
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'style',
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `{__html: ${name}}`,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{ type: 'ExpressionStatement', expression: { type: 'ObjectExpression', properties: [html] } }],
            },
          },
        },
      },
    ],
    children: [],
  } as unknown as RootContent;
}

export interface ImportPreviewOptions {
  /** The preview component's module. */
  component: string;
  /** Its stylesheets, imported as text (`?raw`). */
  stylesheets: string[];
}

/**
 * On a page where the preview plugin placed a preview: imports the preview component and renders
 * its styles in a `<style>` element before the first preview, so they are in the served HTML and
 * come along on a client-side navigation, with no stylesheet for the other pages to load.
 */
export function remarkImportPreview({ component, stylesheets }: ImportPreviewOptions) {
  return (tree: Root) => {
    const first = tree.children.findIndex(containsPreview);
    if (first === -1) return;
    const names = stylesheets.map((_, index) => `previewStyles${index}`);
    tree.children.splice(first, 0, ...names.map(styleElement));
    tree.children.unshift(
      defaultImport(PREVIEW_ELEMENT, component),
      ...stylesheets.map((file, index) => defaultImport(names[index], `${file}?raw`)),
    );
  };
}

/**
 * The preview plugin with its component and styles on the pages that show a preview only, and
 * `siteStylesheets` (the site's styles for what a preview renders) beside the plugin's own.
 */
export function pluginPreviewOnItsPages(siteStylesheets: string[]): RspressPlugin {
  const plugin = pluginPreview();
  const [component, ...others] = plugin.markdown?.globalComponents ?? [];
  const pluginStylesheets = PREVIEW_STYLESHEETS.map((file) => path.join(path.dirname(component ?? ''), file));
  if (
    !component ||
    others.length > 0 ||
    path.basename(component) !== `${PREVIEW_ELEMENT}.tsx` ||
    !pluginStylesheets.every((file) => existsSync(file))
  ) {
    throw new Error(
      `rspress-slim/always-on/previewOnItsPages.ts expects one global component, ${PREVIEW_ELEMENT}.tsx, with ${PREVIEW_STYLESHEETS.join(' and ')} beside it`,
    );
  }
  const stylesheets = [...pluginStylesheets, ...siteStylesheets];
  const { tools, ...builderConfig } = plugin.builderConfig ?? {};
  return {
    ...plugin,
    // Only the iframe-fixed mode, which no page uses, renders this device frame (and its QR code library).
    globalUIComponents: [],
    markdown: {
      ...plugin.markdown,
      globalComponents: [],
      remarkPlugins: [...(plugin.markdown?.remarkPlugins ?? []), [remarkImportPreview, { component, stylesheets }]],
    },
    builderConfig: {
      ...builderConfig,
      splitChunks: {
        cacheGroups: {
          // Rspress's `styles` group (priority 99) takes every .css module into a chunk that every page
          // loads, the text imports above included; these stay with the pages that import them.
          previewStyles: {
            test: new RegExp(stylesheets.map((file) => `^${escapeRegExp(file)}$`).join('|')),
            name: 'preview-styles',
            chunks: 'async',
            minSize: 0,
            priority: 100,
            enforce: true,
          },
        },
      },
      tools: {
        ...tools,
        async bundlerChain(chain, utils) {
          for (const modify of [tools?.bundlerChain ?? []].flat()) await modify(chain, utils);
          // The preview modules' own `import './Preview.css'` would put these styles into Rspress's one
          // stylesheet, which every page loads; side-effect free, the production build drops those imports.
          for (const file of pluginStylesheets) {
            chain.module.rule(`preview-styles:${file}`).test(file).sideEffects(false);
          }
        },
      },
    },
  };
}
