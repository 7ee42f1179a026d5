import { describe, expect, test, vi } from 'vitest';
import { languageOf } from './i18n';

vi.mock('@rspress/core/runtime', () => ({}));

describe('languageOf', () => {
  test.each([
    ['/zh/', 'zh'],
    ['/zh', 'zh'],
    ['/zh/guide/start/quick-start', 'zh'],
    ['/', 'en'],
    ['/guide/start/', 'en'],
    // Only a whole path segment counts, not the letters inside a word.
    ['/api/rstest/zhuyin', 'en'],
    ['/guide/zhongwen/', 'en'],
  ] as const)('%s → %s', (pathname, lang) => {
    expect(languageOf(pathname)).toBe(lang);
  });
});
