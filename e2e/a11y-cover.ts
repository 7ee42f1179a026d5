// What axe finds on a page depends on its elements: which element, with which classes, role, style
// and attributes, inside which parent (a link in a tip is another colour than a link in a table).
// The pages are built from a few dozen components, so a small set of routes holds every such kind
// of element found on any route. `npm test` checks that cover set in both themes
// (e2e/a11y.spec.ts); `npm run test:a11y:full` checks every route, weekly in CI. Code tokens are
// left to the code cover (./code-cover), which the spec adds to this set.
import { langOfRoute } from '../site/routes';

/** Elements whose content is not the page's markup. */
const RAW_TEXT = new Set(['script', 'style', 'template', 'noscript']);
/** Elements that never have content, so never a parent. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Attributes whose value, not only presence, decides what axe checks. */
const VALUE_ATTRIBUTES = new Set(['class', 'role', 'style', 'type', 'tabindex']);

const attributesOf = (tag: string) =>
  [...tag.matchAll(/\s([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map(
    ([, name, double, single, bare]) => [name.toLowerCase(), double ?? single ?? bare ?? ''] as const,
  );

/** One element's own kind: tag, sorted classes, role, style, type, tabindex and the names of its other attributes. */
function ownKind(name: string, tag: string): string {
  const attributes = attributesOf(tag).filter(([attribute]) => !attribute.startsWith('data-') && attribute !== 'id');
  const value = (attribute: string) => attributes.find(([n]) => n === attribute)?.[1] ?? '';
  const classes = value('class').split(/\s+/).filter(Boolean).sort().join('.');
  const others = attributes
    .map(([attribute]) => attribute)
    .filter((attribute) => !VALUE_ATTRIBUTES.has(attribute))
    .sort()
    .join(',');
  return `${name}.${classes}[${value('role')}|${value('style')}|${value('type')}|${value('tabindex')}|${others}]`;
}

/**
 * Each kind of element in a page's body, as `<parent kind> > <own kind>`; what is inside code blocks
 * (`<pre>`) counts once as the `<pre>` itself.
 */
export function elementKinds(html: string): Set<string> {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const kinds = new Set<string>();
  const stack: { name: string; kind: string }[] = [];
  let skipUntil: string | undefined;
  for (const [tag, closing, rawName] of body.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)(?:\s(?:[^>"']|"[^"]*"|'[^']*')*)?\/?>/g,
  )) {
    const name = rawName.toLowerCase();
    if (skipUntil) {
      if (closing && name === skipUntil) skipUntil = undefined;
      continue;
    }
    if (closing) {
      const index = stack.map((entry) => entry.name).lastIndexOf(name);
      if (index >= 0) stack.length = index;
      continue;
    }
    const kind = ownKind(name, tag);
    kinds.add(`${stack.at(-1)?.kind ?? 'body'} > ${kind}`);
    if (RAW_TEXT.has(name) || name === 'pre') skipUntil = name;
    else if (!VOID.has(name) && !tag.endsWith('/>')) stack.push({ name, kind });
  }
  return kinds;
}

/**
 * The fewest routes (greedily; smaller pages first on a tie) whose pages hold every kind of element
 * found on any page.
 */
export function a11yCover(pages: { route: string; html: string }[]): string[] {
  const withKinds = pages.map(({ route, html }) => ({ route, size: html.length, kinds: elementKinds(html) }));
  const missing = new Set(withKinds.flatMap((page) => [...page.kinds]));
  const cover: string[] = [];
  while (missing.size > 0) {
    const gain = (page: (typeof withKinds)[number]) => [...page.kinds].filter((kind) => missing.has(kind)).length;
    const best = withKinds.reduce((a, b) => (gain(b) > gain(a) || (gain(b) === gain(a) && b.size < a.size) ? b : a));
    cover.push(best.route);
    for (const kind of best.kinds) missing.delete(kind);
  }
  return cover;
}

/**
 * `a11yCover` taken in each language on its own: the routes whose pages, in English and in Chinese,
 * hold every kind of element of that language's pages. What a page logs while it hydrates can
 * depend on the language's texts, so neither language stands in for the other.
 */
export function coverPerLanguage(pages: { route: string; html: string }[]): string[] {
  return (['en', 'zh'] as const).flatMap((lang) => a11yCover(pages.filter(({ route }) => langOfRoute(route) === lang)));
}
