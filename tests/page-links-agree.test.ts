// `npm run check:pages` checks links as `npm run build` does (tests/helpers/page-links.ts): the same
// dead links and dead anchors, with the same messages. A small site in both languages, with the site's
// own link options (rspress.config.ts) and dead-link reporter (plugins/deadLinks.ts), is built by
// `rspress build` and checked by the helper; the two must report the same problems, and the good page
// (absolute, relative, `/zh`, `.md`, external, reference-style links, anchors) must pass both. Then a
// real page with a dead link and a dead anchor fails the check with the build's messages.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UserConfig } from '@rspress/core';
import { beforeAll, describe, expect, test } from 'vitest';
import siteConfig from '../rspress.config';
import { checkPageLinks, type PageLinkProblem } from './helpers/page-links';

const ROOT = path.join(import.meta.dirname, '..');
const RSPRESS_BIN = path.join(ROOT, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js');

const PAGES: Record<string, string> = {
  'index.mdx': '---\ntitle: Home\n---\n\n# Home\n',
  'guide/a.mdx': '# A\n\n## Intro {#intro}\n\nText.\n',
  'guide/c.mdx': '# C\n\n## Usage\n\nText.\n',
  'guide/good.mdx': [
    '# Good',
    '',
    '[A page](/guide/a), [its heading](/guide/a#intro), [relative](./c#usage), [Markdown file](./a.md),',
    '[with /zh](/zh/guide/a), [this page](#more), [external](https://example.com/nowhere#x), [reference][ref].',
    '',
    '## More {#more}',
    '',
    '[ref]: /guide/a#intro',
    '',
  ].join('\n'),
  'guide/dead-link.mdx': [
    '# Dead link',
    '',
    // Taken out before Rspress compiles the page, with its line breaks: the report still gives the
    // line in the file.
    '{/* A note for writers,',
    '   on two lines */}',
    'A typo: [pool](/config/test/pooll).',
    '',
    '[Relative](./missing), [Markdown file](./missing.md) and [with /zh](/zh/guide/missing).',
    '',
    '[External](https://example.com/missing) is not checked.',
    '',
  ].join('\n'),
  'guide/dead-anchor.mdx': [
    '# Dead anchor',
    '',
    // Rspress reports the first dead anchor into a page, once that page is compiled: one per target here.
    '[No such heading](/guide/a#nope).',
    '',
    '[Relative](./c#gone).',
    '',
  ].join('\n'),
};

/** A site's report of a page's problems, in a form both outputs share. */
interface Reports {
  /** The dead-link report of each page (plugins/deadLinks.ts), by page. */
  deadLinks: Record<string, string>;
  /** Each dead anchor Rspress reports: the linking page and its report line. */
  deadAnchors: string[];
}

let dir: string;
let build: { status: number | null; output: string };
let checked: PageLinkProblem[];

/** The build's output, read back into its reports (the bundler draws a box around each error). */
function buildReports(output: string): Reports {
  const deadLinks: Record<string, string> = {};
  for (const match of output.matchAll(/× (Dead links?: [^\n]*)\n((?:\s*│ [^\n]*\n)+)/g)) {
    const lines = [match[1], ...match[2].split('\n').map((line) => line.replace(/^\s*│ /, ''))].filter(Boolean);
    const page = /^ {2}([^:]+):\d+:/.exec(lines[1])?.[1] ?? '';
    deadLinks[page] = lines.join('\n');
  }
  return { deadLinks, deadAnchors: anchorLines(output) };
}

/** `<page> "[..](<url>)" <route>#<hash>` for each line of Rspress's dead-anchor reports. */
function anchorLines(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/Dead anchors found in (\S+):\n((?: {2}"\[\.\.\]\([^\n]*\n?)+)/g))
    for (const line of match[2].split('\n').filter(Boolean))
      found.push(`${path.relative(dir, match[1])} ${line.trim()}`);
  return found.sort();
}

function checkReports(problems: PageLinkProblem[]): Reports {
  // The check names pages from the repository root, the build from the site's folder.
  const fromSite = (text: string) => text.replaceAll(`${path.relative(ROOT, dir)}/`, '');
  const deadLinks: Record<string, string> = {};
  for (const { page, message } of problems)
    if (message.startsWith('Dead link')) deadLinks[fromSite(page)] = fromSite(message);
  const anchors = problems.filter(({ message }) => message.startsWith('Dead anchors')).map((p) => `${p.message}\n`);
  return { deadLinks, deadAnchors: anchorLines(anchors.join('')) };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-links-'));
  for (const lang of ['en', 'zh'])
    for (const [file, source] of Object.entries(PAGES)) {
      mkdirSync(path.dirname(path.join(dir, 'docs', lang, file)), { recursive: true });
      writeFileSync(path.join(dir, 'docs', lang, file), source);
    }
  // The repository's packages, without its caches and Rspress's temporary files.
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(ROOT, 'node_modules')).filter((name) => !name.startsWith('.')))
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(dir, 'node_modules', entry), 'dir');
  const config: UserConfig = {
    lang: 'en',
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
    ],
    route: { cleanUrls: true },
    ssg: false,
    markdown: { link: siteConfig.markdown?.link },
  };
  writeFileSync(
    path.join(dir, 'rspress.config.ts'),
    [
      `import { pluginDeadLinks } from ${JSON.stringify(path.join(ROOT, 'plugins', 'deadLinks.ts'))};`,
      `import { MdxComments } from ${JSON.stringify(path.join(ROOT, 'rspress-slim', 'always-on', 'markdownCopies.ts'))};`,
      // The site takes MDX comments out of every page before Rspress compiles it (plugins/llms).
      `const replaceRules = [{ search: new MdxComments(), replace: '' }];`,
      `export default { ...${JSON.stringify(config)}, root: ${JSON.stringify(path.join(dir, 'docs'))}, replaceRules, plugins: [pluginDeadLinks()] };`,
      '',
    ].join('\n'),
  );
  const run = spawnSync(process.execPath, [RSPRESS_BIN, 'build'], {
    cwd: dir,
    encoding: 'utf8',
    // Every page compiled, as on a fresh checkout (a warm cache skips unchanged pages' anchor checks).
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', RSPRESS_PERSISTENT_CACHE: 'false' },
    timeout: 120_000,
  });
  build = { status: run.status, output: `${run.stdout}${run.stderr}` };
}, 150_000);

