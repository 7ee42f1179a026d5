import { useLocation } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';

/** After a client navigation the page scrolls to the hash target after 100 ms (e2e/README.md: Layout). */
export const SCROLL_TO_HASH_DELAY_MS = 100;

export function behavior(smooth: boolean): ScrollBehavior {
  return smooth && !window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'smooth' : 'instant';
}

export function hashTarget(hash: string): HTMLElement | null {
  return hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
}

// Replaces Rspress's `useScrollAfterNav` (DocContent imports it from `@rspress/core/theme`), which
// jumps to the hash synchronously: this waits 100 ms, and scrolls smoothly when only
// the hash changed on the same page.
export function useScrollAfterNav() {
  const location = useLocation();
  const previousPath = useRef<string | null>(null);
  useEffect(() => {
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (!location.hash) return;
    // The 100 ms count from the end of the task that rendered the page, when its content is in
    // place (a MutationObserver on the page sees the target only then), not from this effect
    // inside that task. A timer can also fire a fraction of a millisecond early by the page's own
    // clock (performance.now(), measured 99.6 ms for 100): it waits out the rest, so the scroll
    // never comes before 100 ms.
    let due = 0;
    const scroll = () => {
      const left = due - performance.now();
      if (left > 0) timer = window.setTimeout(scroll, Math.ceil(left));
      else hashTarget(location.hash)?.scrollIntoView({ behavior: behavior(samePage), block: 'start' });
    };
    let timer = window.setTimeout(() => {
      due = performance.now() + SCROLL_TO_HASH_DELAY_MS;
      timer = window.setTimeout(scroll, SCROLL_TO_HASH_DELAY_MS);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [location]);
}
