// Text forms the search matches on. Every form keeps a way back to the original string, so the
// panel can highlight what matched in the text it shows.

/** A string prepared for matching: `folded` has the same length as `raw`; `squeezed` maps back through `at`. */
export interface Field {
  raw: string;
  /** Lower case without accents, one character per character of `raw`. */
  folded: string;
  /** `folded` with everything but letters and digits removed: `rs.useFakeTimers()` → `rsusefaketimers`. */
  squeezed: string;
  /** For each character of `squeezed`, its index in `raw`. */
  at: Int32Array;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const HAN = /\p{Script=Han}/u;

function foldChar(c: string): string {
  const lower = c.toLowerCase();
  if (lower.length !== 1) return c;
  const base = lower.normalize('NFD')[0];
  return base && base.length === 1 ? base : lower;
}

/** Lower case without accents, keeping every index: `Fake Timers` → `fake timers`. */
export function fold(text: string): string {
  // Fast path: ASCII and Chinese text only changes case.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range starts at U+0000 on purpose (all of ASCII).
  if (!/[^\u0000-\u007f\u3000-\u9fff\uff00-\uffef]/.test(text)) return text.toLowerCase();
  // Most other text (arrows, dashes, a few accented letters) keeps its length in lower case: then only
  // the letters with accents need a look each.
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower.replace(/[\u00c0-\u024f\u1e00-\u1eff]/g, foldChar);
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) out.push(foldChar(text[i] ?? ''));
  return out.join('');
}

/** Only the letters and digits of a folded string: `quick-start` → `quickstart`. */
export function squeeze(folded: string): string {
  return folded.replace(/[^\p{L}\p{N}]+/gu, '');
}

const isLetterOrDigit = (c: string, code: number) =>
  code < 128
    ? (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90)
    : LETTER_OR_DIGIT.test(c);

