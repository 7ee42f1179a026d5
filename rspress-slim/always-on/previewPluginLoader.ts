// @rspress/plugin-preview 2.0.21 ships an ES module that reads `__dirname` (its dist folder), which only
// loaders that rewrite modules to CommonJS provide (jiti, Rspress's config loader), not Node's own
// (Playwright and Vitest load the site config with it). Loads the plugin with `__dirname` set meanwhile.
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PreviewPlugin from '@rspress/plugin-preview';

const require = createRequire(import.meta.url);

/** `pluginPreview` of @rspress/plugin-preview, loaded and called where `__dirname` is its dist folder. */
export function pluginPreview(options?: PreviewPlugin.Options): ReturnType<typeof PreviewPlugin.pluginPreview> {
  const scope = globalThis as { __dirname?: string };
  const previous = scope.__dirname;
  scope.__dirname = path.dirname(require.resolve('@rspress/plugin-preview'));
  try {
    const plugin: typeof PreviewPlugin = require('@rspress/plugin-preview');
    return plugin.pluginPreview(options);
  } finally {
    if (previous === undefined) delete scope.__dirname;
    else scope.__dirname = previous;
  }
}
