// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
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

test('the 100 ms count from when the page is in place, not from the start of the task that rendered it', async () => {
  // The rest of the rendering task takes 30 ms after this hook's effect (a later effect busy on
  // the main thread): the page sees the target when the task ends, and the scroll must come 100 ms
  // after that. Counted from the effect, it came about 70 ms after.
  const Busy = () => {
    useEffect(() => {
      const end = performance.now() + 30;
      while (performance.now() < end);
    }, []);
    return null;
  };
  let shownAt = 0;
  const observer = new MutationObserver(() => {
    if (document.getElementById('options')) shownAt ||= performance.now();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  let scrolledAt = 0;
  HTMLElement.prototype.scrollIntoView = () => {
    scrolledAt = performance.now();
  };
  render(
    <>
      <Page />
      <Busy />
    </>,
  );
  await vi.waitFor(() => expect(scrolledAt).toBeGreaterThan(0), { timeout: 2000 });
  observer.disconnect();
  expect(shownAt).toBeGreaterThan(0);
  expect(scrolledAt - shownAt).toBeGreaterThanOrEqual(SCROLL_TO_HASH_DELAY_MS);
});
