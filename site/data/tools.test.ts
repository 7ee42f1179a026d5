import { describe, expect, test } from 'vitest';
import { ORGANISATION_URL, toolCards, toolMenuGroups } from './tools';

const menuEntries = toolMenuGroups.flatMap((group) => group.links);

describe('tool family data', () => {
  test('lists the seven tools with their sites', () => {
    expect(toolCards.map((tool) => [tool.name, tool.url, tool.displayUrl])).toEqual([
      ['Rspack', 'https://rspack.rs', 'rspack.rs'],
      ['Rsbuild', 'https://rsbuild.rs', 'rsbuild.rs'],
      ['Rslib', 'https://rslib.rs', 'rslib.rs'],
      ['Rspress', 'https://rspress.rs', 'rspress.rs'],
      ['Rsdoctor', 'https://rsdoctor.rs', 'rsdoctor.rs'],
      ['Rstest', 'https://rstest.rs', 'rstest.rs'],
      ['Rslint', 'https://rslint.rs', 'rslint.rs'],
    ]);
  });

  test('the menu has the seven tools plus the ecosystem directory as the eighth entry', () => {
    expect(menuEntries).toHaveLength(8);
    expect(menuEntries.slice(0, 7).map((entry) => entry.url)).toEqual(toolCards.map((tool) => tool.url));
    expect(menuEntries[7]).toMatchObject({
      name: 'Awesome Rstack',
      url: 'https://github.com/web-infra-dev/awesome-rstack',
    });
    // The menu variant carries no display URL: that belongs to the landing cards.
    expect(menuEntries.some((entry) => 'displayUrl' in entry)).toBe(false);
  });

  test('names and URLs are unique, and every link and logo is https', () => {
    for (const list of [toolCards, menuEntries]) {
      expect(new Set(list.map((entry) => entry.name)).size).toBe(list.length);
      expect(new Set(list.map((entry) => entry.url)).size).toBe(list.length);
    }
    for (const entry of menuEntries) {
      expect(new URL(entry.url).protocol).toBe('https:');
      expect(new URL(entry.logo).protocol).toBe('https:');
    }
    expect(new URL(ORGANISATION_URL).protocol).toBe('https:');
  });

  test('every entry and group has an English and a Chinese text', () => {
    for (const entry of menuEntries) {
      expect(entry.description.en.trim()).not.toBe('');
      expect(entry.description.zh.trim()).not.toBe('');
      expect(entry.description.zh).toMatch(/[\u4e00-\u9fff]/);
    }
    for (const group of toolMenuGroups) {
      expect(group.title.en.trim()).not.toBe('');
      expect(group.title.zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  test('logos follow the asset host pattern', () => {
    for (const tool of toolCards) {
      const id = tool.name.toLowerCase();
      expect(tool.logo).toBe(`https://assets.rspack.rs/${id}/${id}-logo.svg`);
    }
  });
});
