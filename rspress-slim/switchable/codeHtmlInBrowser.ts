// The browser side of ./codeHtmlChunk.ts. A page's highlighted code is HTML in the page's own
// served document. The page that was served keeps that HTML: its code blocks render an empty
// `__html`, which leaves the content of an element React hydrates as served. Any other page (client
// navigation, or the served one entered again) needs the HTML itself: its strings module starts
// loading when the page's module is evaluated (hover preload or navigation), and a block still
// waiting for it suspends, so the navigation shows the page once complete.
import { pathnameToRouteService, removeBase } from '@rspress/core/runtime';
import { use } from 'react';

type Strings = readonly string[];
type Loader = () => Promise<{ default: Strings }>;

interface Page {
  strings?: Strings;
  pending?: Promise<void>;
}

/** The source file (`en/guide/x.mdx`) of the page the server sent; read on first use, after Rspress's URL cleanup. */
let servedFile: string | undefined | null = null;
/** Whether the reader has navigated away from the served page since. */
let left = false;

/** Called on the first client navigation to another page (theme/overrides/useScrollReset). */
export function servedPageLeft(): void {
  left = true;
}

function isServed(file: string): boolean {
  if (left || typeof window === 'undefined') return false;
  servedFile ??= pathnameToRouteService(removeBase(window.location.pathname))?.filePath;
  return file === servedFile;
}

function fetchStrings(load: Loader, page: Page): Promise<void> {
  page.pending ??= load().then((module) => {
    page.strings = module.default;
  });
  return page.pending;
}

/**
 * The `dangerouslySetInnerHTML` of a page's code blocks, by index. Each page module calls this once,
 * with its source file and the loader of its strings.
 */
export function codeHtml(
  file: string,
  load: Loader,
): ((index: number) => { __html: string }) & { ready: () => Promise<void> } {
  const page: Page = {};
  if (!isServed(file)) void fetchStrings(load, page);
  const html = (index: number) => {
    if (!page.strings && isServed(file)) return { __html: '' };
    // Suspends until the strings are in; fetchStrings gives `use` the same promise on every render.
    if (!page.strings) use(fetchStrings(load, page));
    return { __html: page.strings?.[index] ?? '' };
  };
  // What the page's route waits for before it renders: nothing for the served page while it is shown.
  const ready = () => (isServed(file) ? Promise.resolve() : fetchStrings(load, page));
  return Object.assign(html, { ready });
}
