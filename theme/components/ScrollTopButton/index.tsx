import { useSite } from '@rspress/core/runtime';
import { useUiText } from '../../i18n';
import { IconScrollToTop, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import styles from './ScrollTopButton.module.css';

// Rspress 2 puts its 'Back to top' row inside the outline column, which is invisible below 1280 px
// and on pages without an outline; the site shows the control once the page is scrolled, at every
// width (e2e/README.md: Layout). This floating button is the one control everywhere (its CSS hides
// the outline's row, which a short window also clips off).

/** Scroll distance after which the control appears (the same as Rspress's outline row). */
export const SHOW_AFTER_PX = 100;

export function ScrollTopButton() {
  const t = useUiText();
  const { site } = useSite();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY >= SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (site.themeConfig.enableScrollToTop === false || !shown) return null;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('scrollToTopText')}
      title={t('scrollToTopText')}
      onClick={() => window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' })}
    >
      <SvgWrapper icon={IconScrollToTop} width="18" height="18" />
    </button>
  );
}
