// @vitest-environment jsdom
// The browser's stand-in for React Router (rspress-slim/switchable/routerInBrowser.ts): links navigate with
// the History API, back and forward update the location, and history entries carry the state shape
// React Router gives them.
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  BrowserRouter,
  hrefOf,
  type Location,
  type NavigateFunction,
  stripBasename,
  useLocation,
  useNavigate,
  useSearchParams,
} from '../routerInBrowser';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let seen: {
  location?: Location;
  navigate?: NavigateFunction;
  params?: URLSearchParams;
  setParams?: (n: string) => void;
} = {};
function Probe() {
  seen.location = useLocation();
  seen.navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  seen.params = params;
  seen.setParams = setParams;
  return null;
}

let root: ReturnType<typeof createRoot>;
beforeEach(async () => {
  window.history.replaceState(null, '', '/guide/start/');
  seen = {};
  root = createRoot(document.createElement('div'));
  await act(async () => root.render(createElement(BrowserRouter, { basename: '' }, createElement(Probe))));
});
afterEach(async () => act(async () => root.unmount()));

describe('BrowserRouter', () => {
  test('starts at the loaded URL, the entry marked as React Router marks it', () => {
    expect(seen.location).toMatchObject({
      pathname: '/guide/start/',
      search: '',
      hash: '',
      state: null,
      key: 'default',
    });
    expect(window.history.state).toMatchObject({ idx: 0 });
  });

  test('navigate pushes an entry and renders the new location; replace does not add one', async () => {
    const length = window.history.length;
    await act(async () => seen.navigate?.('/guide/start/quick-start#install', { state: { from: 'test' } }));
    expect(window.location.pathname + window.location.hash).toBe('/guide/start/quick-start#install');
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toMatchObject({ usr: { from: 'test' }, idx: 1 });
    expect(seen.location).toMatchObject({
      pathname: '/guide/start/quick-start',
      hash: '#install',
      state: { from: 'test' },
    });
    expect(seen.location?.key).not.toBe('default');

    await act(async () => seen.navigate?.('/api/', { replace: true }));
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(seen.location?.pathname).toBe('/api/');
  });

  test('back and forward (popstate) render the location the browser moved to', async () => {
    await act(async () => seen.navigate?.('/config/'));
    window.history.replaceState(window.history.state, '', '/zh/config/');
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(seen.location?.pathname).toBe('/zh/config/');
  });

  test('search parameters read and write the query of the current path', async () => {
    await act(async () => seen.setParams?.('tab=pnpm'));
    expect(window.location.pathname + window.location.search).toBe('/guide/start/?tab=pnpm');
    expect(seen.params?.get('tab')).toBe('pnpm');
  });
});

describe('paths', () => {
  test.each([
    ['/guide/x', '', '/guide/x'],
    ['/guide/x', '/', '/guide/x'],
    ['/base/guide/x', '/base', '/guide/x'],
    ['/base', '/base/', '/'],
    ['/other/x', '/base', '/other/x'],
  ])('stripBasename(%s, %s) is %s', (pathname, basename, expected) => {
    expect(stripBasename(pathname, basename)).toBe(expected);
  });

  test.each([
    ['/api/#x', '', '/api/#x'],
    ['/api/', '/base', '/base/api/'],
    ['#top', '', '/guide/start/quick-start?a=1#top'],
    ['pool', '', '/guide/start/pool'],
    [{ search: '?tab=npm' }, '', '/guide/start/quick-start?tab=npm'],
  ] as const)('hrefOf(%j, %s) is %s', (to, basename, expected) => {
    expect(hrefOf(to, basename, new URL('http://site/guide/start/quick-start?a=1'))).toBe(expected);
  });
});
