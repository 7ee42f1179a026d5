// Stands in for NavScreen/index.js where the built-in NavHamburger imports it, in the browser bundle
// (./performance.ts). The full-screen mobile menu's code (menu, versions, scroll lock: ~0.6 KiB
// brotli) is not in the first load of a page: it is fetched when the browser is first idle, so the
// hamburger still opens the menu at once. The divider the hamburger's hover group shows at once
// stays here, as the built-in renders it (theme/upgrade-guard.test.ts compares them).
import type { ComponentProps } from 'react';
import type { NavScreen as BuiltInNavScreen } from '@rspress/core/dist/theme/components/NavScreen/index.js';
import { onDemand, whenIdle } from '../../theme/onDemand';

type Props = ComponentProps<typeof BuiltInNavScreen>;

const screen = onDemand<Props>(() =>
  import('@rspress/core/dist/theme/components/NavScreen/index.js').then((module) => module.NavScreen),
);
if (typeof window !== 'undefined') whenIdle(() => screen.preload());

/** Rendered by the hamburger only while the menu is open. */
export function NavScreen(props: Props) {
  const Loaded = screen.useLoaded();
  return Loaded ? <Loaded {...props} /> : null;
}

export function NavScreenDivider() {
  return <div className="rp-nav-screen-divider" />;
}
