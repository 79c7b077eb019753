import type { Reporter, TestModule } from 'vitest/node';

/**
 * Fails the run when no test actually passed (an empty or all-skipped suite must not look green),
 * and prints one plain closing line that CI can read in any language: "N passed, N failed".
 */
export default class RequireTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
    if (passed === 0) {
      console.error('No test passed: refusing to report success on an empty run.');
      process.exitCode = 1;
    }
  }
}
