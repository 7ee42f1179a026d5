// Code blocks are built from a few kinds of token (plugins/rehypeStaticCode.ts): how a token
// looks, and so what axe finds on it, depends only on its block's <pre> attributes, its line's class
// and its own class, never on the page. axe spends most of its time on these thousands of spans, so
// the a11y suite checks one sample of each kind, on a few pages that together hold every kind, and
// on every page everything but the inside of code blocks.

/** The selector of what a page outside the cover leaves out: the tokens of its code blocks. */
export const CODE_TOKENS = '.rp-codeblock pre code';

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';

/** Each kind of code token in a page's HTML: `<pre class|style> <span class|style>`, plus its plain text. */
export function codeTokenKinds(html: string): Set<string> {
  const kinds = new Set<string>();
  for (const [, preTag, body] of html.matchAll(/<pre\b([^>]*)>([\s\S]*?)<\/pre>/g)) {
    const pre = `${attribute(preTag, 'class')}|${attribute(preTag, 'style')}`;
    kinds.add(`${pre} text`);
    for (const [spanTag] of body.matchAll(/<span\b[^>]*>/g))
      kinds.add(`${pre} ${attribute(spanTag, 'class')}|${attribute(spanTag, 'style')}`);
  }
  return kinds;
}

/**
 * The fewest pages (greedily; smaller pages first on a tie) whose code blocks hold every kind of
 * token found on any page.
 */
export function codeCover(pages: { route: string; html: string }[]): string[] {
  const kinds = pages.map(({ route, html }) => ({ route, size: html.length, kinds: codeTokenKinds(html) }));
  const missing = new Set(kinds.flatMap((page) => [...page.kinds]));
  const cover: string[] = [];
  while (missing.size > 0) {
    const gain = (page: (typeof kinds)[number]) => [...page.kinds].filter((kind) => missing.has(kind)).length;
    const best = kinds.reduce((a, b) => (gain(b) > gain(a) || (gain(b) === gain(a) && b.size < a.size) ? b : a));
    cover.push(best.route);
    for (const kind of best.kinds) missing.delete(kind);
  }
  return cover;
}
