// Helpers of Rspress's search panel that the site's ranking (theme/search/rank.ts) reuses so its
// snippets are cut as the built-in's are. Not exported by @rspress/core's public entries.
export {
  backTrackHeaders,
  getSlicedStrByByteLength,
  getStrByteLength,
} from '@rspress/core/dist/theme/components/Search/logic/util.js';
