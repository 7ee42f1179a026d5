import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import i18n from '../../../i18n.json';
import { configOptions } from '../../../site/data/configOptions';
import { ConfigMeta, configMetaMarkdown, formatConfigValue } from '.';

const lang = vi.hoisted(() => ({ current: 'en' as 'en' | 'zh' }));
vi.mock('@rspress/core/runtime', () => ({
  useI18n: () => (key: keyof typeof i18n) => i18n[key][lang.current],
}));

// No option of 0.12.0 has a confirmed version, so one fixture entry exercises the "Added in" row.
vi.mock('../../../site/data/configOptions', async (importOriginal) => {
  const data = await importOriginal<typeof import('../../../site/data/configOptions')>();
  const configOptions = { ...data.configOptions, fixtureOption: { type: 'boolean', addedIn: '0.9.0' } };
  return { ...data, configOptions, isConfigOptionName: (name: string) => Object.hasOwn(configOptions, name) };
});

/** The rows of the block as a reader sees them: label → value text. */
function rows(name: string): Record<string, string> {
  const html = renderToStaticMarkup(<ConfigMeta name={name} />);
  const pairs = [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)];
  return Object.fromEntries(
    pairs.map(([, label, value]) => [
      label,
      value
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ]),
  );
}

describe('ConfigMeta', () => {
  test('shows type, default and every CLI flag of an option', () => {
    lang.current = 'en';
    expect(rows('testNamePattern')).toEqual({
      Type: 'string | RegExp',
      Default: 'undefined',
      'CLI flag': '-t --testNamePattern',
    });
  });

  test('labels the rows in Chinese on zh pages', () => {
    lang.current = 'zh';
    expect(Object.keys(rows('testTimeout'))).toEqual(['类型', '默认值', '命令行参数']);
  });

  test('omits the CLI row for an option without a flag and links shared build options to Rsbuild', () => {
    lang.current = 'en';
    const meta = rows('output.cssModules');
    expect(meta['CLI flag']).toBeUndefined();
    expect(meta['Rsbuild docs']).toBe('rsbuild.rs/config/output/css-modules');
    expect(renderToStaticMarkup(<ConfigMeta name="output.cssModules" />)).toContain(
      'href="https://rsbuild.rs/config/output/css-modules"',
    );
  });

  test('renders a default that is not a plain value as its expression', () => {
    lang.current = 'en';
    expect(rows('root').Default).toBe('process.cwd()');
  });

  test('shows the version that added an option when the data records one', () => {
    lang.current = 'en';
    expect(rows('fixtureOption')).toEqual({ Type: 'boolean', 'Added in': 'v0.9.0' });
  });

  test('renders the same block in the browser, where the facts arrive as JSON (rspress-slim/switchable/configFactsInPage.ts)', () => {
    lang.current = 'en';
    const mismatches: string[] = [];
    for (const [name, facts] of Object.entries(configOptions)) {
      const served = renderToStaticMarkup(<ConfigMeta name={name} />);
      (configOptions as Record<string, unknown>)[name] = JSON.parse(JSON.stringify(facts));
      try {
        const hydrated = renderToStaticMarkup(<ConfigMeta name={name} />);
        if (hydrated !== served) mismatches.push(`${name}: ${served} → ${hydrated}`);
      } finally {
        (configOptions as Record<string, unknown>)[name] = facts;
      }
    }
    expect(mismatches).toEqual([]);
  });

  test('fails loudly on an option name the data does not know', () => {
    expect(() => renderToStaticMarkup(<ConfigMeta name="testTimeOut" />)).toThrow(/no such option/);
  });
});

describe('ConfigMeta in the Markdown copy of a page (llms)', () => {
  /** The component as Rspress renders it for the page's `.md` file. */
  function markdown(name: string): unknown {
    const env = import.meta.env as { SSG_MD?: boolean };
    env.SSG_MD = true;
    try {
      return ConfigMeta({ name });
    } finally {
      delete env.SSG_MD;
    }
  }

  test('lists every row the HTML block shows, with each value as code, in the page language', () => {
    lang.current = 'en';
    expect(markdown('testNamePattern')).toBe(
      '\n- **Type**: `string | RegExp`\n- **Default**: `undefined`\n- **CLI flag**: `-t`, `--testNamePattern`\n\n',
    );
    lang.current = 'zh';
    expect(markdown('root')).toBe(
      '\n- **类型**: `string`\n- **默认值**: `process.cwd()`\n- **命令行参数**: `-r`, `--root`\n\n',
    );
  });

  test('links the Rsbuild page and fences a value that contains backticks', () => {
    expect(configMetaMarkdown([{ label: 'Rsbuild docs', link: 'https://rsbuild.rs/config/plugins' }])).toBe(
      '- **Rsbuild docs**: [rsbuild.rs/config/plugins](https://rsbuild.rs/config/plugins)',
    );
    expect(configMetaMarkdown([{ label: 'Type', code: ['`on` | `off`'] }])).toBe('- **Type**: `` `on` | `off` ``');
  });
});

describe('formatConfigValue', () => {
  test('writes values the way a config file does', () => {
    expect(formatConfigValue(['default'])).toBe("['default']");
    expect(formatConfigValue({ 'import.meta.env': 'process.env' })).toBe("{ 'import.meta.env': 'process.env' }");
    expect(formatConfigValue({ version: '2023-11' })).toBe("{ version: '2023-11' }");
    expect(formatConfigValue([])).toBe('[]');
    expect(formatConfigValue(5000)).toBe('5000');
  });
});
