// Where Rspress writes the Markdown copy of a page (`llms: true`), for the page's link, the Copy
// Markdown button and the tests: `/a/b` → `/a/b.md`, `/a/` → `/a/index.md`.
export const markdownPath = (routePath: string): string =>
  routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
