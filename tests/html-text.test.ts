// lib/html.mjs reads what the e2e tests and the redirects plugin need of a built page.
import { expect, test } from 'vitest';
import { escapeHtml, headingText, metaContent, unescapeHtml } from '../lib/html.mjs';

test('a heading is read as a screen reader names it: no hidden anchor, tags, comments or entities', () => {
  const html =
    '<h1 class="rp-toc-include" id="a-b"><a href="#a-b" class="rp-header-anchor" aria-hidden="true" tabindex="-1">#</a>' +
    'Mock <code>rs.fn()</code> &amp; &lt;spy&gt;<!-- --> </h1><h1>Second</h1>';
  expect(headingText(html)).toBe('Mock rs.fn() & <spy>');
  expect(headingText('<p>no heading</p>')).toBeUndefined();
});

test('a meta content is found by name with its entities read', () => {
  const html =
    '<meta property="og:description" content="other"><meta name="description" content="It&#x27;s &quot;fast&quot;">';
  expect(metaContent(html, 'description')).toBe('It\'s "fast"');
  expect(metaContent(html, 'keywords')).toBeUndefined();
  expect(unescapeHtml('a&#x2F;b &amp;lt;')).toBe('a/b &lt;');
});

test('an escaped text reads back as it was', () => {
  const text = 'a < b & "c" > d';
  expect(escapeHtml(text)).toBe('a &lt; b &amp; &quot;c&quot; &gt; d');
  expect(unescapeHtml(escapeHtml(text))).toBe(text);
});
