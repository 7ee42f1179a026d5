// The drift report's logic, without running anything: compares two surfaces, turns failed tests and
// examples into findings, ties each finding to the pages it concerns, and renders the Markdown.
// Unit-tested on a small fixture by tests/drift.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messageKey, quotesMessage } from '../messages.mjs';
import { codeBlocks, pageFiles } from '../code-blocks.mjs';

/** @typedef {import('./surface.mjs').Surface} Surface */
/** @typedef {import('./surface.mjs').SurfaceItem} SurfaceItem */

/**
 * @typedef {'fact' | 'claim' | 'example' | 'new' | 'gone'} Kind
 * @typedef {object} Finding
 * @property {Kind} kind
 * @property {string} subject what it is about: `config pool.type`, a test's name, an example's run
 * @property {string} [fact] for `fact`: which fact (`type`, `default`, `description`, …)
 * @property {string} [before] the pinned package's value
 * @property {string} [after] the checked package's value
 * @property {string} [detail] a message or an output
 * @property {string[]} pages en pages it concerns (relative to docs/en); empty when none does
 * @property {string[]} [mentions] for `new`: pages that already name it (not as a documented item)
 */
/** @typedef {import('../messages.mjs').MessageCandidate} MessageCandidate */

/** Kinds in report order, with their headings. */
export const KINDS = /** @type {const} */ ({
  fact: 'fact differs',
  claim: 'claim fails',
  example: 'example fails',
  new: 'new, no page',
  gone: 'gone, still documented',
});

const CATEGORY_LABEL = {
  config: 'config',
  cli: 'CLI',
  export: 'export',
  member: 'member',
  reporter: 'reporter',
  env: 'environment variable',
  package: 'package',
};

// ---------------------------------------------------------------------------------------------
// The pages

/**
 * @typedef {object} Page
 * @property {string} file relative to docs/en, e.g. `config/test/pool.mdx`
 * @property {string} source
 * @property {string} code inline code, code blocks, headings and `<ConfigMeta name>`s: where names are written
 * @property {string[]} headings
 * @property {string[]} configNames the `<ConfigMeta name="…">` of the page
 */

/**
 * @param {string} file
 * @param {string} source
 * @returns {Page}
 */
