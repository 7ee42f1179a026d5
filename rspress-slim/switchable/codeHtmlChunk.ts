// The highlighted HTML of a page's code blocks (plugins/rehypeStaticCode.ts makes each block one string)
// is in the page's served document and was in its JavaScript chunk too: 9 of the 18 KiB brotli the
// expect page's chunk weighs. In the browser bundle this moves the strings into a module of their
// own, loaded with the next page on client navigation and never by a page hydrating its own served
// HTML (./codeHtmlInBrowser.ts). The server renders keep the strings inline.
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { BROWSER_ENVIRONMENT } from '../always-on/environments';
import { BEFORE_RENDER_EXPORT } from './routeTable';

/** The compiled form of a static code block's attribute (SWC's output of the MDX). */
const CODE_HTML = /dangerouslySetInnerHTML:\s*\{\s*__html:\s*("(?:[^"\\\n]|\\.)*")\s*\}/g;

/** The page module with its code strings replaced by lookups, and the strings; undefined when it has none. */
export function extractCodeHtml(
  code: string,
  file: string,
  stringsModule: (strings: string[]) => string,
): { code: string; strings: string[] } | undefined {
  const strings: string[] = [];
  const rewritten = code.replace(CODE_HTML, (_, literal: string) => {
    strings.push(JSON.parse(literal) as string);
    return `dangerouslySetInnerHTML: __codeHtml(${strings.length - 1})`;
  });
  if (strings.length === 0) return undefined;
  const runtime = JSON.stringify(path.join(import.meta.dirname, 'codeHtmlInBrowser.ts'));
  const module = JSON.stringify(stringsModule(strings));
  return {
    strings,
    // The route waits for the strings of a page it renders in the browser (rspress-slim/switchable/routeTable.ts).
    code: `import { codeHtml as __codeHtmlOf } from ${runtime};\nconst __codeHtml = __codeHtmlOf(${JSON.stringify(file)}, () => import(${module}));\nexport const ${BEFORE_RENDER_EXPORT}Code = __codeHtml.ready;\n${rewritten}`,
  };
}

export function pluginCodeHtmlChunk(): RspressPlugin {
  let docs = '';
  return {
    name: 'rstest-docs:code-html-chunk',
    config(config) {
      docs = path.resolve(config.root ?? 'docs');
      return config;
    },
    builderConfig: {
      plugins: [
        {
          name: 'rstest-docs:code-html-chunk',
          setup(api) {
            // Content-addressed, so a page module restored from the build cache finds its strings.
            const dir = path.join(api.context.rootPath, 'node_modules', '.cache', 'rstest-code-html');
            const stringsModule = (strings: string[]) => {
              const text = `export default ${JSON.stringify(strings)};\n`;
              const file = path.join(dir, `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.js`);
              // Pages with the same code (an en page and its zh twin) name the same file, and loaders
              // may run side by side, as may two builds sharing node_modules: a reader sees a file whole
              // (written aside, then renamed), never half written.
              mkdirSync(dir, { recursive: true });
              const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
              writeFileSync(partial, text);
              renameSync(partial, file);
              return file;
            };
            api.transform(
              { test: /\.mdx?$/, order: 'post', environments: [BROWSER_ENVIRONMENT] },
              ({ code, resourcePath }: { code: string; resourcePath: string }) =>
                // The page's file as Rspress's routes name it (`en/guide/x.mdx`), to tell the served page.
                extractCodeHtml(code, path.relative(docs, resourcePath).split(path.sep).join('/'), stringsModule)
                  ?.code ?? code,
            );
          },
        },
      ],
    },
  };
}
