// Stands in for `@unhead/react` and `@unhead/react/client` in the browser bundle only (aliased by
// ./index.ts); the server renders keep Unhead, which writes every page's head into its HTML.
// In the browser Rspress only needs the head kept in step on client navigation: its layout calls
// `useHead` with the page's language, title and description tags, and `<Head>` with the tags of a
// page's `head` front matter. Unhead does that with ~6 KiB brotli of engine on every page; this does
// it by updating the tags the HTML already has. Guarded by rspress-slim/upgrade-guard.test.ts.
import { type ReactElement, type ReactNode, useEffect, useRef } from 'react';

/** The part of Unhead's input Rspress passes (theme/layout/Layout). */
export interface HeadInput {
  htmlAttrs?: Record<string, string | undefined>;
  title?: string;
  meta?: (Record<string, string | undefined> | undefined)[];
}

/** The names this module provides, per aliased specifier: what Rspress's browser code imports. */
export const PROVIDED = {
  '@unhead/react': ['Head', 'useHead'],
  '@unhead/react/client': ['UnheadProvider', 'createHead'],
} as const;

/** The attribute a meta tag is known by (`name` or `property`), and its value. */
function metaKey(attrs: Record<string, string | undefined>): [string, string] | undefined {
  for (const attribute of ['name', 'property', 'http-equiv', 'charset']) {
    const value = attrs[attribute];
    if (value !== undefined) return [attribute, value];
  }
  return undefined;
}

/** The meta tag in the head known by `key`. */
const findMeta = ([attribute, value]: [string, string]) =>
  [...document.head.querySelectorAll('meta')].find((tag) => tag.getAttribute(attribute) === value);

/**
 * Writes an attribute only if its value changes: on hydration the served head already holds every
 * value, and rewriting `<html lang>` with the same value still makes the browser restyle the whole page.
 */
function setIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Sets a meta tag's attributes, reusing the one the HTML or an earlier page put in the head; returns its key. */
function upsertMeta(attrs: Record<string, string | undefined>): string | undefined {
  const key = metaKey(attrs);
  if (!key) return undefined;
  let tag = findMeta(key);
  if (!tag) {
    tag = document.createElement('meta');
    document.head.append(tag);
  }
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) setIfChanged(tag, name, value);
  return JSON.stringify(key);
}

/** The inputs this stand-in handles: a key Rspress starts passing must fail the build's pages loudly. */
const HANDLED: readonly string[] = ['htmlAttrs', 'title', 'meta'] satisfies (keyof HeadInput)[];

/** Applies `input` to the document; returns the keys of the meta tags it set. Throws on an input it does not handle. */
export function applyHead(input: HeadInput): Set<string> {
  for (const key of Object.keys(input))
    if (!HANDLED.includes(key))
      throw new Error(`rspress-slim/switchable/headInBrowser.ts does not handle useHead's "${key}"`);
  for (const [name, value] of Object.entries(input.htmlAttrs ?? {}))
    if (value !== undefined) setIfChanged(document.documentElement, name, value);
  if (input.title !== undefined && document.title !== input.title) document.title = input.title;
  const set = new Set<string>();
  for (const attrs of input.meta ?? []) {
    const key = attrs && upsertMeta(attrs);
    if (key) set.add(key);
  }
  return set;
}

/** Keeps the head in step with `input`: a meta tag the previous input set and this one lacks is removed. */
export function useHead(input: HeadInput): void {
  const owned = useRef<Set<string>>(new Set());
  // The effect reads the serialized input, so it runs again only when the input's content changes.
  const serialized = JSON.stringify(input);
  useEffect(() => {
    const set = applyHead(JSON.parse(serialized) as HeadInput);
    for (const key of owned.current) if (!set.has(key)) findMeta(JSON.parse(key))?.remove();
    owned.current = set;
  }, [serialized]);
}

/** Tags given as children (`<meta>`, `<link>`, …): meta tags are set like useHead's, others added while mounted. */
export function Head({ children }: { children?: ReactNode }): null {
  const elements = (Array.isArray(children) ? children : [children]).filter(
    (child): child is ReactElement<Record<string, string>> =>
      typeof child === 'object' && child !== null && 'type' in child && typeof child.type === 'string',
  );
  // The effect reads the serialized tags, so it runs again only when their content changes.
  const serialized = JSON.stringify(elements.map((element) => [element.type, element.props]));
  useEffect(() => {
    const added: Element[] = [];
    for (const [type, attrs] of JSON.parse(serialized) as [string, Record<string, string>][]) {
      if (type === 'meta' && upsertMeta(attrs)) continue;
      // A tag's text (`<script>`, `<style>`, `<title>` children) is its content, not an attribute.
      const { children: text, ...attributes } = attrs;
      const existing = [...document.head.querySelectorAll(type)].find(
        (tag) =>
          (text === undefined || tag.textContent === String(text)) &&
          Object.entries(attributes).every(([name, value]) => tag.getAttribute(name) === String(value)),
      );
      if (existing) continue;
      const tag = document.createElement(type);
      for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, String(value));
      if (text !== undefined) tag.textContent = String(text);
      document.head.append(tag);
      added.push(tag);
    }
    return () => {
      for (const tag of added) tag.remove();
    };
  }, [serialized]);
  return null;
}

/** Unhead's head instance: nothing to hold here. */
export const createHead = () => ({});

export function UnheadProvider({ children }: { head?: unknown; children?: ReactNode }): ReactNode {
  return children;
}
