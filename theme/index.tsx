// Wiring only: the built-in theme, the built-ins this site replaces (./overrides, one folder per
// export name, guarded by ./upgrade-guard.test.ts) and the slots its own components fill.
import {
  HomeLayout as BasicHomeLayout,
  Layout as BasicLayout,
  type HomeLayoutProps,
} from '@rspress/core/theme-original';
import { AutoHideNav } from './components/AutoHideNav';
import { HeadingAnchorScroll } from './components/HeadingAnchorScroll';
import { QueryFlags } from './components/QueryFlags';
import { ScrollTopButton } from './components/ScrollTopButton';
import { ToolMenu } from './components/ToolMenu';
import { ToolStack } from './components/ToolStack';
import './styles/layout.css';
import './styles/a11y.css';
import './styles/code.css';

export * from '@rspress/core/theme-original';
export { CodeButtonGroup } from './overrides/CodeButtonGroup';
export { DocContent } from './overrides/DocContent';
export { DocLayout } from './overrides/DocLayout';
export { getCustomMDXComponent } from './overrides/getCustomMDXComponent';
export { HomeBackground } from './overrides/HomeBackground';
export { HomeFeature } from './overrides/HomeFeature';
export { HomeHero } from './overrides/HomeHero';
export { Nav } from './overrides/Nav';
export { NavHamburger } from './overrides/NavHamburger';
export { NotFoundLayout } from './overrides/NotFoundLayout';
export { Overview } from './overrides/Overview';
export { PackageManagerTabs } from './overrides/PackageManagerTabs';
export { Search } from './overrides/Search';
export { Sidebar } from './overrides/Sidebar';
export { SocialLinks } from './overrides/SocialLinks';
export { SwitchAppearance } from './overrides/SwitchAppearance';
export { Tabs } from './overrides/Tabs';
export { useScrollAfterNav } from './overrides/useScrollAfterNav';
export { useScrollReset } from './overrides/useScrollReset';

// The one Layout: every slot this site fills is passed here.
export const Layout = () => (
  <BasicLayout
    top={
      <>
        <QueryFlags />
        <AutoHideNav />
        <HeadingAnchorScroll />
      </>
    }
    bottom={<ScrollTopButton />}
    beforeNavTitle={<ToolMenu />}
  />
);

export const HomeLayout = (props: HomeLayoutProps) => <BasicHomeLayout {...props} afterFeatures={<ToolStack />} />;
