// Shiki turns every token of a code block into its own element, and MDX compiles each of them
// into a React element that ships in the page's chunk and is hydrated one by one: 7,700 of the
// 12,200 elements of the expect page. The tokens never change after the build, so each block's
// highlighted lines become one HTML string (`dangerouslySetInnerHTML` on its <code>): the same
// highlighting in the served HTML, a single element for React. Copy and wrap read the DOM.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';

/**
 * Shiki's token colours (css-variables theme) that theme/styles/code.css gives a class of their own,
 * `sk-<name>` for `color: var(--shiki-token-<name>)`: a short class instead of the same inline
 * style on thousands of spans keeps the HTML small and its styles shared.
 */
export const TOKEN_CLASSES = [
  'comment',
  'constant',
  'deleted',
  'function',
  'inserted',
  'keyword',
  'link',
  'parameter',
  'punctuation',
  'string',
  'string-expression',
];

const TOKEN_STYLE = /^color:\s*var\(--shiki-token-([a-z-]+)\);?$/;
const FOREGROUND_STYLE = /^color:\s*var\(--shiki-foreground\);?$/;

/** A token's span: foreground text needs none (<pre> sets that colour), a known colour a class. */
function compactTokens(nodes: ElementContent[]): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type !== 'element') return [node];
    const children = compactTokens(node.children);
    const style = String(node.properties.style ?? '');
    const plain = node.tagName === 'span' && Object.keys(node.properties).length === 1;
    if (plain && FOREGROUND_STYLE.test(style)) return children;
    const token = TOKEN_STYLE.exec(style)?.[1];
    if (plain && token && TOKEN_CLASSES.includes(token)) {
      return [{ ...node, properties: { className: [`sk-${token}`] }, children }];
    }
    return [{ ...node, children }];
  });
}

/** The MDX JSX attribute `dangerouslySetInnerHTML={{ __html: html }}`, as MDX's own parser writes it. */
function innerHtmlAttribute(html: string) {
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(html)}}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExpressionStatement',
              expression: {
                type: 'ObjectExpression',
                properties: [
                  {
                    type: 'Property',
                    kind: 'init',
                    method: false,
                    shorthand: false,
                    computed: false,
                    key: { type: 'Identifier', name: '__html' },
                    value: { type: 'Literal', value: html, raw: JSON.stringify(html) },
                  },
                ],
              },
            },
          ],
        },
      },
    },
  };
}

/**
 * An MDX JSX element with no attribute but the given inner HTML: static content that the page's
 * chunk carries as one element (plugins/since.ts's badges). `text` in a paragraph or heading, `flow` between blocks.
 */
export function staticHtmlElement(name: string, html: string, kind: 'text' | 'flow'): RootContent {
  return {
    type: kind === 'text' ? 'mdxJsxTextElement' : 'mdxJsxFlowElement',
    name,
    attributes: [innerHtmlAttribute(html)],
    children: [],
  } as unknown as RootContent;
}

/** An MDX JSX <code> element whose children are the given HTML, set as inner HTML. */
function staticCode(code: Element): RootContent {
  const html = toHtml(compactTokens(code.children));
  const attribute = innerHtmlAttribute(html);
  const className = code.properties.className;
  const classAttribute =
    Array.isArray(className) && className.length
      ? [{ type: 'mdxJsxAttribute', name: 'className', value: className.join(' ') }]
      : [];
  return {
    type: 'mdxJsxTextElement',
    name: 'code',
    attributes: [...classAttribute, attribute],
    children: [],
  } as unknown as RootContent;
}

function isElement(node: RootContent | ElementContent, tagName: string): node is Element {
  return node.type === 'element' && node.tagName === tagName;
}

/** Replaces the children of every highlighted `<pre><code>` with one static HTML string. */
export function rehypeStaticCode() {
  return (tree: Root) => {
    // Code blocks also sit inside MDX components (tabs, steps), so every node with children is walked.
    const visit = (parent: { children: RootContent[] }) => {
      for (const child of parent.children) {
        if (!('children' in child)) continue;
        if (child.type === 'element' && child.tagName === 'pre') {
          const index = child.children.findIndex((node) => isElement(node, 'code'));
          const code = child.children[index] as Element | undefined;
          if (code?.children.some((node) => node.type === 'element')) {
            child.children[index] = staticCode(code) as ElementContent;
          }
          continue;
        }
        visit(child as { children: RootContent[] });
      }
    };
    visit(tree);
  };
}
