// Replaces the built-in Search (button + panel) so the panel, its search logic and the site's
// ranking leave the first load: the button renders at once; the panel's code is fetched once the
// page has hydrated and mounted when the browser is idle, so a Ctrl+K pressed right after the page
// loads finds it already downloaded (a click or Ctrl+K before idle mounts it at once).
// The loaded panel is kept in state rather than behind `lazy` and Suspense: React holds back the
// reveal of a Suspense boundary that showed its fallback for up to 300 ms, which made a Ctrl+K
// pressed before idle take about that long to show the input.
import { SearchButton } from '@rspress/core/theme-original';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import type LoadedSearchPanel from './SearchPanel';

type Panel = typeof LoadedSearchPanel;
let panel: Promise<Panel> | undefined;
/** The panel's module, fetched once. */
const loadPanel = () => {
  panel ??= import('./SearchPanel').then((module) => module.default);
  return panel;
};

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
  const [SearchPanel, setSearchPanel] = useState<ComponentType<Parameters<Panel>[0]>>();
  // Set in the same commit as the panel's own shortcut listener, so no key press is handled twice or lost.
  const panelReady = useRef(false);

  useEffect(() => {
    let live = true;
    const mount = () => {
      loadPanel().then((loaded) => {
        if (live) setSearchPanel(() => loaded);
      });
    };
    loadPanel();
    const cancel = whenIdle(mount);
    const onKeyDown = (event: KeyboardEvent) => {
      if (panelReady.current || !isSearchShortcut(event)) return;
      event.preventDefault();
      setFocused(true);
      mount();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      live = false;
      cancel();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const markPanelReady = () => {
    panelReady.current = true;
  };
  const open = (value: boolean) => {
    setFocused(value);
    loadPanel().then((loaded) => setSearchPanel(() => loaded));
  };

  return (
    <>
      <SearchButton setFocused={open} />
      {SearchPanel && <SearchPanel focused={focused} setFocused={setFocused} onReady={markPanelReady} />}
    </>
  );
}
