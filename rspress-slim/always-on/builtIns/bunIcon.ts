// The built-in Bun icon of the package-manager tabs, which the site draws without its SVG ids.
export { Bun } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Bun.js';
