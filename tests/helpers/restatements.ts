// Finds the sentences of a page that restate a fact whose source is another page (site/factSources.ts,
// and the default of every config option in site/data/configOptions.ts, sourced on the option's page).
// tests/one-statement-per-fact.test.ts says what counts as restating and runs it on every page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Nodes, Root } from 'mdast';
import { escapeRegExp } from '../../lib/escapeRegExp.mjs';
import { DOCS_DIR, pageFiles } from '../../lib/code-blocks.mjs';
import { type ByLanguage, type FactSource, factSources } from '../../site/factSources';
import { type ConfigOptionFacts, type ConfigValue, configOptions } from '../../site/data/configOptions';
import { parseMdx } from './mdx-page';
import { routeOfPage } from './page-lists';

export type Lang = 'en' | 'zh';

/** A sentence of a page's prose. */
export interface Sentence {
  line: number;
  /** The sentence as a reader sees it, inline code in backticks (every line break a space). */
  text: string;
  /** The same, as long, with its inline code blanked out (·): the words around the code. */
  prose: string;
  /** The addresses it links to. */
  links: string[];
  /** The inline code it holds, one span a line, without backticks. */
  code: string;
}

/** One block of prose (a paragraph, a heading, a table row) as text, with the line of each offset. */
interface Block {
  text: string;
  prose: string;
  links: { url: string; start: number }[];
  lines: { start: number; line: number }[];
}

function blockOf(node: Nodes): Block {
  const block: Block = { text: '', prose: '', links: [], lines: [] };
  const add = (text: string, line: number | undefined, code = false) => {
    if (line !== undefined) block.lines.push({ start: block.text.length, line });
    // A line break inside a text node moves the line on.
    let at = text.indexOf('\n');
    while (at !== -1 && line !== undefined) {
      block.lines.push({
        start: block.text.length + at + 1,
        line: line + text.slice(0, at + 1).split('\n').length - 1,
      });
      at = text.indexOf('\n', at + 1);
    }
    block.text += text;
    block.prose += code ? '·'.repeat(text.length) : text;
  };
  const walk = (child: Nodes) => {
    const line = child.position?.start.line;
    if (child.type === 'text') add(child.value, line);
    else if (child.type === 'inlineCode') add(`\`${child.value}\``, line, true);
    else if (child.type === 'break') add(' ', line);
    else if (child.type === 'link') {
      block.links.push({ url: child.url, start: block.text.length });
      for (const grandchild of child.children) walk(grandchild as Nodes);
    } else if (child.type === 'tableCell') {
      if (block.text) add(' | ', undefined);
      for (const grandchild of child.children) walk(grandchild as Nodes);
    }
    // MDX comments and other expressions are not prose; inline JSX shows its children.
    else if (child.type === 'mdxTextExpression' || child.type === 'html') return;
    else if ('children' in child) for (const grandchild of child.children) walk(grandchild as Nodes);
  };
  walk(node);
  return block;
}

/** The blocks of prose of a page: paragraphs, headings and table rows, inside lists, quotes and JSX too. */
function blocksOf(tree: Root): Block[] {
  const blocks: Block[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableRow') blocks.push(blockOf(node));
    else if (node.type === 'code' || node.type === 'mdxFlowExpression' || node.type === 'mdxjsEsm') return;
    else if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return blocks;
}

// A sentence ends at . ! ? before a space and a capital, a digit, code or a link; or at 。！？.
const SENTENCE_END = /[.!?](?=\s+[A-Z0-9`[("*])|[。！？]/g;

/** The sentences of a page's prose, each with its line. */
export function sentencesOf(source: string, file: string): Sentence[] {
  const { tree } = parseMdx(source, file);
  return blocksOf(tree).flatMap((block) => {
    const ends = [...block.text.matchAll(SENTENCE_END)].map((match) => match.index + match[0].length);
    const bounds = [0, ...ends, block.text.length];
    return bounds.slice(0, -1).flatMap((start, i) => {
      const end = bounds[i + 1];
      const text = block.text.slice(start, end);
      if (!text.trim()) return [];
      const from = start + text.length - text.trimStart().length;
      const to = start + text.trimEnd().length;
      const line = block.lines.filter((mark) => mark.start <= from).at(-1)?.line ?? block.lines[0]?.line ?? 0;
      const spaced = (slice: string) => slice.replace(/\s/g, ' ');
      return [
        {
          line,
          text: spaced(block.text.slice(from, to)),
          prose: spaced(block.prose.slice(from, to)),
          links: block.links.filter((link) => link.start >= start && link.start < end).map((link) => link.url),
          code: [...block.text.slice(from, to).matchAll(/`([^`]+)`/g)].map(([, inner]) => inner).join('\n'),
        },
      ];
    });
  });
}

