// A Vitest reporter for `npm run drift`: one line per test file as soon as it ends (the default
// reporter, when not in a terminal, may print nothing until the whole run ends), and under it each
// failed test with the first line of its error, so a run stopped early still shows what failed.
import path from 'node:path';

export default class DriftProgress {
  root = process.cwd();

  /** @param {{ config: { root: string } }} vitest */
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  /**
   * @param {{ moduleId: string, children: { allTests(): Iterable<{ fullName: string, result(): { state: string, errors?: readonly { message?: string }[] } }> }, diagnostic(): { duration: number } }} testModule
   */
  onTestModuleEnd(testModule) {
    const tests = [...testModule.children.allTests()];
    const failures = tests.filter((test) => test.result().state === 'failed');
    const failed = failures.length;
    const seconds = Math.round(testModule.diagnostic().duration / 1000);
    const file = path.relative(this.root, testModule.moduleId);
    console.log(
      `${failed ? '✗' : '✓'} ${file} (${tests.length} tests${failed ? `, ${failed} failed` : ''}, ${seconds}s)`,
    );
    for (const test of failures) {
      const message = test.result().errors?.[0]?.message?.split('\n')[0] ?? '';
      console.log(`  ✗ ${test.fullName}: ${message.slice(0, 200)}`);
    }
  }
}
