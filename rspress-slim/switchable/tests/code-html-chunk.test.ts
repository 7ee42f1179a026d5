// A page's highlighted code leaves its JavaScript chunk for a module of its own (plugins/
// codeHtmlChunk.ts), which the browser loads only for a page it did not get served
// (rspress-slim/switchable/codeHtmlInBrowser.ts).
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { extractCodeHtml } from '../codeHtmlChunk';

vi.mock('@rspress/core/runtime', () => ({
  removeBase: (path: string) => path,
  pathnameToRouteService: (path: string) => (path === '/guide/x' ? { filePath: 'en/guide/x.mdx' } : undefined),
}));

describe('extractCodeHtml', () => {
  const page = [
    'import { jsx } from "react/jsx-runtime";',
    'const a = jsx(n.code, { dangerouslySetInnerHTML: {\n    __html: "<span class=\\"line\\">one</span>"\n} });',
    'const b = jsx(n.code, { dangerouslySetInnerHTML: { __html: "two\\nlines" } });',
  ].join('\n');

  test('replaces each block by a lookup and hands the strings, decoded and in order, to their module', () => {
    const modules: string[][] = [];
    const result = extractCodeHtml(page, 'en/guide/x.mdx', (strings) => {
      modules.push(strings);
      return '/cache/strings.js';
    });
    expect(modules).toEqual([['<span class="line">one</span>', 'two\nlines']]);
    expect(result?.code).not.toContain('__html');
    expect(result?.code).toContain('dangerouslySetInnerHTML: __codeHtml(0)');
    expect(result?.code).toContain('dangerouslySetInnerHTML: __codeHtml(1)');
    expect(result?.code).toContain(`__codeHtmlOf("en/guide/x.mdx", () => import("/cache/strings.js"))`);
  });

  test('leaves a page without code blocks alone', () => {
    expect(extractCodeHtml('export default 1;', 'en/a.mdx', () => 'x')).toBeUndefined();
  });
});

describe('codeHtml in the browser', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('window', { location: { pathname: '/guide/x' } });
  });

  test('the served page keeps its served HTML and loads nothing; another page loads its strings at once', async () => {
    const { codeHtml } = await import('../codeHtmlInBrowser');
    const servedLoad = vi.fn(async () => ({ default: ['served'] }));
    const served = codeHtml('en/guide/x.mdx', servedLoad);
    expect(served(0)).toEqual({ __html: '' });
    expect(servedLoad).not.toHaveBeenCalled();

    const otherLoad = vi.fn(async () => ({ default: ['<b>a</b>', '<b>b</b>'] }));
    const other = codeHtml('en/guide/y.mdx', otherLoad);
    expect(otherLoad).toHaveBeenCalledTimes(1);
    await otherLoad.mock.results[0]?.value;
    await Promise.resolve();
    expect(other(1)).toEqual({ __html: '<b>b</b>' });
  });

  test('once the reader has left the served page, entering it again loads its strings', async () => {
    const { codeHtml, servedPageLeft } = await import('../codeHtmlInBrowser');
    servedPageLeft();
    const load = vi.fn(async () => ({ default: ['served'] }));
    const page = codeHtml('en/guide/x.mdx', load);
    expect(load).toHaveBeenCalledTimes(1);
    await load.mock.results[0]?.value;
    await Promise.resolve();
    expect(page(0)).toEqual({ __html: 'served' });
  });
});
