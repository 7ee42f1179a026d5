// The page's scripts start to load once it has painted, not while it is parsed.
//
// Every page is complete in its served HTML; the scripts only make it interactive (hydration).
// Loaded with `defer`, they download alongside the stylesheet and run before the first paint when
// they arrive first, so on a slow connection the reader waits for ~100 KiB of JavaScript before
// seeing text that needs none (Lighthouse's simulated LCP counted them: 2.2-2.5 s). Here one small
// inline script loads them, in order, right after the first frame, or after a second at the latest
// (a background tab draws no frames). Links work as plain links until the scripts have run.
//
// The script list is an attribute, so the inline script is the same text on every page and the
// site's Content-Security-Policy allows it by one hash (./securityHeaders.ts hashes inline scripts).
import type { RspressPlugin } from '@rspress/core';
import { BROWSER_ENVIRONMENT } from '../rspress-slim/always-on/environments';

/** The attribute of the loader script that lists the page's scripts: their URLs, separated by spaces. */
export const SCRIPTS_ATTRIBUTE = 'data-after-paint';

/**
 * The loader's text: reads its own list, and adds the scripts, in order, once: when the browser
 * reports the first contentful paint (the frame shown, not only drawn), after the next frame where it
 * does not report paints, and after a second at the latest.
 */
export const LOADER = `(function(){var s=document.currentScript,u=s.getAttribute(${JSON.stringify(SCRIPTS_ATTRIBUTE)}).split(" "),d=0,P=window.PerformanceObserver;function l(){if(d)return;d=1;u.forEach(function(x){var e=document.createElement("script");e.src=x;e.async=!1;document.head.appendChild(e)})}if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(r,o){if(r.getEntriesByName("first-contentful-paint").length){o.disconnect();l()}}).observe({type:"paint",buffered:!0});else requestAnimationFrame(function(){setTimeout(l)});setTimeout(l,1e3)})()`;

interface HtmlTag {
  tag: string;
  attrs?: Record<string, string | boolean | undefined>;
  children?: string;
  head?: boolean;
  append?: boolean;
}

/** Takes the external scripts out of the tag lists and adds the loader for them at the end of <body>. */
export function loadScriptsAfterPaint(tags: { headTags: HtmlTag[]; bodyTags: HtmlTag[] }): {
  headTags: HtmlTag[];
  bodyTags: HtmlTag[];
} {
  const isExternalScript = (tag: HtmlTag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string';
  const scripts = [...tags.headTags, ...tags.bodyTags].filter(isExternalScript).map((tag) => tag.attrs?.src as string);
  if (scripts.length === 0) return tags;
  const loader: HtmlTag = { tag: 'script', attrs: { [SCRIPTS_ATTRIBUTE]: scripts.join(' ') }, children: LOADER };
  return {
    headTags: tags.headTags.filter((tag) => !isExternalScript(tag)),
    bodyTags: [...tags.bodyTags.filter((tag) => !isExternalScript(tag)), loader],
  };
}

export function pluginScriptsAfterPaint(): RspressPlugin {
  return {
    name: 'rstest-docs:scripts-after-paint',
    builderConfig: {
      plugins: [
        {
          name: 'rstest-docs:scripts-after-paint',
          setup(api) {
            api.modifyHTMLTags(
              (
                tags: { headTags: HtmlTag[]; bodyTags: HtmlTag[] },
                { environment }: { environment: { name: string } },
              ) => (environment.name === BROWSER_ENVIRONMENT ? loadScriptsAfterPaint(tags) : tags),
            );
          },
        },
      ],
    },
  };
}
