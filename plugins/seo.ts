// Search-engine and link-preview metadata built from the one configured site address
// (`siteOrigin` + `base` in rspress.config.ts): a canonical URL, Open Graph URL and image, an
// `x-default` alternate, plus `sitemap.xml` and `robots.txt` in the build output.
// Rspress itself only emits og:title/og:description and the en/zh `hreflang` alternates.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  normalizeHref,
  type RouteMeta,
  type RspressPlugin,
  type UserConfig,
  withBase,
  withSiteOrigin,
} from '@rspress/core';

export interface SeoOptions {
  /** Path of the link-preview image under docs/public, e.g. `/og-image.png`. */
  ogImage: string;
  /** Language of the `x-default` alternate (the site's default language). */
  defaultLang: string;
}

/** The absolute public URL of a path on the site, honouring `base` (set by `rspress build --base`). */
export function absoluteUrl(config: UserConfig, pathname: string): string {
  if (!config.siteOrigin) throw new Error('pluginSeo needs `siteOrigin` in rspress.config.ts');
  return withSiteOrigin(withBase(pathname, config.base ?? '/'), config.siteOrigin);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function pluginSeo({ ogImage, defaultLang }: SeoOptions): RspressPlugin {
  let routes: RouteMeta[] = [];
  let siteConfig: UserConfig = {};
  const pageUrl = (route: RouteMeta) => absoluteUrl(siteConfig, normalizeHref(route.routePath, true));
  /** The same page in every language, keyed by language (pages pair up by their path without the locale). */
  const translations = (route: RouteMeta) =>
    new Map(
      routes
        .filter((r) => r.pureRoutePath === route.pureRoutePath && r.version === route.version)
        .map((r) => [r.lang, r]),
    );

  return {
    name: 'rstest-docs:seo',
    config(config) {
      siteConfig = config;
      const head: NonNullable<UserConfig['head']> = [
        (route) => ['link', { rel: 'canonical', href: pageUrl(route) }],
        (route) => ['meta', { property: 'og:url', content: pageUrl(route) }],
        () => ['meta', { property: 'og:image', content: absoluteUrl(config, ogImage) }],
        () => ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
        (route) => {
          const fallback = translations(route).get(defaultLang);
          return fallback && translations(route).size > 1
            ? ['link', { rel: 'alternate', hreflang: 'x-default', href: pageUrl(fallback) }]
            : undefined;
        },
      ];
      return { ...config, head: [...(config.head ?? []), ...head] };
    },
    routeGenerated(generated) {
      routes = generated;
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      siteConfig = config;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const entries = routes
        .filter((route) => route.pureRoutePath !== '/404')
        .map((route) => {
          const alternates = [...translations(route).values()]
            .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.lang}" href="${escapeXml(pageUrl(alt))}"/>`)
            .join('\n');
          return `  <url>\n    <loc>${escapeXml(pageUrl(route))}</loc>\n${alternates}\n  </url>`;
        })
        .sort();
      const sitemap = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...entries,
        '</urlset>',
        '',
      ].join('\n');
      const robots = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(config, '/sitemap.xml')}\n`;
      await Promise.all([
        writeFile(path.join(outDir, 'sitemap.xml'), sitemap),
        writeFile(path.join(outDir, 'robots.txt'), robots),
      ]);
    },
  };
}
