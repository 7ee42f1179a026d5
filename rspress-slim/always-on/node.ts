// Rspress's own Node-side pieces that the content tests run the pages through, so the tests see
// headings, ids and routes exactly as the build does. Not exported by @rspress/core's public entries.
export { compile } from '@rspress/core/dist/node/mdx/processor.js';
export { parseToc } from '@rspress/core/dist/node/mdx/remarkPlugins/toc.js';
export { RouteService } from '@rspress/core/dist/node/route/RouteService.js';
export { escapeMarkdownHeadingIds } from '@rspress/core/dist/node/utils/escapeHeadingIds.js';
