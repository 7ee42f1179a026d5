// What the CSS and assets guide (docs/*/guide/basic/css-and-assets.mdx) says beyond its runnable
// examples, proven by real runs of the pinned @rstest/core with the installed Less and Sass plugins.
// A claim is marked on both pages with `{/* proven by tests/claims/css-and-assets.test.ts: <test name> */}`.
import { describe, expect } from 'vitest';
import { pageSource, says } from '../helpers/page-quotes';
import { changed, pageClaims } from '../helpers/page-claims';
import { LOCAL_ENV, scratchRuns } from '../helpers/rstest';

const PAGE = 'guide/basic/css-and-assets.mdx';
const run = scratchRuns({ env: LOCAL_ENV });

/** Stand-in content for an image of `size` bytes: the build treats a file by its extension. */
const image = (size: number) => 'x'.repeat(size);

const DECLARATIONS = `declare module '*.css';\ndeclare module '*.less';\ndeclare module '*.scss';\ndeclare module '*.svg';\ndeclare module '*.png';\ndeclare module '*?raw';\n`;

const { claim, claimsAreMarked, exampleFiles } = pageClaims('css-and-assets.test.ts', PAGE, 240_000);

describe(PAGE, () => {
  claim('each kind of import gives what the table says, with and without a DOM', () => {
    const logoPath = says(PAGE, 'static/image/logo.a9c6a955c5.png');
    const files = {
      'src/assets.d.ts': DECLARATIONS,
      'src/button.css': '.primary { color: red; }\n',
      'src/card.module.css': '.card-title { font-weight: bold; }\n',
      'src/theme.less': '@c: blue;\n.note { color: @c; }\n',
      'src/panel.module.less': '.panel { color: blue; }\n',
      'src/alert.scss': '$c: green;\n.alert { color: $c; }\n',
      'src/banner.module.scss': '.banner { color: green; }\n',
      'src/check.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      'src/logo.png': image(5000),
      'src/imports.test.ts': `import { expect, test } from '@rstest/core';
import button from './button.css';
import card from './card.module.css';
import theme from './theme.less';
import panel from './panel.module.less';
import alert from './alert.scss';
import banner from './banner.module.scss';
import check from './check.svg';
import checkText from './check.svg?raw';
import logo from './logo.png';

const plugins = process.env.WITH_PLUGINS === '1';

test('imports', () => {
  expect(button).toEqual({});
  expect(card.cardTitle).toMatch(/^src-card-module__card-title-\\w+$/);
  expect(card['card-title']).toBe(card.cardTitle);
  expect(theme).toEqual(plugins ? {} : '');
  expect(alert).toEqual(plugins ? {} : '');
  expect(panel.panel === undefined).toBe(!plugins);
  expect(banner.banner === undefined).toBe(!plugins);
  expect(check).toMatch(/^data:image\\/svg\\+xml;base64,/);
  expect(checkText).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>\\n');
  expect(logo).toBe(${JSON.stringify(logoPath)});
  if (typeof document !== 'undefined') expect(document.querySelectorAll('style, link').length).toBe(0);
});
`,
    };
    for (const environment of ['node', 'happy-dom', 'jsdom']) {
      const result = run(files, ['--testEnvironment', environment], { WITH_PLUGINS: '0' });
      expect(result.status, `${environment}\n${result.output}`).toBe(0);
    }
    const withPlugins = run(
      {
        ...files,
        'rstest.config.ts': `import { pluginLess } from '@rsbuild/plugin-less';
import { pluginSass } from '@rsbuild/plugin-sass';
import { defineConfig } from '@rstest/core';
export default defineConfig({ plugins: [pluginLess(), pluginSass()] });
`,
      },
      [],
      { WITH_PLUGINS: '1' },
    );
    expect(withPlugins.status, withPlugins.output).toBe(0);

    // The generated name the page shows is the one the badge example gets.
    const name = says(PAGE, 'src-badge-module__badge-JF3fc4');
    const badge = run({
      ...exampleFiles('badge'),
      'src/name.test.ts': `import { expect, test } from '@rstest/core';
import styles from './badge.module.css';
test('name', () => {
  expect(styles.badge).toBe('${name}');
});
`,
    });
    expect(badge.status, badge.output).toBe(0);
  });

  claim('without the Less and Sass plugins a CSS Module of theirs is an empty object', () => {
    const files = exampleFiles('less-sass');
    const failed = run(changed(files, 'rstest.config.ts', 'plugins: [pluginLess(), pluginSass()],', ''));
    expect(failed.status).toBe(1);
    expect(failed.output).toContain(says(PAGE, 'TypeError: .toMatch() expects to receive a string, but got undefined'));
  });

  claim('data URLs stop at 4096 bytes, and ?raw gives the text', () => {
    // English groups the digits, Chinese technical prose does not.
    for (const [lang, sizes] of [
      ['en', ['4,096', '4,097']],
      ['zh', ['4096', '4097']],
    ] as const)
      for (const size of sizes)
        expect(pageSource(lang, PAGE), lang).toMatch(new RegExp(`(?<![\\d,])${size}(?![\\d,])`));
    const result = run({
      'src/assets.d.ts': DECLARATIONS,
      'src/a.png': image(4096),
      'src/b.png': image(4097),
      'src/check.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      'src/limit.test.ts': `import { expect, test } from '@rstest/core';
import a from './a.png';
import b from './b.png';
import checkMarkup from './check.svg?raw';

test('limit', () => {
  expect(a).toMatch(/^data:image\\/png;base64,/);
  expect(b).toMatch(/^static\\/image\\/b\\.\\w+\\.png$/);
  expect(checkMarkup.startsWith('<svg xmlns=')).toBe(true);
});
`,
    });
    expect(result.status, result.output).toBe(0);
  });

  claimsAreMarked();
});
