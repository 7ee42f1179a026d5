#!/usr/bin/env node
// Lists the messages the installed Rstest packages can print (lib/messages.mjs: their JavaScript, and
// the mock API messages of the native Rspack binding), each with where the code writes it and
// whether the error reference quotes it (en, zh) or site/data/messages.ts lists it.
// Usage: node scripts/messages.mjs [--missing] [--grep <text>] [--file <part of a dist path>]
//   --missing  only the messages neither quoted on both pages nor listed (what tests/messages.test.ts reports)
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { collectMessages, messageKey, quotesMessage } from '../lib/messages.mjs';
import { codeBlocks, DOCS_DIR } from '../lib/code-blocks.mjs';
import { ROOT } from '../lib/packages.mjs';

const { values } = parseArgs({
  options: { missing: { type: 'boolean', default: false }, grep: { type: 'string' }, file: { type: 'string' } },
});

// The site's TypeScript data, read through the transpiling hooks the search scripts use.
register('../lib/search/loader-hooks.mjs', import.meta.url);
const { ERROR_PAGES: routes, UNLISTED_MESSAGES } = await import('../site/data/messages.ts');
/** @param {string} lang */
const blocks = (lang) =>
  routes.flatMap((route) => {
    try {
      return codeBlocks(readFileSync(path.join(DOCS_DIR, lang, `${route.slice(1)}.mdx`), 'utf8')).map((b) => b.code);
    } catch {
      return [];
    }
  });
const quoted = { en: blocks('en'), zh: blocks('zh') };
/** @type {Set<string>} */
const listed = new Set(UNLISTED_MESSAGES.flatMap((/** @type {{ keys: string[] }} */ u) => u.keys));

/** @type {Map<string, import('../lib/messages.mjs').MessageCandidate[]>} */
const byKey = new Map();
for (const m of collectMessages(path.join(ROOT, 'node_modules'))) {
  const key = messageKey(m.template);
  byKey.set(key, [...(byKey.get(key) ?? []), m]);
}
let shown = 0;
for (const [key, where] of byKey) {
  const en = quoted.en.some((code) => quotesMessage(code, key));
  const zh = quoted.zh.some((code) => quotesMessage(code, key));
  const status = listed.has(key) ? 'listed' : en && zh ? 'quoted' : en ? 'en-only' : zh ? 'zh-only' : 'MISSING';
  if (values.missing && (status === 'listed' || status === 'quoted')) continue;
  if (values.grep && !key.toLowerCase().includes(values.grep.toLowerCase())) continue;
  if (values.file && !where.some((m) => `${m.pkg}/${m.file}`.includes(/** @type {string} */ (values.file)))) continue;
  shown++;
  console.log(`${status.padEnd(8)} ${JSON.stringify(key)}`);
  for (const m of where) console.log(`         ${m.via.padEnd(12)} ${m.errorClass ?? ''} ${m.pkg}/${m.file}:${m.line}`);
}
console.log(`\n${shown} of ${byKey.size} messages shown`);
