// Reports a link to a page that does not exist as a writer can act on it: the file and line, the
// link as written and what to do. Rspress decides what is dead (markdown.link.checkDeadLinks, the
// same rules as always: the language prefix, relative paths, `.md` files); its own report names
// neither line nor text and is followed by a stack trace per environment. So this plugin hands it
// an `excludes` function that records each dead address and excludes it from Rspress's report; its
// remark plugin, which runs after Rspress's link plugin on the same page, then finds the link nodes
// Rspress left as written at those addresses (a live link is rewritten to its `.html` route) and
// reports them: a production build fails, `rspress dev` logs them. Rspress compiles a page once for
// both environments (web, node), so the bundler shows the one error under each of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { logger, type RspressPlugin, type UserConfig } from '@rspress/core';
import type { Nodes, Root } from 'mdast';

type LinkOptions = NonNullable<NonNullable<UserConfig['markdown']>['link']>;

interface DeadLinkState {
  /** The addresses Rspress found dead, as written in a page. */
  dead: Set<string>;
  /** Whether a dead link fails the build (production) or is only logged (dev). */
  fail: boolean;
}

export interface DeadLink {
  line: number | undefined;
  /** Where the link starts in the text that was parsed. */
  offset: number | undefined;
  text: string;
  url: string;
}

const textOf = (node: Nodes): string =>
  'value' in node && typeof node.value === 'string'
    ? node.value
    : 'children' in node
      ? node.children.map((child) => textOf(child as Nodes)).join('')
      : '';

/**
 * The links and link definitions of a page whose address is one of `dead`, in reading order, each
 * quoted from the page's source when given (else rebuilt from the tree).
 */
export function deadLinksOf(tree: Root, dead: ReadonlySet<string>, source?: string): DeadLink[] {
  const found: DeadLink[] = [];
  const walk = (node: Nodes) => {
    if ((node.type === 'link' || node.type === 'definition') && dead.has(node.url)) {
      const { start, end } = node.position ?? {};
      const written =
        source !== undefined && start?.offset !== undefined && end?.offset !== undefined
          ? source.slice(start.offset, end.offset)
          : undefined;
      const rebuilt =
        node.type === 'link' ? `[${textOf(node)}](${node.url})` : `[${node.label ?? node.identifier}]: ${node.url}`;
      found.push({ line: start?.line, offset: start?.offset, text: written ?? rebuilt, url: node.url });
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return found;
}

/**
 * The line of the page file where `link` is written. Rspress compiles the source after the site's
 * `replaceRules` (plugins/llms takes MDX comments out, with their line breaks), so a node's line counts
 * the lines of that text: on a page with a multi-line comment above the link, the file's line is later.
 * The link as written is looked up in the file: its n-th occurrence after the front matter, n being
 * how often it occurs before the node in the compiled text.
 */
export function lineInFile(link: DeadLink, compiled: string, file: string): number | undefined {
  if (link.offset === undefined) return link.line;
  let nth = 0;
  for (let at = compiled.indexOf(link.text); at !== -1 && at < link.offset; at = compiled.indexOf(link.text, at + 1))
    nth++;
  const body = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(file)?.[0].length ?? 0;
  let at = file.indexOf(link.text, body);
  for (let seen = 0; at !== -1 && seen < nth; seen++) at = file.indexOf(link.text, at + 1);
  return at === -1 ? link.line : file.slice(0, at).split('\n').length;
}

/** The report of one page's dead links: `file:line`, the link as written, and what to do. */
export function deadLinksMessage(file: string, links: readonly DeadLink[]): string {
  return [
    `Dead link${links.length > 1 ? 's' : ''}: no page is served at ${links.length > 1 ? 'these addresses' : 'this address'}.`,
    ...links.map((link) => `  ${file}:${link.line ?? 1}: ${link.text}`),
    'Link to a route of site/routes.txt (Rspress adds /zh on a Chinese page), or add the page it names.',
  ].join('\n');
}

/** The remark plugin: reports the dead links of the page it runs on. */
export function remarkDeadLinks(state: DeadLinkState) {
  return (tree: Root, file: { path: string; value?: unknown }) => {
    const compiled = typeof file.value === 'string' ? file.value : undefined;
    const found = deadLinksOf(tree, state.dead, compiled);
    if (found.length === 0) return;
    let written: string | undefined;
    try {
      written = readFileSync(file.path, 'utf8');
    } catch {}
    const links =
      compiled === undefined || written === undefined || written === compiled
        ? found
        : found.map((link) => ({ ...link, line: lineInFile(link, compiled, written) }));
    const message = deadLinksMessage(path.relative(process.cwd(), file.path), links);
    if (!state.fail) {
      logger.error(message);
      return;
    }
    const error = new Error(message);
    // The bundler prints the stack under the message; the stack of a remark plugin says nothing here.
    error.stack = message;
    throw error;
  };
}

/** The site config's link options with an `excludes` that records what Rspress found dead. */
export function recordingLinkOptions(link: LinkOptions | undefined, dead: Set<string>): LinkOptions {
  const check = link?.checkDeadLinks ?? true;
  if (check === false) return { ...link, checkDeadLinks: false };
  const excludes = typeof check === 'object' ? check.excludes : [];
  const excluded = (url: string) => (typeof excludes === 'function' ? excludes(url) : excludes.includes(url));
  return {
    ...link,
    checkDeadLinks: {
      excludes: (url) => {
        if (!excluded(url)) dead.add(url);
        return true;
      },
    },
  };
}

export function pluginDeadLinks(): RspressPlugin {
  const state: DeadLinkState = { dead: new Set(), fail: false };
  return {
    name: 'rstest-docs:dead-links',
    config(config, _utils, isProd) {
      state.fail = isProd;
      return {
        ...config,
        markdown: { ...config.markdown, link: recordingLinkOptions(config.markdown?.link, state.dead) },
      };
    },
    markdown: { remarkPlugins: [[remarkDeadLinks, state]] },
  };
}
