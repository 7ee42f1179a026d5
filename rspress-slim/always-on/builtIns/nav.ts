// Pieces of Rspress's navbar that the site's Nav and NavHamburger overrides (theme/overrides) compose
// again with valid HTML, and their stylesheets. Not exported by @rspress/core's public entries.
import '@rspress/core/dist/theme/components/Nav/index.css';
import '@rspress/core/dist/theme/components/NavHamburger/index.css';

export type { NavItemsSlots, NavProps } from '@rspress/core/dist/theme/components/Nav/index.js';
export { NavLangs, NavMenu, NavMenuDivider, NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
export { useNavScreen } from '@rspress/core/dist/theme/components/NavHamburger/useNavScreen.js';
export { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
export { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';
