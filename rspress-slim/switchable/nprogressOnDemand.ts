// Stands in for `nprogress` in the browser bundle (aliased by ./index.ts). Rspress's links
// import the progress bar eagerly (~1.2 KiB brotli on every page), but only start it when a client
// navigation takes longer than 200 ms. This keeps the calls Rspress makes (configure, start, done)
// and loads the real bar the first time one is started. Guarded by rspress-slim/upgrade-guard.test.ts.
/** The part of nprogress 0.2's default export that Rspress uses. */
interface NProgress {
  configure(options: Record<string, unknown>): NProgress;
  start(): NProgress;
  done(): NProgress;
}

/** The methods Rspress's theme calls on the default export. */
export const USED_METHODS = ['configure', 'start', 'done'] as const;

let settings: Record<string, unknown> = {};
let running = false;
let loaded: NProgress | undefined;

const load = () =>
  // @ts-expect-error nprogress ships no types
  import('nprogress/nprogress.js').then((module: { default?: NProgress }) => (module.default ?? module) as NProgress);

const nprogress = {
  configure(options: Record<string, unknown>) {
    settings = { ...settings, ...options };
    loaded?.configure(settings);
    return nprogress;
  },
  start() {
    running = true;
    if (loaded) loaded.start();
    else
      void load().then((real) => {
        loaded = real.configure(settings);
        // The navigation may have ended while the bar loaded.
        if (running) real.start();
      });
    return nprogress;
  },
  done() {
    running = false;
    loaded?.done();
    return nprogress;
  },
};

export default nprogress;
