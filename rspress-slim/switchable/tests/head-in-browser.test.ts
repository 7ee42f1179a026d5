// @vitest-environment jsdom
// The browser's stand-in for Unhead (rspress-slim/switchable/headInBrowser.ts) keeps the head the server wrote
// in step with the page: it updates the tags already there instead of adding copies, and removes a
// tag the previous page set that the next page does not have.
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, expect, test } from 'vitest';
import { applyHead, Head, type HeadInput, useHead } from '../headInBrowser';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  document.documentElement.setAttribute('lang', 'en');
  document.head.innerHTML =
    '<title>Quick Start - Rstest</title><meta name="description" content="Served"><meta property="og:type" content="website">';
});

const metas = () =>
  [...document.head.querySelectorAll('meta')].map((tag) => [
    tag.getAttribute('name') ?? tag.getAttribute('property'),
    tag.getAttribute('content'),
  ]);

test('updates the title, the language and the tags the HTML has, and adds the missing ones once', () => {
  const input: HeadInput = {
    htmlAttrs: { lang: 'zh' },
    title: '快速上手 - Rstest',
    meta: [
      { property: 'og:type', content: 'website' },
      undefined,
      { name: 'description', content: 'Next' },
      { property: 'og:description', content: 'Next' },
    ],
  };
  applyHead(input);
  applyHead(input);
  expect(document.title).toBe('快速上手 - Rstest');
  expect(document.documentElement.getAttribute('lang')).toBe('zh');
  expect(metas()).toEqual([
    ['description', 'Next'],
    ['og:type', 'website'],
    ['og:description', 'Next'],
  ]);
});

test('a tag the previous page set and the next page lacks is removed', async () => {
  function Page({ input }: { input: HeadInput }) {
    useHead(input);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () =>
    root.render(
      createElement(Page, {
        input: {
          title: 'A',
          meta: [
            { name: 'description', content: 'A' },
            { property: 'og:title', content: 'A' },
          ],
        },
      }),
    ),
  );
  expect(metas()).toEqual([
    ['description', 'A'],
    ['og:type', 'website'],
    ['og:title', 'A'],
  ]);
  await act(async () =>
    root.render(createElement(Page, { input: { title: 'B', meta: [{ property: 'og:title', content: 'B' }] } })),
  );
  expect(document.title).toBe('B');
  expect(metas()).toEqual([
    ['og:type', 'website'],
    ['og:title', 'B'],
  ]);
  await act(async () => root.unmount());
});

test('on hydration, a head the server already wrote is left untouched (a rewritten lang restyles the page)', async () => {
  const writes: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) writes.push(`${record.type} ${record.attributeName ?? ''}`);
  });
  observer.observe(document.documentElement, { subtree: true, attributes: true, childList: true });
  applyHead({
    htmlAttrs: { lang: 'en' },
    title: 'Quick Start - Rstest',
    meta: [
      { name: 'description', content: 'Served' },
      { property: 'og:type', content: 'website' },
    ],
  });
  await Promise.resolve();
  observer.disconnect();
  expect(writes).toEqual([]);
});

test('an input the stand-in does not handle fails loudly instead of being dropped', () => {
  expect(() => applyHead({ link: [{ rel: 'canonical', href: '/x' }] } as HeadInput)).toThrow(
    `rspress-slim/switchable/headInBrowser.ts does not handle useHead's "link"`,
  );
});

test('<Head> adds link and script tags of a page while it is shown, the script with its text', async () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () =>
    root.render(
      createElement(
        Head,
        null,
        createElement('link', { rel: 'preconnect', href: 'https://example.com' }),
        createElement('script', { type: 'application/ld+json' }, '{"@type":"WebSite"}'),
      ),
    ),
  );
  expect(document.head.querySelector('link[rel="preconnect"]')?.getAttribute('href')).toBe('https://example.com');
  const script = document.head.querySelector('script[type="application/ld+json"]');
  expect(script?.textContent).toBe('{"@type":"WebSite"}');
  expect(script?.hasAttribute('children')).toBe(false);
  await act(async () => root.unmount());
  expect(document.head.querySelector('link[rel="preconnect"]')).toBeNull();
});
