#!/usr/bin/env node
// Measures FlexSearch and MiniSearch as the candidate retrieval of the site's search,
// beside the site's own term index (theme/search/termIndex.ts), on the built search
// indexes of doc_build and on a copy of each language with 10 times the pages (each record again
// under `<route>/copy<n>`). For each engine setting, language and size it measures, in Node:
//   build   making the index from the records (what a build step, or a browser without a serialized index, does)
//   import  reading the serialized index back (what the browser does at init, once the files are downloaded)
//   records parsing the records JSON the site's ranking needs in every design (`Response.json()`)
//   init    records + import: the search's init in the browser
//   query   median over the benchmark questions (scripts/search/questions.json) of retrieval of at most
//           40 candidates plus the site's ranking of them (theme/search/rank.ts), as the panel asks (7 pages);
//           for the term index, the site's real `searchPages`
//   bytes   the serialized index (raw, gzip, brotli) and the library's minified JavaScript (brotli)
//   hit@3   share of questions with a page graded 2 among the first 3 ranked pages (1x only)
// Each measurement runs in a child process of its own, runs are interleaved (every setting once per
// run, in a rotating order), and each time is the median of the runs, with min and max. Each child
// asserts that its setting took effect (document counts, a known query, 10 times the records); on a
// failed assertion the bench exits 1 and writes nothing.
// Budgets: at 10x, init and query each within 1.5x of the term index's figure at 1x; the
// library's JavaScript plus its serialized index within the term index file and module + 5 KiB brotli.
// Writes .bench/search-engines.json. Not part of `npm test`; takes several minutes (most of it is
// FlexSearch with Rspress's own settings at 10x).
// Usage: node scripts/bench/search-engines.mjs [--runs 5] [--dir doc_build] [--only term-index,minisearch]
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../../..');
const require = createRequire(path.join(ROOT, 'package.json'));
const MINISEARCH_VERSION = '7.2.0';
/** Where MiniSearch is installed: a scratch folder of the system temp folder, never the repository. */
const MINISEARCH_DIR = path.join(os.tmpdir(), `rstest-docs-bench-minisearch-${MINISEARCH_VERSION}`);
const MINISEARCH_FILE = path.join(MINISEARCH_DIR, 'node_modules/minisearch/dist/es/index.js');
const FLEXSEARCH_DIR = path.join(ROOT, 'node_modules/flexsearch');
const LOCAL_PROVIDER = path.join(
  ROOT,
  'node_modules/@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js',
);
const SCALE = 10;
/** The site's search code the bench runs, copied once per bench run (see snapshot()). */
const SNAPSHOT = ['theme/search', 'rspress-slim/always-on/searchUtil.ts', 'site/glossary.ts'];
const QUESTIONS_FILE = 'scripts/search/questions.json';
/** Candidates the site ranks per query (theme/search/index.ts CANDIDATES); checked against the module at run time. */
const CANDIDATES = 40;
/** A query of each language and the page it must find, whatever the engine. */
const KNOWN = {
  en: { query: 'toHaveBeenCalledWith', route: '/api/test-api/expect' },
  zh: { query: '快速上手', route: '/zh/guide/start/quick-start' },
};
/** Serialized indexes larger than this (raw) are brotli-compressed at quality 5 instead of 11 (quality 11 takes minutes on 100 MB). */
const BROTLI_Q11_LIMIT = 16 * 1024 * 1024;
const BUDGET_RATIO = 1.5;
const BUDGET_EXTRA_BYTES = 5 * 1024;

/**
 * An engine setting the bench measures.
 * @typedef {object} Setting
 * @property {'flexsearch' | 'minisearch' | 'site'} library
 * @property {string} description
 * @property {string} jsFile The library JavaScript a browser would download with this setting.
 * @property {boolean} [minify] Whether `jsFile` still has to be minified (MiniSearch ships it unminified).
 */
/** @type {Record<string, Setting>} */
const SETTINGS = {
  'term-index': {
    library: 'site',
    description:
      "The site's term index (theme/search/termIndex.ts): terms of theme/search/terms.ts with their best place, " +
      'varint postings; candidates(), then searchPages() ranks them.',
    jsFile: path.join(ROOT, 'theme/search/termIndex.ts'),
    minify: true,
  },
  'flexsearch-rspress': {
    library: 'flexsearch',
    description:
      "Rspress's LocalProvider settings: three Documents (Latin with maxlength 64, CJK and Cyrillic finalize), " +
      "tokenize 'full', store: true, fields normalizedTitle/headers/normalizedContent, cache 100, ids = routePath; " +
      'searched as Rspress does (enrich, limit, no suggest), the three results merged in order.',
    jsFile: path.join(FLEXSEARCH_DIR, 'dist/flexsearch.bundle.module.min.mjs'),
  },
  'flexsearch-forward': {
    library: 'flexsearch',
    description:
      "The lighter setting: one Document without store, fields title/headings/content (keeps the place), tokenize 'forward' " +
      "(prefixes for as-you-type), resolution 1 (the site ranks), encode = the site's termsOf, numeric ids; searched with suggest.",
    jsFile: path.join(FLEXSEARCH_DIR, 'dist/flexsearch.compact.module.min.js'),
  },
  'flexsearch-strict': {
    library: 'flexsearch',
    description:
      "The smallest setting: one Index, one field (title, headings and content joined), tokenize 'strict' (no prefixes), " +
      "resolution 1, encode = the site's termsOf, numeric ids; searched with suggest.",
    jsFile: path.join(FLEXSEARCH_DIR, 'dist/flexsearch.compact.module.min.js'),
  },
  minisearch: {
    library: 'minisearch',
    description:
      'MiniSearch defaults: fields title/headings/content, default tokenizer and term processing, prefix search, ' +
      'no stored fields, numeric ids.',
    jsFile: MINISEARCH_FILE,
    minify: true,
  },
  'minisearch-terms': {
    library: 'minisearch',
    description:
      "As minisearch, with the site's termsOf as tokenizer (identity processTerm): the same terms as the term index.",
    jsFile: MINISEARCH_FILE,
    minify: true,
  },
  'minisearch-1field': {
    library: 'minisearch',
    description: 'As minisearch-terms, with one field (title, headings and content joined).',
    jsFile: MINISEARCH_FILE,
    minify: true,
  },
};

