import type { Feature } from '@rspress/core';
import { useFrontmatter } from '@rspress/core/runtime';
import { Link, renderInlineMarkdown } from '@rspress/core/theme-original';
import { localizedRoute } from '../../../site/site';
import { usePageLang, useUiText } from '../../i18n';
import styles from './HomeFeature.module.css';

/**
 * Replaces Rspress's `HomeFeature`: the same front-matter `features`, but each card is a real link
 * (the built-in card is a clickable `<article>` that keyboards cannot reach). Links in front matter
 * are written without the locale prefix, like links in page bodies.
 */
export function HomeFeature() {
  const { frontmatter } = useFrontmatter();
  const t = useUiText();
  const lang = usePageLang();
  const features: Feature[] = frontmatter.features ?? [];
  if (features.length === 0) return null;
  return (
    <section className={styles.features} aria-labelledby="home-features-title">
      <h2 id="home-features-title" className={styles.heading}>
        {t('homeFeaturesTitle')}
      </h2>
      <ul className={styles.grid}>
        {features.map(({ title, details, link }) => (
          <li key={title} className={styles.card}>
            <h3 className={styles.title}>
              {link ? (
                <Link href={link.startsWith('/') ? localizedRoute(link, lang) : link} className={styles.link}>
                  {title}
                </Link>
              ) : (
                title
              )}
            </h3>
            <p className={styles.details} {...renderInlineMarkdown(details)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
