// The built-in SearchButton's markup with `<span>`s where it puts `<div>`s inside the `<button>`
// (invalid HTML, tests/html-valid.test.ts), and an explicit `type`; the built-in classes keep its
// look (flex items are laid out alike whatever their tag).
import { useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import '../../../rspress-slim/always-on/builtIns/searchButtonStyles';

export function SearchButton({ setFocused }: { setFocused: (focused: boolean) => void }) {
  const t = useI18n();
  // Set on mount, as the built-in does: the served page cannot know the reader's platform.
  const [metaKey, setMetaKey] = useState<string | null>(null);
  useEffect(() => setMetaKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  return (
    <>
      <button type="button" className="rp-search-button" onClick={() => setFocused(true)}>
        <span className="rp-search-button__content">
          <SvgWrapper icon={IconSearch} className="rp-search-button__icon" />
          <span className="rp-search-button__word">{t('searchPlaceholderText')}</span>
        </span>
        <span className="rp-search-button__hotkey" style={{ opacity: metaKey ? 1 : 0 }}>
          <span>{metaKey}</span>
          <span>K</span>
        </span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: as built in (shown instead of the button on phones). */}
      <div className="rp-search-button--mobile" onClick={() => setFocused(true)}>
        <SvgWrapper icon={IconSearch} />
      </div>
    </>
  );
}
