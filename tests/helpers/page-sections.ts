// A page's sections by its Markdown headings, read from the source text: for reference pages whose
// headings name what a package exports. tests/helpers/mdx-page.ts parses a page as Rspress does.

export interface Section {
  depth: number;
  /** The heading text without its explicit `{#id}` anchor (see tests/heading-ids.test.ts). */
  heading: string;
  /** Everything up to the next heading of the same or a higher level. */
  body: string;
}

/** The h2–h4 sections of an MDX page; lines inside code fences are not headings. */
export function sections(source: string): Section[] {
  const lines = source.split('\n');
  const headings: { depth: number; heading: string; line: number }[] = [];
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    const heading = fence === null ? /^(#{2,4})\s+(.+?)(?:\s*\{#[^}]*\})?\s*$/.exec(line) : null;
    if (heading) headings.push({ depth: heading[1].length, heading: heading[2], line: index });
  });
  return headings.map((h, i) => {
    const end = headings.slice(i + 1).find((next) => next.depth <= h.depth)?.line ?? lines.length;
    return { depth: h.depth, heading: h.heading, body: lines.slice(h.line + 1, end).join('\n') };
  });
}
