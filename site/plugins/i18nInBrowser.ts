// The browser bundle carries every UI text of i18n.json in both languages, including the texts of
// the navbar and sidebar, which Rspress writes into the site data in each language at build time and
// never looks up again. In the browser bundle the text module leaves those keys out.
import type { RspressPlugin } from '@rspress/core';
import { nav } from '../nav';
import { sections } from '../sidebar';
import { BROWSER_ENVIRONMENT } from './routeTable';

/** The virtual module of Rspress's UI texts, and how it starts. */
export const I18N_MODULE = /[\\/]virtual-i18n-text\.js$/;
const I18N_EXPORT = 'export default ';

/** The i18n.json keys the navbar and sidebar name: resolved into the site data when it is built. */
export const BUILD_ONLY_KEYS = [
  ...nav.map((item) => ('text' in item ? item.text : undefined)),
  ...Object.values(sections).flatMap((entries) =>
    entries.map((entry) => (typeof entry === 'string' ? undefined : entry.text)),
  ),
].filter((key): key is string => typeof key === 'string');

/** The module text without the build-only keys. */
export function browserTexts(code: string): string {
  if (!code.startsWith(I18N_EXPORT))
    throw new Error('virtual-i18n-text changed shape: revisit site/plugins/i18nInBrowser.ts');
  const texts = JSON.parse(code.slice(I18N_EXPORT.length).replace(/;\s*$/, '')) as Record<string, unknown>;
  for (const key of BUILD_ONLY_KEYS) delete texts[key];
  return `${I18N_EXPORT}${JSON.stringify(texts)}`;
}

export function pluginI18nInBrowser(): RspressPlugin {
  return {
    name: 'rstest-docs:i18n-in-browser',
    builderConfig: {
      plugins: [
        {
          name: 'rstest-docs:i18n-in-browser',
          setup(api) {
            api.transform(
              { test: I18N_MODULE, order: 'post', environments: [BROWSER_ENVIRONMENT] },
              ({ code }: { code: string }) => browserTexts(code),
            );
          },
        },
      ],
    },
  };
}
