import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, test } from 'vitest';
import { rehypeHeaderAnchor } from '../../node_modules/@rspress/core/dist/node/mdx/rehypePlugins/headerAnchor.js';
import { rehypeHeadingAnchor } from '../rehypeHeadingAnchor';

const html = async (markdown: string, plugins: (() => unknown)[]) => {
  const processor = unified().use(remarkParse).use(remarkRehype);
  for (const plugin of plugins) processor.use(plugin as () => undefined);
  return toHtml((await processor.run(processor.parse(markdown))) as Root);
};

describe("headings' permalinks leave the compiled page (rspress-slim/rehypeHeadingAnchor.ts)", () => {
  test('Rspress still puts the permalink first in each heading', async () => {
    expect(await html('## Getting started\n\ntext', [rehypeHeaderAnchor])).toBe(
      '<h2 id="getting-started"><a class="rp-header-anchor" aria-hidden="true" href="#getting-started">#</a>Getting started</h2>\n<p>text</p>',
    );
  });

  test('after it, the heading keeps its id and text and loses the link', async () => {
    expect(await html('# Title\n\n### `expect.not` {#not}\n\ntext', [rehypeHeaderAnchor, rehypeHeadingAnchor])).toBe(
      '<h1 id="title">Title</h1>\n<h3 id="not"><code>expect.not</code></h3>\n<p>text</p>',
    );
  });

  test('a heading that does not start with the permalink fails the build', async () => {
    await expect(
      html('## Plain', [
        () => (tree: { children: { properties: object }[] }) => {
          tree.children[0].properties = { id: 'plain' };
        },
        rehypeHeadingAnchor,
      ]),
    ).rejects.toThrow(/changed/);
  });
});
