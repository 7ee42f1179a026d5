// The one helper that matches a literal text in a regular expression, for the build, the theme and the tests.

/**
 * `text` with every character a regular expression gives a meaning escaped.
 * @param {string} text
 */
export function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
