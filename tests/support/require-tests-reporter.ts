import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Fails the run when no test actually passed (an empty or all-skipped suite must not look green),
 * and prints one plain closing line that CI can read in any language: "N passed, N failed".
 * With `TEST_FAILURES_FILE` set (by `npm test`), it also writes one line per failed test there, so the
 * suite's last lines, which are all a CI log's tail may show, name what failed.
 */
export default class RequireTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') passed += 1;
        else if (result.state === 'failed') {
          const reason = result.errors?.[0]?.message.split('\n')[0] ?? '';
          failures.push(`${module.relativeModuleId} > ${test.fullName}: ${reason.slice(0, 200)}`);
        } else skipped += 1;
      }
    }
    console.log(`\nTests: ${passed} passed, ${failures.length} failed, ${skipped} skipped`);
    const failuresFile = process.env.TEST_FAILURES_FILE;
    if (failuresFile) writeFileSync(failuresFile, failures.map((line) => `${line}\n`).join(''));
    if (passed === 0) {
      console.error('No test passed: refusing to report success on an empty run.');
      process.exitCode = 1;
    }
  }
}
