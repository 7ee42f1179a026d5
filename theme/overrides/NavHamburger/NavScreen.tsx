// The full-screen mobile menu the hamburger opens. Its code (menu, versions, scroll lock) is not in
// the first load of a page: it is fetched when the browser is first idle, so the hamburger still
// opens the menu at once.
import type { ComponentProps } from 'react';
import type { NavScreen as BuiltInNavScreen } from '../../../rspress-slim/always-on/builtIns/navScreen';
import { onDemand, whenIdle } from '../../onDemand';

type Props = ComponentProps<typeof BuiltInNavScreen>;

const screen = onDemand<Props>(() =>
  import('../../../rspress-slim/always-on/builtIns/navScreen').then((module) => module.NavScreen),
);
if (typeof window !== 'undefined') whenIdle(() => screen.preload());

/** Rendered by the hamburger only while the menu is open. */
export function NavScreen(props: Props) {
  const Loaded = screen.useLoaded();
  return Loaded ? <Loaded {...props} /> : null;
}

/** The line between the hover menu's groups, as the built-in draws it. */
export function NavScreenDivider() {
  return <div className="rp-nav-screen-divider" />;
}