export function pageOf(file, source) {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const headings = [...body.matchAll(/^#{1,6}\s+(.*)$/gm)].map(([, text]) => text.replace(/\{#[^}]*\}/, '').trim());
  const fences = [...body.matchAll(/^(`{3,}|~{3,}).*\n([\s\S]*?)^\1\s*$/gm)].map(([, , code]) => code);
  const outside = body.replace(/^(`{3,}|~{3,}).*\n[\s\S]*?^\1\s*$/gm, '');
  const inline = [...outside.matchAll(/`([^`\n]+)`/g)].map(([, code]) => code);
  const configNames = [...body.matchAll(/<ConfigMeta\s+name=["']([^"']+)["']/g)].map(([, name]) => name);
  return { file, source, code: [...fences, ...inline, ...headings, ...configNames].join('\n'), headings, configNames };
}

/**
 * The English pages of a docs folder (the Chinese twins mirror them file for file).
 * @param {string} docsDir
 * @returns {Page[]}
 */
export function loadPages(docsDir) {
  return pageFiles('en').map((file) => pageOf(file, readFileSync(path.join(docsDir, 'en', file), 'utf8')));
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `token` is written as a whole name in `text` (`pool.type` is not in `pool.types`).
 * @param {string} text
 * @param {string} token
 */
export function names(text, token) {
  return new RegExp(`(?<![\\w$-])${escapeRegExp(token)}(?![\\w$]|\\.[\\w$])`).test(text);
}

/**
 * Whether a page writes `name` together with `value`: in one line (a table row, an install
 * command) or, for an entry point, in one import statement.
 * @param {Page} page
 * @param {string} name
 * @param {string} value
 */
export function namesTogether(page, name, value) {
  const valuePattern = new RegExp(`(?<![\\w/-])${escapeRegExp(value)}(?![\\w/-])`);
  if (page.source.split('\n').some((line) => names(line, name) && valuePattern.test(line))) return true;
  return [...page.source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)].some(
    ([, imported, from]) => from === value && names(imported, name),
  );
}

/**
 * The pages that document a surface item, where its name is written as code (not in prose). With
 * a changed fact, the pages that state that fact: for a package, the pages that give its old
 * version or range; for an export, the pages that name it with an entry point it moved from or to.
 * @param {SurfaceItem} item
 * @param {Page[]} pages
 * @param {{ before: string, after: string }} [change]
 * @returns {string[]}
 */
export function pagesFor(item, pages, change) {
  const { category, name } = item;
  /** @param {(page: Page) => boolean} test */
  const where = (test) => pages.filter(test).map((page) => page.file);
  if (change && category === 'package') return where((page) => namesTogether(page, name, change.before));
  if (change && category === 'export') {
    const before = change.before.split(', ');
    const after = change.after.split(', ');
    const moved = [...before.filter((e) => !after.includes(e)), ...after.filter((e) => !before.includes(e))];
    return where((page) => moved.some((entry) => namesTogether(page, name, entry)));
  }
  switch (category) {
    case 'config':
      return where((page) => page.configNames.includes(name) || names(page.code, name));
    case 'cli': {
      const flag = name.startsWith('rstest ') ? name.split(' ').slice(1).join(' ') : name;
      return where((page) => names(page.code, flag));
    }
    case 'member': {
      // Matchers: the pages with a heading for them (every example calls toBe).
      if (name.startsWith('expect(…).')) {
        const matcher = name.slice('expect(…).'.length);
        return where((page) => page.headings.some((h) => names(h.replaceAll('`', ''), matcher)));
      }
      return where((page) => names(page.code, name));
    }
    case 'reporter': {
      const [hook, field] = name.split('.');
      return where((page) => names(page.code, hook) && (!field || names(page.code, field)));
    }
    case 'package':
      return where((page) => page.code.includes(name) || page.source.includes(`\`${name}\``));
    default:
      return where((page) => names(page.code, name));
  }
}

// ---------------------------------------------------------------------------------------------
// Surfaces

/**
 * The findings of two surfaces: each fact that changed, each item only the checked package has
 * (new) and each one only the pinned package has that a page still documents (gone).
 * @param {Surface} pinned
 * @param {Surface} checked
 * @param {Page[]} pages
 * @returns {Finding[]}
 */
export function compareSurfaces(pinned, checked, pages) {
  /** @type {Finding[]} */
  const findings = [];
  for (const [key, before] of Object.entries(pinned)) {
    const after = checked[key];
    const subject = `${CATEGORY_LABEL[before.category]} \`${before.name}\``;
    if (!after) {
      const documented = pagesFor(before, pages);
      if (documented.length > 0) findings.push({ kind: 'gone', subject, pages: documented, detail: factsText(before) });
      continue;
    }
    for (const fact of new Set([...Object.keys(before.facts), ...Object.keys(after.facts)])) {
      if (before.facts[fact] === after.facts[fact]) continue;
      findings.push({
        kind: 'fact',
        subject,
        fact,
        before: before.facts[fact] ?? '—',
        after: after.facts[fact] ?? '—',
        pages: pagesFor(before, pages, { before: before.facts[fact] ?? '', after: after.facts[fact] ?? '' }),
      });
    }
  }
  for (const [key, after] of Object.entries(checked)) {
    if (pinned[key]) continue;
    findings.push({
      kind: 'new',
      subject: `${CATEGORY_LABEL[after.category]} \`${after.name}\``,
      pages: [],
      mentions: pagesFor(after, pages),
      detail: factsText(after),
    });
  }
  return findings;
}

/** @param {SurfaceItem} item */
function factsText(item) {
  return Object.entries(item.facts)
    .map(([fact, value]) => `${fact}: \`${value}\``)
    .join('; ');
}

// ---------------------------------------------------------------------------------------------
// Messages: the error reference

/**
 * @typedef {object} ErrorPage An error reference page and what it quotes.
 * @property {string} file relative to docs/en, e.g. `guide/errors/mocking.mdx`
 * @property {string[]} en the code blocks of the English page
 * @property {string[]} zh the code blocks of the Chinese page
 */

