// Runs the site's search in Node against the built index files, the way the search panel does:
// the real `PageSearcher` of @rspress/core (its LocalProvider with FlexSearch, fed by a `fetch` of
// doc_build/static/search_index.<lang>.<hash>.json), plus, unless `stock` is set, the theme
// module that patches it (SITE_SEARCH_MODULE, as theme/index.tsx calls it).
// Patches are global to the process: run stock and site searches in separate processes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(fileURLToPath(import.meta.url), '../../..');
/** The theme module that changes how the panel searches (its `patchPageSearcher` is called by the search panel, theme/overrides/Search/SearchPanel.tsx). */
export const SITE_SEARCH_MODULE = 'rspress-slim/always-on/searchPatch.ts';
const INDEX_FILE = /^search_index\.(?<lang>[a-z-]+)\.(?<hash>[0-9a-f]+)\.json$/;

/** @typedef {import('../../theme/search/rank').IndexRecord} IndexRecord A page of a built search index. */
/** @typedef {import('@rspress/core/theme-original').DefaultMatchResult} DefaultMatchResult */
/** @typedef {import('@rspress/core/theme-original').DefaultMatchResultItem} DefaultMatchResultItem */
/**
 * A language's search, as the panel runs it.
 * @typedef {object} LangSearch
 * @property {number} recordsMs How long fetching and parsing the language's search index (Rspress's records) took.
 * @property {number} initMs How long `PageSearcher.init` took once the records were there (the site's term index).
 * @property {(query: string) => Promise<DefaultMatchResultItem[]>} search The hits for a query, in panel order.
 */
/**
 * The globals the search code reads: the `virtual-page-data` stub of ./loader-hooks.mjs and the bundler's runtime.
 * @typedef {typeof globalThis & { __searchIndexHash?: Record<string, string>, __webpack_public_path__?: string }} SearchGlobals
 */

/**
 * The built index files of `dir`, by language.
 * @param {string} [dir]
 * @returns {Record<string, { file: string, hash: string }>}
 */
export function indexFiles(dir = path.join(ROOT, 'doc_build/static')) {
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: build the site first (npx rspress build)`);
  /** @type {Record<string, { file: string, hash: string }>} */
  const files = {};
  for (const name of readdirSync(dir)) {
    const m = INDEX_FILE.exec(name);
    if (m?.groups) files[m.groups.lang] = { file: path.join(dir, name), hash: m.groups.hash };
  }
  return files;
}

/**
 * The records of each language's index.
 * @param {string} [dir]
 * @returns {Record<string, IndexRecord[]>}
 */
export function loadIndexes(dir) {
  return Object.fromEntries(
    Object.entries(indexFiles(dir)).map(([lang, { file }]) => [lang, JSON.parse(readFileSync(file, 'utf8'))]),
  );
}

/** How the panel shows a match result: grouped by page title in order of first appearance (SearchPanel's normalizeSuggestions). */
/**
 * @template {{ title: string }} T
 * @param {T[]} items
 * @returns {T[]}
 */
export function panelOrder(items) {
  /** @type {Map<string, T[]>} */
  const groups = new Map();
  for (const item of items) {
    if (!groups.has(item.title)) groups.set(item.title, []);
    /** @type {T[]} set just above */ (groups.get(item.title)).push(item);
  }
  return [...groups.values()].flat();
}

/**
 * The language of the searcher being made: the panel reads the page's, here `searcher(lang)` sets it.
 * One for the process, as the patch is (it is applied once).
 */
let currentLang = 'en';

/**
 * Loads the search code and returns `searcher(lang)`: a function that, like the panel, creates a
 * PageSearcher for the language, inits it once and returns `search(query)` → hits in panel order.
 * @param {{ dir?: string, stock?: boolean, siteTitle?: string }} [options]
 * @returns {Promise<(lang: string) => Promise<LangSearch>>}
 */
export async function loadSearch({ dir, stock = false, siteTitle = 'Rstest' } = {}) {
  register('./loader-hooks.mjs', import.meta.url);
  const files = indexFiles(dir);
  /** @type {SearchGlobals} */ (globalThis).__searchIndexHash = Object.fromEntries(
    Object.entries(files).map(([lang, { hash }]) => [`###${lang}`, hash]),
  );
  /** @type {SearchGlobals} */ (globalThis).__webpack_public_path__ = '/';
  // Every file of the static folder: the search indexes and the term indexes beside them (plugins/searchTerms.ts).
  const staticDir = path.dirname(Object.values(files)[0]?.file ?? path.join(ROOT, 'doc_build/static/x'));
  const byName = new Map(readdirSync(staticDir).map((name) => [name, path.join(staticDir, name)]));
  globalThis.fetch = async (url) => {
    const file = byName.get(/** @type {string} split gives at least one part */ (String(url).split('/').pop()));
    return file ? new Response(readFileSync(file), { status: 200 }) : new Response('', { status: 404 });
  };
  const { PageSearcher, patchPageSearcher } = /** @type {typeof import('../../rspress-slim/always-on/searchPatch')} */ (
    await import(pathToFileURL(path.join(ROOT, SITE_SEARCH_MODULE)).href)
  );
  if (!stock) {
    const { siteSearch } = /** @type {typeof import('../../theme/search')} */ (
      await import(pathToFileURL(path.join(ROOT, 'theme/search/index.ts')).href)
    );
    patchPageSearcher(siteSearch, () => currentLang);
  }

  /**
   * @param {string} lang
   * @returns {Promise<LangSearch>}
   */
  return async function searcher(lang) {
    currentLang = lang;
    // useSearchPanel: new PageSearcher({ indexName: siteTitle, ...siteData.search, currentLang, currentVersion })
    const pageSearcher = new PageSearcher({
      indexName: siteTitle,
      codeBlocks: true,
      currentLang: lang,
      currentVersion: '',
    });
    // The records first, then init, so the two are measured apart (in the browser the page fetches the
    // records when it is idle; init loads the site's term index beside them).
    const started = performance.now();
    await pageSearcher.fetchSearchIndex();
    const fetched = performance.now();
    await pageSearcher.init();
    const initMs = performance.now() - fetched;
    return {
      recordsMs: fetched - started,
      initMs,
      async search(query) {
        // The site's search config has no custom `onSearch`, so every group is a default one.
        const groups = /** @type {DefaultMatchResult[]} */ (await pageSearcher.match(query));
        return panelOrder(groups[0]?.result ?? []);
      },
    };
  };
}
