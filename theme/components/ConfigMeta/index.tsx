import { useUiText } from '../../i18n';
import { type ConfigDefault, type ConfigValue, configOptions, isConfigOptionName } from '../../data/configOptions';
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

function formatDefault(configDefault: ConfigDefault): string {
  return 'value' in configDefault ? formatConfigValue(configDefault.value) : configDefault.expression;
}

/** The type, default, CLI flags and Rsbuild page of one config option (nested keys as `output.distPath`). */
export function ConfigMeta({ name }: { name: string }) {
  const t = useUiText();
  // An unknown name is an authoring error: fail the build rather than render an empty block.
  if (!isConfigOptionName(name))
    throw new Error(`<ConfigMeta name="${name}" />: no such option in theme/data/configOptions.ts`);
  const option = configOptions[name];
  return (
    <dl className={styles.meta}>
      <div className={styles.row}>
        <dt>{t('configMetaType')}</dt>
        <dd>
          <code>{option.type}</code>
        </dd>
      </div>
      {option.default && (
        <div className={styles.row}>
          <dt>{t('configMetaDefault')}</dt>
          <dd>
            <code>{formatDefault(option.default)}</code>
          </dd>
        </div>
      )}
      {option.cliFlags && (
        <div className={styles.row}>
          <dt>{t('configMetaCliFlag')}</dt>
          <dd>
            {option.cliFlags.map((flag) => (
              <code key={flag} className={styles.flag}>
                {flag}
              </code>
            ))}
          </dd>
        </div>
      )}
      {option.addedIn && (
        <div className={styles.row}>
          <dt>{t('configMetaAddedIn')}</dt>
          <dd>
            <code>v{option.addedIn}</code>
          </dd>
        </div>
      )}
      {option.rsbuildDoc && (
        <div className={styles.row}>
          <dt>{t('configMetaRsbuildDoc')}</dt>
          <dd>
            <a href={option.rsbuildDoc} target="_blank" rel="noreferrer">
              {option.rsbuildDoc.replace(/^https:\/\//, '')}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}
