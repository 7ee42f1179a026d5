// Wraps the built-in SocialLinks to make the nav accessible (checked by e2e/a11y.spec.ts); the
// built-in Nav and NavScreen import it from the theme, so the wrapper applies there.
import { useSite } from '@rspress/core/runtime';
import { SocialLinks as BasicSocialLinks } from '@rspress/core/theme-original';
import { type ComponentProps, useEffect } from 'react';

// Names of the icons the site configures (spec §2.3: github, x, discord).
const ICON_NAMES: Record<string, string> = { github: 'GitHub', x: 'X', discord: 'Discord' };

/**
 * The social links are icon-only `<a>`s with no text (axe `link-name`), and the language menu is a
 * `<li>` outside any list (axe `listitem`); both are rendered by the built-in nav, so their missing
 * attributes are added once the nav has mounted, only where missing: each instance of this
 * component runs the same pass over the document.
 */
export function SocialLinks(props: ComponentProps<typeof BasicSocialLinks>) {
  const { site } = useSite();
  useEffect(() => {
    for (const link of site.themeConfig.socialLinks ?? []) {
      const name = typeof link.icon === 'string' ? (ICON_NAMES[link.icon] ?? link.icon) : undefined;
      if (!name || typeof link.content !== 'string') continue;
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a.rp-social-links__item')) {
        if (anchor.getAttribute('href') === link.content && anchor.getAttribute('aria-label') !== name)
          anchor.setAttribute('aria-label', name);
      }
    }
    for (const item of document.querySelectorAll('.rp-nav__others > li:not([role])')) item.setAttribute('role', 'none');
  }, [site]);
  return <BasicSocialLinks {...props} />;
}
