// Replaces the built-in NavHamburger, whose tablet-width button held its whole hover menu (the
// theme switch's button, the language links, the social links, `div`s in a `ul`): controls and
// links inside a `<button>` are invalid HTML (tests/html-valid.test.ts), and React logs it. Here the
// button holds only its icon and the menu is its sibling, with the built-in classes, so it looks
// and opens as before (hover, or a click or key press on the button). The phone-width button and
// the full-screen menu it opens are unchanged; that menu's code still loads on demand.
import { IconSmallMenu, SvgWrapper } from '@rspress/core/theme-original';
import {
  type NavItemsSlots,
  NavScreenAppearance,
  NavScreenLangs,
  NavVersions,
  useNavScreen,
} from '../../../rspress-slim/always-on/builtIns/nav';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { NavScreen, NavScreenDivider } from './NavScreen';
import { SocialLinks } from '../SocialLinks';
import './NavHamburger.css';

const LABEL = 'mobile hamburger';
// The built-in hover menus close this long after the pointer leaves them.
const CLOSE_DELAY_MS = 150;

export function NavHamburger(props: NavItemsSlots) {
  const { isScreenOpen, toggleScreen } = useNavScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);
  const openMenu = () => {
    clearTimeout(closing.current);
    setMenuOpen(true);
  };
  const closeMenu = () => {
    closing.current = setTimeout(() => setMenuOpen(false), CLOSE_DELAY_MS);
  };
  const active = isScreenOpen ? ' rp-nav-hamburger--active' : '';
  return (
    <>
      {isScreenOpen &&
        createPortal(
          <NavScreen {...props} isScreenOpen={isScreenOpen} toggleScreen={toggleScreen} />,
          document.getElementById('__rspress_modal_container') as HTMLElement,
        )}
      <button
        type="button"
        aria-label={LABEL}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${active}`}
        onClick={toggleScreen}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hovering opens the menu as built in; the button is the keyboard's way. */}
      <div
        className={`rp-nav-hamburger rp-nav-hamburger__md${active}`}
        onMouseEnter={openMenu}
        onMouseLeave={closeMenu}
      >
        <button type="button" aria-label={LABEL} aria-expanded={menuOpen} onClick={openMenu}>
          <SvgWrapper icon={IconSmallMenu} />
        </button>
        <div className={`rp-hover-group rp-hover-group--right${menuOpen ? '' : ' rp-hover-group--hidden'}`}>
          <div className="rp-nav-menu__others-mobile__container">
            <div className="rp-nav-hamburger__md__hover-group">
              <NavScreenAppearance />
              <NavVersions />
              <NavScreenLangs />
              <NavScreenDivider />
              <SocialLinks />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
