import { toolCards } from '../../../site/data/tools';
import { usePageLang, useUiText } from '../../i18n';
import { ExternalLogo } from '../ExternalLogo';
import styles from './ToolStack.module.css';

/** The landing page's tool cards: one card per tool of the family, each opening its site in a new tab. */
export function ToolStack() {
  const t = useUiText();
  const lang = usePageLang();
  return (
    <section className={styles.stack} aria-labelledby="tool-stack-title">
      <h2 id="tool-stack-title" className={styles.heading}>
        {t('toolStackTitle')}
      </h2>
      <p className={styles.intro}>{t('toolStackIntro')}</p>
      <ul className={styles.grid}>
        {toolCards.map((tool) => (
          <li key={tool.name}>
            <a className={styles.card} href={tool.url} target="_blank" rel="noopener noreferrer">
              <ExternalLogo src={tool.logo} alt="" size={48} scale={tool.logoScale} fallback={tool.name.charAt(0)} />
              <span className={styles.name}>{tool.name}</span>
              <span className={styles.description}>{tool.description[lang]}</span>
              <span className={styles.url}>{tool.displayUrl}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