/** A fact and how a sentence states it, with a test for naming the subject that can read links. */
export interface Fact {
  fact: string;
  source: string;
  names: (sentence: Sentence) => boolean;
  states: (sentence: Sentence, lang: Lang) => boolean;
}

/** The route a link points to on the site, without `/zh`, `.md`, `.html` or a trailing `/index`. */
export function routeOfLink(url: string): { route: string; hash: string } | undefined {
  if (/^[a-z]+:/i.test(url) || url.startsWith('#')) return undefined;
  const [address, hash = ''] = url.split('#');
  const route = address
    .replace(/^\/zh(?=\/|$)/, '')
    .replace(/\.(?:mdx?|html)$/, '')
    .replace(/\/index$/, '/');
  return { route, hash: hash.toLowerCase() };
}

function fromSource(source: FactSource): Fact {
  return {
    fact: source.fact,
    source: source.source,
    names: (sentence) => source.subject?.test(sentence.text) ?? true,
    states: (sentence, lang) => source.statement[lang].test(sentence.text),
  };
}

// ── The defaults of site/data/configOptions.ts ──

/** The page that renders an option's facts (`<ConfigMeta name="…" />`), by option name. */
function optionPages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of pageFiles('en')) {
    const source = readFileSync(path.join(DOCS_DIR, 'en', file), 'utf8');
    for (const [, name] of source.matchAll(/<ConfigMeta name="([^"]+)"/g)) pages.set(name, routeOfPage('en', file));
  }
  return pages;
}

const DEFAULT_WORD: ByLanguage = { en: /\bdefault(?:s|ed)?\b/gi, zh: /默认/g };
/** How far (in characters) the word "default" may be from the value it gives. */
const NEAR: Record<Lang, number> = { en: 25, zh: 12 };
const number = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, '(?:,| |\\u202f)?');
const NOT_IN_A_NUMBER = { before: '(?<![\\w.])', after: '(?![\\w]|\\.\\d)' };

/** How a sentence writes a default value, per language; undefined when it has no plain value. */
function valuePatterns(name: string, value: ConfigValue): ByLanguage | undefined {
  const both = (pattern: string): ByLanguage => ({ en: new RegExp(pattern, 'g'), zh: new RegExp(pattern, 'g') });
  if (value === undefined) return undefined;
  if (typeof value === 'boolean')
    return value
      ? { en: /\b(?:true|on|enabled)\b/gi, zh: /true|开启|启用|打开/g }
      : { en: /\b(?:false|off|disabled)\b/gi, zh: /false|关闭|禁用|不开启|不启用|未开启|未启用/g };
  if (typeof value === 'number') {
    const { before, after } = NOT_IN_A_NUMBER;
    const digits = `${before}${number(value)}(?:\\s?ms)?${after}`;
    // A duration in milliseconds is also written in seconds.
    if (/(?:Timeout|Threshold|interval|timeout)$/.test(name) && value >= 1000 && value % 1000 === 0) {
      const seconds = `${before}${value / 1000}`;
      return {
        en: new RegExp(`${digits}|${seconds}\\s?(?:s|sec|seconds?)(?![\\w])`, 'g'),
        zh: new RegExp(`${digits}|${before}${number(value)}\\s?毫秒|${seconds}\\s?秒`, 'g'),
      };
    }
    return both(digits);
  }
  // A string value is code or quoted: `forks`, 'forks'.
  if (typeof value === 'string') return both(`[\`'"]${escapeRegExp(value)}[\`'"]`);
  if (Array.isArray(value) && value.length === 1) return valuePatterns(name, value[0]);
  return undefined;
}

const spans = (pattern: RegExp, text: string) =>
  [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length }));

