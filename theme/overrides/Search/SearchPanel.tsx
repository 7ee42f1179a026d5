// The search panel with the site's ranking: loaded on demand by ./index.tsx, so neither the panel
// nor the ranking code is in the first load of a page.
import { SearchPanel } from '@rspress/core/theme-original';
import { type ComponentProps, useEffect } from 'react';
import { patchPageSearcher } from '../../../rspress-slim/always-on/searchPatch';
import { siteSearch } from '../../search';

// Rspress gap: the search panel takes no engine or result cap from config (see the module).
patchPageSearcher(siteSearch);

type Props = ComponentProps<typeof SearchPanel> & { onReady: () => void };

/** The built-in panel; `onReady` runs once its own keyboard shortcut listener is attached. */
export default function LoadedSearchPanel({ onReady, ...props }: Props) {
  // A parent's effect runs after its children's, so the panel's listener is in place by now.
  useEffect(() => {
    onReady();
  }, [onReady]);
  return <SearchPanel {...props} />;
}
