// What a reader types or pastes, turned into what search looks for:
// - a pasted error or stack trace keeps its message lines: stack frames (`at …`, `❯ …`), code frames,
//   file paths with line and column, test-runner banners (`FAIL …`, `● …`) and box-drawing lines go;
// - another test runner's API name is Rstest's: `vi.fn`, `jest.fn` → `rs.fn`; `vitest.config.ts` →
//   `rstest.config.ts`.

/** Lines of a pasted output that are not its message. */
const NOISE_LINE = [
  /^\s*at\s/, // a V8 stack frame
  /^\s*[❯›→]\s/, // Vitest's and Rstest's frames
  /^\s*(?:>\s*)?\d+\s*\|/, // a code frame line
  /^\s*\|\s/, // a code frame marker line
  /^\s*[\^~]+\s*$/, // a caret line
  /^\s*(?:FAIL|PASS|RUN|✓|✗|×|●)\s/, // a runner's banner
  /^\s*Test suite failed to run\s*$/i,
  /^[\s⎯─━═\-_*=~·.]+$/, // a rule or an empty line
  /^\s*(?:Serialized Error|This error originated|The latest test that might|Caused by|npm ERR!)/i,
];

/** A file path with a line (and column): `/src/a.test.ts:12:5`, `(C:\x\y.js:3)`, `file:///x.mjs:1:1`. */
const PATH_WITH_LINE = /\(?(?:file:\/\/)?(?:[A-Za-z]:)?[\w@./\\-]*[/\\][\w@./\\-]+:\d+(?::\d+)?\)?/g;
/** An absolute path: `/Users/name/project/src/a.ts`, `C:\work\a.ts`. */
const ABSOLUTE_PATH = /(?:^|\s)(?:[A-Za-z]:\\|\/(?:Users|home|tmp|var|opt|private|mnt|root|workspace)\/)[^\s'"`)]+/g;

/** The message of a pasted error or stack trace: at most its first three message lines, joined. */
export function messageOf(pasted: string): string {
  const lines = pasted
    .split(/\r?\n/)
    .filter((line) => !NOISE_LINE.some((noise) => noise.test(line)))
    .map((line) => line.replace(PATH_WITH_LINE, ' ').replace(ABSOLUTE_PATH, ' ').replace(/\s+/g, ' ').trim())
    .filter((line) => /[\p{L}]{2}/u.test(line));
  return lines.slice(0, 3).join(' ');
}

/**
 * A pasted error in a one-line search box: the browser drops the line breaks (the HTML standard's
 * value sanitization of a text input), so `… > greets⏎ReferenceError: …⏎ ❯ src/a.ts:3:10` arrives as
 * `… > greetsReferenceError: … ❯ src/a.ts:3:10`. Keep the message: from the first error name on, up to
 * the first stack or code frame.
 */
const ERROR_NAME = /\b(?:[A-Z][A-Za-z]*)?Error(?: \[[A-Z_]+\])?:/;
const FRAME = /\s(?:at\s+(?:async\s+)?[^\s(]+\s*\(|at\s+(?:file:\/\/|\/|[A-Za-z]:\\)|[❯›→⎯]|\d+\s*\|\s)/;
/** A word glued to the error name after it: `greetsReferenceError:` → `greets`, `ReferenceError:`. */
const GLUED =
  /\b([a-z][a-z0-9]*)((?:Reference|Type|Syntax|Range|Eval|URI|Aggregate|Assertion|Security)?Error(?: \[[A-Z_]+\])?:)/g;

export function messageInLine(line: string): string {
  const unglued = line.replace(GLUED, '$1 $2');
  const start = unglued.search(ERROR_NAME);
  const before = start > 0 ? unglued.slice(0, start) : '';
  // A runner's banner before the message (`FAIL src/a.test.ts > name`) says nothing about the error.
  const from = /FAIL|[✗×●›❯]|\.(?:test|spec)\.|\s>\s/.test(before) ? unglued.slice(start) : unglued;
  const end = from.search(FRAME);
  return end > 0 ? from.slice(0, end) : from;
}

/** Another runner's namespace before an API name. */
const OTHER_RUNNER_API = /\b(?:vi|jest|vitest)\.(?=[A-Za-z_$])/g;

/** The query search runs for what the reader typed or pasted. */
export function readerQuery(typed: string): string {
  const lines = /\n/.test(typed.trim()) ? messageOf(typed) : typed;
  return messageInLine(lines)
    .replace(PATH_WITH_LINE, ' ')
    .replace(ABSOLUTE_PATH, ' ')
    .replace(/\b(?:vitest|jest)\.config\./g, 'rstest.config.')
    .replace(OTHER_RUNNER_API, 'rs.')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Names of other test runners: a query about a topic names them to say where the reader comes from. */
export const OTHER_RUNNERS = new Set(['jest', 'vitest', 'vi', 'mocha', 'jasmine']);
