import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadMarkdown, markdownUrl } from './Actions';

// Only the pure rules are tested here; e2e/llms.spec.ts clicks the button in a built site.
vi.mock('@rspress/core/runtime', () => ({ withBase: (path: string) => `/base${path}` }));
vi.mock('@rspress/core/theme-original', () => ({}));

afterEach(() => vi.unstubAllGlobals());

describe('markdownUrl', () => {
  test('names the file Rspress writes for a route, under the base path', () => {
    expect(markdownUrl('/config/test/pool')).toBe('/base/config/test/pool.md');
    expect(markdownUrl('/zh/guide/start/')).toBe('/base/zh/guide/start/index.md');
  });
});

describe('loadMarkdown', () => {
  test('fetches a Markdown copy once, however often the button asks', async () => {
    const fetch = vi.fn(async () => new Response('# pool'));
    vi.stubGlobal('fetch', fetch);
    expect(await loadMarkdown('/once.md')).toBe('# pool');
    expect(await loadMarkdown('/once.md')).toBe('# pool');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('rejects on an HTTP error and fetches again on the next call', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('# again'));
    vi.stubGlobal('fetch', fetch);
    await expect(loadMarkdown('/retry.md')).rejects.toThrow('/retry.md: HTTP 503');
    expect(await loadMarkdown('/retry.md')).toBe('# again');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
