// The one reader of site/routes.txt: every route of the site, English and Chinese, one per line.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Every route in the file's order, `/zh/...` routes included. */
export const ROUTES: readonly string[] = readFileSync(path.join(import.meta.dirname, 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

/** The language of a route: Chinese under `/zh/`, else English. */
export const langOfRoute = (route: string): 'en' | 'zh' => (route === '/zh/' || route.startsWith('/zh/') ? 'zh' : 'en');

/** The routes of one language, with their `/zh` prefix when Chinese. */
export const routesOf = (lang: 'en' | 'zh'): string[] => ROUTES.filter((route) => langOfRoute(route) === lang);

export { routeFile } from './routePaths.mjs';
