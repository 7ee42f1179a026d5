import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ROUTES } from '../../../site/routes';

const root = new URL('../../../', import.meta.url);
const routes = new Set(ROUTES);

/** The `link:` of every feature in a home page's front matter. Rspress's dead-link check skips front matter. */
function featureLinks(lang: 'en' | 'zh'): string[] {
  const source = readFileSync(new URL(`docs/${lang}/index.mdx`, root), 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  return [...frontMatter.matchAll(/^ {4}link: (\S+)$/gm)].map(([, link]) => link);
}

describe('home page features', () => {
  test.each(['en', 'zh'] as const)('every feature on the %s home links to an existing route', (lang) => {
    const links = featureLinks(lang);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(routes, link).toContain(link);
  });

  test('both languages link the same features in the same order', () => {
    expect(featureLinks('zh')).toEqual(featureLinks('en'));
  });
});
