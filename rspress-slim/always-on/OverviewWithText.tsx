// Rspress's Overview in the Markdown copies only (plugins/llms puts it in place of the built-in there):
// the built-in writes an overview page's title and index of pages but drops the page's own text,
// which the HTML shows; this writes the text after the index.
import { Overview as BasicOverview } from '@rspress/core/dist/theme/components/Overview/index.js';
import type { ComponentProps } from 'react';

export function Overview(props: ComponentProps<typeof BasicOverview>) {
  return (
    <>
      <BasicOverview {...props} />
      {props.content}
    </>
  );
}
