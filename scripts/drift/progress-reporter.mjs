// A Vitest reporter for `npm run drift`: one line per test file as soon as it ends (the default
// reporter, when not in a terminal, may print nothing until the whole run ends).
import path from 'node:path';

export default class DriftProgress {
  root = process.cwd();

  /** @param {{ config: { root: string } }} vitest */
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  /**
   * @param {{ moduleId: string, children: { allTests(): Iterable<{ result(): { state: string } }> }, diagnostic(): { duration: number } }} testModule
   */
  onTestModuleEnd(testModule) {
    const tests = [...testModule.children.allTests()];
    const failed = tests.filter((test) => test.result().state === 'failed').length;
    const seconds = Math.round(testModule.diagnostic().duration / 1000);
    const file = path.relative(this.root, testModule.moduleId);
    console.log(
      `${failed ? '✗' : '✓'} ${file} (${tests.length} tests${failed ? `, ${failed} failed` : ''}, ${seconds}s)`,
    );
  }
}
