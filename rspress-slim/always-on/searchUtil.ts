// Helpers of Rspress's search panel that the site's ranking (theme/search/rank.ts) reuses so its
// snippets are cut as the built-in's are, and the text folding of its own search, which the search
// engines bench (scripts/bench/search-engines.mjs) applies as Rspress does. Not exported by
// @rspress/core's public entries.
export {
  backTrackHeaders,
  getSlicedStrByByteLength,
  getStrByteLength,
  normalizeTextCase,
} from '@rspress/core/dist/theme/components/Search/logic/util.js';
