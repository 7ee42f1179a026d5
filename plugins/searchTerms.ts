// Writes each language's term index (theme/search/termIndex.ts) beside its search index at build time:
// for `static/search_index.<lang>.<hash>.json`, `static/search_terms.<lang>.<hash>.bin`, built from the
// records of that file and the glossary's synonyms (site/glossary.ts), so the search panel loads the
// index instead of reading every page for a query
// and finds it by the same hash (rspress-slim/always-on/searchPatch.ts). `npm run dev` writes none: the panel
// builds the same index in the browser.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { buildTermIndex, encodeTermIndex, type IndexedPage } from '../theme/search/termIndex';
import { termIndexFile } from '../lib/searchTerms.mjs';
import { searchSynonyms } from '../site/glossary';

export function pluginSearchTerms(): RspressPlugin {
  return {
    name: 'rstest-docs:search-terms',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const dir = path.join(path.resolve(config.outDir ?? 'doc_build'), 'static');
      const files = (await readdir(dir)).filter((file) => /^search_index\..+\.json$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const records = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as IndexedPage[];
          await writeFile(
            path.join(dir, termIndexFile(file)),
            encodeTermIndex(buildTermIndex(records, searchSynonyms())),
          );
        }),
      );
    },
  };
}
