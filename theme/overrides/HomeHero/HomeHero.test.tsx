import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { Hero, STAR_COUNT, starPositions } from '.';

vi.mock('@rspress/core/theme-original', () => ({
  Button: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));
vi.mock('@rspress/core/runtime', () => ({}));

const base = {
  logoUrl: 'https://assets.rspack.rs/rstest/rstest-logo.svg',
  logoAlt: 'Rstest logo',
  title: 'Rstest',
  subTitle: 'The Rspack-based testing framework',
  description: 'Tests that build the way your app builds.',
  getStartedHref: '/guide/start/quick-start',
};

/** Link texts and targets as a reader meets them. */
function links(html: string): [string, string][] {
  return [...html.matchAll(/<a href="([^"]*)">(.*?)<\/a>/g)].map(([, href, text]) => [
    text.replace(/<[^>]+>/g, ''),
    href,
  ]);
}

describe('Hero', () => {
  test("defaults to 'Get Started' and a 'Learn More' button when no repository is given", () => {
    const html = renderToStaticMarkup(<Hero {...base} learnMoreHref="/guide/start/" />);
    expect(links(html)).toEqual([
      ['Get Started', '/guide/start/quick-start'],
      ['Learn More', '/guide/start/'],
    ]);
  });

  test('a repository link takes the place of Learn More', () => {
    const html = renderToStaticMarkup(
      <Hero {...base} githubURL="https://github.com/web-infra-dev/rstest" learnMoreHref="/x" />,
    );
    expect(links(html)).toEqual([
      ['Get Started', '/guide/start/quick-start'],
      ['GitHub', 'https://github.com/web-infra-dev/rstest'],
    ]);
  });

  test('shows the logo with its size and alt text, and the three texts', () => {
    const html = renderToStaticMarkup(<Hero {...base} />);
    // The box carries the name; the image inside is its picture and carries the fallback letter.
    expect(html).toMatch(
      /<span[^>]+role="img"[^>]+aria-label="Rstest logo"[^>]*><img[^>]+src="https:\/\/assets\.rspack\.rs\/rstest\/rstest-logo\.svg"[^>]+alt=""[^>]+width="160"[^>]+height="160"[^>]+data-fallback="R"/,
    );
    expect(html).toContain('<h1');
    for (const text of [base.title, base.subTitle, base.description]) expect(html).toContain(text);
  });

  test('draws 35 stars only when enabled, hidden from assistive technology', () => {
    expect(renderToStaticMarkup(<Hero {...base} />)).not.toContain('hero-stars');
    const html = renderToStaticMarkup(<Hero {...base} showStars />);
    const field = /<div[^>]*aria-hidden="true"[^>]*data-testid="hero-stars">(.*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(field.match(/<span/g)).toHaveLength(STAR_COUNT);
  });
});

describe('starPositions', () => {
  test('places 35 distinct stars inside the field, the same on every call (server and browser agree)', () => {
    const stars = starPositions();
    expect(stars).toHaveLength(35);
    expect(starPositions()).toEqual(stars);
    expect(new Set(stars.map((star) => `${star.left},${star.top}`)).size).toBe(35);
    for (const star of stars) {
      expect(star.left).toBeGreaterThanOrEqual(0);
      expect(star.left).toBeLessThan(100);
      expect(star.top).toBeGreaterThanOrEqual(0);
      expect(star.top).toBeLessThan(100);
    }
  });
});
