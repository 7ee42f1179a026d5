// The messages an installed Rstest can print to a user, read from the JavaScript of its packages
// (`dist/` of @rstest/core and its companions): every error it throws or rejects with, and every
// error and warning it logs. The error reference (docs/*/guide/errors/) must document each one a
// user can meet, or site/data/messages.ts must list it as internal with a reason
// (tests/messages.test.ts); `npm run drift` reports the messages a new release adds or drops.
// The mock APIs' build errors live in Rspack's native binding (Rstest's plugin is compiled into it):
// `nativeMessages` reads those from the binary.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A message as the code writes it: its text with each computed part as `{…}` (the expression's
 * source, shortened), where it is, and how it reaches the user.
 * @typedef {object} MessageCandidate
 * @property {string} template The text; a computed part reads `{name}`, e.g. `Cannot find {file}`.
 * @property {string} pkg The package, e.g. `@rstest/core`.
 * @property {string} file The file under the package folder, e.g. `dist/api~0.js`.
 * @property {number} line 1-based; in a native binary, the byte offset of the text.
 * @property {'throw' | 'reject' | 'error-object' | 'log-error' | 'log-warn' | 'log-colored' | 'message-text' | 'native'} via
 *   How it reaches the user: thrown, a rejection, an error object passed on, a logged error or
 *   warning, a line logged in red or yellow, a text the code keeps as a message (a variable or
 *   property named for one, or what a function named for one returns), or a text of a native binary.
 * @property {string} [errorClass] The class of a thrown or created error (`Error`, `TypeError`, …).
 */

/** The companions whose code runs in a user's project beside @rstest/core (package.json). */
export const MESSAGE_PACKAGES = [
  '@rstest/core',
  '@rstest/coverage-istanbul',
  '@rstest/coverage-v8',
  '@rstest/adapter-rslib',
  '@rstest/adapter-rspack',
];

/**
 * How a computed part of a message is shown: the expression's last name, or `…`.
 * @param {ts.Node} expression
 * @param {ts.SourceFile} source
 */
function placeholder(expression, source) {
  const text = expression.getText(source);
  const names = text.match(/[A-Za-z_$][\w$]*/g) ?? [];
  const last = names
    .filter(
      (/** @type {string} */ name) => !/^(?:JSON|String|Number|join|map|stringify|slice|length|toString)$/.test(name),
    )
    .at(-1);
  return `{${last ?? '…'}}`;
}

/**
 * The text of a message argument: a string, a template or a `+` chain of them, with each computed
 * part as a placeholder; a call of a colour function (`color.red('…')`) is read through. Undefined
 * when the argument has no literal text at all (a variable, a call that builds the text elsewhere).
 * @param {ts.Expression} node
 * @param {ts.SourceFile} source
 * @returns {string | undefined}
 */
export function textOf(node, source) {
  if (ts.isParenthesizedExpression(node)) return textOf(node.expression, source);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      text += textOf(span.expression, source) ?? placeholder(span.expression, source);
      text += span.literal.text;
    }
    return text;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = textOf(node.left, source);
    const right = textOf(node.right, source);
    if (left === undefined && right === undefined) return undefined;
    return `${left ?? placeholder(node.left, source)}${right ?? placeholder(node.right, source)}`;
  }
  // color.red(`…`), logger_color.yellow('…'), picocolors' bold(…): the text inside.
  if (ts.isCallExpression(node) && node.arguments.length === 1) {
    const callee = node.expression.getText(source);
    if (
      /(?:^|[._])(?:color|colors|pc|picocolors)\b|^(?:red|yellow|bold|dim|gray|cyan|green|underline)$|\.(?:red|yellow|bold|dim|gray|cyan|green|underline|italic)$/.test(
        callee,
      )
    )
      return textOf(node.arguments[0], source);
  }
  return undefined;
}

/**
 * `throw new X(…)`, `reject(new X(…))`, `new X(…)` elsewhere: the class when it names an error. A class
 * name starts with a capital, after any prefix the bundler gave it (`node_modules_chai_AssertionError`):
 * `syntaxError('opening', '(')` is a function that builds a message, `createLoadError(text)` a helper
 * (`errorHelpers`).
 */
