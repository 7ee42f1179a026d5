// Every page of the build is valid HTML: html-validate's recommended rules, as the repository's
// .htmlvalidate.mjs sets them (each rule set there says why), over each HTML file in doc_build/
// (the route pages, 404.html and the redirect pages). `npm test` builds before the unit tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type Message } from 'html-validate';
import { describe, expect, test } from 'vitest';
import config from '../.htmlvalidate.mjs';
import { ROUTES } from '../site/routes';

const DOC_BUILD = path.join(import.meta.dirname, '..', 'doc_build');
const built = existsSync(DOC_BUILD);
const files = built
  ? readdirSync(DOC_BUILD, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html'))
      .sort()
  : [];

/** The built file of a route: `/guide/start/` → `guide/start/index.html`. */
const routeHtml = (route: string) => `${route.slice(1)}${route.endsWith('/') ? 'index' : ''}.html`;

/** One line per problem, as a reader fixes it: where, which rule, what. */
const describeMessage = (file: string, { line, column, ruleId, message, selector }: Message) =>
  `doc_build/${file}:${line}:${column} ${ruleId}: ${message}${selector ? ` (${selector})` : ''}`;

/**
 * Known problems, left to the owner of their source (plugins/preview.ts): on a page with a
 * live preview, the preview's styles are `<style>` elements in the body (valid only in the head;
 * a `<link rel="stylesheet">` may stand in the body) and @rspress/plugin-preview's buttons have
 * no `type`. Only these are let through; the last test fails once they are gone, to drop them.
 */
const KNOWN = [
  { rule: 'element-permitted-content', element: /^style>/ },
  { rule: 'no-implicit-button-type', element: /^button [^>]*class="rp-preview-operations__button / },
];
const PREVIEW_PAGES = ['guide/basic/framework-testing.html', 'zh/guide/basic/framework-testing.html'];
/** Whether a message is a known problem: its rule, on a preview page, at the element named (the tag that opens at its offset). */
const known = (file: string, html: string, m: Message) =>
  PREVIEW_PAGES.includes(file) &&
  KNOWN.some((k) => k.rule === m.ruleId && k.element.test(html.slice(m.offset, m.offset + 200)));

describe('the built pages are valid HTML', () => {
  test('the site is built, every route included', () => {
    expect(built, 'doc_build/ is missing: run `npm run build` first (npm test does)').toBe(true);
    expect(ROUTES.map(routeHtml).filter((file) => !files.includes(file))).toEqual([]);
  });

  const validator = new HtmlValidate(config);
  test.each(files)('%s', async (file) => {
    const html = readFileSync(path.join(DOC_BUILD, file), 'utf8');
    const report = await validator.validateString(html, file);
    const messages = report.results.flatMap((result) => result.messages);
    expect(messages.filter((m) => !known(file, html, m)).map((m) => describeMessage(file, m))).toEqual([]);
  });

  test('the known problems are still there (drop them from this test once fixed)', async () => {
    const seen = new Set<string>();
    for (const file of PREVIEW_PAGES) {
      const html = readFileSync(path.join(DOC_BUILD, file), 'utf8');
      const report = await validator.validateString(html, file);
      for (const m of report.results.flatMap((result) => result.messages))
        if (known(file, html, m)) seen.add(`${file} ${m.ruleId}`);
    }
    expect([...seen].sort()).toEqual(PREVIEW_PAGES.flatMap((file) => KNOWN.map((k) => `${file} ${k.rule}`)).sort());
  });
});
