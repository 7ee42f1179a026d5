// Stands in for the `flexsearch` module in the browser bundle (aliased by ./performance.ts).
// Rspress's search provider imports FlexSearch eagerly, which puts ~15 KiB (brotli) of search
// engine into the first load of every page; this `Document` fetches the engine on first use
// instead (the site's own ranking in theme/search does not construct one at all).
import type { Document as FlexDocument } from 'flexsearch';

type Engine = { Document: typeof FlexDocument };
type Options = ConstructorParameters<typeof FlexDocument>[0];

let engine: Promise<Engine> | undefined;
// The alias target is the real FlexSearch build (see ./performance.ts).
const loadEngine = () =>
  (engine ??= import(/* webpackChunkName: "flexsearch" */ 'flexsearch-engine') as Promise<Engine>);

export class Document {
  readonly #document: Promise<FlexDocument>;

  constructor(options: Options) {
    this.#document = loadEngine().then(({ Document: Engine }) => new Engine(options));
  }

  async addAsync(...args: Parameters<FlexDocument['addAsync']>) {
    return (await this.#document).addAsync(...args);
  }

  async searchAsync(...args: Parameters<FlexDocument['searchAsync']>) {
    return (await this.#document).searchAsync(...args);
  }
}
