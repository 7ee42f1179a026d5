// Replaces the built-in Search (button + panel) so the panel, its search logic and the site's
// ranking leave the first load: the button renders at once, the panel's code loads at idle (so
// Ctrl+K still opens it at once) or on the first click or Ctrl+K, whichever comes first.
import { SearchButton } from '@rspress/core/theme-original';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const SearchPanel = lazy(() => import('./SearchPanel'));

/** Runs `callback` when the browser is idle (after a timeout at the latest); returns a cancel function. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}

const isSearchShortcut = (event: KeyboardEvent) => event.code === 'KeyK' && (event.ctrlKey || event.metaKey);

export function Search() {
  const [focused, setFocused] = useState(false);
  const [mounted, setMounted] = useState(false);
  // Set in the same commit as the panel's own shortcut listener, so no key press is handled twice or lost.
  const panelReady = useRef(false);

  useEffect(() => {
    const cancel = whenIdle(() => setMounted(true));
    const onKeyDown = (event: KeyboardEvent) => {
      if (panelReady.current || !isSearchShortcut(event)) return;
      event.preventDefault();
      setFocused(true);
      setMounted(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancel();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const markPanelReady = () => {
    panelReady.current = true;
  };
  const open = (value: boolean) => {
    setFocused(value);
    setMounted(true);
  };

  return (
    <>
      <SearchButton setFocused={open} />
      {mounted && (
        <Suspense fallback={null}>
          <SearchPanel focused={focused} setFocused={setFocused} onReady={markPanelReady} />
        </Suspense>
      )}
    </>
  );
}
