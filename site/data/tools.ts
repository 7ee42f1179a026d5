// The Rstack tool family (e2e/README.md: Tool menu, Landing page): one list feeds the header menu and the
// landing cards, so a name, link or description is written once for both.

import type { Lang } from '../site';

export type ToolLang = Lang;

export interface ToolEntry {
  name: string;
  description: Record<ToolLang, string>;
  /** An external image on the static asset host. */
  logo: string;
  /** Scale for logos whose artwork fills less (> 1) or more (< 1) of their canvas than the others. */
  logoScale?: number;
  url: string;
}

/** The landing variant adds the address as readers type it. */
export interface ToolCard extends ToolEntry {
  displayUrl: string;
}

export interface ToolMenuGroup {
  title: Record<ToolLang, string>;
  links: ToolEntry[];
}

/** The organisation's source page: the menu header links here. */
export const ORGANISATION_URL = 'https://github.com/web-infra-dev';

const logoOf = (tool: string) => `https://assets.rspack.rs/${tool}/${tool}-logo.svg`;

function tool(name: string, description: Record<ToolLang, string>, logoScale?: number): ToolCard {
  const id = name.toLowerCase();
  const host = `${id}.rs`;
  return {
    name,
    description,
    logo: logoOf(id),
    url: `https://${host}`,
    displayUrl: host,
    ...(logoScale ? { logoScale } : {}),
  };
}

export const toolCards: readonly ToolCard[] = [
  tool('Rspack', { en: 'Fast Rust-based bundler for the web', zh: '基于 Rust 的高性能 Web 打包工具' }),
  tool('Rsbuild', { en: 'Rspack-based build tool', zh: '基于 Rspack 的构建工具' }),
  tool('Rslib', { en: 'Library development tool', zh: '库开发工具' }),
  tool('Rspress', { en: 'Static site generator', zh: '静态站点生成器' }),
  tool('Rsdoctor', { en: 'Build analyzer', zh: '构建分析工具' }),
  tool('Rstest', { en: 'Rspack-based testing framework', zh: '由 Rspack 驱动的测试框架' }),
  tool('Rslint', { en: 'Linter', zh: '代码检查工具' }),
];

const ecosystemEntry: ToolEntry = {
  name: 'Awesome Rstack',
  description: { en: 'Ecosystem directory', zh: '生态资源目录' },
  logo: logoOf('rstack'),
  url: 'https://github.com/web-infra-dev/awesome-rstack',
};

const toMenuEntry = ({ displayUrl: _displayUrl, ...entry }: ToolCard): ToolEntry => entry;

export const toolMenuGroups: readonly ToolMenuGroup[] = [
  { title: { en: 'Tools', zh: '工具' }, links: toolCards.map(toMenuEntry) },
  { title: { en: 'Ecosystem', zh: '生态' }, links: [ecosystemEntry] },
];
