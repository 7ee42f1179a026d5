import { useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';

// Rspress 2 types `themeConfig.hideNavbar: 'auto'` but does not implement it (see the type's own
// comment): in that mode this hides the navbar while scrolling down and shows it again when
// scrolling up (e2e/README.md: Layout), through `html.rp-nav-autohidden` (theme/styles/layout.css).

export const AUTO_HIDDEN_CLASS = 'rp-nav-autohidden';

/** Whether the navbar is hidden after the page scrolled from `previousY` to `y`. */
export function navHiddenAfterScroll(hidden: boolean, previousY: number, y: number, navHeight: number): boolean {
  if (y <= navHeight) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return hidden;
}

export function AutoHideNav() {
  const { site } = useSite();
  const auto = site.themeConfig.hideNavbar === 'auto';
  useEffect(() => {
    if (!auto) return;
    const root = document.documentElement;
    let previousY = window.scrollY;
    const onScroll = () => {
      const navHeight = document.querySelector('.rp-nav')?.getBoundingClientRect().height ?? 0;
      const hidden = navHiddenAfterScroll(
        root.classList.contains(AUTO_HIDDEN_CLASS),
        previousY,
        window.scrollY,
        navHeight,
      );
      root.classList.toggle(AUTO_HIDDEN_CLASS, hidden);
      previousY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      root.classList.remove(AUTO_HIDDEN_CLASS);
    };
  }, [auto]);
  return null;
}
