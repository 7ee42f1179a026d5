import { describe, expect, test } from 'vitest';
import { keepFirstPages } from '../keepFirstPages';

const hit = (link: string) => ({ link });

describe('keepFirstPages', () => {
  test('keeps every hit of the first 7 pages, including later hits on those pages', () => {
    const hits = ['/a', '/a#x', '/b', '/c', '/d', '/e', '/f', '/a#y', '/g', '/h', '/h#z', '/b#w'].map(hit);
    expect(keepFirstPages(hits).map((h) => h.link)).toEqual([
      '/a',
      '/a#x',
      '/b',
      '/c',
      '/d',
      '/e',
      '/f',
      '/a#y',
      '/g',
      '/b#w',
    ]);
  });

  test('leaves a list of fewer pages untouched', () => {
    const hits = ['/a', '/b#x', '/b#y'].map(hit);
    expect(keepFirstPages(hits)).toEqual(hits);
  });
});
