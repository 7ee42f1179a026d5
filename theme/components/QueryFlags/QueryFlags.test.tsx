import { describe, expect, test, vi } from 'vitest';
import { hiddenParts } from '.';

// Only the pure rule is tested here; the Rspress runtime needs a site build.
vi.mock('@rspress/core/runtime', () => ({}));

const shown = { search: '', inFrame: false };

describe('hiddenParts', () => {
  test('each query flag set to 0 hides its part, and only that part', () => {
    expect([...hiddenParts({ ...shown, search: '?navbar=0' })]).toEqual(['navbar']);
    expect([...hiddenParts({ ...shown, search: '?sidebar=0&footer=0' })]).toEqual(['sidebar', 'footer']);
    expect([...hiddenParts({ ...shown, search: '?outline=0' })]).toEqual(['outline']);
  });

  test('values other than 0 and unknown flags hide nothing', () => {
    expect(hiddenParts({ ...shown, search: '?navbar=1&sidebar=false&foo=0' }).size).toBe(0);
  });

  test('the front-matter switch, blank pages and hideNavbar "always" hide the navbar', () => {
    expect(hiddenParts({ ...shown, navbar: false }).has('navbar')).toBe(true);
    expect(hiddenParts({ ...shown, pageType: 'blank' }).has('navbar')).toBe(true);
    expect(hiddenParts({ ...shown, hideNavbar: 'always' }).has('navbar')).toBe(true);
    expect(hiddenParts({ ...shown, hideNavbar: 'auto' }).has('navbar')).toBe(false);
    expect(hiddenParts({ ...shown, hideNavbar: 'never', pageType: 'custom' }).has('navbar')).toBe(false);
  });

  test('a page embedded in a frame has no outline', () => {
    expect([...hiddenParts({ ...shown, inFrame: true })]).toEqual(['outline']);
  });
});
