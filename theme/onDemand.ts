// Components whose code loads on first use, outside the first load of a page.
// A loaded component is kept in state, not rendered through `lazy` and Suspense: once a Suspense
// boundary has shown its fallback, React holds back its content for up to 300 ms, so a panel or menu
// opened before its code had arrived took at least that long to appear.
import { type ComponentType, useEffect, useState } from 'react';

/** Runs `callback` when the browser is idle (after a timeout at the latest); returns a cancel function. */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}

/**
 * A component loaded by `load` at most once: `preload()` fetches it without rendering anything;
 * `useLoaded(wanted)` returns it once it is there, unless `wanted` is false, loading it if need be.
 */
export function onDemand<Props>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<unknown> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
    });
    return loading;
  };
  // No default value for `wanted`: the browser build would spell one out at length.
  function useLoaded(wanted?: boolean): ComponentType<Props> | undefined {
    const want = wanted !== false;
    // Only the render that follows the load matters: the component itself is `loaded`.
    const [, rendered] = useState(false);
    useEffect(() => {
      if (want && !loaded) preload().then(() => rendered(true));
    }, [want]);
    return want ? loaded : undefined;
  }
  return { preload, useLoaded };
}
