import { useNavigate } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { behavior, hashTarget } from '../../overrides/useScrollAfterNav';

// Rspress 2 renders heading anchors as plain `#id` links, so the browser jumps to the heading with
// no animation. This scrolls smoothly, as the site does (e2e/README.md: Layout), unless the reader
// prefers reduced motion, and records the hash through the router, so hash-driven UI still updates.
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
