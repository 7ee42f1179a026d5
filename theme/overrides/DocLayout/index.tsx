// Wraps the built-in DocLayout to name its two `<aside>` landmarks (the sidebar and the outline):
// unnamed, a screen reader lists two alike "complementary" regions (html-validate
// `unique-landmark`, tests/html-valid.test.ts). The built-in renders everything, called as a
// function so its hooks are this component's; only the asides get an `aria-label`.
import { DocLayout as BasicDocLayout } from '@rspress/core/theme-original';
import { Children, type ComponentProps, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { type UiTextKey, useUiText } from '../../i18n';

type Element = ReactElement<{ children?: ReactNode; className?: string; 'aria-label'?: string }>;

// The class of each aside → the text naming it: the sidebar opens from the Menu button.
const ASIDE_NAMES: [string, UiTextKey][] = [
  ['rp-doc-layout__sidebar', 'menuTitle'],
  ['rp-doc-layout__outline', 'outlineTitle'],
];

export function DocLayout(props: ComponentProps<typeof BasicDocLayout>) {
  const t = useUiText();
  const layout = BasicDocLayout(props) as Element;
  if (import.meta.env.SSG_MD) return layout;
  const label = (node: ReactNode): ReactNode => {
    if (!isValidElement(node)) return node;
    const element = node as Element;
    if (element.type === 'aside') {
      const classes = (element.props.className ?? '').split(' ');
      const name = ASIDE_NAMES.find(([className]) => classes.includes(className));
      return name ? cloneElement(element, { 'aria-label': t(name[1]) }) : element;
    }
    const { children } = element.props;
    if (typeof element.type !== 'string' && element.type !== layout.type) return element;
    return children === undefined
      ? element
      : cloneElement(element, undefined, ...Children.toArray(children).map(label));
  };
  return label(layout) as Element;
}
