// Wraps the built-in PackageManagerTabs to draw the Bun tab's icon without its ~20 element ids
// (`Shadow`, `Body`, …, referenced nowhere): with two tab sets on a page they are duplicate ids,
// invalid HTML (tests/html-valid.test.ts). The icon is the built-in's own drawing, ids taken out;
// it is passed the way the component takes a tab's icon (`additionalTabs`).
import { Bun } from '../../../rspress-slim/always-on/builtIns/bunIcon';
import { PackageManagerTabs as BasicPackageManagerTabs } from '@rspress/core/theme-original';
import { Children, type ComponentProps, cloneElement, isValidElement, type ReactNode } from 'react';

/** `node` with the `id` of every element in it removed. */
export function withoutIds(node: ReactNode): ReactNode {
  if (!isValidElement<{ id?: string; children?: ReactNode }>(node)) return node;
  const { children } = node.props;
  return cloneElement(node, { id: undefined }, ...(children === undefined ? [] : [Children.map(children, withoutIds)]));
}

const bunIcon = withoutIds(Bun({}));

export function PackageManagerTabs(props: ComponentProps<typeof BasicPackageManagerTabs>) {
  // With `dlx` and a string command, a tab in `additionalTabs` would also replace Bun's `bunx`.
  if ('dlx' in props && props.dlx) return <BasicPackageManagerTabs {...props} />;
  const additionalTabs = [{ tool: 'bun', icon: bunIcon }, ...(props.additionalTabs ?? [])];
  return <BasicPackageManagerTabs {...props} additionalTabs={additionalTabs} />;
}
