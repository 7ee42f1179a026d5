import { describe, expect, test, vi } from 'vitest';
import { redirectTarget } from './NotFoundPage';

// Only the pure rule is tested here; the Rspress runtime and theme need a site build.
vi.mock('@rspress/core/runtime', () => ({}));
vi.mock('@rspress/core/theme-original', () => ({}));
vi.mock('../../../rspress-slim/always-on/searchPatch', () => ({ patchPageSearcher: () => undefined }));

const LANGS = ['en', 'zh'];

describe('redirectTarget', () => {
  test('a repeated language prefix is collapsed to one', () => {
    expect(redirectTarget('/zh/zh/guide/start/', LANGS, 'en')).toBe('/zh/guide/start/');
    expect(redirectTarget('/zh/zh/zh/config/', LANGS, 'en')).toBe('/zh/config/');
    expect(redirectTarget('/zh/zh', LANGS, 'en')).toBe('/zh');
  });

  test('the default-language prefix is dropped, repeated or not', () => {
    expect(redirectTarget('/en/guide/start/', LANGS, 'en')).toBe('/guide/start/');
    expect(redirectTarget('/en/en/api/', LANGS, 'en')).toBe('/api/');
    expect(redirectTarget('/en', LANGS, 'en')).toBe('/');
  });

  test('paths without such prefixes stay 404s', () => {
    expect(redirectTarget('/guide/no-such-page', LANGS, 'en')).toBeUndefined();
    expect(redirectTarget('/zh/guide/no-such-page', LANGS, 'en')).toBeUndefined();
    // Only a prefix counts: the letters elsewhere in the path, or a longer segment, do not.
    expect(redirectTarget('/guide/zh/zh/x', LANGS, 'en')).toBeUndefined();
    expect(redirectTarget('/zh/zhx/', LANGS, 'en')).toBeUndefined();
    expect(redirectTarget('/english/', LANGS, 'en')).toBeUndefined();
  });
});
