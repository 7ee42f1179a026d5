// The Rsbuild environments Rspress 2 builds in: the browser's bundle, and the server renders of the
// HTML and of the Markdown copies. Checked against the installed Rspress by rspress-slim/upgrade-guard.test.ts.
export const BROWSER_ENVIRONMENT = 'web';
export const MARKDOWN_ENVIRONMENT = 'node_md';
