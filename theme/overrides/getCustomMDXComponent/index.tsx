// The "#" permalink Rspress puts in every heading (MDX headings and the overview's fallback
// headings) is `<a aria-hidden="true">`: hidden from screen readers, so heading names stay clean,
// yet reachable with Tab, which axe reports as the serious `aria-hidden-focus`. It leaves the tab
// order here and stays clickable; keyboard users reach headings through the outline's links.
// A heading without the permalink Rspress compiles into Markdown headings gets one here from its id.
// The page title (h1) is followed by the Markdown actions row (theme/components/MarkdownActions).
// DocContent and FallbackHeading take their MDX components from the theme, so this override
// reaches both, overview pages included.
import { getCustomMDXComponent as basicMDXComponents } from '@rspress/core/theme-original';
import { Children, type ComponentProps, type ComponentType, isValidElement, type ReactNode } from 'react';
import { MarkdownActions } from '../../components/MarkdownActions';

const basic = basicMDXComponents();
const { a: BasicLink, h1: BasicH1 } = basic;

function Link(props: ComponentProps<typeof BasicLink>) {
  const headerAnchor = String(props.className ?? '')
    .split(/\s+/)
    .includes('rp-header-anchor');
  return <BasicLink {...props} {...(headerAnchor ? { tabIndex: -1 } : {})} />;
}

const isPermalink = (child: ReactNode) =>
  isValidElement<{ className?: string }>(child) && child.props.className === 'rp-header-anchor';

type HeadingProps = { id?: string; children?: ReactNode };

/** The heading `Basic` with its "#" permalink first, unless it has no id or brings its own. */
function withPermalink(Basic: ComponentType<HeadingProps>) {
  return ({ children, ...props }: HeadingProps) => (
    <Basic {...props}>
      {props.id && !Children.toArray(children).some(isPermalink) && (
        <Link className="rp-header-anchor" aria-hidden="true" href={`#${props.id}`}>
          #
        </Link>
      )}
      {children}
    </Basic>
  );
}

// Made once: a component made anew on each call would remount every heading on each render.
const H1 = withPermalink(BasicH1);
const headings = {
  h2: withPermalink(basic.h2),
  h3: withPermalink(basic.h3),
  h4: withPermalink(basic.h4),
  h5: withPermalink(basic.h5),
  h6: withPermalink(basic.h6),
};

function PageTitle(props: ComponentProps<typeof BasicH1>) {
  return (
    <>
      <H1 {...props} />
      <MarkdownActions />
    </>
  );
}

export function getCustomMDXComponent(): ReturnType<typeof basicMDXComponents> {
  return { ...basic, ...headings, a: Link, h1: PageTitle };
}
