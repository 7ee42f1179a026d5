// Rspress's rehypeHeaderAnchor puts a "#" permalink first in every Markdown heading, and MDX
// compiles each into a React element of its own in the page's chunk: 118 on the expect page,
// about 0.5 KiB of its first load. This plugin, which runs after it, takes those links out of the
// compiled page again; the site's heading components (theme/overrides/getCustomMDXComponent) render
// the same link from the heading's id, in the served HTML and in the browser alike.
import type { Element, Root } from 'hast';

const HEADING = /^h[1-6]$/;

/** Whether `node` is the permalink Rspress puts first in a heading with the id `id`. */
function isPermalink(node: Element['children'][number] | undefined, id: unknown): boolean {
  if (node?.type !== 'element' || node.tagName !== 'a') return false;
  const { class: className, className: classNames, href } = node.properties ?? {};
  const classes = [className, classNames].flat().filter(Boolean).map(String);
  return classes.includes('rp-header-anchor') && href === `#${id}`;
}

export function rehypeHeadingAnchor() {
  return (tree: Root) => {
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (HEADING.test(child.tagName) && child.properties?.id !== undefined) {
          if (!isPermalink(child.children[0], child.properties.id))
            throw new Error(
              `rspress-slim/rehypeHeadingAnchor.ts: the heading #${child.properties.id} does not start with Rspress's permalink; the way Rspress adds it changed (revisit this plugin and theme/overrides/getCustomMDXComponent)`,
            );
          child.children.shift();
        } else visit(child);
      }
    };
    visit(tree);
  };
}
