// Thin wrappers that make the built-in nav controls accessible (checked by e2e/a11y.spec.ts).
// The built-in Nav and NavScreen import these two from the theme, so the wrappers apply there.
import { useI18n, useSite } from '@rspress/core/runtime';
import {
  SocialLinks as BasicSocialLinks,
  SwitchAppearance as BasicSwitchAppearance,
} from '@rspress/core/theme-original';
import { type ComponentProps, type MouseEvent, useEffect } from 'react';

// Names of the icons the site configures (spec §2.3: github, x, discord).
const ICON_NAMES: Record<string, string> = { github: 'GitHub', x: 'X', discord: 'Discord' };

/**
 * The social links are icon-only `<a>`s with no text (axe `link-name`), and the language menu is a
 * `<li>` outside any list (axe `listitem`); both are rendered by the built-in nav, so their missing
 * attributes are added once the nav has mounted.
 */
export function SocialLinks(props: ComponentProps<typeof BasicSocialLinks>) {
  const { site } = useSite();
  useEffect(() => {
    for (const link of site.themeConfig.socialLinks ?? []) {
      const name = typeof link.icon === 'string' ? (ICON_NAMES[link.icon] ?? link.icon) : undefined;
      if (!name || typeof link.content !== 'string') continue;
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a.rp-social-links__item')) {
        if (anchor.getAttribute('href') === link.content) anchor.setAttribute('aria-label', name);
      }
    }
    for (const item of document.querySelectorAll('.rp-nav__others > li')) item.setAttribute('role', 'none');
  }, [site]);
  return <BasicSocialLinks {...props} />;
}

/**
 * The built-in theme switch is a clickable `<div>`: no keyboard access, no name. It is wrapped in
 * a button; pointer clicks reach the original as before, and a keyboard activation (whose target
 * is the button itself) is passed on to it.
 */
export function SwitchAppearance(props: ComponentProps<typeof BasicSwitchAppearance>) {
  const t = useI18n();
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
