import type { CSSProperties } from 'react';
import styles from './ExternalLogo.module.css';

export interface ExternalLogoProps {
  src: string;
  /** The logo's accessible name; empty when a visible name sits next to the logo. */
  alt: string;
  size: number;
  /** Enlarges (> 1) or shrinks (< 1) the artwork inside its fixed box. */
  scale?: number;
  /** The letter drawn in the same box when the image cannot be loaded. */
  fallback: string;
  className?: string;
  /** `eager` for a logo that is part of the first screen. */
  loading?: 'lazy' | 'eager';
}

/**
 * A logo from the external asset host in a box of fixed size, so the layout never shifts (the tool
 * logos and the hero logo are external, e2e/README.md: Landing page). When the host is unreachable,
 * the stylesheet draws the fallback letter over the broken image: browsers render an image's ::after
 * only when it failed, so the fallback is there from the first paint, with no script and no swap at
 * hydration.
 */
export function ExternalLogo({ src, alt, size, scale, fallback, className, loading = 'lazy' }: ExternalLogoProps) {
  const style = { width: size, height: size, '--logo-size': `${size}px`, '--logo-scale': scale ?? 1 } as CSSProperties;
  return (
    <span
      className={`${styles.box} ${className ?? ''}`}
      style={style}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      <img
        className={styles.image}
        src={src}
        alt=""
        width={size}
        height={size}
        loading={loading}
        decoding="async"
        data-fallback={fallback}
      />
    </span>
  );
}
