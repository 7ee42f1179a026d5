// The facts of every config option (site/data/configOptions.ts, ~3.3 KiB brotli) were one chunk that
// every config page loaded before it could render, though a page shows only its own options. In the
// browser bundle the data module is a store each config page's module fills with the facts of the
// options its <ConfigMeta name="…" /> blocks name, before the page renders (the server renders keep
// the full data and its check of names).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { configOptions, isConfigOptionName } from '../../site/data/configOptions';
import { BROWSER_ENVIRONMENT } from '../always-on/environments';

export const CONFIG_OPTIONS_MODULE = path.join(import.meta.dirname, '../../site/data/configOptions.ts');

/** The browser's stand-in for the data module: what ConfigMeta imports from it, empty until pages fill it. */
export const CONFIG_OPTIONS_STORE = `export const configOptions = {};
export function isConfigOptionName(name) {
  return Object.hasOwn(configOptions, name);
}
`;

const CONFIG_META = /<ConfigMeta\s+name=(?:"([^"]*)"|'([^']*)')\s*\/>/g;

/** The option names a page's source passes to <ConfigMeta />, in order, each once. */
export function configMetaNames(source: string): string[] {
  return [...new Set([...source.matchAll(CONFIG_META)].map((match) => match[1] ?? match[2]))];
}

/** The statement a page's module runs to put its options' facts in the store; empty for a page without any. */
export function configFactsStatement(source: string, file: string): string {
  const names = configMetaNames(source);
  if (names.length === 0) return '';
  const facts: Record<string, unknown> = {};
  for (const name of names) {
    if (!isConfigOptionName(name)) throw new Error(`${file}: <ConfigMeta name="${name}" />: no such option`);
    facts[name] = configOptions[name];
  }
  return `\nimport { configOptions as __configOptions } from ${JSON.stringify(CONFIG_OPTIONS_MODULE)};\nObject.assign(__configOptions, ${JSON.stringify(facts)});\n`;
}

export function pluginConfigFactsInPage(): RspressPlugin {
  return {
    name: 'rstest-docs:config-facts-in-page',
    builderConfig: {
      plugins: [
        {
          name: 'rstest-docs:config-facts-in-page',
          setup(api) {
            const environments = [BROWSER_ENVIRONMENT];
            api.transform({ test: CONFIG_OPTIONS_MODULE, order: 'post', environments }, () => CONFIG_OPTIONS_STORE);
            api.transform(
              { test: /\.mdx?$/, order: 'post', environments },
              ({ code, resourcePath }: { code: string; resourcePath: string }) =>
                code + configFactsStatement(readFileSync(resourcePath, 'utf8'), resourcePath),
            );
          },
        },
      ],
    },
  };
}
