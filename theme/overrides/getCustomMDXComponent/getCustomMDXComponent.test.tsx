import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { getCustomMDXComponent } from '.';

type Props = { id?: string; className?: string; href?: string; children?: ReactNode; tabIndex?: number };
vi.mock('@rspress/core/theme-original', () => {
  const heading = (Tag: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6') => (props: Props) => <Tag {...props} />;
  return {
    getCustomMDXComponent: () => ({
      a: (props: Props) => <a {...props} />,
      h1: heading('h1'),
      h2: heading('h2'),
      h3: heading('h3'),
      h4: heading('h4'),
      h5: heading('h5'),
      h6: heading('h6'),
    }),
  };
});
vi.mock('../../components/MarkdownActions', () => ({ MarkdownActions: () => <div>actions</div> }));

const {
  h1: H1,
  h2: H2,
  h4: H4,
  a: A,
} = getCustomMDXComponent() as unknown as Record<string, (props: Props) => ReactNode>;

describe("headings render their own permalink (the page's compiled code no longer has it)", () => {
  test('a heading with an id starts with its "#" link, out of the tab order', () => {
    expect(renderToStaticMarkup(<H2 id="modifiers">Modifiers</H2>)).toBe(
      '<h2 id="modifiers"><a class="rp-header-anchor" aria-hidden="true" href="#modifiers" tabindex="-1">#</a>Modifiers</h2>',
    );
    expect(renderToStaticMarkup(<H4 id="not">not</H4>)).toMatch(/^<h4 id="not"><a [^>]*href="#not"/);
  });

  test('the page title keeps the Markdown actions after it', () => {
    expect(renderToStaticMarkup(<H1 id="expect">expect</H1>)).toBe(
      '<h1 id="expect"><a class="rp-header-anchor" aria-hidden="true" href="#expect" tabindex="-1">#</a>expect</h1><div>actions</div>',
    );
  });

  test('a heading without an id has none, and one that brings its own (the overview) keeps just that', () => {
    expect(renderToStaticMarkup(<H2>Plain</H2>)).toBe('<h2>Plain</h2>');
    const own = renderToStaticMarkup(
      <H2 id="pool">
        <span>pool</span>
        <A className="rp-header-anchor" href="#pool" aria-hidden="true">
          #
        </A>
      </H2>,
    );
    expect(own.match(/rp-header-anchor/g)).toHaveLength(1);
    expect(own).toMatch(/^<h2 id="pool"><span>pool<\/span><a class="rp-header-anchor"/);
  });

  test('the components are made once, so a render does not remount every heading', () => {
    expect(getCustomMDXComponent().h2).toBe(getCustomMDXComponent().h2);
  });
});