const ERROR_CLASS = /(?:^|[._])((?:[A-Z]\w*)?Error)$/;
/** A function that builds a message text and returns it: `const syntaxError = (type, char) => \`Missing …\``. */
const MESSAGE_BUILDER = /^[a-z]\w*Error$/;

/** A logger call: `logger.error(…)`, `logger_logger.warn(…)`, `console.error(…)`, `console.warn(…)`. */
const LOG_CALL = /(?:^|[._])(?:logger|console)\.(error|warn)$/;
/** Other output calls, which carry a message when it is coloured red or yellow. */
const OUTPUT_CALL = /(?:^|[._])(?:logger|console)\.(?:log|info|stderr|stdout)$/;
const WARNING_COLOUR = /\.(?:red|yellow|bgRed|bgYellow)\(|bgColor\(\s*['"]bg(?:Red|Yellow)/;
/** A name that holds a message: `message`, `errorMessage`, `defaultMessage`, `hint`, `msg`. */
const MESSAGE_NAME = /(?:^|[a-z_])(?:message|Message|msg|Msg|hint|Hint)$/;
/** A function whose results are messages: `formatNoTestsMessage`, `hintNotDefinedError`. */
const MESSAGE_FUNCTION = /message|hint/i;

/**
 * A function's name, parameters and body: a named function declaration, or a function or arrow
 * function bound to a variable (`const S = (e, t) => …`). Undefined for any other node.
 * @param {ts.Node} node
 * @returns {{ name: string, params: string[], body: ts.Node } | undefined}
 */
function namedFunction(node) {
  /** @type {ts.SignatureDeclaration & { body?: ts.Node } | undefined} */
  let fn;
  let name;
  if (ts.isFunctionDeclaration(node) && node.name && node.body) {
    fn = node;
    name = node.name.text;
  } else if (
    ts.isVariableDeclaration(node) &&
    ts.isIdentifier(node.name) &&
    node.initializer &&
    (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
  ) {
    fn = node.initializer;
    name = node.name.text;
  }
  if (!fn?.body || !name) return undefined;
  return {
    name,
    params: fn.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : '')),
    body: fn.body,
  };
}

/** Whether `node` starts a function of its own (its throws are not its parent's). */
const isFunction = (/** @type {ts.Node} */ node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node);

/**
 * The helpers of a file that make an error from one of their parameters, by name: tinyspy's assert
 * `function S(e, t) { if (!e) throw new Error(t); }` makes every `S(condition, 'text')` a thrown
 * message, and `function createLoadError(message) { const error = new Error(message); … }` makes
 * `throw createLoadError('text')` one. Each maps to the index of the message parameter, the class of
 * the error, and whether the helper throws it itself.
 * @param {ts.SourceFile} source
 * @returns {Map<string, { index: number, errorClass: string, throws: boolean }>}
 */
export function errorHelpers(source) {
  /** @type {Map<string, { index: number, errorClass: string, throws: boolean }>} */
  const helpers = new Map();
  /** @param {ts.Node} node */
  const visit = (node) => {
    const fn = namedFunction(node);
    if (fn && !helpers.has(fn.name)) {
      /** @param {ts.Node} inner */
      const findError = (inner) => {
        if (inner !== fn.body && isFunction(inner)) return;
        if (ts.isNewExpression(inner) || ts.isCallExpression(inner)) {
          const errorClass = ERROR_CLASS.exec(inner.expression.getText(source))?.[1];
          const argument = inner.arguments?.[0];
          const index = argument && ts.isIdentifier(argument) ? fn.params.indexOf(argument.text) : -1;
          if (errorClass && index !== -1 && !helpers.has(fn.name))
            helpers.set(fn.name, { index, errorClass, throws: ts.isThrowStatement(inner.parent) });
        }
        ts.forEachChild(inner, findError);
      };
      findError(fn.body);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return helpers;
}

/**
 * The candidate messages of one JavaScript file.
 * @param {string} code
 * @param {{ pkg: string, file: string }} where
 * @returns {MessageCandidate[]}
 */
export function messagesInCode(code, { pkg, file }) {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  /** @type {MessageCandidate[]} */
  const found = [];
  /**
   * @param {ts.Node} node
   * @param {MessageCandidate['via']} via
   * @param {ts.Expression | undefined} argument
   * @param {string} [errorClass]
   */
  const add = (node, via, argument, errorClass) => {
    if (!argument) return;
    const template = textOf(argument, source);
    if (template === undefined || !/[A-Za-z]{2}/.test(template)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ template: template.trim(), pkg, file, line, via, ...(errorClass ? { errorClass } : {}) });
  };
  /** Whether `node` is inside a function whose name says it makes messages. */
  const messageFunction = (/** @type {ts.Node} */ node) => {
    for (let up = node.parent; up; up = up.parent) {
      if (
        ts.isFunctionDeclaration(up) ||
        ts.isFunctionExpression(up) ||
        ts.isArrowFunction(up) ||
        ts.isMethodDeclaration(up)
      ) {
        const name =
          up.name?.getText(source) ??
          (ts.isVariableDeclaration(up.parent) || ts.isPropertyAssignment(up.parent)
            ? up.parent.name.getText(source)
            : '');
        if (name) return MESSAGE_FUNCTION.test(name);
      }
    }
    return false;
  };
  const helpers = errorHelpers(source);
  /** @param {ts.Node} node */
  const visit = (node) => {
    const builder = namedFunction(node);
    if (builder && MESSAGE_BUILDER.test(builder.name)) {
      // `const syntaxError = (type, char) => \`Missing ${type}: …\``, or a body that only returns the text.
      const body = builder.body;
      const returned =
        ts.isBlock(body) && body.statements.length === 1 && ts.isReturnStatement(body.statements[0])
          ? body.statements[0].expression
          : ts.isBlock(body)
            ? undefined
            : /** @type {ts.Expression} */ (body);
      if (returned) add(node, 'message-text', returned);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && helpers.has(node.expression.text)) {
      // `S(condition, 'cannot spy on a non-function value')`, `throw createLoadError('…')`: a helper
      // that makes an error of its argument.
      const helper = /** @type {{ index: number, errorClass: string, throws: boolean }} */ (
        helpers.get(node.expression.text)
      );
      const via = helper.throws || ts.isThrowStatement(node.parent) ? 'throw' : 'error-object';
      add(node, via, node.arguments[helper.index], helper.errorClass);
    }
    if (ts.isNewExpression(node)) {
      const callee = node.expression.getText(source);
      const errorClass = ERROR_CLASS.exec(callee)?.[1];
      if (errorClass) {
        const parent = node.parent;
        const via = ts.isThrowStatement(parent)
          ? 'throw'
          : ts.isCallExpression(parent) && /reject$/i.test(parent.expression.getText(source))
            ? 'reject'
            : 'error-object';
        add(node, via, node.arguments?.[0], errorClass);
      }
    } else if (ts.isThrowStatement(node) && node.expression && textOf(node.expression, source) !== undefined) {
      // `throw 'text'`, `throw \`text\``.
      add(node, 'throw', node.expression);
    } else if (ts.isCallExpression(node) && ERROR_CLASS.test(node.expression.getText(source))) {
      // `throw Error('…')`, `TypeError(…)` without `new` (the bundled fake timers write them so).
      const errorClass = ERROR_CLASS.exec(node.expression.getText(source))?.[1];
      add(node, ts.isThrowStatement(node.parent) ? 'throw' : 'error-object', node.arguments[0], errorClass);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const log = LOG_CALL.exec(callee)?.[1];
      if (log) add(node, log === 'error' ? 'log-error' : 'log-warn', node.arguments[0]);
      else if (OUTPUT_CALL.test(callee) && node.arguments[0] && WARNING_COLOUR.test(node.arguments[0].getText(source)))
        add(node, 'log-colored', node.arguments[0]);
    } else if (
      (ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node)) &&
      node.initializer &&
      MESSAGE_NAME.test(node.name.getText(source))
    ) {
      add(node, 'message-text', node.initializer);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      MESSAGE_NAME.test(node.left.getText(source))
    ) {
      add(node, 'message-text', node.right);
    } else if (
      messageFunction(node) &&
      (ts.isStringLiteral(node) || ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ) {
      // Inside a function named for messages, every text of a few words is one (a hint appended by `replace`).
      if (!ts.isTemplateSpan(node.parent) && /\w+\W+\w+\W+\w+/.test(textOf(node, source) ?? ''))
        add(node, 'message-text', node);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The JavaScript files of a package folder's `dist/` (and `bin/`), relative to the folder.
 * @param {string} dir
 */
function scriptFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const sub of ['bin', 'dist']) {
    const walk = (/** @type {string} */ relative) => {
      const full = path.join(dir, relative);
      for (const name of readdirSync(full)) {
        const child = path.join(relative, name);
        if (statSync(path.join(dir, child)).isDirectory()) walk(child);
        else if (/\.(?:c|m)?js$/.test(name)) files.push(child);
      }
    };
    try {
      walk(sub);
    } catch {
      // A package without bin/ or dist/.
    }
  }
  return files.sort();
}

/** Printable ASCII, tab and newline: the bytes a text of a binary is made of. */
const printable = (/** @type {number} */ byte) => (byte >= 0x20 && byte < 0x7f) || byte === 0x09 || byte === 0x0a;

/**
 * A message of the mock APIs as Rstest's Rspack plugin writes it (a Rust string constant): a call of
 * `rs.<name>` (or two, joined by `or`) that `expects` a number of arguments or an argument of a kind.
 * The constants of a binary lie end to end with nothing between them, so a message ends at its last
 * word, `argument` or `arguments`: `` `rs.mock` function expects 1 or 2 arguments ``.
 */
const NATIVE_CALL_MESSAGE = /`(?:rs|rstest)\.\w+`(?: or `(?:rs|rstest)\.\w+`)* function expects [a-z0-9 ]+?arguments?/g;

/**
 * A Rust format string (`format!("[Rstest] importMock({}) requires …")`) as the compiler stores it:
 * each literal part after a byte that gives its length, each argument a byte of 0x80 or more, and a
 * 0 byte at the end. Returns the text with `{…}` for each argument, or undefined when the bytes at
 * `start` (the length byte of the first part) are not one.
 * @param {Buffer} bytes
 * @param {number} start
 */
export function rustFormatString(bytes, start) {
  let text = '';
  let at = start;
  for (let parts = 0; parts < 16; parts++) {
    const length = bytes[at];
    if (!length || length >= 0x80 || at + 1 + length > bytes.length) return undefined;
    const part = bytes.subarray(at + 1, at + 1 + length);
    if (!part.every(printable)) return undefined;
    text += part.toString('latin1');
    at += 1 + length;
    if (bytes[at] === 0) return text;
    if (bytes[at] < 0x80) return undefined;
    text += '{…}';
    at += 1;
  }
  return undefined;
}

/**
 * The messages of the mock APIs in a native binary (Rspack's binding, where Rstest's Rspack plugin is
 * compiled): every printable run that holds `` `rs.``, `` `rstest.`` or `[Rstest] ` is read, and a
 * run keeps the texts that are messages: the argument checks of the mock APIs (`NATIVE_CALL_MESSAGE`)
 * and the format strings that start with `[Rstest] ` (`rustFormatString`). A comment the plugin writes
 * into the built code (`// [Rstest mock hoist]`) is not one.
 * @param {Buffer} bytes
 * @param {{ pkg: string, file: string }} where
 * @returns {MessageCandidate[]}
 */
export function messagesInBinary(bytes, { pkg, file }) {
  /** @type {MessageCandidate[]} */
  const found = [];
  const runs = new Set();
  for (const marker of ['`rs.', '`rstest.', '[Rstest] ']) {
    const needle = Buffer.from(marker, 'latin1');
    for (let hit = bytes.indexOf(needle); hit !== -1; hit = bytes.indexOf(needle, hit + 1)) {
      let start = hit;
      while (start > 0 && printable(bytes[start - 1])) start--;
      if (runs.has(`${marker}@${start}`)) continue;
      runs.add(`${marker}@${start}`);
      let end = hit;
      while (end < bytes.length && printable(bytes[end])) end++;
      const run = bytes.subarray(start, end).toString('latin1');
      if (marker === '[Rstest] ') {
        if (start !== hit) continue;
        const template = rustFormatString(bytes, start - 1);
        if (template) found.push({ template, pkg, file, line: start, via: 'native' });
      } else {
        for (const match of run.matchAll(NATIVE_CALL_MESSAGE))
          found.push({ template: match[0], pkg, file, line: start + (match.index ?? 0), via: 'native' });
      }
    }
  }
  return found.filter((message, index) => found.findIndex((other) => other.template === message.template) === index);
}

/**
 * The native binaries of Rspack's binding that `nodeModules` holds (`@rspack/binding-<platform>/*.node`,
 * at the top or under @rstest/core's own node_modules), as package and file.
 * @param {string} nodeModules
 */
function nativeBinaries(nodeModules) {
  /** @type {{ pkg: string, file: string, full: string }[]} */
  const binaries = [];
  for (const scope of [
    path.join(nodeModules, '@rspack'),
    path.join(nodeModules, '@rstest/core/node_modules/@rspack'),
  ]) {
    let names;
    try {
      names = readdirSync(scope);
    } catch {
      continue;
    }
    for (const name of names.filter((n) => n.startsWith('binding-')).sort()) {
      let files;
      try {
        files = readdirSync(path.join(scope, name));
      } catch {
        continue;
      }
      for (const file of files.filter((f) => f.endsWith('.node')).sort())
        binaries.push({ pkg: `@rspack/${name}`, file, full: path.join(scope, name, file) });
    }
  }
  return binaries;
}

/**
 * The messages of Rstest's native Rspack plugin in the Rspack binding that `nodeModules` holds.
 * @param {string} nodeModules
 * @returns {MessageCandidate[]}
 */
export function nativeMessages(nodeModules) {
  return nativeBinaries(nodeModules).flatMap(({ pkg, file, full }) =>
    messagesInBinary(readFileSync(full), { pkg, file }),
  );
}

/**
 * Every candidate message of the packages in `nodeModules` (default: this repository's), in package,
 * file and line order, then (with @rstest/core) those of the native Rspack binding beside it
 * (`nativeMessages`). A package that is not installed is skipped.
 * @param {string} nodeModules
 * @param {string[]} [packages]
 * @returns {MessageCandidate[]}
 */
export function collectMessages(nodeModules, packages = MESSAGE_PACKAGES) {
  const scripts = packages.flatMap((pkg) => {
    const dir = path.join(nodeModules, pkg);
    let files;
    try {
      files = scriptFiles(dir);
    } catch {
      return [];
    }
    return files.flatMap((file) =>
      messagesInCode(readFileSync(path.join(dir, file), 'utf8'), { pkg, file: file.split(path.sep).join('/') }),
    );
  });
  return packages.includes('@rstest/core') ? [...scripts, ...nativeMessages(nodeModules)] : scripts;
}

/**
 * The key a message is known by across releases: its template without placeholder names and with
 * white space collapsed (`Cannot find {file}` and `Cannot find {path}` are the same message).
 * @param {string} template
 */
export const messageKey = (template) =>
  template
    .replace(/\{[^{}]*\}/g, '{}')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The literal parts of a message key, in order: `Reporter {} not found.` → `Reporter `, ` not found.`
 * @param {string} key
 */
export const messageFragments = (key) => key.split('{}').filter((part) => part.trim() !== '');

/** @param {string} text */
const collapse = (text) => text.replace(/\s+/g, ' ');

/**
 * Whether `text` (a quoted block) holds every literal part of the message key, in order.
 * @param {string} text
 * @param {string} key
 */
export function quotesMessage(text, key) {
  const haystack = collapse(text);
  let at = 0;
  for (const part of messageFragments(key)) {
    const needle = collapse(part);
    const found = haystack.indexOf(needle, at);
    if (found === -1) return false;
    at = found + needle.length;
  }
  return true;
}