/**
 * What one child measures.
 * @typedef {object} Job
 * @property {string} engine
 * @property {'en' | 'zh'} lang
 * @property {number} scale
 * @property {number} run
 * @property {string} recordsFile
 * @property {number} baseRecords Records of the language at 1x.
 * @property {string} indexDir Where the serialized index is (written by the first run).
 * @property {string} builtTerms The term index file of doc_build for the language.
 * @property {string} src The snapshot of the site's search code and questions the run uses (see snapshot()).
 */
/**
 * What one child reports.
 * @typedef {object} Measurement
 * @property {number} documents
 * @property {number} buildMs
 * @property {number} [exportMs]
 * @property {number} recordsMs
 * @property {number} importMs
 * @property {number} initMs
 * @property {number} queryMs Median over the questions: retrieval plus ranking.
 * @property {number | null} retrieveMs Median over the questions: retrieval alone (null for the term index, measured as a whole).
 * @property {number} queryMaxMs
 * @property {number} [hit3] Share of questions with a grade-2 page in the first 3 (1x).
 * @property {boolean} [sameAsBuild] The term index built here is byte for byte doc_build's (term index, 1x).
 */
/**
 * An engine, as the child drives it.
 * @typedef {object} Engine
 * @property {(records: PageRecord[]) => unknown} build
 * @property {(built: unknown) => Promise<{ name: string, data: string | Uint8Array }[]>} serialize
 * @property {(files: { name: string, data: Buffer }[]) => Promise<unknown>} load
 * @property {(index: unknown) => number} count Pages the index holds (throws when it holds one it was not given).
 * @property {(records: PageRecord[]) => number} shouldHold Pages it must hold: FlexSearch holds no page without a term.
 * @property {(index: unknown, query: string) => number[]} retrieve Page numbers of at most CANDIDATES candidates.
 */
/** @typedef {import('../../theme/search/rank').IndexRecord & { description?: string, frontmatter?: { keywords?: unknown }, searchTerms?: string }} PageRecord */
/**
 * MiniSearch 7's surface, as far as the bench uses it (the package is installed outside the repository).
 * @typedef {object} MiniSearchIndex
 * @property {number} documentCount
 * @property {(documents: object[]) => void} addAll
 * @property {(query: string) => { id: number }[]} search
 * @property {(id: number) => boolean} has
 */
/** @typedef {{ new (options: object): MiniSearchIndex, loadJSON(json: string, options: object): MiniSearchIndex }} MiniSearchClass */

/**
 * A file's bytes as a fetch body (a Buffer is a Uint8Array; the DOM typings of Response do not say so).
 * @param {Uint8Array} bytes
 * @returns {BodyInit}
 */
const body = (bytes) => /** @type {BodyInit} */ (/** @type {unknown} */ (bytes));
/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? (s[(s.length - 1) / 2] ?? NaN) : ((s[s.length / 2 - 1] ?? NaN) + (s[s.length / 2] ?? NaN)) / 2;
};
/** @param {number} n */
const round = (n, digits = 2) => +n.toFixed(digits);
/** @param {unknown} condition @param {string} message @returns {asserts condition} */
function check(condition, message) {
  if (!condition) throw new Error(`assertion failed: ${message}`);
}

// ---------------------------------------------------------------------------------------------
// Child: one measurement.

/**
 * A module of the snapshot of the site's code.
 * @param {string} src
 * @param {string} file
 */
const fromSnapshot = (src, file) => import(pathToFileURL(path.join(src, file.replace(/\.ts$/, '.mjs'))).href);

/**
 * The engine of a setting.
 * @param {string} name
 * @param {string} src The snapshot of the site's code.
 * @returns {Promise<Engine>}
 */
