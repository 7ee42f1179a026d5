// The error reference is complete: every message the installed Rstest packages can print (read from
// their code by lib/messages.mjs) is quoted on an error reference page, in English and Chinese, or
// listed in site/data/messages.ts with the reason no page needs it. A release that adds a message
// fails here until a page quotes it or it is listed.
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  collectMessages,
  messageFragments,
  messageKey,
  messagesInBinary,
  messagesInCode,
  quotesMessage,
} from '../lib/messages.mjs';
import { ROOT } from '../lib/packages.mjs';
import { ERROR_PAGES, UNLISTED_MESSAGES } from '../site/data/messages';
import { blocksOf, LANGS } from './helpers/page-quotes';

const candidates = collectMessages(path.join(ROOT, 'node_modules'));
const byKey = new Map<string, typeof candidates>();
for (const message of candidates) {
  const key = messageKey(message.template);
  byKey.set(key, [...(byKey.get(key) ?? []), message]);
}

const pageOf = (route: string) => `${route.replace(/^\//, '')}.mdx`;
const blocks = Object.fromEntries(
  LANGS.map((lang) => [lang, ERROR_PAGES.flatMap((route) => blocksOf(lang, pageOf(route)).map((b) => b.code))]),
);
const quotedOn = (lang: string, key: string) => blocks[lang].some((code) => quotesMessage(code, key));

/** Whether a key has a literal word to find in a block: `{}: {}` has none. */
const hasWords = (key: string) => messageFragments(key).some((part) => /[A-Za-z]{3}/.test(part));

const unlisted = new Map(UNLISTED_MESSAGES.flatMap(({ reason, keys }) => keys.map((key) => [key, reason])));
const where = (key: string) => (byKey.get(key) ?? []).map((m) => `${m.pkg}/${m.file}:${m.line}`).join(', ');

/** The keys of `keys` that are neither listed nor quoted on both pages, as the failure names them. */
const unaccounted = (keys: Iterable<string>) =>
  [...keys]
    .filter((key) => !unlisted.has(key) && !(quotedOn('en', key) && quotedOn('zh', key)))
    .map((key) => `${JSON.stringify(key)} (${where(key)})${quotedOn('en', key) ? ' [en only]' : ''}`);

describe('the error reference', () => {
  test('reads the messages of the installed packages', () => {
    // A reader that finds nothing would pass everything below.
    expect(byKey.size).toBeGreaterThan(200);
    expect(byKey.has('Reporter {} not found. Please install it or use a built-in reporter.')).toBe(true);
    // tinyspy's assert helper, and the mock API checks of the native Rspack plugin.
    expect(byKey.has('cannot spy on a non-function value')).toBe(true);
    expect(byKey.get('`rs.mock` function expects 1 or 2 arguments')?.[0]?.via).toBe('native');
  });

  test('quotes every message on an error page in both languages, or lists why not', () => {
    const missing = unaccounted(byKey.keys());
    expect(missing, 'quote these on a page of site/data/messages.ts ERROR_PAGES or list them with a reason').toEqual(
      [],
    );
  });

  test('a message a release adds is reported until a page quotes it or it is listed', () => {
    expect(unaccounted(['Cannot read the new option {} of a later release'])).toEqual([
      '"Cannot read the new option {} of a later release" ()',
    ]);
    // A quoted message and a listed one are accounted for.
    expect(
      unaccounted(['Reporter {} not found. Please install it or use a built-in reporter.', 'Test skipped']),
    ).toEqual([]);
  });

  test('lists only messages the packages still have, none of them quoted, each with a reason', () => {
    for (const { reason, keys } of UNLISTED_MESSAGES) {
      expect(reason.length, 'a reason is a sentence').toBeGreaterThan(20);
      for (const key of keys) {
        expect(byKey.has(key), `${JSON.stringify(key)} is no longer in the packages`).toBe(true);
        // A key without literal words is in every block (the last test lists it), so only the others are checked.
        if (hasWords(key))
          expect(quotedOn('en', key), `${JSON.stringify(key)} is quoted on a page and listed`).toBe(false);
      }
    }
  });

  test('a message with no literal words cannot be quoted, so it is listed', () => {
    for (const key of byKey.keys())
      if (!hasWords(key)) expect(unlisted.has(key), `${JSON.stringify(key)} (${where(key)})`).toBe(true);
  });
});