/**
 * The error reference pages of a docs folder, by route (`/guide/errors/mocking`), with their code blocks.
 * @param {string} docsDir
 * @param {readonly string[]} routes
 * @returns {ErrorPage[]}
 */
export function loadErrorPages(docsDir, routes) {
  return routes.map((route) => {
    const file = `${route.replace(/^\//, '')}.mdx`;
    /** @param {string} lang */
    const blocks = (lang) => {
      try {
        return codeBlocks(readFileSync(path.join(docsDir, lang, file), 'utf8')).map((block) => block.code);
      } catch {
        return [];
      }
    };
    return { file, en: blocks('en'), zh: blocks('zh') };
  });
}

/**
 * @param {MessageCandidate[]} candidates
 * @returns {Map<string, MessageCandidate[]>} by key (`messageKey`)
 */
function byMessageKey(candidates) {
  /** @type {Map<string, MessageCandidate[]>} */
  const keyed = new Map();
  for (const candidate of candidates) {
    const key = messageKey(candidate.template);
    keyed.set(key, [...(keyed.get(key) ?? []), candidate]);
  }
  return keyed;
}

/** @param {MessageCandidate} m */
const placeOf = (m) => `${m.pkg}/${m.file}`;

/**
 * The findings of the messages of two packages against the error reference: each message of the
 * checked package that no error page quotes (in English and Chinese) and `listed` does not list
 * (new), and each message of the pinned package that a page quotes or `listed` lists and the checked
 * package no longer has (gone; a listed key counts even if the pinned package lacks it). A finding is
 * tied to the pages that quote the message; a new or listed one to the error page that quotes the most
 * other messages written in the same files (none when no page does).
 * @param {{ pinned: MessageCandidate[], checked: MessageCandidate[], errorPages: ErrorPage[], listed: Iterable<string> }} input
 * @returns {Finding[]}
 */
