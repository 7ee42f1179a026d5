// Reads a `_headers` file (Cloudflare Pages format, also read by Netlify) and answers which
// headers a static host sends for a path: every block whose pattern matches applies in file
// order, a repeated header is joined with ", ", and `! Name` drops one set by an earlier block.

/**
 * One block of a `_headers` file.
 * @typedef {object} HeaderRule
 * @property {string} pattern The path pattern line, e.g. `/static/*`.
 * @property {[string, string][]} set Headers the block sets, lower-case names, in file order.
 * @property {string[]} detach Headers the block drops (`! Name`), lower-case.
 */

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`Header line before any path pattern: ${line}`);
    const detached = /^\s*!\s*(\S+)\s*$/.exec(line);
    const header = /^\s*([\w-]+):\s*(.*)$/.exec(line);
    if (detached) rule.detach.push(detached[1].toLowerCase());
    else if (header) rule.set.push([header[1].toLowerCase(), header[2].trim()]);
    else throw new Error(`Not a header line: ${line}`);
  }
  return rules;
}

/**
 * `/static/*` → a RegExp matching that path; `*` matches any run of characters.
 * @param {string} pattern
 */
const patternRegExp = (pattern) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/**
 * The headers (lower-case names) a Cloudflare-Pages-style host sends for a request path.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    if (!patternRegExp(rule.pattern).test(pathname)) continue;
    for (const name of rule.detach) delete headers[name];
    for (const [name, value] of rule.set) headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}
