// First-load budgets (budgets.json): the brotli bytes of the scripts and stylesheets each measured
// page's built HTML references, preloads included. Deterministic: file sizes, no timing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadBytes, routeChunkUrls } from '../lib/assets.mjs';
import { expect, test } from './fixtures';

interface PageBudget {
  jsKiB: number;
  cssKiB: number;
}
const ROOT = path.join(import.meta.dirname, '..');
const budgets: { pages: Record<string, PageBudget> } = JSON.parse(
  readFileSync(path.join(ROOT, 'budgets.json'), 'utf8'),
);
const OUT_DIR = path.join(ROOT, 'doc_build');
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

for (const [route, budget] of Object.entries(budgets.pages)) {
  test(`first load of ${route} stays within ${budget.jsKiB} KiB JS and ${budget.cssKiB} KiB CSS (brotli)`, () => {
    const bytes = firstLoadBytes(OUT_DIR, route);
    const detail = bytes.jsFiles.map((file) => `${file.url} ${kib(file.brotli)} KiB`).join('\n');
    expect(bytes.js, `JS files:\n${detail}`).toBeGreaterThan(0);
    expect(kib(bytes.js), `JS files:\n${detail}`).toBeLessThanOrEqual(budget.jsKiB);
    expect(kib(bytes.css)).toBeLessThanOrEqual(budget.cssKiB);
  });
}

test('per-page script chunks load lazily: a page preloads its own chunk, not the others', () => {
  const chunks = (route: string) =>
    firstLoadBytes(OUT_DIR, route)
      .jsFiles.map((file) => file.url)
      .filter((url) => url.includes('/async/'));
  const guide = chunks('/guide/start/quick-start');
  const api = chunks('/api/test-api/expect');
  expect(guide).toHaveLength(1);
  expect(api).toHaveLength(1);
  expect(guide).not.toEqual(api);
});

test('the first load counts the chunks a page shares with others, which its HTML does not preload', () => {
  // The component previews of the framework-testing page are a chunk its en and zh pages share.
  const shared = routeChunkUrls(OUT_DIR, 'en/guide/basic/framework-testing.mdx');
  expect(shared.length).toBeGreaterThanOrEqual(2);
  const counted = firstLoadBytes(OUT_DIR, '/guide/basic/framework-testing').jsFiles.map((file) => file.url);
  expect(counted).toEqual(expect.arrayContaining(shared));
  // A config page shares none: each carries the facts of its own options (rspress-slim/switchable/configFactsInPage.ts).
  expect(routeChunkUrls(OUT_DIR, 'en/config/test/pool.mdx')).toHaveLength(1);
});
