// Wiring only: the built-in theme, plus the few components this site wraps.
import './index.css';

export * from '@rspress/core/theme-original';
export { ConfigMeta } from './components/ConfigMeta';
