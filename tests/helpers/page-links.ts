// The build's link check, run on a few pages: the links and `#anchors` of the pages given, decided and
// reported as `npm run build` decides and reports them. It sets Rspress up as `rspress build` does
// (the site config, its plugins' `config` hooks, the route service over `docs/`) and compiles each
// page with Rspress's own MDX compiler and the same options the build's MDX loader passes, so what
// counts as dead (markdown.link.checkDeadLinks + checkAnchors) and the message (plugins/deadLinks.ts
// for a page, Rspress's for an anchor) are the build's. The only step the build does differently:
// it compiles every page, so the heading ids of a page an `#anchor` points to are known; here the
// pages the given ones link to with an anchor are compiled afterwards, with Rspress's compiler and
// no link check of their own, which registers their ids as the build does and lets Rspress report
// (as in the build, Rspress reports the first dead anchor into a page once that page is compiled). Any
// other error the compile of a page throws, as an MDX syntax error, is reported as the build does too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { logger, PluginDriver, RouteService, type UserConfig } from '@rspress/core';
import { compile } from '../../rspress-slim/always-on/node';

export interface PageLinkProblem {
  /** The page, relative to the working folder (the repository root in check:pages). */
  page: string;
  /** The build's report, as it prints it (colours stripped). */
  message: string;
}

export interface PageLinkCheck {
  /** The site's config, as `rspress.config.ts` exports it. */
  config: UserConfig;
  /** The pages to check (absolute, or relative to the working folder). */
  pages: string[];
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a colour code.
const ANSI = /\u001b\[[0-9;]*m/g;
const plain = (text: string) => text.replace(ANSI, '');

/**
 * Checks the links and anchors of `pages` as the production build does; returns the build's reports,
 * one per dead link report or dead anchor report, in the order the pages were given.
 */
export async function checkPageLinks({ config, pages }: PageLinkCheck): Promise<PageLinkProblem[]> {
  // What `rspress build` does before it bundles (node/build.js): the plugins' config hooks, in production.
  // A copy of the top level: Rspress fills in defaults (root, base, lang) on the object it is given.
  const pluginDriver = await PluginDriver.create({ ...config }, true);
  const siteConfig = await pluginDriver.modifyConfig();
  const docDirectory = path.resolve(siteConfig.root ?? 'docs');
  const routeService = await RouteService.create({
    config: siteConfig,
    scanDir: docDirectory,
    externalPages: await pluginDriver.addPages(),
  });
  await pluginDriver.routeGenerated(routeService.getRoutes());
  await pluginDriver.routeServiceGenerated(routeService);

  // The routes a checked page links to with an `#anchor` whose ids are not known yet.
  const targets = new Set<string>();
  const onRouteAnchorIds = routeService.onRouteAnchorIds.bind(routeService);
  routeService.onRouteAnchorIds = (routeLink, consumer) => {
    targets.add(routeLink);
    onRouteAnchorIds(routeLink, consumer);
  };

  const problems: PageLinkProblem[] = [];
  const relative = (file: string) => path.relative(process.cwd(), file);
  // Rspress reports a dead anchor through its logger (naming the linking page), then throws a bare
  // "Dead anchor found" in production; the logged report is the message.
  const error = logger.error;
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  logger.error = (...args: unknown[]) => {
    const message = plain(args.map(String).join(' '));
    const named = /^Dead anchors found in (.+?):\n/.exec(message)?.[1];
    problems.push({ page: named ? relative(named) : '', message });
  };
  try {
    const compilePage = async (filepath: string, pageConfig: UserConfig, driver: PluginDriver | null) => {
      try {
        await compile({
          source: readFileSync(filepath, 'utf8'),
          filepath,
          docDirectory,
          config: pageConfig,
          routeService,
          pluginDriver: driver,
        });
      } catch (caught) {
        const message = plain((caught as Error).message);
        // Already logged by Rspress above.
        if (message === 'Dead anchor found') return;
        problems.push({ page: relative(filepath), message });
      }
    };
    const files = pages.map((page) => path.resolve(page));
    for (const file of files) await compilePage(file, siteConfig, pluginDriver);
    // Compiling a linked page registers its heading ids; Rspress then checks the anchors waiting for them.
    const linked = new Set(
      [...targets].map((link) => routeService.getRoutePageByRouteLink(link)?.routeMeta.absolutePath),
    );
    const idsOnly: UserConfig = { ...siteConfig, markdown: { link: { checkDeadLinks: false, checkAnchors: false } } };
    for (const file of linked) if (file && !files.includes(file)) await compilePage(file, idsOnly, null);
  } finally {
    logger.error = error;
    if (previousEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousEnv;
  }
  return problems;
}
