// Replaces the built-in SwitchAppearance, a clickable `<div>` (no keyboard access, no name), with
// a named `<button>` (checked by e2e/a11y.spec.ts); the built-in Nav and NavScreen import it from
// the theme. The built-in's own element is rendered as that button: same class, icons and click
// handler (theme change with its view transition). A wrapping button would hold a `<div>`,
// invalid HTML (tests/html-valid.test.ts).
import { SwitchAppearance as BasicSwitchAppearance } from '@rspress/core/theme-original';
import type { ComponentProps, HTMLAttributes, ReactElement } from 'react';
import { useUiText } from '../../i18n';

export function SwitchAppearance(props: ComponentProps<typeof BasicSwitchAppearance>) {
  const t = useUiText();
  // Called as a function, so its hooks are this component's: the element it returns is rendered
  // with another tag.
  const { props: basic } = BasicSwitchAppearance(props) as ReactElement<HTMLAttributes<HTMLElement>>;
  return <button {...basic} type="button" aria-label={t('themeText')} />;
}
