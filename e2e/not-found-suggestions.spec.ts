// The 404 page suggests up to five pages titled like the missing path, found in the search index
// of the page's language (theme/components/NotFoundSuggestions), below its 'PAGE NOT FOUND'
// and 'Take me home' (e2e/README.md: 404 page); its code loads on 404 pages only.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const ASYNC_JS = path.join(import.meta.dirname, '..', 'doc_build', 'static', 'js', 'async');

/** The built chunk of the suggestions: the one file that renders their list's heading id. */
function suggestionsChunk(): string {
  const files = readdirSync(ASYNC_JS).filter((file) =>
    readFileSync(path.join(ASYNC_JS, file), 'utf8').includes('"not-found-suggestions"'),
  );
  expect(files).toHaveLength(1);
  return files[0];
}

const suggestions = (page: Page, name: string) => page.getByRole('navigation', { name });

test('a missing config page suggests the option titled like it, and the 404 texts stay', async ({ page }) => {
  const response = await page.goto('/config/test/setup-file');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  const list = suggestions(page, 'Pages with a similar name');
  await expect(list.getByRole('link').first()).toHaveText('setupFiles');
  expect(await list.getByRole('link').count()).toBeLessThanOrEqual(5);
  await list.getByRole('link', { name: 'setupFiles' }).click();
  await expect(page).toHaveURL(/\/config\/test\/setupFiles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/setupFiles/);
});

test('a missing guide page suggests at most five pages whose titles have its word', async ({ page }) => {
  // Not /guide/basic/mock: that address of the previous site moved (site/redirects.ts).
  await page.goto('/guide/mock');
  const links = suggestions(page, 'Pages with a similar name').getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeLessThanOrEqual(5);
  for (const title of await links.allTextContents()) expect(title).toMatch(/mock/i);
});

test('a missing Chinese page suggests Chinese pages under their Chinese titles', async ({ page }) => {
  await page.goto('/zh/api/mock');
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh/');
  const list = suggestions(page, '名称相近的页面');
  await expect(list.getByRole('link', { name: 'Mock 函数' })).toHaveAttribute('href', '/zh/api/rstest/mockFunctions');
  await expect(list.getByRole('link', { name: 'Mock functions' })).toHaveCount(0);
  for (const href of await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/zh\//);
});

test('the suggestions load on the 404 page only', async ({ page }) => {
  const chunk = suggestionsChunk();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/guide/start/quick-start');
  await hydrated(page);
  expect(requested.filter((url) => url.endsWith(`/${chunk}`))).toEqual([]);
  await page.goto('/config/test/setup-file');
  await expect(suggestions(page, 'Pages with a similar name')).toBeVisible();
  expect(requested.filter((url) => url.endsWith(`/${chunk}`))).toHaveLength(1);
});
