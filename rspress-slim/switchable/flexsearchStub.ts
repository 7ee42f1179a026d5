// Stands in for `flexsearch` in the browser bundle (aliased by ./index.ts). Rspress's search
// provider imports FlexSearch eagerly (~15 KiB brotli on every page), but it only builds indexes in
// the provider's `init`, which rspress-slim/always-on/searchPatch.ts replaces: no index is ever made.
export class Document {
  constructor() {
    throw new Error(
      'FlexSearch is not bundled (rspress-slim/switchable/flexsearchStub.ts): Rspress built a search index outside ' +
        'PageSearcher.init, which rspress-slim/always-on/searchPatch.ts replaces. Revisit both after an upgrade.',
    );
  }
}
