// Replaces the built-in HomeBackground, which puts a `<style>` element in the body (invalid HTML,
// tests/html-valid.test.ts) to make the nav transparent while the home page is scrolled to its
// top. The same rules live in HomeBackground.css, scoped to a page that shows this background;
// the body class marking a scrolled page is set as the built-in sets it.
import type { HomeBackground as BasicHomeBackground } from '@rspress/core/theme-original';
import { type ComponentProps, useLayoutEffect } from 'react';
import '../../../rspress-slim/always-on/builtIns/homeBackgroundStyles';
import './HomeBackground.css';

// The built-in's threshold: the nav stays transparent until the page is scrolled this far.
const TOP_PX = 100;
const SCROLLED = 'notTopArrived';

export function HomeBackground({ className, ...rest }: ComponentProps<typeof BasicHomeBackground>) {
  useLayoutEffect(() => {
    const update = () => document.body.classList.toggle(SCROLLED, window.scrollY >= TOP_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      document.body.classList.remove(SCROLLED);
    };
  }, []);
  return <div className={className ? `rp-home-background ${className}` : 'rp-home-background'} {...rest} />;
}
