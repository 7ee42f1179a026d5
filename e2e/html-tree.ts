// Reading a built page's HTML as a tree (parse5), for the specs that check what the served HTML
// holds before any script runs: its elements, their attributes and classes, and their text.
import type { DefaultTreeAdapterTypes } from 'parse5';

export type HtmlNode = DefaultTreeAdapterTypes.Node;
export type HtmlElement = DefaultTreeAdapterTypes.Element;

export const isElement = (node: HtmlNode): node is HtmlElement => 'tagName' in node;
export const attribute = (element: HtmlElement, name: string) => element.attrs.find((a) => a.name === name)?.value;
export const hasClass = (element: HtmlElement, name: string) =>
  (attribute(element, 'class') ?? '').split(/\s+/).includes(name);
/** The elements under `node` in document order (a `<template>`'s content aside, as in the DOM). */
export function descendants(node: HtmlNode): HtmlElement[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.filter(isElement).flatMap((child) => [child, ...descendants(child)]);
}
/** The DOM's textContent: every text node under `node`, in order. */
export const textContent = (node: HtmlNode): string =>
  node.nodeName === '#text'
    ? (node as DefaultTreeAdapterTypes.TextNode).value
    : 'childNodes' in node
      ? node.childNodes.map(textContent).join('')
      : '';
