// The built-in full-screen mobile menu, which the site's NavHamburger loads on demand.
export { NavScreen } from '@rspress/core/dist/theme/components/NavScreen/index.js';