/** The sentence gives `value` as the default: the word "default" near the value (or the code that holds it). */
function givesDefault(sentence: Sentence, lang: Lang, value: ByLanguage): boolean {
  const words = spans(DEFAULT_WORD[lang], sentence.prose);
  const code = spans(/`[^`]+`/g, sentence.text);
  return spans(value[lang], sentence.text)
    .map((at) => code.find((span) => span.start <= at.start && at.end <= span.end) ?? at)
    .some((at) => words.some((word) => Math.max(word.start - at.end, at.start - word.end) <= NEAR[lang]));
}

/** Whether a sentence names option `name`: as code, as a camelCase word, or by a link to its page (and heading). */
function optionNamer(name: string, page: string): (sentence: Sentence) => boolean {
  const last = (name.split('.').at(-1) ?? name).toLowerCase();
  const asCode = new RegExp(`(?<![\\w$.])(?:--)?${escapeRegExp(name)}(?![\\w$])`);
  // `restoreMocks` is the option wherever it is written; `pool` is a word too, unless it is code.
  const asWord = /[A-Z]/.test(name) && !name.includes('.');
  const linksHere = (url: string) => {
    const link = routeOfLink(url);
    if (link?.route !== page) return false;
    return name.includes('.') ? link.hash === last : link.hash === '' || link.hash === last;
  };
  return (sentence) =>
    asCode.test(sentence.code) || (asWord && asCode.test(sentence.prose)) || sentence.links.some(linksHere);
}

function defaultFacts(): Fact[] {
  const pages = optionPages();
  return Object.entries(configOptions).flatMap(([name, option]: [string, ConfigOptionFacts]) => {
    const page = pages.get(name);
    const value = option.default && 'value' in option.default ? option.default.value : undefined;
    const patterns = page && valuePatterns(name, value);
    if (!page || !patterns) return [];
    // A timeout's value is its default wherever it is given: "the 10 s hookTimeout".
    const valueAlone = /Timeout$/.test(name);
    return [
      {
        fact: `the default of ${name} (${JSON.stringify(value)})`,
        source: page,
        names: optionNamer(name, page),
        states: (sentence: Sentence, lang: Lang) =>
          valueAlone ? spans(patterns[lang], sentence.text).length > 0 : givesDefault(sentence, lang, patterns),
      },
    ];
  });
}

export const FACTS: Fact[] = [...factSources.map(fromSource), ...defaultFacts()];

let fragments: Map<string, Set<string>> | undefined;
/**
 * The shared MDX fragments (docs/<lang>/shared/, served by no route) each page imports, by the page's
 * route: a fragment imported by a fact's source page is where that page states it, so every page
 * that imports it renders the one statement.
 */
function fragmentsByRoute(): Map<string, Set<string>> {
  if (fragments) return fragments;
  fragments = new Map();
  for (const lang of ['en', 'zh'] as const)
    for (const file of pageFiles(lang)) {
      const source = readFileSync(path.join(DOCS_DIR, lang, file), 'utf8');
      if (!source.includes('shared/')) continue;
      for (const [, request] of source.matchAll(/^import\s[^;]*?from\s+['"]([^'"]*shared\/[^'"]+\.mdx?)['"]/gm)) {
        const fragment = path.posix.normalize(path.posix.join(path.posix.dirname(file), request));
        const route = routeOfPage('en', file);
        fragments.set(route, (fragments.get(route) ?? new Set()).add(fragment));
      }
    }
  return fragments;
}

export interface Restatement {
  file: string;
  line: number;
  sentence: string;
  fact: string;
  source: string;
}

/** The sentences of one page that restate a fact whose source is another page. */
export function restatementsIn(lang: Lang, file: string, source: string, facts: Fact[] = FACTS): Restatement[] {
  const route = routeOfPage('en', file);
  const isSource = (fact: Fact) => fact.source === route || fragmentsByRoute().get(fact.source)?.has(file) === true;
  const sentences = sentencesOf(source, `docs/${lang}/${file}`);
  return sentences.flatMap((sentence) =>
    facts
      .filter((fact) => !isSource(fact) && fact.names(sentence) && fact.states(sentence, lang))
      // One finding per source page: `pool` and `pool.type` share theirs.
      .filter((fact, i, found) => found.findIndex((other) => other.source === fact.source) === i)
      .map((fact) => ({
        file: `docs/${lang}/${file}`,
        line: sentence.line,
        sentence: sentence.text.replace(/\s+/g, ' '),
        fact: fact.fact,
        source: lang === 'en' ? fact.source : `/zh${fact.source}`,
      })),
  );
}
