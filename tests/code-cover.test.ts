// The a11y suite checks code tokens only on the pages codeCover picks (e2e/code-cover.ts), one sample of each kind.
import { describe, expect, test } from 'vitest';
import { codeCover, codeTokenKinds } from '../e2e/code-cover';

const block = (spans: string, pre = 'class="shiki css-variables" style="background-color:var(--shiki-background)"') =>
  `<div class="rp-codeblock"><pre ${pre} tabindex="0" data-lang="ts"><code><span class="line">${spans}</span></code></pre></div>`;

describe('codeTokenKinds', () => {
  test('a kind is the block, line or token with its class and style; data attributes do not count', () => {
    const kinds = codeTokenKinds(block('a<span class="sk-keyword">const</span><span style="color:red">x</span>'));
    expect([...kinds].map((kind) => kind.split(' ').slice(2).join(' '))).toEqual([
      'text',
      'line|',
      'sk-keyword|',
      '|color:red',
    ]);
    expect(
      codeTokenKinds(block('<span class="sk-keyword">x</span>').replace('data-lang="ts"', 'data-lang="js"')),
    ).toEqual(codeTokenKinds(block('<span class="sk-keyword">y</span>')));
  });

  test('a page without code blocks has none', () => {
    expect(codeTokenKinds('<p>No code here, only <code>inline</code>.</p>').size).toBe(0);
  });

  test('a block with another background is another kind of block', () => {
    const plain = codeTokenKinds(block('<span class="sk-string">a</span>'));
    const other = codeTokenKinds(block('<span class="sk-string">a</span>', 'class="shiki" style="background:#fff"'));
    expect([...other].some((kind) => plain.has(kind))).toBe(false);
  });
});

describe('codeCover', () => {
  const pages = [
    { route: '/long', html: block('<span class="sk-keyword">a</span><span class="sk-string">b</span>').repeat(50) },
    { route: '/keyword', html: block('<span class="sk-keyword">a</span>') },
    { route: '/string', html: block('<span class="sk-string">b</span>') },
    { route: '/comment', html: block('<span class="sk-comment">c</span>') },
    { route: '/prose', html: '<p>text</p>' },
  ];

  test('picks pages until every kind of token on any page is on one of them', () => {
    const cover = codeCover(pages);
    const covered = new Set(
      cover.flatMap((route) => [...codeTokenKinds(pages.find((p) => p.route === route)?.html ?? '')]),
    );
    for (const page of pages) for (const kind of codeTokenKinds(page.html)) expect(covered.has(kind), kind).toBe(true);
    expect(cover).not.toContain('/prose');
  });

  test('prefers the page with more missing kinds, then the smaller page', () => {
    expect(codeCover(pages)).toEqual(['/long', '/comment']);
    // Three pages of one new token each: `sk-string` is the shortest page; then the first of two of a size.
    expect(codeCover(pages.filter((page) => page.route !== '/long'))).toEqual(['/string', '/keyword', '/comment']);
  });

  test('a site without code blocks needs no page', () => {
    expect(codeCover([{ route: '/', html: '<p>text</p>' }])).toEqual([]);
  });
});