export function messageFindings({ pinned, checked, errorPages, listed }) {
  const listedKeys = new Set(listed);
  const before = byMessageKey(pinned);
  const after = byMessageKey(checked);
  /** @type {Map<string, string[]>} */
  const quoting = new Map();
  /** The pages that quote `key` in both languages. */
  const quotedOn = (/** @type {string} */ key) => {
    let found = quoting.get(key);
    if (!found) {
      found = errorPages
        .filter(
          (page) =>
            page.en.some((code) => quotesMessage(code, key)) && page.zh.some((code) => quotesMessage(code, key)),
        )
        .map((page) => page.file);
      quoting.set(key, found);
    }
    return found;
  };
  /**
   * The error page that quotes the most messages of the files where `key` is written in `keyed`.
   * @param {string} key
   * @param {Map<string, MessageCandidate[]>} keyed
   */
  const nearestPage = (key, keyed) => {
    const places = new Set((keyed.get(key) ?? []).map(placeOf));
    /** @type {Map<string, number>} */
    const score = new Map();
    for (const [other, where] of keyed) {
      if (other === key || !where.some((m) => places.has(placeOf(m)))) continue;
      for (const page of quotedOn(other)) score.set(page, (score.get(page) ?? 0) + 1);
    }
    const best = [...score].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    return best ? [best[0]] : [];
  };
  /** @param {MessageCandidate[] | undefined} where */
  const written = (where) =>
    [...new Set((where ?? []).map((m) => `${placeOf(m)}:${m.line}`))].slice(0, 3).join(', ') || 'no code reads it';
  /** @type {Finding[]} */
  const findings = [];
  for (const [key, where] of after) {
    if (listedKeys.has(key) || quotedOn(key).length > 0) continue;
    findings.push({
      kind: 'new',
      subject: `message ${code(key)}`,
      detail: `${where[0].via}, ${written(where)}`,
      pages: nearestPage(key, after),
    });
  }
  for (const key of new Set([...before.keys(), ...listedKeys])) {
    if (after.has(key)) continue;
    const quoted = quotedOn(key);
    if (!listedKeys.has(key) && quoted.length === 0) continue;
    findings.push({
      kind: 'gone',
      subject: `message ${code(key)}`,
      detail: listedKeys.has(key) ? 'listed in site/data/messages.ts' : `quoted, ${written(before.get(key))}`,
      pages: quoted.length > 0 ? quoted : nearestPage(key, before),
    });
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------
// Failed tests and examples

/**
 * The pages a text names: `guide/basic/cli.mdx`, `docs/en/config/test/pool.mdx`, `en/api/index`.
 * @param {string} text
 * @param {Page[]} pages
 * @returns {string[]}
 */
export function pagesNamedIn(text, pages) {
  const known = new Set(pages.map((page) => page.file));
  const found = new Set();
  for (const [, match] of text.matchAll(/(?<![\w-])((?:guide|config|api)(?:\/[\w.-]+)+)/g)) {
    const bare = match.replace(/\.mdx?$/, '').replace(/[.:]+$/, '');
    for (const candidate of [`${bare}.mdx`, `${bare}.md`, `${bare}/index.mdx`]) {
      if (known.has(candidate)) {
        found.add(candidate);
        break;
      }
    }
  }
  return [...found];
}

/**
 * @typedef {object} VitestReport What Vitest's JSON reporter writes, as far as it is read here.
 * @property {{ name: string, status: string, message?: string, assertionResults: { fullName: string, title: string, status: string, failureMessages?: string[] }[] }[]} testResults
 */

/**
 * A finding per failed test: the pages its name or message names, else the one page its file is
 * about (a `PAGE = '…'` constant), else the config options its name starts with.
 * @param {VitestReport} report
 * @param {string} root the folder the tests ran in (paths are shown relative to it)
 * @param {Page[]} pages
 * @param {(file: string) => string} readTest the source of a test file
 * @returns {Finding[]}
 */
export function claimFindings(report, root, pages, readTest) {
  /** @type {Finding[]} */
  const findings = [];
  for (const file of report.testResults) {
    const relative = path.relative(root, file.name);
    const failed = file.assertionResults.filter((a) => a.status === 'failed');
    // A file that failed to load has no failed assertion, only a message.
    if (failed.length === 0 && file.status === 'failed') {
      failed.push({
        fullName: '(the file failed to load)',
        title: '',
        status: 'failed',
        failureMessages: [file.message ?? ''],
      });
    }
    const filePages = pagesNamedIn(
      readTest(file.name)
        .match(/\bPAGE\s*=\s*['"][^'"]+['"]/g)
        ?.join('\n') ?? '',
      pages,
    );
    for (const assertion of failed) {
      const message = cleanMessage(assertion.failureMessages?.[0] ?? '');
      let where = pagesNamedIn(`${assertion.fullName}\n${message}`, pages);
      if (where.length === 0) where = filePages;
      if (where.length === 0) where = optionPages(assertion.title || assertion.fullName, pages);
      findings.push({ kind: 'claim', subject: `${relative} › ${assertion.fullName}`, detail: message, pages: where });
    }
  }
  return findings;
}

/**
 * A failure message without its stack and colours, at most 12 lines.
 * @param {string} message
 */
export function cleanMessage(message) {
  const lines = message
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => !/^\s+at /.test(line));
  const kept = lines.slice(0, 12);
  if (lines.length > kept.length) kept.push('…');
  return kept.join('\n').trim();
}

/**
 * The pages of the config options a test title starts with (`pool.memoryLimit is accepted by …`).
 * @param {string} title
 * @param {Page[]} pages
 */
function optionPages(title, pages) {
  const first = /^[\w.-]+/.exec(title.replace(/^(en|zh)[\s:/]+/, ''))?.[0];
  if (!first) return [];
  return pages.filter((page) => page.configNames.includes(first)).map((page) => page.file);
}

/**
 * @typedef {object} ExampleFailure What the example runner printed about one failed example.
 * @property {string} name the whole run (`en--guide--x--native`) or the shared run's test
 * @property {string} page the page file it comes from (`docs/en/guide/x.mdx`), or a project folder name
 * @property {string} output what went wrong, with the run's output
 */

/**
 * The whole-run examples the runner reports as failed: `✗ whole run <name> (<page>)` and what
 * follows, up to the next whole-run line or the runner's last line.
 * @param {string} printed
 * @returns {ExampleFailure[]}
 */
export function parseExampleOutput(printed) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours
  const lines = printed.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  /** @type {ExampleFailure[]} */
  const failures = [];
  for (let i = 0; i < lines.length; i++) {
    const whole = /^✗ whole run (\S+) \((\S+)\)/.exec(lines[i]);
    if (!whole) continue;
    const body = [];
    while (i + 1 < lines.length && !/^(✓|✗) whole run |^Whole-run examples:/.test(lines[i + 1])) body.push(lines[++i]);
    // The shared run prints to the same terminal: its lines name a project in brackets.
    const own = body.filter((line) => !/^\s*(✓|✗|×)\s+\[(en|zh)--/.test(line));
    body.splice(0, body.length, ...own);
    failures.push({ name: whole[1], page: whole[2], output: body.join('\n').trim() });
  }
  return failures;
}

/**
 * @typedef {object} RstestJsonReport What Rstest's JSON reporter writes for the shared run, as far as it is read here.
 * @property {{ testPath: string, name?: string, fullName?: string, status: string, errors?: { message?: string }[] }[]} [tests]
 * @property {{ testPath: string, status: string, errors?: { message?: string }[] }[]} [files]
 */

/**
 * The failed tests of the shared run of ordinary examples (one project per page, its folder named
 * after the page: `en--api--test-api--expect`).
 * @param {RstestJsonReport} report
 * @returns {ExampleFailure[]}
 */
export function sharedRunFailures(report) {
  /** @param {{ errors?: { message?: string }[] }} result */
  const messages = (result) => (result.errors ?? []).map((error) => cleanMessage(error.message ?? '')).join('\n');
  const tests = (report.tests ?? [])
    .filter((test) => test.status === 'fail')
    .map((test) => ({
      name: `${test.testPath} › ${test.fullName ?? test.name ?? ''}`.trim(),
      page: test.testPath.split('/')[0],
      output: messages(test),
    }));
  // A file that fails before its tests run (an import that is gone) has errors of its own.
  const files = (report.files ?? [])
    .filter((file) => file.status === 'fail' && (file.errors ?? []).length > 0)
    .map((file) => ({ name: file.testPath, page: file.testPath.split('/')[0], output: messages(file) }));
  return [...tests, ...files];
}

/**
 * @param {ExampleFailure[]} failures
 * @param {Page[]} pages
 * @returns {Finding[]}
 */
export function exampleFindings(failures, pages) {
  return failures.map((failure) => {
    // `en--guide--start--upgrade` is the project folder of docs/en/guide/start/upgrade.mdx.
    const where = failure.page.includes('--')
      ? pagesNamedIn(failure.page.replace(/^(en|zh)--/, '').replaceAll('--', '/'), pages)
      : pagesNamedIn(failure.page.replace(/^docs\/(en|zh)\//, ''), pages);
    const lang = /^(?:docs\/)?(en|zh)/.exec(failure.page)?.[1] ?? 'en';
    return {
      kind: /** @type {const} */ ('example'),
      subject: `${lang === 'zh' ? '(zh) ' : ''}${failure.name}`,
      detail: trimOutput(failure.output),
      pages: where,
    };
  });
}

/** @param {string} output at most 40 lines of it, without stack frames */
function trimOutput(output) {
  const lines = output.split('\n').filter((line) => !/^\s+at /.test(line));
  return lines.length > 40 ? [...lines.slice(0, 40), `… (${lines.length - 40} more lines)`].join('\n') : output;
}

// ---------------------------------------------------------------------------------------------
// The Markdown

/**
 * @param {Finding[]} findings
 * @returns {Record<Kind, number>}
 */
export function countKinds(findings) {
  const counts = /** @type {Record<Kind, number>} */ (Object.fromEntries(Object.keys(KINDS).map((k) => [k, 0])));
  for (const finding of findings) counts[finding.kind]++;
  return counts;
}

/** @param {Finding[]} findings */
export function summaryLine(findings) {
  const counts = countKinds(findings);
  const total = findings.length;
  const parts = Object.entries(KINDS).map(([kind, label]) => `${counts[/** @type {Kind} */ (kind)]} ${label}`);
  return `${total === 0 ? 'No drift' : `${total} finding${total === 1 ? '' : 's'}`}: ${parts.join(', ')}`;
}

/**
 * @param {Finding} finding
 * @returns {string[]} Markdown lines of one finding
 */
function findingLines(finding) {
  const head = `- **${KINDS[finding.kind]}**: ${finding.subject}`;
  /** @type {string[]} */
  const lines = [];
  if (finding.kind === 'fact') {
    lines.push(`${head}, ${finding.fact}: ${code(finding.before)} → ${code(finding.after)}`);
  } else {
    lines.push(
      finding.detail && !finding.detail.includes('\n') && finding.kind !== 'claim'
        ? `${head} (${finding.detail})`
        : head,
    );
    if (finding.mentions?.length)
      lines.push(`  - mentioned on: ${finding.mentions.map((p) => `docs/en/${p}`).join(', ')}`);
    if (finding.detail && (finding.detail.includes('\n') || finding.kind === 'claim')) {
      lines.push(
        '',
        '  ```text',
        ...finding.detail.split('\n').map((line) => (line.trim() ? `  ${line.trimEnd()}` : '')),
        '  ```',
        '',
      );
    }
  }
  return lines;
}

/** @param {string | undefined} value */
function code(value) {
  if (value === undefined || value === '—') return '—';
  const ticks = value.includes('`') ? '``' : '`';
  // Markdown needs a space between the fence and a backtick at either end of the code.
  const pad = /^`|`$/.test(value) ? ' ' : '';
  return `${ticks}${pad}${value.replace(/\s+/g, ' ')}${pad}${ticks}`;
}

/**
 * The report: the summary line first, then one section per page (en path, with its zh twin) with
 * every finding that concerns it (new and gone messages under the error pages), then the new surface
 * and messages without a page and the findings no single page is tied to.
 * @param {{ pinned: string, checked: string, companions: Record<string, string>, missing: string[], findings: Finding[], seconds?: number, notes?: string[] }} input
 * @returns {string}
 */
export function renderReport({ pinned, checked, companions, missing, findings, seconds, notes = [] }) {
  const lines = [summaryLine(findings), '', `# Drift report: @rstest/core ${pinned} (pinned) → ${checked}`, ''];
  const installed = Object.entries(companions).map(([name, version]) => `\`${name}@${version}\``);
  lines.push(`Checked with ${installed.length ? installed.join(', ') : 'no companion package'}.`);
  if (missing.length) lines.push(`No version installs with it: ${missing.map((m) => `\`${m}\``).join(', ')}.`);
  if (seconds !== undefined) lines.push(`The run took ${seconds} s.`);
  for (const note of notes) lines.push('', note);
  lines.push('');

  // New surface has no page; a new message is tied to the error page it belongs on.
  /** @type {Map<string, Finding[]>} */
  const byPage = new Map();
  for (const finding of findings) {
    for (const page of finding.pages) byPage.set(page, [...(byPage.get(page) ?? []), finding]);
  }
  for (const page of [...byPage.keys()].sort()) {
    lines.push(`## docs/en/${page}`, '', `zh twin: docs/zh/${page}`, '');
    const kindOrder = Object.keys(KINDS);
    const sorted = [...(byPage.get(page) ?? [])].sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind));
    for (const finding of sorted) lines.push(...findingLines(finding));
    lines.push('');
  }
  const fresh = findings.filter((f) => f.kind === 'new' && f.pages.length === 0);
  if (fresh.length) {
    lines.push('## New surface without a page', '');
    for (const finding of fresh) lines.push(...findingLines(finding));
    lines.push('');
  }
  const loose = findings.filter((f) => f.kind !== 'new' && f.pages.length === 0);
  if (loose.length) {
    lines.push('## Not tied to one page', '');
    for (const finding of loose) lines.push(...findingLines(finding));
    lines.push('');
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
