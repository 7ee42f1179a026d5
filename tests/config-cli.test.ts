import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { codeBlocks } from '../lib/code-blocks.mjs';
import { routesOf } from '../site/routes';
import { configOptions } from '../site/data/configOptions';
import { ROOT, rstestIn } from './helpers/rstest';

const help = rstestIn(ROOT, { args: ['run', '--help'] }).stdout;

/** The flags of `rstest run --help`: `-t, --testNamePattern <value>` gives `-t` and `--testNamePattern`. */
const HELP_FLAGS = new Set(
  help
    .split('\n')
    .filter((line) => /^\s+-/.test(line))
    .flatMap((line) =>
      line
        .trim()
        .split(/\s{2,}/)[0]
        .split(/,\s*/),
    )
    .map((flag) => flag.split(/[\s=]/)[0]),
);

describe('documented CLI flags exist in `rstest run --help`', () => {
  test('the help lists the flags of the test options', () => {
    expect(HELP_FLAGS).toContain('--testTimeout');
    expect(HELP_FLAGS).toContain('-t');
  });

  const documented = Object.entries(configOptions).flatMap(([name, facts]) =>
    (facts.cliFlags ?? []).map((flag) => [name, flag] as const),
  );
  test.each(documented)('%s: %s', (_name, flag) => {
    expect(HELP_FLAGS).toContain(flag);
  });

  test('the CLI examples on config pages use flags the help lists', () => {
    const pages = routesOf('en').filter((route) => /^\/config\/(test|build)\//.test(route));
    for (const lang of ['en', 'zh']) {
      for (const route of pages) {
        const source = readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');
        for (const block of codeBlocks(source).filter((b: { lang: string }) => b.lang === 'bash')) {
          // Only the commands that run rstest: an install line's flags belong to the package manager.
          for (const command of block.code.split('\n').filter((line: string) => /(?:^|\s)rstest(?:\s|$)/.test(line))) {
            for (const [flag] of command.matchAll(/(?<=\s)--?[A-Za-z][\w.]*/g)) {
              expect(HELP_FLAGS, `${lang}${route}: ${flag}`).toContain(flag);
            }
          }
        }
      }
    }
  });
});
