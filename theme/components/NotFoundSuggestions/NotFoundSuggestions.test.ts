import { describe, expect, test } from 'vitest';
import { type IndexRecord, prepare, rank } from '../../search';
import { MAX_SUGGESTIONS, queriesOf, suggestionsFor } from './suggest';

const record = (routePath: string, title: string, content = ''): IndexRecord => ({
  routePath,
  title,
  content,
  toc: [],
});

// Titles as the site has them; text that mentions a word must not make a page a suggestion.
const EN = prepare([
  record('/config/test/setupFiles', 'setupFiles', 'Files that run before each test file.'),
  record('/config/test/globalSetup', 'globalSetup', 'Runs once before all test files.'),
  record('/config/test/hideSkippedTestFiles', 'hideSkippedTestFiles'),
  record('/config/test/clearMocks', 'clearMocks'),
  record('/config/test/resetMocks', 'resetMocks'),
  record('/config/test/restoreMocks', 'restoreMocks'),
  record('/api/rstest/mockFunctions', 'Mock functions'),
  record('/api/rstest/mockModules', 'Mock modules'),
  record('/guide/basic/mocking', 'Mocking'),
  record('/guide/advanced/debug-mode', 'Debug Mode'),
  record('/guide/basic/cli', 'CLI', 'Setup files, mocks and debugging are covered elsewhere.'),
]);
const ZH = prepare([
  record('/zh/config/test/setupFiles', 'setupFiles'),
  record('/zh/api/rstest/mockFunctions', 'Mock 函数'),
  record('/zh/api/rstest/mockModules', 'Mock 模块'),
  record('/zh/guide/basic/mocking', 'Mock'),
  record('/zh/guide/start/quick-start', '快速上手', 'setup files 与 mock'),
]);
const searchIn = (pages: ReturnType<typeof prepare>) => async (query: string) => rank(pages, query);

describe('queriesOf', () => {
  test('the words of the last segment, then of the one before it, without the language prefix', () => {
    expect(queriesOf('/config/test/setup-files')).toEqual(['setup files', 'test']);
    expect(queriesOf('/zh/guide/debug/debugging.html')).toEqual(['debugging', 'debug']);
    expect(queriesOf('/api/runtime-api/rstest/mockFunctions/')).toEqual(['mock functions', 'rstest']);
    expect(queriesOf('/blog/index.html')).toEqual(['blog']);
    expect(queriesOf('/zh/')).toEqual([]);
  });
});

describe('suggestionsFor', () => {
  test('/config/test/setup-files suggests setupFiles first, then other titles with its words', async () => {
    const found = await suggestionsFor('/config/test/setup-files', searchIn(EN));
    expect(found[0]).toEqual({ title: 'setupFiles', link: '/config/test/setupFiles' });
    expect(found.map((s) => s.title)).toContain('globalSetup');
    // The CLI page only mentions setup files in its text.
    expect(found.map((s) => s.title)).not.toContain('CLI');
  });

  test('at most five pages, each once', async () => {
    const found = await suggestionsFor('/guide/basic/mock', searchIn(EN));
    expect(found).toHaveLength(MAX_SUGGESTIONS);
    expect(new Set(found.map((s) => s.link)).size).toBe(MAX_SUGGESTIONS);
    expect(found.every((s) => /mock/i.test(s.title))).toBe(true);
  });

  test('falls back to the segment before the last when no title has its words', async () => {
    const found = await suggestionsFor('/guide/debug/debugging', searchIn(EN));
    expect(found).toEqual([{ title: 'Debug Mode', link: '/guide/advanced/debug-mode' }]);
  });

  test('a zh path suggests the pages of the zh index it is given, by their zh titles', async () => {
    const found = await suggestionsFor('/zh/guide/basic/mock', searchIn(ZH));
    expect(found).toEqual([
      { title: 'Mock', link: '/zh/guide/basic/mocking' },
      { title: 'Mock 函数', link: '/zh/api/rstest/mockFunctions' },
      { title: 'Mock 模块', link: '/zh/api/rstest/mockModules' },
    ]);
    expect((await suggestionsFor('/zh/config/test/setup-files', searchIn(ZH)))[0]?.link).toBe(
      '/zh/config/test/setupFiles',
    );
  });

  test('nothing when no title has the words', async () => {
    expect(await suggestionsFor('/blog/announcing-0-11', searchIn(EN))).toEqual([]);
  });
});
