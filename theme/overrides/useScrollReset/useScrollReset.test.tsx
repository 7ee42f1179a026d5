// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';

const location = vi.hoisted(() => ({ pathname: '/guide/start/' }));
vi.mock('@rspress/core/runtime', () => ({ useLocation: () => ({ ...location }) }));
const servedPageLeft = vi.hoisted(() => vi.fn());
vi.mock('../../../rspress-slim/switchable/codeHtmlInBrowser', () => ({ servedPageLeft }));

const { useScrollReset } = await import('.');

function Page() {
  useScrollReset();
  return null;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('useScrollReset', () => {
  test('hydrating the served page keeps where the reader has scrolled to', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    servedPageLeft.mockClear();
    render(<Page />);
    expect(scrollTo).not.toHaveBeenCalled();
    // Still on the page the server sent: its code blocks keep their served HTML.
    expect(servedPageLeft).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  test('a client navigation to another page leaves the served page and starts at the top, unless its URL has a hash', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    location.pathname = '/guide/start/';
    const { rerender } = render(<Page />);
    location.pathname = '/guide/basic/cli';
    rerender(<Page />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(servedPageLeft).toHaveBeenCalled();

    scrollTo.mockClear();
    window.history.replaceState(null, '', '/config/#pool');
    location.pathname = '/config/';
    rerender(<Page />);
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});
