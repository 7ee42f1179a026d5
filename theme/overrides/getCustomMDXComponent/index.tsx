// The "#" permalink Rspress puts in every heading (MDX headings and the overview's fallback
// headings) is `<a aria-hidden="true">`: hidden from screen readers, so heading names stay clean,
// yet reachable with Tab, which axe reports as the serious `aria-hidden-focus`. It leaves the tab
// order here and stays clickable; keyboard users reach headings through the outline's links.
// DocContent and FallbackHeading take their MDX components from the theme, so this override
// reaches both.
import { getCustomMDXComponent as basicMDXComponents } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';

const BasicLink = basicMDXComponents().a;

function Link(props: ComponentProps<typeof BasicLink>) {
  const headerAnchor = String(props.className ?? '')
    .split(/\s+/)
    .includes('rp-header-anchor');
  return <BasicLink {...props} {...(headerAnchor ? { tabIndex: -1 } : {})} />;
}

export function getCustomMDXComponent(): ReturnType<typeof basicMDXComponents> {
  return { ...basicMDXComponents(), a: Link };
}
