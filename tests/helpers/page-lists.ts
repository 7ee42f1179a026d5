// What a writer must add when a page in docs/ is missing from the lists that serve it: its route in
// site/routes.txt, its sidebar entry in site/sidebar.ts, its twin in the other language, and a front
// matter description a reader can use. Each function returns one message per problem, empty when
// there is none, so a failing test prints what to do.
import type { SectionEntry } from '../../site/sidebar';

const ROUTES_FILE = 'site/routes.txt';
const SIDEBAR_FILE = 'site/sidebar.ts';

/** The route a page file serves: `en/guide/start/index.mdx` → `/guide/start/`, `zh/x.mdx` → `/zh/x`. */
export function routeOfPage(lang: string, file: string): string {
  const path = `/${file.replace(/\.mdx?$/, '')}`.replace(/\/index$/, '/');
  return lang === 'en' ? path : `/${lang}${path}`;
}

/** How many leading path segments two routes share. */
function sharedSegments(a: string, b: string): number {
  const [as, bs] = [a.split('/'), b.split('/')];
  let n = 0;
  while (n < as.length && n < bs.length && as[n] === bs[n]) n++;
  return n;
}

/** The listed route a new route belongs after: the last of those sharing the most leading segments. */
function neighbourOf(route: string, listed: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestShared = 0;
  for (const candidate of listed) {
    const shared = sharedSegments(route, candidate);
    if (shared >= bestShared) [best, bestShared] = [candidate, shared];
  }
  return best;
}

/**
 * Pages whose route is not a line of site/routes.txt, each with the line to add and where.
 * @param pages `[lang, file]` pairs, files relative to docs/<lang>
 * @param routesText the text of site/routes.txt
 */
export function missingRouteLines(pages: readonly (readonly [string, string])[], routesText: string): string[] {
  const lines = routesText.split('\n').map((line) => line.trim());
  const listed = lines.filter((line) => line.startsWith('/'));
  return pages.flatMap(([lang, file]) => {
    const route = routeOfPage(lang, file);
    if (listed.includes(route)) return [];
    const sameLang = listed.filter((line) =>
      lang === 'en' ? !/^\/[a-z]{2}(\/|$)/.test(line) : line.startsWith(`/${lang}/`),
    );
    const after = neighbourOf(route, sameLang);
    const where = after === undefined ? '' : ` after line ${lines.indexOf(after) + 1} (${after})`;
    return [`docs/${lang}/${file} is not in ${ROUTES_FILE}: add the line "${route}"${where}`];
  });
}

/**
 * English routes that no sidebar group lists, each with the group and line to add it at.
 * @param routes the English routes of site/routes.txt
 * @param sections `sections` of site/sidebar.ts
 * @param sidebarSource the text of site/sidebar.ts, for line numbers
 */
export function missingSidebarEntries(
  routes: readonly string[],
  sections: Record<string, SectionEntry[]>,
  sidebarSource: string,
): string[] {
  const entryRoutes = (entry: SectionEntry) => (typeof entry === 'string' ? [entry] : entry.routes);
  const listed = new Set(Object.values(sections).flatMap((entries) => entries.flatMap(entryRoutes)));
  const sourceLines = sidebarSource.split('\n');
  const lineOf = (text: string) => sourceLines.findIndex((line) => line.includes(text)) + 1;
  return routes.flatMap((route) => {
    // The home page has no sidebar.
    if (route === '/' || listed.has(route)) return [];
    const prefix = Object.keys(sections)
      .filter((key) => route.startsWith(`${key}/`))
      .sort((a, b) => b.length - a.length)[0];
    if (prefix === undefined) {
      return [
        `${route} is in no sidebar: add a section for its folder to \`sections\` in ${SIDEBAR_FILE} (line ${lineOf('export const sections')})`,
      ];
    }
    const after = neighbourOf(route, sections[prefix].flatMap(entryRoutes));
    const group = sections[prefix].find(
      (entry): entry is Exclude<SectionEntry, string> =>
        typeof entry !== 'string' && entry.routes.includes(after ?? ''),
    );
    const at = after === undefined ? lineOf(`'${prefix}': [`) : lineOf(`'${after}'`);
    const place = group ? `the routes of the group '${group.text}'` : `the section '${prefix}'`;
    return [
      `${route} is in no sidebar: add '${route}' to ${place} in ${SIDEBAR_FILE}:${at}${after ? ` (after '${after}')` : ''}`,
    ];
  });
}

/**
 * Pages of one language without a page at the same path in the other, each naming the file to create.
 * @param files files of each language, relative to docs/<lang>
 */
export function missingTwins(files: Record<'en' | 'zh', readonly string[]>): string[] {
  const [en, zh] = [new Set(files.en), new Set(files.zh)];
  const lacking = (from: 'en' | 'zh', to: 'en' | 'zh', has: Set<string>) =>
    files[from]
      .filter((file) => !has.has(file))
      .map(
        (file) =>
          `docs/${from}/${file} has no ${to === 'zh' ? 'Chinese' : 'English'} twin: create docs/${to}/${file} (same code blocks and heading ids)`,
      );
  return [...lacking('en', 'zh', zh), ...lacking('zh', 'en', en)];
}

/** The shortest description each language accepts, in the unit its reader reads. */
export const DESCRIPTION_RULES = {
  en: { min: 20, unit: 'characters', count: (text: string) => text.trim().length },
  // Counted in Han characters: spaces, punctuation and Latin API names are not the sentence a Chinese
  // reader reads, and ten Han characters make a short sentence (`/\S.{19,}/` failed 17 of them).
  zh: {
    min: 10,
    unit: 'Chinese characters (汉字)',
    count: (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0,
  },
} as const;

/** The problem with a page's front-matter description, stating the rule; undefined when it has none. */
export function descriptionProblem(lang: 'en' | 'zh', file: string, description: unknown): string | undefined {
  const rule = DESCRIPTION_RULES[lang];
  const text = typeof description === 'string' ? description : '';
  const count = rule.count(text);
  if (count >= rule.min) return undefined;
  return (
    `docs/${lang}/${file}: the front-matter description has ${count} ${rule.unit}; ` +
    `write a sentence of at least ${rule.min} ${rule.unit}, the page's summary in search results and link previews`
  );
}
