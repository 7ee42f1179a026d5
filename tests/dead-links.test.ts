// A dead link fails the build with the file and line, the link as written and what to do
// (plugins/deadLinks.ts). The page is compiled by Rspress's own MDX compiler with a route
// service over a two-page site, so what counts as dead is what the build decides.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UserConfig } from '@rspress/core';
import { compile, RouteService } from '../rspress-slim/always-on/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { recordingLinkOptions, remarkDeadLinks } from '../plugins/deadLinks';

let docs: string;
let routeService: RouteService;

const PAGE = [
  '---',
  'title: B',
  '---',
  '',
  '# B',
  '',
  'See [page A](/guide/a) and [its heading](/guide/a#intro).',
  '',
  'Then [the setup page](/guide/setup) and [`rs.fn`](./mock#fn).',
  '',
  'And [the old page][old].',
  '',
  '[old]: /guide/old',
  '',
].join('\n');

beforeAll(async () => {
  docs = mkdtempSync(path.join(tmpdir(), 'dead-links-'));
  mkdirSync(path.join(docs, 'guide'));
  for (const [file, title] of [
    ['index.mdx', 'Home'],
    ['guide/a.mdx', 'A'],
    ['guide/b.mdx', 'B'],
  ]) {
    writeFileSync(path.join(docs, file), file === 'guide/b.mdx' ? PAGE : `# ${title}\n\n## Intro {#intro}\n`);
  }
  routeService = await RouteService.create({ scanDir: docs, config: { lang: 'en' }, externalPages: [] });
});

afterAll(() => rmSync(docs, { recursive: true, force: true }));

const compilePage = (fail: boolean, link = {}) => {
  const state = { dead: new Set<string>(), fail };
  const config: UserConfig = {
    markdown: { link: recordingLinkOptions(link, state.dead), remarkPlugins: [[remarkDeadLinks, state]] },
  };
  const filepath = path.join(docs, 'guide/b.mdx');
  return compile({
    source: PAGE,
    filepath,
    docDirectory: docs,
    config,
    routeService,
    pluginDriver: null,
  });
};

test('a dead link fails the build naming file:line, the link as written and what to do', async () => {
  const file = path.relative(process.cwd(), path.join(docs, 'guide/b.mdx'));
  await expect(compilePage(true)).rejects.toThrow(
    [
      'Dead links: no page is served at these addresses.',
      `  ${file}:9: [the setup page](/guide/setup)`,
      `  ${file}:9: [\`rs.fn\`](./mock#fn)`,
      `  ${file}:13: [old]: /guide/old`,
      'Link to a route of site/routes.txt (Rspress adds /zh on a Chinese page), or add the page it names.',
    ].join('\n'),
  );
});

test('the live links of the same page pass, and so does a page whose dead address is excluded', async () => {
  const excludes = ['/guide/setup', './mock#fn', '/guide/old'];
  await expect(compilePage(true, { checkDeadLinks: { excludes } })).resolves.toContain('/guide/a.html#intro');
});

test('the thrown error carries the report only, no stack trace', async () => {
  const error = await compilePage(true).catch((caught: Error) => caught);
  expect((error as Error).stack).toBe((error as Error).message);
});
