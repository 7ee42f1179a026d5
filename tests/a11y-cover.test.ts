// The a11y suite checks, in `npm test`, only the routes a11yCover picks (e2e/a11y-cover.ts): they must
// hold every kind of element found on any route.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { a11yCover, coverPerLanguage, elementKinds } from '../e2e/a11y-cover';
import { htmlFileFor } from '../lib/assets.mjs';
import { ROUTES, routesOf } from '../site/routes';

const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

describe('elementKinds', () => {
  test('a kind is the element with its classes, role, style and attribute names, inside its parent', () => {
    const kinds = [...elementKinds(page('<div class="b a" role="note"><a href="/x" data-id="1" id="y">x</a></div>'))];
    expect(kinds).toEqual(['body > div.a.b[note||||]', 'div.a.b[note||||] > a.[||||href]']);
    // Where the link goes, its id and data attributes do not change what axe checks on it.
    expect(elementKinds(page('<div class="a b" role="note"><a href="/other">y</a></div>'))).toEqual(new Set(kinds));
  });

  test('the same element inside another parent, or with another class, is another kind', () => {
    const inTip = elementKinds(page('<div class="tip"><a href="/">x</a></div>'));
    const inTable = elementKinds(page('<td><a href="/">x</a></td>'));
    const styled = elementKinds(page('<div class="tip"><a class="strong" href="/">x</a></div>'));
    expect([...inTip].filter((kind) => inTable.has(kind) || styled.has(kind))).toEqual(['body > div.tip[||||]']);
  });

  test('the inside of code blocks, scripts and styles is not counted; void elements are no parents', () => {
    const kinds = elementKinds(
      page(
        '<pre class="shiki"><code><span class="x">a</span></code></pre><script>if (a<b) {}</script><img alt="x"><p>t</p>',
      ),
    );
    expect([...kinds]).toEqual([
      'body > pre.shiki[||||]',
      'body > script.[||||]',
      'body > img.[||||alt]',
      'body > p.[||||]',
    ]);
  });

  test('an image without alt text is another kind than one with it', () => {
    expect(elementKinds(page('<img src="a.png">'))).not.toEqual(elementKinds(page('<img src="a.png" alt="A">')));
  });
});

describe('a11yCover', () => {
  const pages = [
    { route: '/long', html: page('<nav class="n"><a href="/">x</a></nav><main><p>x</p></main>'.repeat(20)) },
    { route: '/nav', html: page('<nav class="n"><a href="/">x</a></nav>') },
    { route: '/tip', html: page('<div class="tip"><a href="/">x</a></div>') },
    { route: '/same', html: page('<nav class="n"><a href="/other">y</a></nav>') },
  ];

  test('picks routes until every kind of element on any route is on one of them', () => {
    const cover = a11yCover(pages);
    const covered = new Set(
      cover.flatMap((route) => [...elementKinds(pages.find((p) => p.route === route)?.html ?? '')]),
    );
    for (const { html } of pages) for (const kind of elementKinds(html)) expect(covered.has(kind), kind).toBe(true);
    expect(cover).toEqual(['/long', '/tip']);
  });

  const OUT_DIR = path.join(import.meta.dirname, '..', 'doc_build');
  const built = ROUTES.every((route) => existsSync(htmlFileFor(OUT_DIR, route)));
  test.skipIf(!built)(
    'on the last build, the cover holds every kind of element of every route, with far fewer routes',
    () => {
      const site = ROUTES.map((route) => ({ route, html: readFileSync(htmlFileFor(OUT_DIR, route), 'utf8') }));
      const cover = new Set(a11yCover(site));
      const covered = new Set(
        site.filter(({ route }) => cover.has(route)).flatMap(({ html }) => [...elementKinds(html)]),
      );
      const missing = site.flatMap(({ route, html }) =>
        [...elementKinds(html)].filter((kind) => !covered.has(kind)).map((kind) => `${route}: ${kind}`),
      );
      expect(missing).toEqual([]);
      expect(cover.size).toBeLessThan(ROUTES.length / 4);
    },
  );
});

describe('coverPerLanguage', () => {
  test('covers each language with its own routes: a kind found only in English is not covered by a Chinese page', () => {
    const pages = [
      { route: '/a', html: page('<div class="tip"><a href="/">x</a></div>') },
      { route: '/zh/a', html: page('<div class="tip"><a href="/">x</a></div><p>y</p>') },
      { route: '/zh/', html: page('<p>y</p>') },
    ];
    expect(a11yCover(pages)).toEqual(['/zh/a']);
    expect(coverPerLanguage(pages)).toEqual(['/a', '/zh/a']);
  });

  const OUT_DIR = path.join(import.meta.dirname, '..', 'doc_build');
  const built = ROUTES.every((route) => existsSync(htmlFileFor(OUT_DIR, route)));
  test.skipIf(!built)('on the last build, each language has a route for every kind of element of its pages', () => {
    const site = ROUTES.map((route) => ({ route, html: readFileSync(htmlFileFor(OUT_DIR, route), 'utf8') }));
    const cover = new Set(coverPerLanguage(site));
    for (const lang of ['en', 'zh'] as const) {
      const pages = site.filter(({ route }) => routesOf(lang).includes(route));
      const covered = new Set(
        pages.filter(({ route }) => cover.has(route)).flatMap(({ html }) => [...elementKinds(html)]),
      );
      const missing = pages.flatMap(({ route, html }) =>
        [...elementKinds(html)].filter((kind) => !covered.has(kind)).map((kind) => `${route}: ${kind}`),
      );
      expect(missing, lang).toEqual([]);
    }
    expect(cover.size).toBeLessThan(ROUTES.length / 4);
  });
});