async function engineOf(name, src) {
  const { termsOf } = /** @type {typeof import('../../theme/search/terms')} */ (
    await fromSnapshot(src, 'theme/search/terms.ts')
  );
  const encode = (/** @type {string} */ text) => [...termsOf(text)];
  const pageText = (/** @type {PageRecord} */ r) => ({
    title: r.title,
    headings: r.toc.map((h) => h.text).join('\n'),
    content: r.content,
  });

  if (name === 'term-index') {
    const { buildTermIndex, encodeTermIndex, decodeTermIndex } =
      /** @type {typeof import('../../theme/search/termIndex')} */ (
        await fromSnapshot(src, 'theme/search/termIndex.ts')
      );
    return {
      build: (records) => buildTermIndex(records),
      serialize: async (built) => [
        {
          name: 'terms.bin',
          data: encodeTermIndex(/** @type {import('../../theme/search/termIndex').TermIndex} */ (built)),
        },
      ],
      load: async ([file]) =>
        decodeTermIndex(
          new Uint8Array(await new Response(body(/** @type {{ data: Buffer }} */ (file).data)).arrayBuffer()),
        ),
      count: (index) => /** @type {import('../../theme/search/termIndex').TermIndex} */ (index).routes.length,
      shouldHold: (records) => records.length,
      retrieve: () => [], // the term index is queried through searchPages (see measure)
    };
  }

  if (name.startsWith('flexsearch')) {
    /** @typedef {import('flexsearch').Document} FlexDocument */
    /** @typedef {import('flexsearch').Index} FlexIndex */
    const rspress = name === 'flexsearch-rspress';
    const file = SETTINGS[name]?.jsFile ?? '';
    const { Document, Index } = /** @type {typeof import('flexsearch')} */ (await import(pathToFileURL(file).href));
    if (rspress) {
      // Rspress's settings, read from its LocalProvider so that the bench fails if they change.
      const source = readFileSync(LOCAL_PROVIDER, 'utf8');
      for (const piece of [
        "tokenize: 'full'",
        "id: 'id'",
        'store: true',
        "'normalizedTitle',\n                    'headers',\n                    'normalizedContent'",
        'cache: 100',
        'maxlength: 64',
        'finalize: (str)=>str.flatMap((s)=>tokenize(s, cjkRegex))',
        'finalize: (str)=>str.flatMap((s)=>tokenize(s, cyrillicRegex))',
        'enrich: true',
      ])
        check(source.includes(piece), `LocalProvider.js still has ${JSON.stringify(piece)}`);
      /** @param {string} variable */
      const regexOf = (variable) => {
        const m = new RegExp(`const ${variable} = /(.+)/([a-z]*);\\n`).exec(source);
        check(m?.[1] && m[2] !== undefined, `LocalProvider.js defines ${variable}`);
        return new RegExp(m[1], m[2]);
      };
      const cjkRegex = regexOf('cjkRegex');
      const cyrillicRegex = regexOf('cyrillicRegex');
      /** LocalProvider's tokenize: every match of a global regex. @param {string} str @param {RegExp} regex */
      const tokenize = (str, regex) => {
        /** @type {string[]} */
        const words = [];
        let m;
        do {
          m = regex.exec(str);
          if (m) words.push(m[0]);
        } while (m);
        return words;
      };
      const { normalizeTextCase } = /** @type {{ normalizeTextCase(text: string): string }} */ (
        await import(pathToFileURL(path.join(ROOT, 'rspress-slim/always-on/searchUtil.ts')).href)
      );
      const fields = ['normalizedTitle', 'headers', 'normalizedContent'];
      const createOptions = {
        tokenize: /** @type {const} */ ('full'),
        document: { id: 'id', store: true, index: fields },
        cache: 100,
      };
      /** @returns {FlexDocument[]} */
      const make = () => [
        new Document({ ...createOptions, encoder: { maxlength: 64 } }),
        new Document({
          ...createOptions,
          encoder: { finalize: (/** @type {string[]} */ str) => str.flatMap((s) => tokenize(s, cjkRegex)) },
        }),
        new Document({
          ...createOptions,
          encoder: { finalize: (/** @type {string[]} */ str) => str.flatMap((s) => tokenize(s, cyrillicRegex)) },
        }),
      ];
      /** @type {Map<string, number>} */
      let pageOfRoute = new Map();
      /** @type {string[]} */
      let routes = [];
      return {
        build(records) {
          routes = records.map((r) => r.routePath);
          pageOfRoute = new Map(routes.map((r, i) => [r, i]));
          const docs = make();
          for (const page of records) {
            const item = {
              ...page,
              normalizedContent: normalizeTextCase(page.content),
              headers: page.toc.map((header) => normalizeTextCase(header.text)).join(' '),
              normalizedTitle: normalizeTextCase(page.title),
            };
            for (const doc of docs) doc.add(page.routePath, /** @type {import('flexsearch').DocumentData} */ (item));
          }
          return docs;
        },
        serialize: async (built) => flexExport(/** @type {FlexDocument[]} */ (built)),
        load: async (files) => flexImport(make(), files),
        count(index) {
          const docs = /** @type {FlexDocument[]} */ (index);
          check(
            docs.every((doc) => !doc.contain(`${routes[0]}/no-such-page`)),
            'FlexSearch holds no page it was not given',
          );
          // A page is in the Latin, CJK or Cyrillic Document, or several, as its words are.
          return routes.filter((route) => docs.some((doc) => doc.contain(route))).length;
        },
        shouldHold: (records) =>
          records.filter((r) => /[\p{L}\p{N}]/u.test(Object.values(pageText(r)).join(' '))).length,
        retrieve(index, query) {
          const options = { enrich: true, limit: CANDIDATES, index: fields };
          /** @type {Set<number>} */
          const found = new Set();
          for (const doc of /** @type {FlexDocument[]} */ (index))
            for (const field of /** @type {{ result: { id: string | number }[] }[]} */ (
              /** @type {unknown} */ (doc.search(query, /** @type {never} */ (options)))
            ))
              for (const { id } of field.result) {
                const page = pageOfRoute.get(String(id));
                if (page !== undefined) found.add(page);
              }
          return [...found].slice(0, CANDIDATES);
        },
      };
    }

    const single = name === 'flexsearch-strict';
    const indexOptions = {
      tokenize: /** @type {import('flexsearch').Tokenizer} */ (single ? 'strict' : 'forward'),
      resolution: 1,
      encode,
    };
    const fields = ['title', 'headings', 'content'];
    /** @returns {FlexDocument | FlexIndex} */
    const make = () =>
      single ? new Index(indexOptions) : new Document({ ...indexOptions, document: { id: 'id', index: fields } });
    let documents = 0;
    return {
      build(records) {
        documents = records.length;
        const index = make();
        records.forEach((r, i) => {
          const text = pageText(r);
          if (index instanceof Index) index.add(i, [text.title, text.headings, text.content].join('\n'));
          else /** @type {FlexDocument} */ (index).add({ id: i, ...text });
        });
        return index;
      },
      serialize: async (built) => flexExport([/** @type {FlexDocument} */ (built)]),
      load: async (files) => (await flexImport([make()], files))[0],
      count(index) {
        const flex = /** @type {FlexDocument} */ (index);
        check(!flex.contain(documents), 'FlexSearch holds no page it was not given');
        let held = 0;
        for (let i = 0; i < documents; i++) if (flex.contain(i)) held++;
        return held;
      },
      shouldHold: (records) => records.filter((r) => termsOf(Object.values(pageText(r)).join('\n')).size > 0).length,
      retrieve(index, query) {
        const options = { limit: CANDIDATES, suggest: true };
        if (index instanceof Index) return /** @type {number[]} */ (index.search(query, options));
        /** @type {Set<number>} */
        const found = new Set();
        for (const field of /** @type {{ result: number[] }[]} */ (
          /** @type {unknown} */ (/** @type {FlexDocument} */ (index).search(query, options))
        ))
          for (const id of field.result) found.add(id);
        return [...found].slice(0, CANDIDATES);
      },
    };
  }

  // MiniSearch
  const { default: MiniSearch } = /** @type {{ default: MiniSearchClass }} */ (
    await import(pathToFileURL(MINISEARCH_FILE).href)
  );
  const oneField = name === 'minisearch-1field';
  const options = {
    fields: oneField ? ['text'] : ['title', 'headings', 'content'],
    searchOptions: { prefix: true },
    ...(name === 'minisearch' ? {} : { tokenize: encode, processTerm: (/** @type {string} */ term) => term }),
  };
  let documents = 0;
  return {
    build(records) {
      documents = records.length;
      const index = new MiniSearch(options);
      index.addAll(
        records.map((r, id) => {
          const text = pageText(r);
          return oneField ? { id, text: [text.title, text.headings, text.content].join('\n') } : { id, ...text };
        }),
      );
      return index;
    },
    serialize: async (built) => [{ name: 'index.json', data: JSON.stringify(built) }],
    load: async ([file]) =>
      MiniSearch.loadJSON(await new Response(body(/** @type {{ data: Buffer }} */ (file).data)).text(), options),
    count(index) {
      const mini = /** @type {MiniSearchIndex} */ (index);
      check(!mini.has(documents), 'MiniSearch holds no page it was not given');
      return mini.documentCount;
    },
    shouldHold: (records) => records.length,
    retrieve: (index, query) =>
      /** @type {MiniSearchIndex} */ (index)
        .search(query)
        .slice(0, CANDIDATES)
        .map((r) => r.id),
  };
}