describe('the check and the build agree on a small site', () => {
  beforeAll(async () => {
    const { default: config } = await import(path.join(dir, 'rspress.config.ts'));
    const pages = ['en', 'zh'].flatMap((lang) =>
      ['guide/good.mdx', 'guide/dead-link.mdx', 'guide/dead-anchor.mdx'].map((file) =>
        path.join(dir, 'docs', lang, file),
      ),
    );
    checked = await checkPageLinks({ config, pages });
  });

  test('the build fails on the dead links and anchors, the check reports the same ones', () => {
    expect(build.status, build.output).not.toBe(0);
    const fromBuild = buildReports(build.output);
    expect(checkReports(checked)).toEqual(fromBuild);
  });

  test('the dead-link report names the file and line of each dead link, as written, and what to do', () => {
    const { deadLinks } = checkReports(checked);
    expect(Object.keys(deadLinks).sort()).toEqual(['docs/en/guide/dead-link.mdx', 'docs/zh/guide/dead-link.mdx']);
    expect(deadLinks['docs/zh/guide/dead-link.mdx']).toBe(
      [
        'Dead links: no page is served at these addresses.',
        '  docs/zh/guide/dead-link.mdx:5: [pool](/config/test/pooll)',
        '  docs/zh/guide/dead-link.mdx:7: [Relative](./missing)',
        '  docs/zh/guide/dead-link.mdx:7: [Markdown file](./missing.md)',
        '  docs/zh/guide/dead-link.mdx:7: [with /zh](/zh/guide/missing)',
        'Link to a route of site/routes.txt (Rspress adds /zh on a Chinese page), or add the page it names.',
      ].join('\n'),
    );
  });

  test('each dead anchor is reported with the page that links to it and the route it resolves to', () => {
    expect(checkReports(checked).deadAnchors).toEqual([
      'docs/en/guide/dead-anchor.mdx "[..](./c#gone)" /guide/c.html#gone',
      'docs/en/guide/dead-anchor.mdx "[..](/guide/a#nope)" /guide/a.html#nope',
      'docs/zh/guide/dead-anchor.mdx "[..](./c#gone)" /zh/guide/c.html#gone',
      'docs/zh/guide/dead-anchor.mdx "[..](/guide/a#nope)" /zh/guide/a.html#nope',
    ]);
  });

  test('the page whose links are all live passes both', () => {
    expect(build.output).not.toContain('good.mdx');
    expect(checked.filter((problem) => problem.page.includes('good.mdx'))).toEqual([]);
  });
});

describe('a page of the site with a dead link or a dead anchor fails the check', () => {
  // A copy of the site's pages, so that the pages checked are files, as in check:pages: the English CLI
  // page gets a dead link, the Chinese one a dead anchor, and the mocking guide stays as it is.
  const site = path.join(ROOT, 'docs');
  let docs: string;
  let found: PageLinkProblem[];
  const page = (lang: string, file: string) => path.join(docs, lang, 'guide', 'basic', file);
  // The end of the page: its comments (proof marks) are taken out before Rspress compiles it, yet the
  // report gives the line in the file.
  let line: number;
  beforeAll(async () => {
    docs = path.join(mkdtempSync(path.join(tmpdir(), 'page-links-site-')), 'docs');
    cpSync(site, docs, { recursive: true });
    line = readFileSync(page('en', 'cli.mdx'), 'utf8').split('\n').length + 1;
    appendFileSync(page('en', 'cli.mdx'), '\nSee [the pool option](/config/test/pooll).\n');
    appendFileSync(page('zh', 'cli.mdx'), '\n见 [pool 选项](/config/test/pool#no-such-heading)。\n');
    const pages = [page('en', 'cli.mdx'), page('zh', 'cli.mdx'), page('en', 'mocking.mdx')];
    found = await checkPageLinks({ config: { ...siteConfig, root: docs }, pages });
  });

  test('a link to a route that does not exist: the build message with file and line', () => {
    const file = path.relative(ROOT, page('en', 'cli.mdx'));
    expect(found.filter((problem) => problem.page === file)).toEqual([
      {
        page: file,
        message: [
          'Dead link: no page is served at this address.',
          `  ${file}:${line}: [the pool option](/config/test/pooll)`,
          'Link to a route of site/routes.txt (Rspress adds /zh on a Chinese page), or add the page it names.',
        ].join('\n'),
      },
    ]);
  });

  test('a link to a heading that does not exist: Rspress’s dead-anchor report', () => {
    const file = page('zh', 'cli.mdx');
    expect(found.filter((problem) => problem.page === path.relative(ROOT, file))).toEqual([
      {
        page: path.relative(ROOT, file),
        message: `Dead anchors found in ${file}:\n  "[..](/config/test/pool#no-such-heading)" /zh/config/test/pool.html#no-such-heading`,
      },
    ]);
  });

  test('nothing else: the page left as it is passes', () => {
    expect(found).toHaveLength(2);
  });
});
