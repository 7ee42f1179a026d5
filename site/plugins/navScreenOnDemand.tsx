// Stands in for NavScreen/index.js where the built-in NavHamburger imports it, in the browser bundle
// (./performance.ts). The full-screen mobile menu is rendered only once the hamburger opens it, so
// its code (menu, versions, scroll lock: ~0.6 KiB brotli) loads then, not with every page. The
// divider the hamburger's hover group shows at once stays here, as the built-in renders it
// (theme/upgrade-guard.test.ts compares them).
import { type ComponentProps, lazy, Suspense } from 'react';
import type { NavScreen as BuiltInNavScreen } from '@rspress/core/dist/theme/components/NavScreen/index.js';

const LoadedNavScreen = lazy(() =>
  import('@rspress/core/dist/theme/components/NavScreen/index.js').then((module) => ({ default: module.NavScreen })),
);

export function NavScreen(props: ComponentProps<typeof BuiltInNavScreen>) {
  return (
    <Suspense fallback={null}>
      <LoadedNavScreen {...props} />
    </Suspense>
  );
}

export function NavScreenDivider() {
  return <div className="rp-nav-screen-divider" />;
}
