// Wraps the built-in SwitchAppearance to make it keyboard-operable and named (checked by
// e2e/a11y.spec.ts); the built-in Nav and NavScreen import it from the theme.
import { SwitchAppearance as BasicSwitchAppearance } from '@rspress/core/theme-original';
import type { ComponentProps, MouseEvent } from 'react';
import { useUiText } from '../../i18n';

/**
 * The built-in theme switch is a clickable `<div>`: no keyboard access, no name. It is wrapped in
 * a button; pointer clicks reach the original as before, and a keyboard activation (whose target
 * is the button itself) is passed on to it.
 */
export function SwitchAppearance(props: ComponentProps<typeof BasicSwitchAppearance>) {
  const t = useUiText();
  const forwardKeyboardActivation = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.target === event.currentTarget)
      event.currentTarget.querySelector<HTMLElement>('.rp-switch-appearance')?.click();
  };
  return (
    <button
      type="button"
      className="rp-switch-appearance-button"
      aria-label={t('themeText')}
      onClick={forwardKeyboardActivation}
    >
      <BasicSwitchAppearance {...props} />
    </button>
  );
}
