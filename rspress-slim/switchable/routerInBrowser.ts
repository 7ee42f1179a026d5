// Stands in for `react-router-dom` in the browser bundle only (aliased by ./index.ts); the
// server renders keep React Router, whose StaticRouter renders each page. In the browser Rspress
// uses four of its names: BrowserRouter (the app's router), useLocation, useNavigate (its links
// navigate with absolute paths) and useSearchParams. React Router's build cannot be tree-shaken, so
// those cost ~11 KiB brotli on every page; this provides them over the History API as React Router
// does: the same location fields, `history.state` shape, and updates in a transition. Guarded by
// rspress-slim/upgrade-guard.test.ts.
import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

/** The names Rspress's browser code takes from react-router-dom. */
export const PROVIDED = ['BrowserRouter', 'useLocation', 'useNavigate', 'useSearchParams'] as const;

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** What React Router keeps in `history.state`: the caller's state, the entry's key and its index. */
interface HistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

interface RouterContextValue {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterContextValue | null>(null);

/** `/base/x` → `/x` for basename `/base`; the basename `''` or `/` keeps the path. */
export function stripBasename(pathname: string, basename: string): string {
  const base = basename.replace(/\/+$/, '');
  if (!base) return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/** The href of `to`, resolved against the current URL (absolute paths get the basename). */
export function hrefOf(to: To, basename: string, current: URL): string {
  const base = basename.replace(/\/+$/, '');
  const path =
    typeof to === 'string'
      ? to
      : `${to.pathname ?? stripBasename(current.pathname, basename)}${to.search ?? ''}${to.hash ?? ''}`;
  const url = new URL(path.startsWith('/') ? `${base}${path}` : path, current);
  return `${url.pathname}${url.search}${url.hash}`;
}

function readLocation(basename: string): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state ?? {}) as HistoryState;
  return {
    pathname: stripBasename(pathname, basename),
    search,
    hash,
    state: state.usr ?? null,
    key: state.key ?? 'default',
  };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export function BrowserRouter({
  basename = '',
  children,
  useTransitions,
}: {
  basename?: string;
  children?: ReactNode;
  useTransitions?: boolean;
}) {
  const [location, setLocationNow] = useState(() => readLocation(basename));
  const setLocation = useCallback(
    (next: Location) => {
      if (useTransitions === false) setLocationNow(next);
      else startTransition(() => setLocationNow(next));
    },
    [useTransitions],
  );

  useLayoutEffect(() => {
    // The entry the page was loaded in gets a key and index, as React Router gives it.
    const state = (window.history.state ?? {}) as HistoryState;
    if (state.idx === undefined) window.history.replaceState({ ...state, idx: 0 }, '');
    const onPopState = () => setLocation(readLocation(basename));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [basename, setLocation]);

  const navigate = useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const href = hrefOf(to, basename, new URL(window.location.href));
      const index = ((window.history.state ?? {}) as HistoryState).idx ?? 0;
      const state: HistoryState = {
        usr: options.state ?? null,
        key: newKey(),
        idx: options.replace ? index : index + 1,
      };
      if (options.replace) window.history.replaceState(state, '', href);
      else window.history.pushState(state, '', href);
      setLocation(readLocation(basename));
    },
    [basename, setLocation],
  );

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return createElement(RouterContext.Provider, { value }, children);
}

function useRouter(hook: string): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook}() may be used only in the context of a <BrowserRouter>.`);
  return router;
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

export function useNavigate(): NavigateFunction {
  return useRouter('useNavigate').navigate;
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string> | string, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter('useSearchParams');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string> | string, options?: NavigateOptions) => {
      const search = new URLSearchParams(next).toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, options);
    },
    [navigate, location.pathname],
  );
  return [params, setParams];
}
