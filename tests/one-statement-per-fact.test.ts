// One statement per fact (site/factSources.ts): a behaviour of an option or a command is stated on one
// page, its source; other pages link to the source and say what the reader gets from it, or render the
// shared fact from data. A sentence outside the source page that names the subject and states the fact
// in its own words fails here, with its page and line: two wordings drift apart (one page said
// "after each test" where the option's page says "before each test").
//
// What counts as restating: one sentence (en split at . ! ?, zh at 。！？) of a page's prose
// (paragraphs, headings, table rows; not code blocks, not MDX comments) that
// - names the subject: the option as code (`restoreMocks`, `--restoreMocks`), a camelCase option name
//   as a word, or a link to the option's page; and
// - states the fact: for the hand-written facts, their patterns (timing such as "before each test",
//   每个测试之前; what plain `rstest` does by itself, which names its subject too); for the default of
//   every option that site/data/configOptions.ts gives a value, the word "default" (默认) a few words
//   from that value (a string value as code or quoted), and for the timeouts the value alone ("5 s",
//   "10000").
// A link alone is not a statement: "With [restoreMocks](…) on, the next test sees the real fetch again"
// says what the reader gets; "[restoreMocks](…) puts the real fetch back after each test" restates it.
// The source page may state its facts, and so may a docs/<lang>/shared/ fragment it imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { DOCS_DIR, pageFiles } from '../lib/code-blocks.mjs';
import { type Lang, type Restatement, restatementsIn } from './helpers/restatements';

const LANGS: Lang[] = ['en', 'zh'];

const describeRestatement = (found: Restatement) =>
  `${found.file}:${found.line}: "${found.sentence}"\n    restates what ${found.source} states (${found.fact}): link to ${found.source} instead of restating it`;

describe('the detector', () => {
  const check = (lang: Lang, file: string, text: string) =>
    restatementsIn(lang, file, `# Page\n\n${text}\n`).map((found) => `${found.line} ${found.fact}`);

  test('it finds a cleanup option stated with its timing, linked or not, in both languages', () => {
    expect(
      check(
        'en',
        'guide/advanced/mocking-recipes.mdx',
        'Replace `fetch` with a spy. [restoreMocks](/config/test/restoreMocks) puts the real `fetch` back after each test:',
      ),
    ).toEqual(['3 restoreMocks restores every mock before each test']);
    expect(
      check(
        'zh',
        'guide/advanced/metadata-and-cleanup.mdx',
        '可以使用 [restoreMocks](/config/test/restoreMocks)、[unstubEnvs](/config/test/unstubEnvs) 选项，\n它们会在每个测试之前完成这些工作。',
      ),
    ).toEqual([
      '3 restoreMocks restores every mock before each test',
      '3 unstubEnvs undoes rs.stubEnv before each test',
    ]);
  });

  test('it leaves a sentence that links and says what the reader gets, code, comments and the source page', () => {
    expect(
      check(
        'en',
        'guide/x.mdx',
        'With [restoreMocks](/config/test/restoreMocks) on, the next test sees the real `fetch`.',
      ),
    ).toEqual([]);
    expect(check('en', 'guide/x.mdx', '```ts\n// restoreMocks restores before each test\n```')).toEqual([]);
    expect(check('en', 'guide/x.mdx', 'Spies. {/* restoreMocks acts before each test */}')).toEqual([]);
    expect(
      check('en', 'config/test/restoreMocks.mdx', 'Before each test, `restoreMocks` calls `mockRestore()`.'),
    ).toEqual([]);
  });

  test('it finds a default value: a timeout by its value, another option with the word default', () => {
    expect(check('en', 'guide/x.mdx', '`--testTimeout=0` leaves hooks under the 10 s `hookTimeout`.')).toEqual([
      '3 the default of hookTimeout (10000)',
    ]);
    expect(check('zh', 'guide/x.mdx', '`testTimeout` 默认是 5 秒。')).toEqual(['3 the default of testTimeout (5000)']);
    expect(
      check('en', 'guide/x.mdx', 'Rstest runs files in `forks` by default (see [`pool`](/config/test/pool)).'),
    ).toEqual(['3 the default of pool ("forks")']);
    expect(check('en', 'guide/x.mdx', 'Set `pool` to `threads` for speed.')).toEqual([]);
    // "default" about something else, or far from the value.
    expect(check('en', 'guide/x.mdx', 'Setting `reporters` replaces the default list.')).toEqual([]);
    expect(
      check('zh', 'guide/x.mdx', 'Rstest 默认使用 ES 模块，除非该选项为 `false`，或开启了 `federation` 选项。'),
    ).toEqual([]);
  });

  test('it finds what plain rstest does stated outside the CLI page', () => {
    expect(
      check(
        'en',
        'guide/advanced/editor-debugging.mdx',
        '`run` runs once and exits (without it Rstest would stay in watch mode outside CI).',
      ),
    ).toEqual(['3 plain `rstest` runs the tests once and exits; watching needs `-w` or `rstest watch`']);
    expect(check('en', 'guide/basic/cli.mdx', 'The default command runs the tests once and exits.')).toEqual([]);
  });
});

// `npm run check:pages` names the pages it checks in CHECK_PAGES (docs/<lang>/<file>, one a line).
const checked = (process.env.CHECK_PAGES ?? '').split('\n').filter(Boolean);

describe('no page restates a fact whose source is another page', () => {
  const pages = LANGS.flatMap((lang) => pageFiles(lang).map((file) => [lang, file] as const)).filter(
    ([lang, file]) => checked.length === 0 || checked.includes(`docs/${lang}/${file}`),
  );
  test.each(pages)('docs/%s/%s', (lang, file) => {
    const found = restatementsIn(lang, file, readFileSync(path.join(DOCS_DIR, lang, file), 'utf8'));
    expect(found.map(describeRestatement)).toEqual([]);
  });
});
