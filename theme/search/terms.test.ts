import { describe, expect, test } from 'vitest';
import { queryWords, stem, termsOf } from './terms';

describe('the terms search matches on', () => {
  test('forms of a word share a stem', () => {
    for (const form of ['mock', 'mocks', 'mocked', 'mocking']) expect(stem(form)).toBe('mock');
    expect(stem('running')).toBe('run');
    expect(stem('skipped')).toBe('skip');
    expect(stem('dependencies')).toBe('dependency');
    // Short words and names with digits stay as they are.
    expect(stem('is')).toBe('is');
    expect(stem('v8')).toBe('v8');
  });

  test('an API name is a term, and so is each hump of it', () => {
    const terms = termsOf('Use rs.useFakeTimers() before toHaveBeenCalledWith');
    for (const term of ['rs', 'usefaketimer', 'fake', 'timer', 'tohavebeencalledwith', 'call', 'before'])
      expect(terms, term).toContain(stem(term));
  });

  test('Chinese text gives its characters', () => {
    expect([...termsOf('快速上手')].sort()).toEqual(['上', '快', '手', '速'].sort());
    // Between scripts: 配置testTimeout is two words.
    expect(termsOf('配置testTimeout')).toContain('testtimeout');
  });

  test('a query keeps its meaningful words; a Chinese word must have every character', () => {
    expect(queryWords('how do I run a single test').map((w) => w.text)).toEqual(['run', 'single', 'test']);
    const [zh] = queryWords('快速上手');
    expect(zh?.allOf).toEqual(['快', '速', '上', '手']);
    // Only stop words: they are what the reader asked for.
    expect(queryWords('the').map((w) => w.text)).toEqual(['the']);
  });

  test('the last word of a query may still be being typed', () => {
    const words = queryWords('fake tim');
    expect(words.map((w) => w.prefix)).toEqual([false, true]);
    expect(queryWords('fake tim ')[1]?.prefix).toBe(false);
  });
});
