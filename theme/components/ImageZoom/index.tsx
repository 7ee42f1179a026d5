// Zooms content images as Rspress's built-in zoom does (turned off in rspress.config.ts), but loads
// medium-zoom only once a page has a content image, so it is not in every page's first load.
import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import './ImageZoom.css';

const CONTENT_IMAGES = '.rspress-doc img';

/** Zooms the images of the page it was mounted with; mounted anew for each route. */
function PageImageZoom() {
  useEffect(() => {
    let zoom: Zoom | undefined;
    let left = false;
    // As the built-in: 100 ms after a route change, once the new page's content is in place.
    const timeout = setTimeout(async () => {
      const images = document.querySelectorAll(CONTENT_IMAGES);
      if (images.length === 0) return;
      const { default: mediumZoom } = await import('medium-zoom');
      if (!left) zoom = mediumZoom(images, { background: 'var(--rp-c-bg)' });
    }, 100);
    return () => {
      left = true;
      clearTimeout(timeout);
      zoom?.detach();
      zoom?.close();
    };
  }, []);
  return null;
}

export default function ImageZoom() {
  const { pathname } = useLocation();
  return <PageImageZoom key={pathname} />;
}
