// Wraps the built-in Tabs so a tab's hidden panel is `hidden`, not only `aria-hidden`: its code
// block is focusable (Shiki's scrollable `<pre tabindex="0">`), and a focusable element under
// `aria-hidden` is reachable by keyboard but not announced (html-validate `hidden-focusable`,
// tests/html-valid.test.ts). The built-in's class already hides the panel from view; the built-in
// renders everything else, called as a function so its hooks are this component's.
import { Tabs as BasicTabs } from '@rspress/core/theme-original';
import {
  Children,
  type ComponentProps,
  cloneElement,
  type ForwardedRef,
  forwardRef,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';

type TabsProps = Omit<ComponentProps<typeof BasicTabs>, 'ref'>;
type Element = ReactElement<{ children?: ReactNode; 'aria-hidden'?: boolean; hidden?: boolean }>;

const renderBasicTabs = (
  BasicTabs as unknown as { render: (props: TabsProps, ref: ForwardedRef<HTMLDivElement>) => Element }
).render;

const hiddenPanel = (panel: ReactNode) =>
  isValidElement(panel)
    ? cloneElement(panel as Element, { 'aria-hidden': undefined, hidden: (panel as Element).props['aria-hidden'] })
    : panel;

export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  const tabs = renderBasicTabs(props, ref);
  // The Markdown copy (llms) is a fragment of the tabs' texts, with no panels.
  if (import.meta.env.SSG_MD) return tabs;
  const [labels, content] = tabs.props.children as [ReactNode, Element];
  return cloneElement(
    tabs,
    undefined,
    labels,
    cloneElement(content, undefined, Children.map(content.props.children, hiddenPanel)),
  );
});
