import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './ExternalLogo.module.css';

export interface ExternalLogoProps {
  src: string;
  /** Empty when a visible name sits next to the logo. */
  alt: string;
  size: number;
  /** Enlarges (> 1) or shrinks (< 1) the artwork inside its fixed box. */
  scale?: number;
  /** Shown in the same box when the image cannot be loaded. */
  fallback: ReactNode;
  className?: string;
  /** `eager` for a logo that is part of the first screen. */
  loading?: 'lazy' | 'eager';
}

/**
 * A logo from the external asset host in a box of fixed size, so the layout never shifts, with a
 * fallback when the host is unreachable (spec §7: tool logos and the hero logo are external).
 */
export function ExternalLogo({ src, alt, size, scale, fallback, className, loading = 'lazy' }: ExternalLogoProps) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // The image may have failed before hydration attached onError; decode() tells.
    const img = image.current;
    if (img?.complete) img.decode().catch(() => setFailed(true));
  }, []);

  const style = { width: size, height: size, '--logo-size': `${size}px`, '--logo-scale': scale ?? 1 } as CSSProperties;
  return (
    <span className={`${styles.box} ${className ?? ''}`} style={style} data-failed={failed || undefined}>
      {failed ? (
        <span className={styles.fallback} {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
          {fallback}
        </span>
      ) : (
        <img
          ref={image}
          className={styles.image}
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading={loading}
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
