// The one rule that names a language's term index file after its search index file, for the build
// (plugins/searchTerms.ts writes it) and the browser (rspress-slim/always-on/searchPatch.ts fetches it).

/**
 * `search_index.en.1a2b3c4d.json` → `search_terms.en.1a2b3c4d.bin`.
 * @param {string} searchIndexFile
 */
export const termIndexFile = (searchIndexFile) =>
  searchIndexFile.replace(/^search_index\./, 'search_terms.').replace(/\.json$/, '.bin');
