// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { LOADER, loadScriptsAfterPaint, SCRIPTS_ATTRIBUTE } from '../plugins/scriptsAfterPaint';

const SCRIPTS = ['/static/js/styles.js', '/static/js/lib-react.js', '/static/js/index.js'];

describe('the served HTML lists its scripts for after the first paint', () => {
  test('external scripts leave the tag lists; inline ones stay; one loader lists them in order', () => {
    const inline = { tag: 'script', children: 'theme()' };
    const result = loadScriptsAfterPaint({
      headTags: [
        inline,
        { tag: 'script', attrs: { defer: true, src: SCRIPTS[0] } },
        { tag: 'script', attrs: { defer: true, src: SCRIPTS[1] } },
        { tag: 'link', attrs: { rel: 'stylesheet', href: '/a.css' } },
      ],
      bodyTags: [{ tag: 'script', attrs: { defer: true, src: SCRIPTS[2] } }],
    });
    expect(result.headTags).toEqual([inline, { tag: 'link', attrs: { rel: 'stylesheet', href: '/a.css' } }]);
    expect(result.bodyTags).toEqual([
      { tag: 'script', attrs: { [SCRIPTS_ATTRIBUTE]: SCRIPTS.join(' ') }, children: LOADER },
    ]);
  });
});

/**
 * Runs the loader as the browser would, as the current script of this document, with a
 * PerformanceObserver that reports paints when `paint` is set and none otherwise.
 */
function pageWithLoader(paint: boolean) {
  document.head.replaceChildren();
  const report: { fcp?: () => void } = {};
  const Observer = paint
    ? class {
        static supportedEntryTypes = ['paint'];
        constructor(private callback: (list: unknown, observer: unknown) => void) {}
        observe() {
          report.fcp = () =>
            this.callback(
              { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) },
              this,
            );
        }
        disconnect() {}
      }
    : undefined;
  Object.defineProperty(window, 'PerformanceObserver', { value: Observer, configurable: true, writable: true });
  const loader = document.createElement('script');
  loader.setAttribute(SCRIPTS_ATTRIBUTE, SCRIPTS.join(' '));
  document.body.append(loader);
  Object.defineProperty(document, 'currentScript', { value: loader, configurable: true });
  new Function(LOADER)();
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  const added = () =>
    [...document.head.querySelectorAll('script')].map((script) => ({
      src: script.getAttribute('src'),
      async: script.async,
    }));
  return { report, added };
}

const inOrder = SCRIPTS.map((src) => ({ src, async: false }));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the loader', () => {
  test('adds nothing before the first contentful paint, then every script once, in order', async () => {
    const { report, added } = pageWithLoader(true);
    await wait(50);
    expect(added()).toEqual([]);
    report.fcp?.();
    expect(added()).toEqual(inOrder);
    report.fcp?.();
    expect(added()).toEqual(inOrder);
  });

  test('without paint timing it loads after the next frame; with no paint at all, after a second', () => {
    // Vitest's clock, not the machine's: a loaded machine once stretched 100 ms of waiting past the frame.
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      const frame = pageWithLoader(false);
      expect(frame.added()).toEqual([]);
      vi.advanceTimersToNextFrame();
      expect(frame.added()).toEqual([]);
      // The frame's callback sets a timer of its own (setTimeout without a delay).
      vi.advanceTimersToNextTimer();
      expect(frame.added()).toEqual(inOrder);

      const noPaint = pageWithLoader(true);
      vi.advanceTimersByTime(999);
      expect(noPaint.added()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(noPaint.added()).toEqual(inOrder);
    } finally {
      vi.useRealTimers();
    }
  });
});
