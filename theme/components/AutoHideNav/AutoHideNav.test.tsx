import { describe, expect, test, vi } from 'vitest';
import { navHiddenAfterScroll } from '.';

// Only the pure rule is tested here; the Rspress runtime needs a site build.
vi.mock('@rspress/core/runtime', () => ({}));

describe('navHiddenAfterScroll', () => {
  test('scrolling down past the navbar hides it; scrolling up shows it again', () => {
    expect(navHiddenAfterScroll(false, 100, 400, 72)).toBe(true);
    expect(navHiddenAfterScroll(true, 400, 380, 72)).toBe(false);
  });

  test('near the top of the page the navbar always shows', () => {
    expect(navHiddenAfterScroll(true, 10, 60, 72)).toBe(false);
    expect(navHiddenAfterScroll(true, 300, 72, 72)).toBe(false);
  });

  test('an event without movement keeps the current state', () => {
    expect(navHiddenAfterScroll(true, 500, 500, 72)).toBe(true);
    expect(navHiddenAfterScroll(false, 500, 500, 72)).toBe(false);
  });
});