class PreparedField implements Field {
  #squeezed?: string;
  #at?: Int32Array;
  readonly folded: string;
  constructor(readonly raw: string) {
    this.folded = fold(raw);
  }
  // Built on first use: most searches find what they look for as typed.
  #squeeze() {
    const { folded } = this;
    const at = new Int32Array(folded.length);
    const kept: string[] = [];
    for (let i = 0; i < folded.length; i++) {
      const c = folded[i] ?? '';
      if (isLetterOrDigit(c, folded.charCodeAt(i))) {
        at[kept.length] = i;
        kept.push(c);
      }
    }
    this.#squeezed = kept.join('');
    this.#at = at.subarray(0, kept.length);
  }
  get squeezed(): string {
    if (this.#squeezed === undefined) this.#squeeze();
    return this.#squeezed ?? '';
  }
  get at(): Int32Array {
    if (!this.#at) this.#squeeze();
    return this.#at ?? new Int32Array();
  }
}

export const field = (raw: string): Field => new PreparedField(raw);

/** A match: the range [start, end) of the raw text. */
export interface Range {
  start: number;
  end: number;
}

/**
 * Where `needle` (folded) occurs in the field, as typed first, then ignoring spaces and
 * punctuation (`quick start` finds `QuickStart`, `fake timer` finds `useFakeTimers`).
 */
export function findAll(f: Field, needle: string, max = Infinity): Range[] {
  const ranges: Range[] = [];
  if (!needle) return ranges;
  for (
    let i = f.folded.indexOf(needle);
    i !== -1 && ranges.length < max;
    i = f.folded.indexOf(needle, i + needle.length)
  ) {
    ranges.push({ start: i, end: i + needle.length });
  }
  if (ranges.length) return ranges;
  const tight = squeeze(needle);
  if (!tight) return ranges;
  for (
    let i = f.squeezed.indexOf(tight);
    i !== -1 && ranges.length < max;
    i = f.squeezed.indexOf(tight, i + tight.length)
  ) {
    const range = { start: f.at[i] ?? 0, end: (f.at[i + tight.length - 1] ?? 0) + 1 };
    // Within one line, and only across a few separators: not `profiling\n\nrstest` for `profiling rstest`.
    const span = f.raw.slice(range.start, range.end);
    if (!span.includes('\n') && span.length <= tight.length * 2 + 2) ranges.push(range);
  }
  return ranges;
}

export const findFirst = (f: Field, needle: string): Range | undefined => findAll(f, needle, 1)[0];

/** Whether a match starts a word: after a non-letter, or at a camelCase hump (`toHaveBeen|Called`). */
export function startsWord(raw: string, start: number): boolean {
  if (start === 0) return true;
  const before = raw[start - 1] ?? '';
  const first = raw[start] ?? '';
  if (!LETTER_OR_DIGIT.test(before) || HAN.test(before) || HAN.test(first)) return true;
  return first !== first.toLowerCase() && before === before.toLowerCase();
}

/** Words Chinese readers type for an English term the docs keep in English, and back. */
const SYNONYMS: [string, string][] = [
  ['模拟', 'mock'],
  ['快照', 'snapshot'],
  ['钩子', 'hook'],
  ['计时器', 'timer'],
  ['定时器', 'timer'],
  ['覆盖率', 'coverage'],
  ['配置', 'config'],
];

/**
 * Words readers type for the ones the pages use: the pairs above, and the glossary's variants, each
 * with the word the pages use for it (site/glossary.ts `searchSynonyms`), which travel with the
 * language's term index (./termIndex.ts), not in the page's JavaScript.
 */
export interface Synonyms {
  /** For a folded word, the words that stand for it. */
  of(word: string): string[];
  /** Every word readers type, with the word the pages use. */
  typedFor: [typed: string, used: string][];
}

const unique = (words: string[], text: string) => [...new Set(words)].filter((word) => word !== text);

/** The synonyms of the pairs above and of `glossary` (the glossary's variants: one way only). */
export function synonymsOf(glossary: [typed: string, term: string][] = []): Synonyms {
  const byTyped = new Map<string, string[]>();
  for (const [typed, term] of glossary) {
    const key = fold(typed);
    byTyped.set(key, [...(byTyped.get(key) ?? []), fold(term)]);
  }
  return {
    of: (text) =>
      unique(
        [...SYNONYMS.flatMap(([a, b]) => (a === text ? [b] : b === text ? [a] : [])), ...(byTyped.get(text) ?? [])],
        text,
      ),
    typedFor: [...SYNONYMS, ...[...byTyped].flatMap(([typed, used]) => used.map((u): [string, string] => [typed, u]))],
  };
}

/** The pairs above alone, for a search whose index has no glossary. */
export const NO_GLOSSARY = synonymsOf();

/** `a` and `b` joined, with a space where Chinese meets another script (`mock 函数`). */
const join = (text: string) =>
  text
    .replace(/(\p{Script=Han})(?=[^\s\p{Script=Han}])|([^\s\p{Script=Han}])(?=\p{Script=Han})/gu, '$1$2 ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The query as the pages would say it, for a folded query readers type in other words: each word the
 * glossary or the pairs above map, replaced where it is (模拟 → mock, so 模拟函数 → mock 函数;
 * 计时器 → 定时器). A longer variant that holds a shorter one of the same word is left to the shorter
 * (模拟函数 holds 模拟: `mock 函数`, not `mock`).
 */
export function phraseAlternatives(query: string, synonyms: Synonyms = NO_GLOSSARY): string[] {
  const found = synonyms.typedFor.filter(([typed]) => query.includes(typed));
  const kept = found.filter(
    ([typed, used]) => !found.some(([shorter, same]) => same === used && shorter !== typed && typed.includes(shorter)),
  );
  return unique(
    kept.map(([typed, used]) => join(query.replace(typed, ` ${used} `))),
    query,
  );
}

/** A query word and the other words that stand for it. */
export interface Term {
  text: string;
  alternatives: string[];
}

type WordSegmenter = { segment(input: string): Iterable<{ segment: string; isWordLike?: boolean }> };
let segmenter: WordSegmenter | null | undefined;
function chineseWords(run: string): string[] {
  if (segmenter === undefined) {
    const Segmenter = (
      Intl as unknown as { Segmenter?: new (lang: string, o: { granularity: 'word' }) => WordSegmenter }
    ).Segmenter;
    segmenter = Segmenter ? new Segmenter('zh', { granularity: 'word' }) : null;
  }
  if (run.length <= 2) return [run];
  if (segmenter) return [...segmenter.segment(run)].filter((s) => s.isWordLike !== false).map((s) => s.segment);
  // Without Intl.Segmenter: overlapping pairs of characters.
  return Array.from({ length: run.length - 1 }, (_, i) => run.slice(i, i + 2));
}

/** The words of a folded query: split at spaces, between Chinese and other scripts, and into Chinese words. */
export function terms(query: string, synonyms: Synonyms = NO_GLOSSARY): Term[] {
  const words = new Set<string>();
  for (const chunk of query.split(/\s+/)) {
    for (const run of chunk.match(/\p{Script=Han}+|[^\p{Script=Han}]+/gu) ?? []) {
      if (HAN.test(run)) for (const w of chineseWords(run)) words.add(w);
      else if (squeeze(run)) words.add(run);
    }
  }
  return [...words].map((text) => ({ text, alternatives: synonyms.of(text) }));
}
