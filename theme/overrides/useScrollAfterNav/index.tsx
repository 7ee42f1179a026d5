import { useLocation, useNavigate } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';

/** Spec §2.9/§9: after a client navigation the page scrolls to the hash target after 100 ms. */
export const SCROLL_TO_HASH_DELAY_MS = 100;

function behavior(smooth: boolean): ScrollBehavior {
  return smooth && !window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'smooth' : 'instant';
}

function hashTarget(hash: string): HTMLElement | null {
  return hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
}

// Replaces Rspress's `useScrollAfterNav` (DocContent imports it from `@rspress/core/theme`), which
// jumps to the hash synchronously: this waits the spec's 100 ms, and scrolls smoothly when only
// the hash changed on the same page.
export function useScrollAfterNav() {
  const location = useLocation();
  const previousPath = useRef<string | null>(null);
  useEffect(() => {
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (!location.hash) return;
    const timer = window.setTimeout(() => {
      hashTarget(location.hash)?.scrollIntoView({ behavior: behavior(samePage), block: 'start' });
    }, SCROLL_TO_HASH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location]);
}

// Rspress 2 renders heading anchors as plain `#id` links, so the browser jumps to the heading with
// no animation (spec §2.5 wants a smooth scroll). This scrolls smoothly (unless the reader prefers
// reduced motion) and records the hash through the router, so hash-driven UI still updates.
export function HeadingAnchorScroll() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const anchor = (event.target as Element | null)?.closest?.('a.rp-header-anchor');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = hashTarget(anchor.hash);
      if (!target) return;
      event.preventDefault();
      target.scrollIntoView({ behavior: behavior(true), block: 'start' });
      navigate({ pathname: window.location.pathname, search: window.location.search, hash: anchor.hash });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
