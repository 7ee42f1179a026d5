// Members of the real @rstest/core API deliberately left out of the API reference, each with the
// reason. The content test of each API section reads its own export.

/** Members of `rs` (or of a mock function) not documented under /api/rstest/: member → reason. */
export const rstestExclusions: Record<string, string> = {};

/** Members of `test`, `describe`, `expect` and its assertions not documented under /api/test-api/: member → reason. */
export const testApiExclusions: Record<string, string> = {
  'expect.element':
    'Browser mode only and untyped: the expect page names it in prose, without a heading of its own, since it needs @rstest/browser and throws "expect.element() is only available in browser mode" in the Node.js runtime these docs cover.',
};

/** Exports of @rstest/core and @rstest/core/api without a heading under /api/javascript-api/: name → reason. */
const TEST_API =
  'The test API a test file uses: documented under /api/test-api/ (a type is named where its value is), checked by tests/api-test-api.test.ts.';
const RS = 'The rs utility a test file uses: documented under /api/rstest/, checked by tests/api-rstest.test.ts.';
const COVERAGE_PROVIDER =
  'The contract between @rstest/core and its coverage provider packages, named under coverage.provider: 0.12.0 picks a provider by name, a config cannot pass one of its own.';

export const javascriptApiExclusions: Record<string, string> = {
  ...Object.fromEntries(
    [
      'test',
      'it',
      'describe',
      'expect',
      'assert',
      'beforeAll',
      'afterAll',
      'beforeEach',
      'afterEach',
      'onTestFinished',
      'onTestFailed',
      'registerFileCleanup',
      'registerWorkerCleanup',
      'Assertion',
      'AsymmetricMatchersContaining',
      'Describe',
      'Expect',
      'ExpectConfig',
      'ExpectPollConfig',
      'ExpectStatic',
      'FileFixtureOptions',
      'FixtureCleanup',
      'FixtureLifecycle',
      'Fixtures',
      'Matchers',
      'Rstest',
      'TestAPIs',
      'TestContext',
      'TestForFn',
      'TestOptions',
      'Use',
      'WorkerFixtureOptions',
    ].map((name) => [name, TEST_API]),
  ),
  ...Object.fromEntries(
    ['rs', 'rstest', 'RstestUtilities', 'Mock', 'Mocked', 'MockInstance', 'RealTimers'].map((name) => [name, RS]),
  ),
  CoverageProvider: COVERAGE_PROVIDER,
  NormalizedCoverageOptions: COVERAGE_PROVIDER,
  RawCoverageResolveOptions: COVERAGE_PROVIDER,
  RstestCommand:
    "The command name kept in Rstest's internal context, named on the CLI page; no public function of 0.12.0 takes or returns it.",
};
