import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { usePageLang, useUiText } from '../../i18n';
import { ORGANISATION_URL, toolMenuGroups } from '../../../site/data/tools';
import { ExternalLogo } from '../ExternalLogo';
import styles from './ToolMenu.module.css';

// The popover opens and closes 0.1 s after the pointer enters or leaves (e2e/README.md: Tool menu).
export const HOVER_DELAY_MS = 100;

function GridIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {[4, 12, 20].flatMap((y) =>
        [4, 12, 20].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2.2" fill="currentColor" />),
      )}
    </svg>
  );
}

/**
 * The tool-family menu left of the logo (e2e/README.md: Tool menu): a button that opens on hover after the delay,
 * on click or tap, and from the keyboard (Enter, Space or ArrowDown move focus into the list).
 * Escape, a tap outside or focus leaving the menu close it.
 */
export function ToolMenu() {
  const t = useUiText();
  const lang = usePageLang();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusFirstOnOpen = useRef(false);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('a[data-entry]') ?? [])];
  const focusFirstTool = useCallback(
    () => root.current?.querySelector<HTMLAnchorElement>('a[data-entry="tool"]')?.focus(),
    [],
  );

  const schedule = (next: boolean) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpen(next), HOVER_DELAY_MS);
  };

  const openWithFocus = () => {
    clearTimeout(hoverTimer.current);
    focusFirstOnOpen.current = true;
    if (open) focusFirstTool();
    else setOpen(true);
  };

  const close = useCallback((returnFocus: boolean) => {
    clearTimeout(hoverTimer.current);
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      focusFirstTool();
    }
  }, [open, focusFirstTool]);

  // Escape and a press outside close the menu. They are heard for as long as the menu is on the
  // page, not from an effect of opening it: React runs that effect after the open menu has painted,
  // and on a busy machine an Escape pressed in between was lost. Closing a closed menu does nothing.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(Boolean(root.current?.contains(document.activeElement)));
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      clearTimeout(hoverTimer.current);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [close]);

  // Touch has no hover: a tap is a click, handled below.
  const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && schedule(true);
  const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && schedule(false);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWithFocus();
    }
  };

  const onTriggerClick = (event: MouseEvent) => {
    // A keyboard press (detail 0) moves focus into the list; a click or tap toggles.
    if (event.detail === 0) return openWithFocus();
    if (open) return close(false);
    clearTimeout(hoverTimer.current);
    setOpen(true);
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    all[(index + step + all.length) % all.length]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus-leave only mirror the button, which carries the keyboard path.
    <div
      ref={root}
      className={styles.menu}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !root.current?.contains(next)) close(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={t('toolMenuLabel')}
        aria-expanded={open}
        aria-controls={popoverId}
        onKeyDown={onTriggerKeyDown}
        onClick={onTriggerClick}
      >
        <GridIcon />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the links inside; the links are the controls. */}
      <div id={popoverId} className={styles.popover} hidden={!open} onKeyDown={onListKeyDown}>
        <a
          className={styles.header}
          href={ORGANISATION_URL}
          target="_blank"
          rel="noopener noreferrer"
          data-entry="header"
        >
          {t('toolMenuHeader')}
          <span aria-hidden="true">↗</span>
        </a>
        {toolMenuGroups.map((group) => (
          // The group, not its list, is named by its title (html-validate `aria-label-misuse`).
          // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; these are links.
          <div
            key={group.title.en}
            className={styles.group}
            role="group"
            aria-labelledby={`${popoverId}-${group.title.en}`}
          >
            <p className={styles.groupTitle} id={`${popoverId}-${group.title.en}`}>
              {group.title[lang]}
            </p>
            <ul className={styles.list}>
              {group.links.map((entry) => (
                <li key={entry.name}>
                  <a
                    className={styles.entry}
                    href={entry.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-entry="tool"
                    onClick={() => close(false)}
                  >
                    <ExternalLogo
                      src={entry.logo}
                      alt=""
                      size={32}
                      scale={entry.logoScale}
                      fallback={entry.name.charAt(0)}
                    />
                    <span className={styles.text}>
                      <span className={styles.name}>{entry.name}</span>
                      <span className={styles.description}>{entry.description[lang]}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
