import { useUiText } from '../../i18n';
import {
  type ConfigDefault,
  type ConfigOptionFacts,
  type ConfigValue,
  configOptions,
  isConfigOptionName,
} from '../../../site/data/configOptions';
import styles from './ConfigMeta.module.css';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A plain value written the way a config file writes it: `'forks'`, `['default']`, `{ version: '2023-11' }`. */
export function formatConfigValue(value: ConfigValue): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${value.map(formatConfigValue).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${IDENTIFIER.test(key) ? key : `'${key}'`}: ${formatConfigValue(item)}`,
    );
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return String(value);
}

// In the browser the facts arrive as JSON (rspress-slim/switchable/configFactsInPage.ts), which drops a
// `value: undefined`: a default without an expression is a value, or the page hydrates another text.
function formatDefault(configDefault: ConfigDefault): string {
  return 'expression' in configDefault ? configDefault.expression : formatConfigValue(configDefault.value);
}

/** One row of the block: its label and the values it shows, as code or as a link. */
export interface ConfigMetaRow {
  label: string;
  code?: string[];
  link?: string;
}

function metaRows(option: ConfigOptionFacts, t: ReturnType<typeof useUiText>): ConfigMetaRow[] {
  const rows: (ConfigMetaRow | false | '' | undefined)[] = [
    { label: t('configMetaType'), code: [option.type] },
    option.default && { label: t('configMetaDefault'), code: [formatDefault(option.default)] },
    option.cliFlags && { label: t('configMetaCliFlag'), code: option.cliFlags },
    option.addedIn && { label: t('configMetaAddedIn'), code: [`v${option.addedIn}`] },
    option.rsbuildDoc && { label: t('configMetaRsbuildDoc'), link: option.rsbuildDoc },
  ];
  return rows.filter((row): row is ConfigMetaRow => Boolean(row));
}

/** `text` as one Markdown code span, fenced with more backticks than it contains. */
function codeSpan(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

const linkText = (url: string) => url.replace(/^https:\/\//, '');

/** The block in a page's Markdown copy (llms.txt): one list item per row, `- **Type**: \`string\``. */
export function configMetaMarkdown(rows: ConfigMetaRow[]): string {
  const value = (row: ConfigMetaRow) =>
    row.link ? `[${linkText(row.link)}](${row.link})` : (row.code ?? []).map(codeSpan).join(', ');
  return rows.map((row) => `- **${row.label}**: ${value(row)}`).join('\n');
}

/** The type, default, CLI flags and Rsbuild page of one config option (nested keys as `output.distPath`). */
export function ConfigMeta({ name }: { name: string }) {
  const t = useUiText();
  // An unknown name is an authoring error: fail the build rather than render an empty block.
  if (!isConfigOptionName(name))
    throw new Error(`<ConfigMeta name="${name}" />: no such option in site/data/configOptions.ts`);
  const rows = metaRows(configOptions[name], t);
  // The Markdown copy of the page is rendered from the same component (Rspress SSG-MD).
  if (import.meta.env.SSG_MD) return `\n${configMetaMarkdown(rows)}\n\n`;
  return (
    <dl className={styles.meta}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt>{row.label}</dt>
          <dd>
            {row.link ? (
              <a href={row.link} target="_blank" rel="noreferrer">
                {linkText(row.link)}
              </a>
            ) : (
              row.code?.map((code) => <code key={code}>{code}</code>)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
