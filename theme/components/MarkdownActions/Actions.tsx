// Loaded after hydration by ./index.tsx.
import { usePage, withBase } from '@rspress/core/runtime';
import { copyToClipboard, IconCopy, IconDown, IconSuccess, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useId, useRef, useState } from 'react';
import { markdownPath } from '../../../site/markdownPath';
import { useUiText } from '../../i18n';
import styles from './Actions.module.css';

// After a copy, the 'copied' state shows for 2 s (e2e/README.md: Markdown copies).
export const COPIED_MS = 2000;

/** The URL of a page's Markdown copy, under the site's base path. */
export const markdownUrl = (routePath: string) => withBase(markdownPath(routePath));

const markdownCache = new Map<string, Promise<string>>();

/** The text of a Markdown copy, fetched once per page; a failed fetch is tried again on the next call. */
export function loadMarkdown(url: string): Promise<string> {
  let markdown = markdownCache.get(url);
  if (!markdown) {
    markdown = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    });
    markdown.catch(() => markdownCache.delete(url));
    markdownCache.set(url, markdown);
  }
  return markdown;
}

function CopyMarkdownButton({ url }: { url: string }) {
  const t = useUiText();
  // How many copies have succeeded since the state last cleared; 0 shows the copy label.
  const [copied, setCopied] = useState(0);
  // The 2 s count from the render that shows the state, so a busy main thread cannot shorten it;
  // a new copy restarts it.
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(0), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  // Fetching on intent keeps the clipboard write close to the click that asks for it.
  const prefetch = () => void loadMarkdown(url).catch(() => {});

  const copy = async () => {
    let markdown: string;
    try {
      markdown = await loadMarkdown(url);
    } catch (error) {
      // Like page data that fails to load, a Markdown copy that cannot be fetched is logged.
      console.error(error);
      return;
    }
    // False when copying failed and copyToClipboard offered the text in a prompt instead.
    if (!(await copyToClipboard(markdown))) return;
    setCopied((count) => count + 1);
  };

  return (
    <button
      type="button"
      className={`${styles.button} ${copied ? styles.copied : ''}`}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={copy}
    >
      <SvgWrapper icon={copied ? IconSuccess : IconCopy} />
      {/* Rspress's own texts: 'Copy Markdown', and 'Copied' for 2 s after a copy, announced. */}
      <span aria-live="polite">{t(copied ? 'promptCopiedText' : 'copyMarkdownText')}</span>
    </button>
  );
}

/** A disclosure of links: the Markdown copy itself, and chat assistants asked to read it. */
function OpenMenu({ url }: { url: string }) {
  const t = useUiText();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const prompt = t('markdownChatPrompt', { url: new URL(url, window.location.href).href });
  const chats = [
    ['ChatGPT', `https://chatgpt.com/?${new URLSearchParams({ q: prompt })}`],
    ['Claude', `https://claude.ai/new?${new URLSearchParams({ q: prompt })}`],
  ];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving only close the list; the button and the links are the controls.
    <div
      ref={root}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        trigger.current?.focus();
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t('markdownMenuText')}
        <SvgWrapper icon={IconDown} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        <li>
          <a className={styles.item} href={url}>
            {t('viewMarkdownText')}
          </a>
        </li>
        {chats.map(([name, href]) => (
          <li key={name}>
            <a
              className={styles.item}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setOpen(false)}
            >
              {t('openInText', { name })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function Actions() {
  const url = markdownUrl(usePage().page.routePath);
  return (
    <>
      <CopyMarkdownButton url={url} />
      <OpenMenu url={url} />
    </>
  );
}
