// Every code block carries copy and wrap buttons with their icons: about a dozen elements each,
// 2,600 on the expect page, all hydrated in the one task that makes the page interactive. They
// only work once scripts run, so they are not in the served HTML: each block adds them right after
// hydration, in one low-priority render that React splits into short slices, between which the
// browser answers input. (CodeBlock takes CodeButtonGroup from the theme, so this reaches all.)
import { CodeButtonGroup as BasicCodeButtonGroup, type CodeButtonGroupProps } from '@rspress/core/theme-original';
import { startTransition, useEffect, useState } from 'react';

export function CodeButtonGroup(props: CodeButtonGroupProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? <BasicCodeButtonGroup {...props} /> : null;
}