/**
 * FlexSearch's export of some indexes, one file per key, numbered in export order (import follows it).
 * @param {import('flexsearch').Document[]} docs
 */
async function flexExport(docs) {
  /** @type {{ name: string, data: string }[]} */
  const files = [];
  for (const [n, doc] of docs.entries())
    await doc.export((key, data) => {
      files.push({ name: `${String(files.length).padStart(3, '0')}.${n}.${key}`, data });
    });
  return files;
}

/**
 * Imports the files of flexExport into fresh indexes made with the same settings.
 * @template {import('flexsearch').Document | import('flexsearch').Index} T
 * @param {T[]} docs
 * @param {{ name: string, data: Buffer }[]} files
 */
async function flexImport(docs, files) {
  for (const { name, data } of files) {
    const [, n, key] = /** @type {RegExpExecArray} */ (/^\d+\.(\d+)\.(.+)$/.exec(name));
    /** @type {T} */ (docs[Number(n)]).import(key ?? '', await new Response(body(data)).text());
  }
  return docs;
}

/** @param {Job} job @returns {Promise<Measurement>} */
async function measure(job) {
  // The first Response of a process loads Node's fetch internals: not a cost of parsing, so paid here.
  await new Response(body(new TextEncoder().encode('{}'))).json();
  await new Response('x').text();
  await new Response('x').arrayBuffer();
  const {
    prepare,
    rank,
    searchPages,
    CANDIDATES: siteCandidates,
  } = /** @type {typeof import('../../theme/search/index')} */ (await fromSnapshot(job.src, 'theme/search/index.ts'));
  check(siteCandidates === CANDIDATES, `the site ranks ${siteCandidates} candidates, the bench ${CANDIDATES}`);
  const { MAX_MATCHED_PAGES } = /** @type {typeof import('../../rspress-slim/always-on/keepFirstPages')} */ (
    await fromSnapshot(job.src, 'rspress-slim/always-on/keepFirstPages.ts')
  );
  /** @type {import('../search-quality.mjs').Question[]} */
  const all = JSON.parse(readFileSync(path.join(job.src, QUESTIONS_FILE), 'utf8'));
  const engine = await engineOf(job.engine, job.src);
  const questions = all.filter((q) => q.lang === job.lang);
  check(questions.length > 0, `questions of ${job.lang}`);

  const recordsBytes = readFileSync(job.recordsFile);
  let started = performance.now();
  const records = /** @type {PageRecord[]} */ (await new Response(body(recordsBytes)).json());
  const recordsMs = performance.now() - started;
  check(
    records.length === job.baseRecords * job.scale,
    `${job.scale}x holds ${job.scale} times the ${job.baseRecords} records`,
  );

  started = performance.now();
  const built = engine.build(records);
  const buildMs = performance.now() - started;
  const shouldHold = engine.shouldHold(records);
  check(
    engine.count(built) === shouldHold,
    `the built ${job.engine} index holds ${shouldHold} pages (of ${records.length}: the others have no text)`,
  );
  check(
    shouldHold >= 0.9 * records.length,
    `at most a tenth of the pages without text (${records.length - shouldHold})`,
  );

  /** @type {number | undefined} */
  let exportMs;
  if (!existsSync(job.indexDir)) {
    started = performance.now();
    const files = await engine.serialize(built);
    exportMs = performance.now() - started;
    const partial = `${job.indexDir}.partial`;
    mkdirSync(partial, { recursive: true });
    for (const { name, data } of files) writeFileSync(path.join(partial, name), data);
    renameSync(partial, job.indexDir);
  }
  // Information only: doc_build may predate the search code (another change may be under way).
  const sameAsBuild =
    job.engine === 'term-index' && job.scale === 1
      ? readFileSync(path.join(job.indexDir, 'terms.bin')).equals(readFileSync(job.builtTerms))
      : undefined;

  const files = readdirSync(job.indexDir)
    .sort()
    .map((name) => ({ name, data: readFileSync(path.join(job.indexDir, name)) }));
  started = performance.now();
  const index = await engine.load(files);
  const importMs = performance.now() - started;
  check(engine.count(index) === shouldHold, `the imported ${job.engine} index holds ${shouldHold} pages`);

  /** The hits for a query, as the panel asks for them, and how long retrieval alone took. */
  /** @type {(query: string) => Promise<{ hits: { link: string }[], retrieveMs: number | null }>} */
  let search;
  if (job.engine === 'term-index') {
    // The site's own path: prepareSearch fetches the term index file named by the records.
    const bin = files[0]?.data;
    globalThis.fetch = async () => new Response(bin && body(bin));
    const source = { fetchSearchIndex: async () => records };
    search = async (query) => ({ hits: await searchPages(source, query, MAX_MATCHED_PAGES), retrieveMs: null });
  } else {
    /** @type {Map<number, import('../../theme/search/rank').PreparedPage | undefined>} */
    const prepared = new Map();
    search = async (query) => {
      const t = performance.now();
      const pages = engine.retrieve(index, query);
      const retrieveMs = performance.now() - t;
      const candidates = pages
        .map((n) => {
          if (!prepared.has(n)) {
            const record = records[n];
            prepared.set(n, record ? prepare([record])[0] : undefined);
          }
          return prepared.get(n);
        })
        .filter((p) => p !== undefined);
      return { hits: rank(candidates, query, MAX_MATCHED_PAGES), retrieveMs };
    };
  }
  const pagesOf = (/** @type {{ link: string }[]} */ hits) => [...new Set(hits.map((h) => h.link.split('#')[0]))];

  const known = KNOWN[job.lang];
  const knownPages = pagesOf((await search(known.query)).hits);
  check(knownPages.includes(known.route), `${job.engine} finds ${known.route} for ${known.query} (got ${knownPages})`);

  /** @type {number[]} */
  const times = [];
  /** @type {number[]} */
  const retrieveTimes = [];
  let hits3 = 0;
  for (const question of questions) {
    const t = performance.now();
    const { hits, retrieveMs } = await search(question.query);
    times.push(performance.now() - t);
    if (retrieveMs !== null) retrieveTimes.push(retrieveMs);
    if (
      pagesOf(hits)
        .slice(0, 3)
        .some((page) => question.answers[page] === 2)
    )
      hits3++;
  }
  return {
    documents: records.length,
    buildMs,
    exportMs,
    recordsMs,
    importMs,
    initMs: recordsMs + importMs,
    queryMs: median(times),
    retrieveMs: retrieveTimes.length ? median(retrieveTimes) : null,
    queryMaxMs: Math.max(...times),
    hit3: job.scale === 1 ? hits3 / questions.length : undefined,
    sameAsBuild,
  };
}

