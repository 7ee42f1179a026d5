// CSS modules are compiled by Rsbuild; TypeScript only needs their shape.
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

// Build-time flags Rspress defines: `SSG_MD` is true only while it renders the pages' Markdown copies (llms).
interface ImportMetaEnv {
  readonly SSG_MD?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// The social icons' SVG markup by icon name, a module Rspress generates from `themeConfig.socialLinks`.
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}

// The search index hashes by `<version>###<lang>`, from the module Rspress generates with the page data.
declare module 'virtual-page-data' {
  export const searchIndexHash: Record<string, string>;
}
