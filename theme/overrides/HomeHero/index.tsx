import { Button, type HomeHeroProps } from '@rspress/core/theme-original';
import type { CSSProperties, ReactNode } from 'react';
import { usePageLang, useUiText } from '../../i18n';
import { LOGO_URL, localizedRoute, REPO_URL, SITE_TITLE } from '../../../site/site';
import { ExternalLogo } from '../../components/ExternalLogo';
import styles from './HomeHero.module.css';

// The hero draws 35 decorative stars when enabled (e2e/README.md: Landing page).
export const STAR_COUNT = 35;

export interface Star {
  /** Percent of the star field's width and height. */
  left: number;
  top: number;
  size: number;
  /** Seconds, so the stars do not twinkle in step. */
  delay: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Evenly spread, fixed positions (the R2 low-discrepancy sequence): the same on the server and in
 * the browser, so hydration never moves a star.
 */
export function starPositions(count = STAR_COUNT): Star[] {
  const g = 1.324717957244746;
  return Array.from({ length: count }, (_, i) => ({
    left: round(((0.5 + i / g) % 1) * 100),
    top: round(((0.5 + i / (g * g)) % 1) * 100),
    size: 2 + (i % 3),
    delay: round((i * 0.37) % 3),
  }));
}

const STARS = starPositions();

function StarField() {
  return (
    <div className={styles.stars} aria-hidden="true" data-testid="hero-stars">
      {STARS.map((star) => (
        <span
          key={`${star.left}-${star.top}`}
          className={styles.star}
          style={
            {
              left: `${star.left}%`,
              top: `${star.top}%`,
              width: star.size,
              height: star.size,
              animationDelay: `${star.delay}s`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}

function GitHubMark() {
  return (
    <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 0a8 8 0 0 0-2.53 15.59c.4.07.55-.17.55-.38v-1.34c-2.23.48-2.7-1.07-2.7-1.07-.36-.93-.89-1.17-.89-1.17-.73-.5.05-.49.05-.49.8.06 1.23.83 1.23.83.72 1.22 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82a7.6 7.6 0 0 1 4 0c1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48v2.2c0 .21.15.46.55.38A8 8 0 0 0 8 0Z"
      />
    </svg>
  );
}

export interface HeroProps {
  logoUrl: string;
  logoAlt: string;
  title: string;
  subTitle: string;
  description: string;
  /** Where the primary button leads, within the site (navigated client-side). */
  getStartedHref: string;
  getStartedText?: string;
  /** A source repository link replaces the secondary 'Learn More' button. */
  githubURL?: string;
  githubText?: string;
  learnMoreHref?: string;
  learnMoreText?: string;
  showStars?: boolean;
  beforeActions?: ReactNode;
  afterActions?: ReactNode;
}

/** The landing page's hero: logo, title, subtitle, description and two actions. */
export function Hero({
  logoUrl,
  logoAlt,
  title,
  subTitle,
  description,
  getStartedHref,
  getStartedText = 'Get Started',
  githubURL,
  githubText = 'GitHub',
  learnMoreHref,
  learnMoreText = 'Learn More',
  showStars = false,
  beforeActions,
  afterActions,
}: HeroProps) {
  return (
    <section className={styles.hero}>
      {showStars && <StarField />}
      <ExternalLogo
        className={styles.logo}
        src={logoUrl}
        alt={logoAlt}
        size={160}
        loading="eager"
        fallback={title.charAt(0)}
      />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.subtitle}>{subTitle}</p>
      <p className={styles.description}>{description}</p>
      {beforeActions}
      <div className={styles.actions}>
        <Button type="a" theme="brand" href={getStartedHref} className={styles.action}>
          {getStartedText}
        </Button>
        {githubURL ? (
          <Button type="a" theme="alt" href={githubURL} className={styles.action}>
            <GitHubMark />
            {githubText}
          </Button>
        ) : (
          learnMoreHref && (
            <Button type="a" theme="alt" href={learnMoreHref} className={styles.action}>
              {learnMoreText}
            </Button>
          )
        )}
      </div>
      {afterActions}
    </section>
  );
}

/** Replaces Rspress's `HomeHero` inside its `HomeLayout`, with the texts of the small text table. */
export function HomeHero({ beforeHeroActions, afterHeroActions }: HomeHeroProps) {
  const t = useUiText();
  const lang = usePageLang();
  return (
    <Hero
      logoUrl={LOGO_URL}
      logoAlt={t('heroLogoAlt')}
      title={SITE_TITLE}
      subTitle={t('subtitle')}
      description={t('slogan')}
      getStartedHref={localizedRoute('/guide/start/quick-start', lang)}
      getStartedText={t('quickStart')}
      githubURL={REPO_URL}
      githubText={t('heroRepoLink')}
      showStars
      beforeActions={beforeHeroActions}
      afterActions={afterHeroActions}
    />
  );
}
