// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

/** How often the panel's module was requested, how long its "download" takes (ms), whether it arrived. */
const panelModule = vi.hoisted(() => ({ requested: 0, downloadMs: 0, arrived: false }));

// The button opens the panel through `setFocused`; the loaded panel shows an input.
vi.mock('./SearchButton', () => ({
  SearchButton: ({ setFocused }: { setFocused: (value: boolean) => void }) => (
    <button type="button" onClick={() => setFocused(true)}>
      Search
    </button>
  ),
}));
/** The panel's module: counts the request, takes `downloadMs` to "download", then shows an input. */
async function panelFactory() {
  panelModule.requested += 1;
  if (panelModule.downloadMs) await new Promise((resolve) => setTimeout(resolve, panelModule.downloadMs));
  const { useEffect } = await import('react');
  panelModule.arrived = true;
  return {
    default: function Panel({ focused, onReady }: { focused: boolean; onReady: () => void }) {
      useEffect(() => onReady(), [onReady]);
      return focused ? <input aria-label="search input" /> : null;
    },
  };
}

/** A fresh copy of the override, with its panel module not loaded yet. */
async function freshSearch() {
  vi.resetModules();
  // Registered again each time: `resetModules` keeps the result of a mock's factory, so a panel
  // mocked once would count as downloaded in every later test.
  vi.doMock('./SearchPanel', panelFactory);
  return (await import('.')).Search;
}

const input = () => screen.queryByLabelText('search input');

beforeEach(() => {
  panelModule.requested = 0;
  panelModule.downloadMs = 0;
  panelModule.arrived = false;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the search panel loads on demand', () => {
  test('its code is requested in the task after the page hydrates, before the browser is idle', async () => {
    const Search = await freshSearch();
    // No idle callback and no timer fires unless the test moves the clock.
    vi.useFakeTimers();
    render(<Search />);
    const settle = () =>
      act(async () => {
        for (let i = 0; i < 5; i++) await Promise.resolve();
      });
    await settle();
    // Not in the hydrating task itself, which is long enough on a big page.
    expect(panelModule.requested).toBe(0);
    await act(async () => {
      vi.advanceTimersByTime(0);
    });
    await settle();
    expect(panelModule.requested).toBe(1);
    // Requested, not mounted: the panel itself mounts at idle.
    expect(input()).toBeNull();
  });

  test('Ctrl+K pressed while the code downloads shows the input as soon as it arrives', async () => {
    const Search = await freshSearch();
    panelModule.downloadMs = 30;
    // React outside a test's `act`, as in the browser: it schedules and throttles its own commits.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      render(<Search />);
      fireEvent.keyDown(document, { code: 'KeyK', key: 'k', ctrlKey: true });
      // Counted in turns of the event loop, not milliseconds, so a busy machine changes nothing.
      const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
      // The download is timed (30 ms): the bound only turns a lost request into a failure, not a hang.
      for (let wait = 0; !panelModule.arrived && wait < 100_000; wait++) await turn();
      expect(panelModule.arrived).toBe(true);
      let turns = 0;
      while (!input() && turns < 2000) {
        await turn();
        turns += 1;
      }
      expect(input()).not.toBeNull();
      // A few turns for React to render. React holds back a Suspense boundary's content for up to
      // 300 ms after its fallback showed (a timer), which is the delay this guards against: the
      // input would then come only after that timer, hundreds of turns later.
      expect(turns).toBeLessThan(50);
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });

  test('a click on the button before idle opens the panel too', async () => {
    const Search = await freshSearch();
    render(<Search />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await act(async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
    expect(input()).not.toBeNull();
  });
});
