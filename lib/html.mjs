// The one reader and writer of the entities of built HTML (Rspress's and React's, and the redirect
// pages'), for the plugins and the tests.

/**
 * `text` safe inside an element or a double-quoted attribute.
 * @param {string} text
 */
export function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * `text` with the entities of built HTML (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#x27;`, `&#39;`,
 * `&#x2F;`) turned back into characters.
 * @param {string} text
 */
export function unescapeHtml(text) {
  return text
    .replace(/&#x2F;/g, '/')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The text of a built page's first `<h1>` as a screen reader names it: the hidden `#` anchor, tags
 * and comments left out, entities read, white space collapsed. Undefined when the page has none.
 * @param {string} html
 */
export function headingText(html) {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (inner === undefined) return undefined;
  const visible = inner
    .replace(/<(\w+)\b[^>]*\saria-hidden="true"[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '');
  return unescapeHtml(visible).replace(/\s+/g, ' ').trim();
}

/**
 * The `content` of a built page's `<meta name="…">`, entities read; undefined when there is none.
 * @param {string} html
 * @param {string} name
 */
export function metaContent(html, name) {
  const tag = [...html.matchAll(/<meta\b[^>]*>/g)].find(([text]) => text.includes(` name="${name}"`))?.[0];
  const content = tag && /\scontent="([^"]*)"/.exec(tag)?.[1];
  return content === undefined ? undefined : unescapeHtml(content);
}
