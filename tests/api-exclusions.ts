// Members of the real @rstest/core API deliberately left out of the API reference, each with the
// reason. The content test of each API section reads its own export.

/** Members of `rs` (or of a mock function) not documented under /api/rstest/: member → reason. */
export const rstestExclusions: Record<string, string> = {};

/** Members of `test`, `describe`, `expect` and its assertions not documented under /api/test-api/: member → reason. */
export const testApiExclusions: Record<string, string> = {
  'expect.element':
    'Browser mode only: it needs @rstest/browser and throws "expect.element() is only available in browser mode" in the Node.js runtime these docs cover.',
};
