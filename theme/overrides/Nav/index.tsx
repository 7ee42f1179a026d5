// Replaces the built-in Nav only to put the language menu (and the version menu, a list item each)
// in a list: the built-in puts these `<li>`s straight into a `<div>`, which is invalid HTML
// (tests/html-valid.test.ts) and a list item outside a list for screen readers (axe `listitem`).
// Everything else is the built-in's markup and parts.
import { useNav, useSite } from '@rspress/core/runtime';
import { NavTitle } from '@rspress/core/theme-original';
import {
  NavLangs,
  NavMenu,
  NavMenuDivider,
  type NavProps,
  NavVersions,
} from '../../../rspress-slim/always-on/builtIns/nav';
import { NavHamburger } from '../NavHamburger';
import { Search } from '../Search';
import { SocialLinks } from '../SocialLinks';
import { SwitchAppearance } from '../SwitchAppearance';
import './Nav.css';

export function Nav(props: NavProps) {
  const navList = useNav();
  const { site } = useSite();
  // As the built-in reads `darkMode`: `false` forces light, a `force-*` value forces that one.
  const darkMode = site.themeConfig.darkMode;
  const hasAppearanceSwitch = darkMode !== false && !String(darkMode ?? '').startsWith('force-');
  const slots = {
    beforeLeftNavItems: props.beforeLeftNavItems,
    afterLeftNavItems: props.afterLeftNavItems,
    beforeRightNavItems: props.beforeRightNavItems,
    afterRightNavItems: props.afterRightNavItems,
  };
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {props.beforeNavTitle}
        {props.navTitle ?? <NavTitle />}
        <NavMenu
          menuItems={navList}
          position="left"
          beforeNavItems={slots.beforeLeftNavItems}
          afterNavItems={slots.afterLeftNavItems}
        />
        {props.afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {props.beforeNavMenu}
        <Search />
        <NavMenu
          menuItems={navList}
          position="right"
          beforeNavItems={slots.beforeRightNavItems}
          afterNavItems={slots.afterRightNavItems}
        />
        <div className="rp-nav__others">
          <NavMenuDivider />
          <ul className="rp-nav__menus">
            <NavLangs />
            <NavVersions />
          </ul>
          {hasAppearanceSwitch && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <NavHamburger {...slots} />
        {props.afterNavMenu}
      </div>
    </header>
  );
}
