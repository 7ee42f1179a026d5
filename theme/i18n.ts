// The one way theme code reads UI texts and the page's language. Texts live in i18n.json, which
// Rspress loads; this types their keys.
import { useI18n, useLocation } from '@rspress/core/runtime';
import type i18nSource from '../i18n.json';
import { languageOf } from '../site/routePaths.mjs';
import type { Lang } from '../site/site';

export type UiTextKey = keyof typeof i18nSource;

/** `t(key)`: the i18n.json text of `key` in the page's language. */
export const useUiText = () => useI18n<typeof i18nSource>();

export { languageOf };

/** The page's language, by the URL rule above (the same on 404 pages, where Rspress has no page language). */
export const usePageLang = (): Lang => languageOf(useLocation().pathname);
