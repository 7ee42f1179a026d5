import { describe, expect, test } from 'vitest';
import i18n from '../i18n.json';
import { BUILD_ONLY_KEYS, browserTexts } from '../site/plugins/i18nInBrowser';

describe('UI texts in the browser bundle', () => {
  test('the navbar and sidebar keys are the build-only ones', () => {
    expect(BUILD_ONLY_KEYS).toEqual(
      expect.arrayContaining(['navGuide', 'navConfig', 'navApi', 'sidebarGettingStarted']),
    );
    for (const key of BUILD_ONLY_KEYS) expect(Object.keys(i18n)).toContain(key);
  });

  test('the module keeps every other text and drops those', () => {
    const texts = JSON.parse(
      browserTexts(`export default ${JSON.stringify(i18n, null, 2)}`).slice('export default '.length),
    );
    expect(Object.keys(texts)).toEqual(Object.keys(i18n).filter((key) => !BUILD_ONLY_KEYS.includes(key)));
    expect(texts.toolMenuLabel).toEqual(i18n.toolMenuLabel);
  });

  test('a module of another shape fails the build', () => {
    expect(() => browserTexts('module.exports = {}')).toThrow(/changed shape/);
  });
});
