// The error reference's bookkeeping: every message that the installed Rstest packages can print
// (lib/messages.mjs reads them from their code) is either quoted on one of the error reference
// pages below, or listed here with the reason no reader needs a page for it. tests/messages.test.ts
// fails on a message that is neither, so a release's new messages show up (also in `npm run drift`).

/** The pages of the error reference, by route; each quotes messages as Rstest prints them. */
export const ERROR_PAGES = [
  '/guide/errors/cli-and-config',
  '/guide/errors/test-api',
  '/guide/errors/mocking',
  '/guide/errors/environment',
] as const;

/**
 * Messages no page quotes, grouped by why. A message is named by its key (`messageKey` in
 * lib/messages.mjs): its text as the code writes it, each computed part as `{}`.
 */
export interface UnlistedMessages {
  /** Why no reader needs this on a page, in one sentence a maintainer can check. */
  reason: string;
  keys: string[];
}

export const UNLISTED_MESSAGES: UnlistedMessages[] = [
  // mocking:
  {
    reason:
      "Reached only when rs.mock gets a module path string as its second argument, a form its types and docs do not offer (a factory or { spy: true } / { mock: true }); Rstest's own calls of that form name modules it bundled",
    keys: ['[Rstest] Cannot find module "{}"'],
  },
  // mocking:
  {
    reason:
      "A guard of the worker's per-file context: outside an Rstest run, @rstest/core stops earlier with \"Rstest API '…' is not registered yet\" (quoted on /guide/errors/mocking), and in a run the worker sets the context before a test file loads",
    keys: ['Rstest runtime is not registered yet, please make sure you are running in a rstest environment.'],
  },
  // mocking:
  {
    reason:
      'Guards for a test environment whose global object lacks Promise, Array or Object; the node, jsdom and happy-dom environments and the vm pools all provide them',
    keys: [
      'The runtime global does not provide Promise.',
      'The runtime global does not provide Array.',
      'The runtime global does not provide Object.',
    ],
  },
  // mocking:
  {
    reason:
      "Guards of the bundled tinyspy's { getter } / { setter } form, which rs.spyOn builds itself from its 'get' or 'set' argument: only an object passed as the property name, outside rs.spyOn's types, reaches them",
    keys: ['cannot spy on both getter and setter', 'specify getter or setter to spy on'],
  },
  // test-api:
  {
    reason:
      'The message of a failed assertion: it shows the values the test compared (a promise that settled the other way shows "rejected promise" as the expected value); the matcher is documented on /api/test-api/expect',
    keys: [
      'expected {} to be {} // Object.is equality',
      '{} If it should pass with deep equality, replace "toBe" with "{}" Expected: {} Received: serializes to the same string',
      '{} Expected value to satisfy: {} Received: {}',
      '{} Expected value to not satisfy: {} Received: {}',
      '{} Expected value to be one of: {} Received: {}',
      '{} Expected value to not be one of: {} Received: {}',
      'expected #{} to be {} of #{}',
      'expected #{} to not be {} of #{}',
      'expected #{} to have the same {} as #{}',
      'expected #{} to not have the same {} as #{}',
      'promise rejected "{}" instead of resolving',
      'promise resolved "{}" instead of rejecting',
      'rejected promise',
    ],
  },
  // test-api:
  {
    reason:
      'An error created only to record a stack trace (where a console call or a snapshot assertion was made); its message is never shown',
    keys: ['STACK_TRACE', 'STACK_TRACE_ERROR'],
  },
  // test-api:
  {
    reason: 'Thrown by context.skip() to stop the test, which the report then shows as skipped, without this text',
    keys: ['Test skipped'],
  },
  // test-api:
  {
    reason:
      'A guard behind another: test() or describe() called while tests run is refused first with "Test \'…\' cannot run" (quoted on /guide/errors/test-api#test-inside-a-test), so this check is never reached',
    keys: [
      'Calling the test function inside another test function is not allowed. Please put it inside "describe" so it can be properly collected.',
    ],
  },
  // test-api:
  {
    reason:
      "Guards of Rstest's runner and bundled snapshot code for states its own calls never create: a missing root suite or fixture manager, a file or worker fixture requested during its scope's cleanup (after every test and hook of the scope), a missing raw snapshot or test path, a snapshot key without its count, an offset past the end of the file, a chai plugin loaded out of order",
    keys: [
      'Expect to find a suite, but got undefined',
      '{} fixture manager is not available.',
      'Cannot set up {}-scoped fixture "{}" during cleanup.',
      'Raw snapshot is required',
      'Snapshot cannot be used outside of test',
      'Snapshot keys must end with a number.',
      'offset is longer than source length! offset {} > length {}',
      'Cannot delegate to {}: method not found. Ensure JestChaiExpect plugin is loaded first.',
    ],
  },
  // test-api:
  {
    reason:
      'Checks of the bundled fileURLToPath, which Rstest calls only on the file:// URLs Node.js writes in stack traces, which always pass them',
    keys: [
      'Expected `string` or `URL`, got `{}`',
      'The URL must be a file URL',
      'File URL path must not include encoded / characters',
      'File URL host must be "localhost" or empty',
    ],
  },
  // test-api:
  {
    reason:
      "Parts of the bundled chai that @rstest/core does not expose: the deprecated statics of chai's Assertion class and utils.expectTypes, which no bundled assertion calls",
    keys: [
      'Assertion.includeStack is deprecated, use chai.config.includeStack instead.',
      'Assertion.showDiff is deprecated, use chai.config.showDiff instead.',
      '{}object tested must be {}, but {} given',
    ],
  },
  // test-api:
  {
    reason: 'In matchDomain of the bundled snapshot library, which no code of @rstest/core 0.12.0 calls',
    keys: ['poll() did not produce a stable snapshot within the timeout'],
  },
  // test-api:
  {
    reason:
      'Raised when the test file can no longer be read at the end of its run, to write an inline snapshot into it: only a file deleted or made unreadable during the run leads here',
    keys: ['cannot read {} when saving inline snapshot'],
  },
  // cli-and-config:
  {
    reason:
      'A status line of a run or of watch mode (coverage progress, the shard, why every file reruns, a restart, the cleanup after Ctrl+C), not an error',
    keys: [
      'processing coverage results...',
      'coverage results processed.',
      'Running shard {} of {} ({} of {} test files)',
      'Changed {} matched forceRerunTriggers, running all test files.',
      'Waiting for file changes...',
      'No test files need re-run.',
      'restarting Rstest as {} changed',
      'Received {}, cleaning up...',
    ],
  },
  // cli-and-config:
  {
    reason:
      'The help of the watch mode shortcuts and its replies to a key press in an interactive terminal, not errors',
    keys: [
      'press u to update snapshot, press h to show help',
      'press h to show help, press q to quit',
      'Shortcuts:',
      'Initial run in progress, try again once it lands.',
      'No failed tests were found that needed to be rerun.',
      'No snapshots were found that needed to be updated.',
    ],
  },
  // cli-and-config:
  {
    reason: 'The questions of the interactive `rstest init`, their hints and its notice when a question is cancelled',
    keys: [
      'What would you like to initialize?',
      'Browser mode for component testing',
      'Operation cancelled.',
      'Choose a browser provider (so far, only Playwright)',
      'recommended',
      'Proceed with these changes?',
    ],
  },
  // cli-and-config:
  {
    reason:
      'Browser mode only: the watch mode of browser tests, and the runner in dist/browser-runtime with the polyfills it bundles for the page (buffer, path, process, util), which only `@rstest/browser` loads; its newest release, 0.11.9, requires `@rstest/core` 0.11.9 and does not install with 0.12.0',
    keys: [
      "'{}' is not yet supported in browser watch.",
      'Invalid string. Length must be a multiple of 4',
      'The value "{}" is invalid for option "size"',
      'The "string" argument must be of type string. Received type number',
      'Unknown encoding: {}',
      'The first argument must be one of type string, Buffer, ArrayBuffer, Array, or Array-like Object. Received type {}',
      'The "value" argument must not be of type number. Received type number',
      '"size" argument must be of type number',
      '"offset" is outside of buffer bounds',
      '"length" is outside of buffer bounds',
      'Attempt to allocate Buffer larger than maximum size: 0x7fffffff bytes',
      'The "string" argument must be one of type string, Buffer, or ArrayBuffer. Received type {}',
      'val must be string, number or Buffer',
      'offset is not uint',
      'Trying to access beyond buffer length',
      '"buffer" argument must be a Buffer instance',
      '"value" argument is out of bounds',
      'Index out of range',
      'This browser lacks typed array (Uint8Array) support which is required by `buffer` v5.x. Use `buffer` v4.x if you require old browser support.',
      'The "buf1", "buf2" arguments must be one of type Buffer or Uint8Array',
      '"list" argument must be an Array of Buffers',
      'Buffer size must be a multiple of 16-bits',
      'Buffer size must be a multiple of 32-bits',
      'Buffer size must be a multiple of 64-bits',
      'Argument must be a Buffer',
      'The "target" argument must be one of type Buffer or Uint8Array. Received type {}',
      'out of range index',
      'Buffer.write(string, encoding, offset[, length]) is no longer supported',
      'Attempt to write outside buffer bounds',
      'argument should be a Buffer',
      'targetStart out of bounds',
      'sourceEnd out of bounds',
      'encoding must be a string',
      'Out of range index',
      'The value "{}" is invalid for argument "value"',
      'Invalid code point',
      'Path must be a string. Received {}',
      '"ext" argument must be a string',
      'The "pathObject" argument must be of type Object. Received type {}',
      'setTimeout has not been defined',
      'clearTimeout has not been defined',
      'process.binding is not supported',
      'process.chdir is not supported',
      '`line` must be greater than 0 (lines start at line 1)',
      '`column` must be greater than or equal to 0 (columns start at column 0)',
      'iterator must be a function',
      'Function.prototype.bind called on incompatible {}',
      'getProto: not an object',
      '{} is not supported in userland',
      'Promise was rejected with a falsy value',
      'The "original" argument must be of type Function',
      'The "util.promisify.custom" argument must be of type Function',
      'The last argument must be of type Function',
    ],
  },
  // cli-and-config:
  {
    reason:
      'Formats with no words of their own (an error name and its message, an icon and a test name, a hint appended to a message): the words are another message',
    keys: ['{}', '{}: {}', '{} {} {}', '{}:', '{}{}', '{} {}', '{}{} {}'],
  },
  // cli-and-config:
  {
    reason:
      'Invariants of the build that Rstest sets up itself: its Rsbuild instance always has a compiler and an output file system',
    keys: ['rspackCompiler was not initialized', 'Expect outputFileSystem to be defined, but got {}'],
  },
  // cli-and-config:
  {
    reason:
      'Guards of the bundled CLI parser (cac): Rstest always passes it process.argv, and none of its commands declares a required argument',
    keys: ['No argv provided and runtime process argv is not available.', 'missing required args for command `{}`'],
  },
  // cli-and-config:
  {
    reason:
      'For a coverage provider without generateCoverageForUntestedFiles: coverage.provider accepts only istanbul and v8, and both packages have it',
    keys: ['Current coverage provider does not support generating coverage for untested files.'],
  },
  // cli-and-config:
  {
    reason:
      'Logged if the global teardown rejects after an unexpected exit, but runGlobalTeardown catches the error of every teardown function and never rejects',
    keys: ['Error in global teardown: {}'],
  },
  // cli-and-config:
  {
    reason:
      'A placeholder of the md and github-actions reporters for a failure that carries no error object: the failure itself is reported, and the text names no problem',
    keys: ['Unknown error'],
  },
  // cli-and-config:
  {
    reason:
      'A warning after Ctrl+C (or another signal) stops a run with the blob reporter and the file system refuses to delete its partial report; the error in it says why',
    keys: ['Failed to remove cancelled blob report: {}'],
  },
  // cli-and-config:
  {
    reason:
      'Guards of bundled helpers against arguments Rstest never passes: strip-ansi given a non-string, deepmerge.all (which Rstest does not call), and the source-map library given a sectioned or malformed map, while Rstest only hands it the maps its own build writes',
    keys: [
      'Expected a `string`, got `{}`',
      'first argument should be an array',
      'TraceMap passed sectioned source map, please use FlattenMap export instead',
      'invalid source map: {}',
    ],
  },
  // cli-and-config:
  {
    reason:
      'Guards of the bundled glob libraries (picomatch, tinyglobby, fdir) against a pattern that is not a non-empty string, one over 65,536 characters, or patterns passed twice; an empty string in include matches no file instead, and Rstest passes the rest itself',
    keys: [
      'Expected a string',
      'Expected input to be a string',
      'Expected a non-empty string',
      'Expected pattern to be a non-empty string',
      'Input length: {}, exceeds maximum allowed length: {}',
      'Please specify a glob function to use glob matching.',
      'Cannot pass patterns as both an argument and an option',
    ],
  },
  // cli-and-config:
  {
    reason:
      'Of the bundled installer behind the offer to install a missing package in a terminal: a guard read only after it started the install, and a warning for a packageManager field it does not know, after which it uses npm',
    keys: ['No process was started', '[@antfu/install-pkg] Unknown packageManager:'],
  },
  // cli-and-config:
  {
    reason:
      'A guard of the tsconfig reader in @rstest/adapter-rslib for a .json path that is a folder: the adapter passes it only a file that its own search found',
    keys: ['{} exists but is not a regular file.'],
  },
  // cli-and-config:
  {
    reason:
      'Checks of @rstest/coverage-istanbul on code it has just instrumented itself; a file it cannot compile fails before them, with "Can not generate coverage for untested file"',
    keys: ['cannot find magic value', 'cannot find open brace', 'cannot find close brace', 'invalid coverageData'],
  },
  // cli-and-config:
  {
    reason:
      'Failures of the coverage providers while they merge or convert the coverage they collected themselves: no config, command or test code is known to cause them, and each prints the error underneath',
    keys: [
      'Failed to collect coverage data:',
      'Missing original filename for {}',
      'Failed to process coverage for {}:',
    ],
  },
  // cli-and-config:
  {
    reason:
      'Guards of the bundled chokidar, which Rstest uses only to watch the config files of watch mode (regular files at paths it resolved itself) for a restart: no directory is walked and no symlink is followed',
    keys: [
      'Circular symlink detected: "{}" points to "{}"',
      'string expected',
      'Non-string provided as watch path: {}',
      'invalid throttle',
      'anymatch: specify first argument',
      'readdirp: root argument must be a string. Usage: readdirp(root, options)',
      'readdirp: Invalid type passed. Use one of {}',
      'readdirp: root argument is required. Usage: readdirp(root, options)',
    ],
  },
  // environment:
  {
    reason:
      'Guards of source-map, source-map-support and buffer-from, bundled to map stack traces back to the sources: Rstest installs source-map-support with environment "node" and feeds these libraries only the source maps its own build wrote.',
    keys: [
      "'offset' is out of bounds",
      "'length' is out of bounds",
      '"encoding" must be a valid string encoding',
      '"value" argument must not be a number',
      'environment {} was unknown. Available options are {}',
      '"{}" is not in the set.',
      'No element indexed by {}',
      'Expected more digits in base 64 VLQ value.',
      'Invalid base64 digit: {}',
      'Must be between 0 and 63: {}',
      'Subclasses must implement _parseMappings',
      'Unknown order of iteration.',
      'Unsupported version: {}',
      'Found a source, but no line and column',
      'Found a source and line, but no column',
      'Line must be greater than or equal to 1, got {}',
      'Column must be greater than or equal to 0, got {}',
      '"{}" is not in the SourceMap.',
      'Support for url field in sections not implemented.',
      'Section offsets must be ordered and non-overlapping.',
      'SourceMapGenerator.prototype.applySourceMap requires either an explicit source file, or the source map\'s "file" property. Both were omitted.',
      'original.line and original.column are not numbers -- you probably meant to omit the original mapping entirely and only map the generated position. If so, pass null for the original mapping instead of an object with empty or null values.',
      'Invalid mapping: {}',
      'Expected a SourceNode, string, or an array of SourceNodes and strings. Got {}',
      '"{}" is a required argument.',
      'sourceMapURL could not be parsed',
    ],
  },
  // environment:
  {
    reason:
      'Guards and deprecation notices of magic-string, bundled only to write inline snapshots back into test files: Rstest overwrites ranges it located itself, in Node.js (which has Buffer), and never calls insert, insertLeft, insertRight or overwrite(…, true).',
    keys: [
      'Unsupported environment: `window.btoa` or `Buffer` should be supported.',
      'outro content must be a string',
      'inserted content must be a string',
      'magicString.insert(...) is deprecated. Use prependRight(...) or appendLeft(...)',
      'magicString.insertLeft(...) is deprecated. Use magicString.appendLeft(...) instead',
      'magicString.insertRight(...) is deprecated. Use magicString.prependRight(...) instead',
      'Cannot move a selection inside itself',
      'replacement content must be a string',
      'end is out of bounds',
      'Cannot overwrite a zero-length range – use appendLeft or prependRight instead',
      'The final argument to magicString.overwrite(...) should be an options object. See https://github.com/rich-harris/magic-string',
      'Cannot overwrite across a split point',
      'Character is out of bounds',
      'end must be greater than start',
      'Cannot use replaced character {} as slice start anchor.',
      'Cannot use replaced character {} as slice end anchor.',
      'Cannot split a chunk that has already been edited ({}:{} – "{}")',
      'MagicString.prototype.replaceAll called with a non-global RegExp argument',
    ],
  },
  // environment:
  {
    reason:
      'Errors of zeptomatch, the glob matcher bundled inside pathe for its matchesGlob, which Rstest never calls.',
    keys: ['Failed to parse at index {}', 'Invalid character: "{}"', 'Invalid rule'],
  },
  // environment:
  {
    reason:
      'Errors of birpc, the message channel between the rstest process and its workers: Rstest creates both ends with no call timeout (timeout: -1), and a call on a channel it has closed or of a method it does not define comes only from a bug in Rstest.',
    keys: [
      '[birpc] rpc is closed, cannot call "{}"',
      '[birpc] timeout on calling "{}"',
      '[birpc]: rejected pending call "{}".',
      '[birpc] function "{}" not found',
    ],
  },
  // environment:
  {
    reason:
      'Invariants of the worker pool that only a bug in Rstest breaks: the pool starts, hands tasks to and closes its own runners one task at a time, and the channel kind comes from the pool type it validated.',
    keys: [
      'PoolRunner.start: cannot start runner in state {}',
      '[rstest-pool]: Pending methods while closing rpc',
      'PoolRunner.{}: runner is not in STARTED state (current={})',
      'PoolRunner: previous task is still in progress (concurrentTasksPerWorker=1)',
      '[rstest-pool]: pool is closed',
      'Unknown channel kind: {}',
    ],
  },
  // environment:
  {
    reason:
      'An invariant of the worker pool: it gives each test environment workers of their own, so a reused worker never changes environment (tried: isolate: false and maxWorkers 1 with files in node, jsdom and happy-dom).',
    keys: ['Test environment changed on a reused worker: {} -> {}'],
  },
  // environment:
  {
    reason:
      'Invariants of the module loader of the VM pools (vmThreads, vmForks): synthetic modules are made without imports, Rstest names every CommonJS module it compiles, picks ES module sources itself, and checks for top-level await before it evaluates synchronously; the data URL pattern it matches always has a MIME type.',
    keys: [
      'Synthetic modules cannot have dependencies.',
      'Cannot import "{}": the CommonJS referrer has no identifier.',
      '[rstest] Expected {} to be an ESM source module.',
      '[rstest] Expected synchronous ESM evaluation to complete for {}, but the module status is "{}".',
      'Invalid data URL MIME type: {}',
    ],
  },
  // environment:
  {
    reason:
      "Guards of the VM pools for an import() that starts after its test file's VM context was torn down; a late import() from a timer of a finished file does not reach them, because the pool stops the file's timers with its context (tried).",
    keys: ['Cannot import "{}": the test context was torn down.', 'Cannot import "{}": its vm context was torn down.'],
  },
  // environment:
  {
    reason:
      'A check of the global object Rstest sets up for a test file: the test APIs and the console it installs there are writable properties of the Node.js global, the jsdom or happy-dom window and a VM context, so setting them does not fail.',
    keys: ['Cannot install global property: {}'],
  },
  // environment:
  {
    reason:
      'Bun only: Rstest checks testEnvironment.options for JSON compatibility only when it runs on Bun (process.versions.bun) with a forks pool, and these pages document Rstest on Node.js.',
    keys: [
      'non-finite numbers are not JSON-compatible',
      '{} values are not JSON-compatible',
      'circular references are not JSON-compatible',
      'Bun fork pools require `testEnvironment.options` to be JSON-compatible because their IPC uses JSON serialization.{}',
    ],
  },
  // environment:
  {
    reason:
      'A fallback check of the jsdom and happy-dom environments that never speaks: the rstest process checks the package first ("Failed to load testEnvironment …" on the page), and in the ES module worker the check finds no global require and returns.',
    keys: ['Missing dependency "{}". Please install it first.'],
  },
  // environment:
  {
    reason:
      'Logged when a chunk file of the test build fails to evaluate before Rstest falls back to Node.js; a chunk only registers modules, and an error thrown by a module itself surfaces as that error (tried: import() and require() of a module that throws).',
    keys: ['load file {} failed:'],
  },
  // environment:
  {
    reason:
      "The AbortError of node:timers/promises as the VM pools rebuild it, with Node.js's own text: the rejection a test asks for when it aborts a timer's signal, not a failure of Rstest.",
    keys: ['The operation was aborted'],
  },
  // environment:
  {
    reason:
      'The Error that only records where an async resource was created: Rstest prints its stack frames under the AsyncLeakError ("Detected async leak" on the page), never its message.',
    keys: ['Async resource was created here'],
  },
  // environment:
  {
    reason:
      'Browser mode only: it runs in the page of @rstest/browser, whose newest release, 0.11.9, requires @rstest/core 0.11.9 and does not install with 0.12.0.',
    keys: ['Failed to initialize Browser Mode discovery.'],
  },
  // sweep:
  {
    reason:
      "Thrown by the bundled pretty-format only for an object that sets the internal $$typeof marker Symbol.for('jest.asymmetricMatcher') by hand without a toAsymmetricMatcher method: the asymmetric matchers of expect are printed by name or have the method, and so has each one expect.extend makes (tried: a hand-made marker object in a failing toEqual fails the file with it)",
    keys: ['Asymmetric matcher {} does not implement toAsymmetricMatcher()'],
  },
  // sweep:
  {
    reason:
      'The bundled pretty-format checks the colours of its built-in default theme, never the theme option: snapshotFormat: { highlight: true, theme: { prop: "nope" } } writes the snapshot without an error (tried)',
    keys: ['pretty-format: Option "theme" has a key "{}" whose value "{}" is undefined in ansi-styles.'],
  },
  // sweep:
  {
    reason:
      "Guards of the bundled diff-sequences: Rstest's diff calls it only with the lengths of the two line or character lists it compares and with its own callbacks, and `no overlap` is the library's internal invariant",
    keys: [
      '{}: no overlap aStart={} aEnd={} bStart={} bEnd={}',
      '{}: {} typeof {} is not a number',
      '{}: {} value {} is not a safe integer',
      '{}: {} value {} is a negative integer',
      '{}: {} typeof {} is not a function',
    ],
  },
  // sweep:
  {
    reason:
      'The last case of the type check of the bundled diff, after undefined, null, array, boolean, function, number, string, bigint, object and symbol: only a value whose typeof is "undefined" without being undefined (document.all of a real browser) gets there, and Browser mode does not install with 0.12.0 (jsdom and happy-dom give document.all typeof "object")',
    keys: ['value of unknown type: {}'],
  },
  // sweep:
  {
    reason:
      'A guard of the bundled tinyspy behind rs.spyOn: rs.spyOn reads the property of its first argument before it calls tinyspy, so undefined fails first with Cannot read properties of undefined (quoted on /guide/errors/mocking#spy-on-primitive)',
    keys: ['spyOn could not find an object to spy upon'],
  },
  // sweep:
  {
    reason:
      "Guards of the bundled @sinonjs/fake-timers that rs.useFakeTimers never trips: it passes install a single options object, takes toNotFake out of the options and turns it into toFake, uninstalls its clock before it installs again (one clock per global object), and the nextTick check reads a constructor config Rstest never gives (tried: rs.useFakeTimers twice, with toFake and toNotFake, with toFake: ['nextTick'] in a forks worker, after rs.setSystemTime; all pass)",
    keys: [
      'FakeTimers.install called with {} install requires an object parameter',
      "Can't install fake timers twice on the same global object.",
      'config.toFake and config.toNotFake cannot be used together',
      'process.nextTick cannot be mocked inside child_process',
    ],
  },
  // sweep:
  {
    reason:
      'Of the bundled @sinonjs/fake-timers for a global object without Date, and its own invariant ("not supposed to be possible"): every test environment (node, jsdom, happy-dom, the VM pools) has Date, so only test code that deletes globalThis.Date before its first rs.useFakeTimers() reaches the first (tried)',
    keys: [
      "The global scope doesn't have a `Date` object (see https://github.com/sinonjs/sinon/issues/1852#issuecomment-419622780)",
      'A Proxy should only capture `new` calls with the `construct` handler. This is not supposed to be possible, so check the logic.',
    ],
  },
  // sweep:
  {
    reason:
      'Thrown by the fake process.hrtime(previous) only for a previous time with more than a billion nanoseconds, which process.hrtime() never returns: only a hand-written tuple such as [0, 2e9] reaches it (tried; real Node.js returns a meaningless difference for it)',
    keys: ["Number of nanoseconds can't exceed a billion"],
  },
  // sweep:
  {
    reason:
      "Thrown by the bundled picomatch only with its strictBrackets option, which Rstest never passes (no strictBrackets in @rstest/core's dist): an unbalanced bracket in include or exclude is matched as a literal character instead",
    keys: ['Missing {}: "{}" - use "\\\\{}" to match literal characters'],
  },
];
