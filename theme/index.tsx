// Wiring only: the built-in theme, plus the few components this site wraps.
import {
  HomeLayout as BasicHomeLayout,
  Layout as BasicLayout,
  type HomeLayoutProps,
} from '@rspress/core/theme-original';
import { AutoHideNav } from './components/AutoHideNav';
import { HeadingAnchorScroll } from './components/HashScroll';
import { QueryFlags } from './components/QueryFlags';
import { ScrollTopButton } from './components/ScrollTopButton';
import { ToolMenu } from './components/ToolMenu';
import { ToolStack } from './components/ToolStack';
import './components/SearchLimit';
import './index.css';
import './styles/layout.css';
import './styles/a11y.css';
import './styles/code.css';

export * from '@rspress/core/theme-original';
export { CodeButtonGroup } from './components/CodeButtonGroup';
export { useScrollAfterNav } from './components/HashScroll';
export { NotFoundLayout } from './components/NotFoundLayout';
export { SocialLinks, SwitchAppearance } from './components/NavA11y';
export { getCustomMDXComponent } from './components/HeaderAnchor';

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
export { HomeHero } from './components/HomeHero';
export { HomeFeatures as HomeFeature } from './components/HomeFeatures';