describe('the collector', () => {
  const where = { pkg: '@rstest/core', file: 'dist/x.js' };
  const found = (code: string) =>
    messagesInCode(code, where).map(({ template, via, errorClass }) => ({ template, via, errorClass }));

  test('reads thrown errors, with or without new, and logged warnings', () => {
    expect(found("throw new Error('Cannot find the config');")).toEqual([
      { template: 'Cannot find the config', via: 'throw', errorClass: 'Error' },
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, as text
    expect(found('throw TypeError(`Invalid pool ${pool.type}`);')).toEqual([
      { template: 'Invalid pool {type}', via: 'throw', errorClass: 'TypeError' },
    ]);
    expect(found("logger.warn(color.yellow('No test files found'));")).toEqual([
      { template: 'No test files found', via: 'log-warn', errorClass: undefined },
    ]);
    // A class the bundler renamed still names an error.
    expect(found("throw new node_modules_chai_AssertionError('Target cannot be null');")).toEqual([
      { template: 'Target cannot be null', via: 'throw', errorClass: 'AssertionError' },
    ]);
  });

  test('reads a text kept in a message variable, not any string', () => {
    expect(found("const message = 'The run was cancelled';\nconst name = 'not a message here';")).toEqual([
      { template: 'The run was cancelled', via: 'message-text', errorClass: undefined },
    ]);
  });

  test("reads the calls of a helper that makes an error of its argument (tinyspy's assert)", () => {
    const code = [
      'function S(e, t) {\n  if (!e) throw new Error(t);\n}',
      "S(typeof fn === 'function', 'cannot spy on a non-function value');",
      'function createLoadError(message) {\n  const error = new Error(message);\n  error.stack = "";\n  return error;\n}',
      "throw createLoadError('Browser mode requires a provider');",
      "function pick(a, b) {\n  return a || b;\n}\npick(1, 'not a message at all');",
    ].join('\n');
    expect(found(code)).toEqual([
      { template: 'cannot spy on a non-function value', via: 'throw', errorClass: 'Error' },
      { template: 'Browser mode requires a provider', via: 'throw', errorClass: 'Error' },
    ]);
  });

  test('reads what a function named for an error returns, not the words passed to it', () => {
    const code =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, as text
      "const syntaxError = (type, char) => `Missing ${type}: \"${char}\"`;\nthrow new SyntaxError(syntaxError('opening', '('));";
    expect(found(code)).toEqual([{ template: 'Missing {type}: "{char}"', via: 'message-text', errorClass: undefined }]);
  });

  test('reads the mock API messages of a native binary', () => {
    const part = (text: string) => Buffer.concat([Buffer.from([text.length]), Buffer.from(text, 'latin1')]);
    const bytes = Buffer.concat([
      Buffer.from('\x00\x01Invalid function call`rs.mock` function expects 1 or 2 arguments', 'latin1'),
      Buffer.from('`rs.hoisted` function expects 1 argumentrstest test api import\x00', 'latin1'),
      part('[Rstest] importMock('),
      Buffer.from([0xc0]),
      part(') requires a manual mock'),
      Buffer.from([0]),
      part('// [Rstest mock hoist] "'),
      Buffer.from([0xc0, 0x02]),
      Buffer.from('"\n\x00', 'latin1'),
    ]);
    expect(messagesInBinary(bytes, { pkg: '@rspack/binding-x', file: 'b.node' }).map((m) => m.template)).toEqual([
      '`rs.mock` function expects 1 or 2 arguments',
      '`rs.hoisted` function expects 1 argument',
      '[Rstest] importMock({…}) requires a manual mock',
    ]);
  });
});
