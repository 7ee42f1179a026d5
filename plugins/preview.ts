// Live previews of the components the Guide tests: a ```tsx block with `preview` in its meta renders
// the component above its source (@rspress/plugin-preview, internal mode), with the site's styles
// for what a preview renders (./preview.css). The plugin's component and styles, and these, reach
// only the pages that show a preview (rspress-slim/always-on/previewOnItsPages.ts takes the plugin
// apart for that).
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pluginPreviewOnItsPages } from '../rspress-slim/always-on/previewOnItsPages';

/** The site's styles for what a preview renders. */
const SITE_PREVIEW_STYLESHEET = path.join(import.meta.dirname, 'preview.css');

export function pluginComponentPreview(): RspressPlugin {
  return pluginPreviewOnItsPages([SITE_PREVIEW_STYLESHEET]);
}
