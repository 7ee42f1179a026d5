// The addresses of the previous Rstest site (site/rstest-rs-urls.txt) all land on a page of this
// one: each is a route here, or site/redirects.ts sends it to a route, and to a heading that page
// has when it names one. e2e/redirects.spec.ts opens every address in Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { addressesOf, filesOf, redirectsFile } from '../plugins/redirects';
import { REDIRECTS } from '../site/redirects';
import { ROUTES, routeFile } from '../site/routes';
import { pageHeadings, readPage } from './helpers/mdx-page';

const OLD_ADDRESSES = readFileSync(path.join(import.meta.dirname, '../site/rstest-rs-urls.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'));
const routes = new Set(ROUTES);
const moved = new Map(REDIRECTS.map((redirect) => [redirect.from, redirect.to]));

describe('site/redirects.ts', () => {
  test('the list holds the 224 page addresses of the previous site', () => {
    expect(OLD_ADDRESSES).toHaveLength(224);
    expect(new Set(OLD_ADDRESSES).size).toBe(224);
  });

  test.each(OLD_ADDRESSES)('%s is a route of this site or moved to one', (address) => {
    // Not both: a redirect page would replace the page at that address.
    expect(routes.has(address) !== moved.has(address), `${address}: route ${routes.has(address)}`).toBe(true);
  });

  test('it moves only listed addresses, each once', () => {
    expect(REDIRECTS.filter(({ from }) => !OLD_ADDRESSES.includes(from))).toEqual([]);
    expect(moved.size).toBe(REDIRECTS.length);
  });

  test.each(REDIRECTS.map(({ from, to }) => [from, to]))('%s → %s is a page, with the heading it names', (_, to) => {
    const [route, id] = to.split('#');
    expect([...routes], `${route} is not in site/routes.txt`).toContain(route);
    if (id === undefined) return;
    const [lang, ...file] = routeFile(route).split('/');
    const ids = pageHeadings(readPage(lang, file.join('/'))).map((heading) => heading.id);
    expect(ids, `docs/${routeFile(route)} has no heading #${id}`).toContain(id);
  });
});

describe('plugins/redirects.ts', () => {
  test('an old page answers with and without its trailing slash and .html, from two files', () => {
    expect(addressesOf('/config/test/setup-files')).toEqual([
      '/config/test/setup-files',
      '/config/test/setup-files/',
      '/config/test/setup-files.html',
      '/config/test/setup-files/index.html',
    ]);
    expect(addressesOf('/zh/blog/')).toEqual(['/zh/blog/', '/zh/blog', '/zh/blog/index.html', '/zh/blog.html']);
    expect(filesOf('/zh/blog/')).toEqual(['/zh/blog/index.html', '/zh/blog.html']);
  });

  test('_redirects answers every address with a 301 to the new route, under the base path', () => {
    const file = redirectsFile([{ from: '/guide/advanced/metadata', to: '/api/test-api/test#meta' }], '/docs/');
    expect(file.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      '/docs/guide/advanced/metadata /docs/api/test-api/test#meta 301',
      '/docs/guide/advanced/metadata/ /docs/api/test-api/test#meta 301',
      '/docs/guide/advanced/metadata.html /docs/api/test-api/test#meta 301',
      '/docs/guide/advanced/metadata/index.html /docs/api/test-api/test#meta 301',
    ]);
  });
});
