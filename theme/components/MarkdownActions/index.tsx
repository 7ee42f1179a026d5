// Under each page title, the page's Markdown copy (llms): a Copy Markdown button and a menu of other
// ways to read it. They only work once scripts run, so their code loads right after hydration
// instead of with the page (budgets.json); the row keeps their height meanwhile, so nothing below
// it moves.
import { useEffect, useState } from 'react';
import { onDemand } from '../../onDemand';
import styles from './MarkdownActions.module.css';

const actions = onDemand(() => import('./Actions').then((module) => module.default));

export function MarkdownActions() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const Actions = actions.useLoaded(hydrated);
  return <div className={`rp-not-doc ${styles.row}`}>{Actions && <Actions />}</div>;
}
