// The "#" permalink Rspress puts in every heading (MDX headings and the overview's fallback
// headings) is `<a aria-hidden="true">`: hidden from screen readers, so heading names stay clean,
// yet reachable with Tab, which axe reports as the serious `aria-hidden-focus`. It leaves the tab
// order here and stays clickable; keyboard users reach headings through the outline's links.
// The page title (h1) is followed by the Markdown actions row (theme/components/MarkdownActions).
// DocContent and FallbackHeading take their MDX components from the theme, so this override
// reaches both, overview pages included.
import { getCustomMDXComponent as basicMDXComponents } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { MarkdownActions } from '../../components/MarkdownActions';

const { a: BasicLink, h1: BasicH1 } = basicMDXComponents();

function Link(props: ComponentProps<typeof BasicLink>) {
  const headerAnchor = String(props.className ?? '')
    .split(/\s+/)
    .includes('rp-header-anchor');
  return <BasicLink {...props} {...(headerAnchor ? { tabIndex: -1 } : {})} />;
}

function PageTitle(props: ComponentProps<typeof BasicH1>) {
  return (
    <>
      <BasicH1 {...props} />
      <MarkdownActions />
    </>
  );
}

export function getCustomMDXComponent(): ReturnType<typeof basicMDXComponents> {
  return { ...basicMDXComponents(), a: Link, h1: PageTitle };
}
