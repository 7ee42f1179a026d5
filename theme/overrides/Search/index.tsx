// Replaces the built-in Search (button + panel) so the panel, its search logic and the site's
// ranking leave the first load: the button renders at once; the panel's code is fetched once the
// page has hydrated and mounted when the browser is idle, so a Ctrl+K pressed right after the page
// loads finds it already downloaded (a click or Ctrl+K before idle mounts it at once).
import { useEffect, useRef, useState } from 'react';
import { onDemand, whenIdle } from '../../onDemand';
import { SearchButton } from './SearchButton';

const panel = onDemand(() => import('./SearchPanel').then((module) => module.default));

const isSearchShortcut = (event: KeyboardEvent) => event.code === 'KeyK' && (event.ctrlKey || event.metaKey);

export function Search() {
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const SearchPanel = panel.useLoaded(wanted);
  // Set in the same commit as the panel's own shortcut listener, so no key press is handled twice or lost.
  const panelReady = useRef(false);

  useEffect(() => {
    // In a task of its own: the hydration task that runs this effect is long enough already.
    const preloading = setTimeout(panel.preload);
    const cancel = whenIdle(() => setWanted(true));
    const onKeyDown = (event: KeyboardEvent) => {
      if (panelReady.current || !isSearchShortcut(event)) return;
      event.preventDefault();
      setFocused(true);
      setWanted(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(preloading);
      cancel();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const markPanelReady = () => {
    panelReady.current = true;
  };
  const open = (value: boolean) => {
    setFocused(value);
    setWanted(true);
  };

  return (
    <>
      <SearchButton setFocused={open} />
      {SearchPanel && <SearchPanel focused={focused} setFocused={setFocused} onReady={markPanelReady} />}
    </>
  );
}
