// Stands in for `copy-to-clipboard` in the browser bundle (aliased by ./performance.ts). Rspress's
// copyToClipboard writes with the Clipboard API and falls back to the library only when that fails,
// returning its answer from an async function; this loads the library then (~0.7 KiB brotli off
// every page) and answers the same, its prompt with the Ctrl+C or ⌘+C hint included. Guarded by
// theme/upgrade-guard.test.ts.
type Copy = (text: string, options?: Record<string, unknown>) => boolean;

export default function copy(text: string, options?: Record<string, unknown>): Promise<boolean> {
  return import('copy-to-clipboard/index.js').then((module: { default?: Copy }) =>
    ((module.default ?? module) as Copy)(text, options),
  );
}
