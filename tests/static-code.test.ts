import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { describe, expect, test } from 'vitest';
import { rehypeStaticCode, TOKEN_CLASSES } from '../plugins/rehypeStaticCode';

const span = (style: string, text: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { style },
  children: [{ type: 'text', value: text }],
});

/** A code block as Shiki's css-variables theme leaves it, optionally inside an MDX component. */
function codeBlock(): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['shiki', 'css-variables'] },
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'span',
            properties: { className: ['line'] },
            children: [
              span('color:var(--shiki-token-keyword)', 'const'),
              span('color:var(--shiki-foreground)', ' a < b'),
              span('color:var(--shiki-token-comment);font-style:italic', ' // why'),
            ],
          },
        ],
      },
    ],
  };
}

interface JsxCode {
  type: string;
  name: string;
  attributes: {
    name: string;
    value: { data: { estree: { body: { expression: { properties: { value: { value: string } }[] } }[] } } };
  }[];
}

function transform(tree: Root) {
  rehypeStaticCode()(tree);
  return tree;
}

const innerHtml = (code: JsxCode) =>
  code.attributes.find((a) => a.name === 'dangerouslySetInnerHTML')!.value.data.estree.body[0].expression.properties[0]
    .value.value;

describe('rehypeStaticCode', () => {
  test('a code block becomes one <code> with its highlighted lines as HTML, token colours as classes', () => {
    const tree = transform({ type: 'root', children: [codeBlock()] });
    const pre = tree.children[0] as Element;
    const code = pre.children[0] as unknown as JsxCode;
    expect(code).toMatchObject({ type: 'mdxJsxTextElement', name: 'code' });
    expect(innerHtml(code)).toBe(
      '<span class="line"><span class="sk-keyword">const</span> a &#x3C; b<span style="color:var(--shiki-token-comment);font-style:italic"> // why</span></span>',
    );
  });

  test('code blocks inside MDX components are reached too', () => {
    const tabs = { type: 'mdxJsxFlowElement', name: 'Tab', attributes: [], children: [codeBlock()] };
    const tree = transform({ type: 'root', children: [tabs as unknown as Element] });
    const pre = (tree.children[0] as unknown as { children: Element[] }).children[0];
    expect((pre.children[0] as unknown as JsxCode).type).toBe('mdxJsxTextElement');
  });

  test('inline code and code blocks without tokens are left alone', () => {
    const inline: Element = {
      type: 'element',
      tagName: 'code',
      properties: {},
      children: [{ type: 'text', value: 'x' }],
    };
    const plain: Element = { type: 'element', tagName: 'pre', properties: {}, children: [{ ...inline }] };
    const tree = transform({ type: 'root', children: [inline, plain] });
    expect(tree.children).toEqual([inline, plain]);
  });

  test('every token class has its colour rule in the theme', () => {
    const css = readFileSync(path.join(import.meta.dirname, '..', 'theme', 'styles', 'code.css'), 'utf8');
    for (const token of TOKEN_CLASSES) {
      // Whatever the formatting: the class's rule sets the colour of its Shiki token.
      expect(css.replace(/\s+/g, ' ')).toContain(`.sk-${token} { color: var(--shiki-token-${token}); }`);
    }
  });
});