// ---------------------------------------------------------------------------------------------
// Parent: the runs, the figures, the verdicts.

/**
 * Copies the site's search code (SNAPSHOT) and the questions into `dir`, the TypeScript transpiled
 * to `.mjs` with the installed `typescript` (relative imports pointed at the `.mjs` files), with a
 * link to the repository's node_modules: every child of a bench run runs the same code, even if the
 * working tree changes meanwhile, and needs no loader. Returns a hash of what it copied.
 * @param {string} dir
 */
async function snapshot(dir) {
  const ts = (await import('typescript')).default;
  const hash = createHash('sha256');
  for (const entry of [...SNAPSHOT, QUESTIONS_FILE]) {
    const from = path.join(ROOT, entry);
    const files = statSync(from).isDirectory()
      ? readdirSync(from)
          .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
          .map((name) => path.join(entry, name))
      : [entry];
    for (const file of files.sort()) {
      const bytes = readFileSync(path.join(ROOT, file));
      hash.update(file).update(bytes);
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      if (!file.endsWith('.ts')) {
        writeFileSync(path.join(dir, file), bytes);
        continue;
      }
      const { outputText } = ts.transpileModule(bytes.toString('utf8'), {
        fileName: file,
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      const code = outputText.replace(
        /(from\s+|import\s*\(\s*)(['"])(\.\.?\/[^'"]+?)(?:\.ts)?\2/g,
        (_, lead, quote, specifier) => `${lead}${quote}${specifier}.mjs${quote}`,
      );
      writeFileSync(path.join(dir, file.replace(/\.ts$/, '.mjs')), code);
    }
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return hash.digest('hex').slice(0, 12);
}

/** MiniSearch, installed once into its scratch folder. */
function installMiniSearch() {
  const pkg = path.join(MINISEARCH_DIR, 'node_modules/minisearch/package.json');
  if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).version === MINISEARCH_VERSION) return;
  mkdirSync(MINISEARCH_DIR, { recursive: true });
  execFileSync(
    'npm',
    ['install', `minisearch@${MINISEARCH_VERSION}`, '--prefix', MINISEARCH_DIR, '--no-audit', '--no-fund'],
    { stdio: 'inherit' },
  );
  check(
    JSON.parse(readFileSync(pkg, 'utf8')).version === MINISEARCH_VERSION,
    `MiniSearch ${MINISEARCH_VERSION} installed`,
  );
}

/**
 * Brotli size of minified JavaScript: the file as shipped when already minified, else minified with
 * the SWC minifier of the installed @rspack/core (the site's module: its transpiled snapshot).
 * @param {string} file
 * @param {boolean} minify
 */
async function jsBrotli(file, minify) {
  let code = readFileSync(file, 'utf8');
  if (minify) {
    /** @type {{ experiments: { swc: { minify(source: string, options: object): Promise<{ code: string }> } } }} */
    const rspack = require('@rspack/core');
    code = (await rspack.experiments.swc.minify(code, { compress: true, mangle: true, module: true })).code;
  }
  return { minifiedBytes: Buffer.byteLength(code), brotli: brotliCompressSync(code).length };
}

/**
 * Size of the files of a serialized index, each compressed on its own as a static host would.
 * @param {string} dir
 */
function indexBytes(dir) {
  const files = readdirSync(dir).map((name) => readFileSync(path.join(dir, name)));
  const raw = files.reduce((sum, f) => sum + f.length, 0);
  const quality = raw > BROTLI_Q11_LIMIT ? 5 : 11;
  return {
    files: files.length,
    raw,
    gzip: files.reduce((sum, f) => sum + gzipSync(f, { level: 9 }).length, 0),
    brotli: files.reduce(
      (sum, f) => sum + brotliCompressSync(f, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } }).length,
      0,
    ),
    brotliQuality: quality,
  };
}

/**
 * Runs one measurement in a child process.
 * @param {Job} job
 * @returns {Promise<Measurement>}
 */
function runChild(job) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--max-old-space-size=8192', fileURLToPath(import.meta.url), '--measure', JSON.stringify(job)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${job.engine} ${job.lang} ${job.scale}x run ${job.run + 1} exited ${code}`));
      else resolve(JSON.parse(out.trim().split('\n').pop() ?? ''));
    });
  });
}

