// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { SCROLL_TO_HASH_DELAY_MS, useScrollAfterNav } from './index';

vi.mock('@rspress/core/runtime', () => ({ useLocation: () => ({ pathname: '/guide/basic/cli', hash: '#options' }) }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const Page = () => {
  useScrollAfterNav();
  return <h2 id="options">Options</h2>;
};

test('the page scrolls to the hash target no earlier than 100 ms by its own clock, even when a timer fires early', async () => {
  // Chromium fired the 100 ms timer when performance.now() had moved 99.6 ms: here the page's clock
  // runs that much slower than the timers'.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 1000 });
  vi.spyOn(performance, 'now').mockImplementation(() => Date.now() * 0.996);
  const scrolledAt: number[] = [];
  HTMLElement.prototype.scrollIntoView = () => scrolledAt.push(performance.now());
  const start = performance.now();
  render(<Page />);
  await vi.advanceTimersByTimeAsync(SCROLL_TO_HASH_DELAY_MS * 2);
  expect(scrolledAt).toHaveLength(1);
  expect(scrolledAt[0] - start).toBeGreaterThanOrEqual(SCROLL_TO_HASH_DELAY_MS);
});