/** @param {number[]} xs */
const spread = (xs) => ({ median: round(median(xs)), min: round(Math.min(...xs)), max: round(Math.max(...xs)) });

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      dir: { type: 'string', default: 'doc_build' },
      only: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  check(Number.isInteger(runs) && runs >= 1, '--runs is a positive integer');
  const staticDir = path.join(path.resolve(ROOT, values.dir), 'static');
  if (!existsSync(staticDir)) {
    console.error(`${staticDir} does not exist: build the site first (npm run build)`);
    process.exit(1);
  }
  const engines = values.only ? values.only.split(',') : Object.keys(SETTINGS);
  for (const name of engines) check(name in SETTINGS, `${name} is a setting (${Object.keys(SETTINGS).join(', ')})`);
  // The budgets are the term index's figures: it is always measured.
  if (!engines.includes('term-index')) engines.unshift('term-index');
  installMiniSearch();

  const { indexFiles } = await import('../../lib/search/engine.mjs');
  const built = indexFiles(staticDir);
  const langs = /** @type {('en' | 'zh')[]} */ (['en', 'zh']);
  const data = mkdtempSync(path.join(os.tmpdir(), 'search-engines-'));
  const loadStart = os.loadavg();
  const startedAt = Date.now();
  try {
    const src = path.join(data, 'src');
    const codeHash = await snapshot(src);
    /** @type {Record<string, { records: number, terms: string, files: Record<number, string> }>} */
    const inputs = {};
    for (const lang of langs) {
      const file = built[lang]?.file;
      check(file, `doc_build has the ${lang} search index`);
      const bytes = readFileSync(file);
      /** @type {PageRecord[]} */
      const records = JSON.parse(bytes.toString('utf8'));
      const terms = records.find((r) => r.searchTerms)?.searchTerms;
      check(terms, `the ${lang} records name their term index file`);
      // Copies of the build's files: doc_build may be rebuilt while the bench runs.
      /** @type {Record<number, string>} */
      const files = { 1: path.join(data, `records.${lang}.1x.json`) };
      writeFileSync(files[1], bytes);
      const builtTerms = path.join(data, `terms.${lang}.bin`);
      writeFileSync(builtTerms, readFileSync(path.join(staticDir, terms)));
      const copies = Array.from({ length: SCALE }, (_, n) =>
        records.map((r) => (n === 0 ? r : { ...r, routePath: `${r.routePath.replace(/\/$/, '')}/copy${n}` })),
      ).flat();
      check(copies.length === SCALE * records.length, `the ${SCALE}x copy has ${SCALE} times the records`);
      check(new Set(copies.map((r) => r.routePath)).size === copies.length, `the ${SCALE}x copy's routes are unique`);
      files[SCALE] = path.join(data, `records.${lang}.${SCALE}x.json`);
      writeFileSync(files[SCALE], JSON.stringify(copies));
      inputs[lang] = { records: records.length, terms: builtTerms, files };
    }

    /** @type {Map<string, Measurement[]>} */
    const results = new Map();
    const key = (/** @type {string} */ engine, /** @type {string} */ lang, /** @type {number} */ scale) =>
      `${engine}|${lang}|${scale}`;
    for (let run = 0; run < runs; run++) {
      // Every setting once per run, in an order that rotates from run to run.
      const order = engines.map((_, i) => engines[(i + run) % engines.length] ?? '');
      for (const lang of langs)
        for (const scale of [1, SCALE])
          for (const engine of order) {
            const input = /** @type {(typeof inputs)[string]} */ (inputs[lang]);
            const m = await runChild({
              engine,
              lang,
              scale,
              run,
              recordsFile: /** @type {string} */ (input.files[scale]),
              baseRecords: input.records,
              indexDir: path.join(data, `${engine}.${lang}.${scale}x`),
              builtTerms: input.terms,
              src,
            });
            const k = key(engine, lang, scale);
            results.set(k, [...(results.get(k) ?? []), m]);
            console.error(
              `run ${run + 1}/${runs} ${lang} ${String(scale).padStart(2)}x ${engine.padEnd(18)} build ${m.buildMs.toFixed(0)} ms, ` +
                `import ${m.importMs.toFixed(1)} ms, records ${m.recordsMs.toFixed(1)} ms, query ${m.queryMs.toFixed(2)} ms`,
            );
          }
    }

    // Figures per setting, language and size.
    /** @type {Record<string, { minifiedBytes: number, brotli: number }>} */
    const js = {};
    for (const engine of engines) {
      const setting = /** @type {Setting} */ (SETTINGS[engine]);
      js[engine] = await jsBrotli(
        setting.library === 'site'
          ? path.join(src, path.relative(ROOT, setting.jsFile).replace(/\.ts$/, '.mjs'))
          : setting.jsFile,
        setting.minify ?? false,
      );
    }
    const figures = langs.flatMap((lang) =>
      [1, SCALE].flatMap((scale) =>
        engines.map((engine) => {
          const ms = /** @type {Measurement[]} */ (results.get(key(engine, lang, scale)));
          const first = /** @type {Measurement} */ (ms[0]);
          return {
            engine,
            library: SETTINGS[engine]?.library,
            lang,
            scale,
            documents: first.documents,
            buildMs: spread(ms.map((m) => m.buildMs)),
            exportMs: round(first.exportMs ?? NaN),
            recordsMs: spread(ms.map((m) => m.recordsMs)),
            importMs: spread(ms.map((m) => m.importMs)),
            initMs: spread(ms.map((m) => m.initMs)),
            queryMs: spread(ms.map((m) => m.queryMs)),
            retrieveMs: first.retrieveMs === null ? null : spread(ms.map((m) => m.retrieveMs ?? NaN)),
            queryMaxMs: round(Math.max(...ms.map((m) => m.queryMaxMs))),
            index: indexBytes(path.join(data, `${engine}.${lang}.${scale}x`)),
            js: /** @type {{ minifiedBytes: number, brotli: number }} */ (js[engine]),
            hit3: first.hit3 === undefined ? undefined : round(first.hit3, 3),
          };
        }),
      ),
    );
    const figure = (/** @type {string} */ engine, /** @type {string} */ lang, /** @type {number} */ scale) =>
      figures.find((f) => f.engine === engine && f.lang === lang && f.scale === scale);

    // Budgets: against the term index at 1x.
    const verdicts = [];
    for (const engine of engines) {
      const checks = [];
      for (const lang of langs) {
        const today = figure('term-index', lang, 1);
        const at10 = figure(engine, lang, SCALE);
        const at1 = figure(engine, lang, 1);
        if (!today || !at10 || !at1) continue;
        const todayBytes = today.index.brotli + today.js.brotli;
        const extra = engine === 'term-index' ? 0 : at1.index.brotli + at1.js.brotli - todayBytes;
        checks.push(
          {
            lang,
            budget: `query at ${SCALE}x <= ${BUDGET_RATIO} x term index at 1x`,
            value: at10.queryMs.median,
            limit: round(BUDGET_RATIO * today.queryMs.median),
          },
          {
            lang,
            budget: `init at ${SCALE}x (records + import) <= ${BUDGET_RATIO} x term index at 1x (records + decode)`,
            value: at10.initMs.median,
            limit: round(BUDGET_RATIO * today.initMs.median),
          },
          {
            lang,
            budget: `index import alone at ${SCALE}x <= ${BUDGET_RATIO} x term index decode at 1x (not the issue's budget: records excluded)`,
            value: at10.importMs.median,
            limit: round(BUDGET_RATIO * today.importMs.median),
            informative: true,
          },
          {
            lang,
            budget: 'extra bytes at 1x: library JS + index - (term index file + termIndex.ts), brotli <= 5 KiB',
            value: extra,
            limit: BUDGET_EXTRA_BYTES,
          },
        );
      }
      const binding = checks.filter((c) => !('informative' in c));
      verdicts.push({
        engine,
        library: SETTINGS[engine]?.library,
        checks: checks.map((c) => ({ ...c, pass: c.value <= c.limit })),
        pass: binding.every((c) => c.value <= c.limit),
      });
    }
    /** @type {Record<string, boolean>} */
    const byLibrary = {};
    for (const v of verdicts)
      if (v.library !== 'site') byLibrary[v.library ?? ''] = (byLibrary[v.library ?? ''] ?? false) || v.pass;

    // The table.
    const kib = (/** @type {number} */ n) => (n / 1024).toFixed(1);
    const t = (/** @type {{ median: number, min: number, max: number }} */ s, digits = 1) =>
      `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}-${s.max.toFixed(digits)})`;
    const header = [
      'lang',
      'size',
      'engine',
      'build ms',
      'import ms',
      'records ms',
      'init ms',
      'query ms',
      'retrieve ms',
      'index raw/gz/br KiB',
      'JS br KiB',
      'hit@3',
    ];
    const rows = figures.map((f) => [
      f.lang,
      `${f.scale}x`,
      f.engine,
      t(f.buildMs, 0),
      t(f.importMs),
      t(f.recordsMs),
      t(f.initMs),
      t(f.queryMs, 2),
      f.retrieveMs ? t(f.retrieveMs, 2) : '-',
      `${kib(f.index.raw)} / ${kib(f.index.gzip)} / ${kib(f.index.brotli)}${f.index.brotliQuality === 11 ? '' : ` (q${f.index.brotliQuality})`}`,
      kib(f.js.brotli),
      f.hit3 === undefined ? '' : f.hit3.toFixed(2),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
    const line = (/** @type {string[]} */ cells) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
    console.log(line(header));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const r of rows) console.log(line(r));
    console.log('\nTimes: median of the runs (min-max). Budgets against the term index at 1x:');
    for (const v of verdicts) {
      const reference = v.engine === 'term-index' ? ' (the current design against its own 1x figures)' : '';
      console.log(`\n${v.engine}${reference}: ${v.pass ? 'PASS' : 'FAIL'}`);
      for (const c of v.checks)
        console.log(
          `  [${c.lang}] ${c.pass ? 'ok  ' : 'over'} ${c.budget}: ${c.value.toFixed(2)} vs ${c.limit.toFixed(2)}${'informative' in c ? ' (information)' : ''}`,
        );
    }
    for (const lang of langs) {
      const today = figure('term-index', lang, 1);
      const records = figure('term-index', lang, SCALE)?.recordsMs.median;
      if (today && records !== undefined)
        console.log(
          `\n[${lang}] parsing the records JSON alone at ${SCALE}x takes ${records.toFixed(1)} ms, ` +
            `${(records / today.initMs.median).toFixed(1)} x the term index's whole init at 1x (${today.initMs.median.toFixed(1)} ms): ` +
            `a design that loads every record at init ${records <= BUDGET_RATIO * today.initMs.median ? 'can' : 'cannot'} meet the init budget.`,
        );
    }
    console.log('\nVerdict per library (passes when any of its settings passes every budget in both languages):');
    for (const [library, pass] of Object.entries(byLibrary)) console.log(`  ${library}: ${pass ? 'PASS' : 'FAIL'}`);

    const version = (/** @type {string} */ pkg) => JSON.parse(readFileSync(pkg, 'utf8')).version;
    const result = {
      date: new Date().toISOString(),
      durationS: Math.round((Date.now() - startedAt) / 1000),
      versions: {
        node: process.version,
        flexsearch: version(path.join(FLEXSEARCH_DIR, 'package.json')),
        minisearch: version(path.join(MINISEARCH_DIR, 'node_modules/minisearch/package.json')),
        '@rspress/core': version(path.join(ROOT, 'node_modules/@rspress/core/package.json')),
        '@rspack/core (SWC minifier)': version(path.join(ROOT, 'node_modules/@rspack/core/package.json')),
      },
      machine: {
        cpus: os.cpus().length,
        loadavgStart: loadStart.map((n) => round(n)),
        loadavgEnd: os.loadavg().map((n) => round(n)),
      },
      runs,
      scale: SCALE,
      candidates: CANDIDATES,
      siteSearchCode: { files: [...SNAPSHOT, QUESTIONS_FILE], sha256: codeHash },
      termIndexSameAsBuild: Object.fromEntries(
        langs.map((lang) => [lang, results.get(key('term-index', lang, 1))?.[0]?.sameAsBuild ?? null]),
      ),
      indexes: Object.fromEntries(langs.map((lang) => [lang, path.basename(built[lang]?.file ?? '')])),
      questions: 'scripts/search/questions.json (query field)',
      known: KNOWN,
      settings: Object.fromEntries(
        engines.map((e) => [
          e,
          {
            ...SETTINGS[e],
            jsFile: path.relative(ROOT, SETTINGS[e]?.jsFile ?? '').replace(/^.*node_modules\//, 'node_modules/'),
          },
        ]),
      ),
      notes: [
        'Times in ms, in Node, each setting in a child process of its own; median (min, max) over the runs.',
        'records = Response.json() of the records file in memory; import = Response.text()/arrayBuffer() of the serialized files in memory plus the library import; init = records + import.',
        'query = retrieval of at most 40 candidates plus rank() to 7 pages; libraries rank with equal word weights (the term index weighs words by rarity), the term index through searchPages().',
        `Serialized indexes above ${BROTLI_Q11_LIMIT / 1024 / 1024} MiB raw are brotli-compressed at quality 5 (index.brotliQuality).`,
        `The ${SCALE}x copy repeats every page ${SCALE} times: its raw sizes grow as a real site would, its compressed sizes less (the copies compress away).`,
        'hit@3 compares the settings with one another on the same build: the site search code is the snapshot, the pages are those of doc_build (pages without text there count as misses).',
      ],
      figures,
      verdicts,
      verdictByLibrary: byLibrary,
    };
    const outDir = path.join(ROOT, '.bench');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'search-engines.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(ROOT, path.join(outDir, 'search-engines.json'))}`);
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--measure') {
  measure(JSON.parse(process.argv[3] ?? '{}')).then(
    (m) => process.stdout.write(`${JSON.stringify(m)}\n`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
} else {
  main().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
