// `npm test`: the static checks (lint, types, boundaries, unused exports, function lengths) side by side
// with the core run (with coverage), then every other project (docs/performance.md "Test suite").
// The checks run at a lower priority, so they yield the CPU to the core run.
// Their output is held back and printed after the main test run, so it cannot garble Vitest's live
// report, then one line per step with its time; any failure fails the whole command.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The package scripts that check the sources without running them. */
const CHECKS = ['lint', 'typecheck', 'boundaries', 'unused-exports', 'function-lengths'];

/** Below the test run's default priority 0 (a larger number is a lower priority). */
const CHECK_PRIORITY = 10;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs one command (`npm`'s arguments, or `node` with `node` first); resolves with its exit code,
 * wall time and, when `capture` is set, its output. The priority is set as the child starts, before
 * npm (~0.2 s to load) spawns the script's processes, which inherit it.
 * @param {string} name
 * @param {readonly string[]} args
 * @param {{ capture: boolean, priority?: number, env?: Record<string, string> }} options
 * @returns {Promise<{ name: string, code: number, seconds: number, output: string }>}
 */
function run(name, args, { capture, priority, env = {} }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command, ...rest] =
      args[0] === 'node' ? [process.execPath, ...args.slice(1)] : [npm, ...args];
    const child = spawn(command, rest, {
      cwd: root,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Vite's notice about its future config loader (a line per config import) would bury each
      // step's own output, the live test report included.
      env: {
        ...process.env,
        ...(capture ? { FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } : {}),
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
        ...env,
      },
    });
    if (priority !== undefined && child.pid !== undefined) {
      try {
        setPriority(child.pid, priority);
      } catch {
        // Not allowed here (some containers): the checks then share the CPU evenly, still correct.
      }
    }
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const finish = (code) =>
      resolve({ name, code, seconds: (performance.now() - started) / 1000, output });
    child.on('error', (error) => {
      output += `${error.message}\n`;
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const vitest = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url));
const reporter = fileURLToPath(
  new URL('../../tests/support/require-tests-reporter.ts', import.meta.url),
);
// Each Vitest run lists its failed tests in a file (tests/support/require-tests-reporter.ts), printed
// last, so the tail of a long log names them.
const failuresDir = mkdtempSync(join(tmpdir(), 'test-failures-'));
const failuresFile = (name) => join(failuresDir, `${name.replace(/\W+/g, '-')}.txt`);

const checks = CHECKS.map((name) =>
  run(name, ['run', '--silent', name], { capture: true, priority: CHECK_PRIORITY }),
);
// Coverage counts core only (vitest.config.ts), and core's own tests cover it (99 % of lines), so it
// is collected in that run alone: collecting it in every worker cost the server and render tests a
// quarter to a third more CPU. One worker, compact output, shown with the checks after the main
// run. It shares the CPU with the main run's first files, so a test's runaway guard is 20 s instead
// of Vitest's 5 s: the property tests take 1–3 s alone and must not fail for being crowded.
const core = run(
  'core + coverage',
  [
    'node',
    vitest,
    'run',
    '--coverage',
    '--project',
    'core',
    '--maxWorkers',
    '1',
    '--testTimeout',
    '20000',
    '--reporter',
    'dot',
    '--reporter',
    reporter,
  ],
  { capture: true, env: { TEST_FAILURES_FILE: failuresFile('core') } },
);
// The checks and the core run finish before the other projects start: run beside the browser
// journeys on 2 cores they starved them (a clean-clone CI run: 5 journeys timed out or hydrated
// late, and a cold `tsc` took 158 s instead of ~45), so the journeys get the machine to themselves.
const firstPhase = await Promise.all([...checks, core]);
// Every other project; extra arguments (`npm test -- <filter>`) narrow this run.
const tests = await run(
  'vitest',
  ['node', vitest, 'run', '--project', '!core', ...process.argv.slice(2)],
  { capture: false, env: { TEST_FAILURES_FILE: failuresFile('vitest') } },
);
const results = [...firstPhase, tests];

for (const result of results) {
  if (result.output.trim() === '') continue;
  const status = result.code === 0 ? '' : ` failed (exit ${result.code})`;
  process.stdout.write(`\n── ${result.name}${status} ──\n${result.output.trimEnd()}\n`);
}
process.stdout.write('\n');
for (const { name, code, seconds } of results) {
  const status = code === 0 ? 'ok    ' : 'FAILED';
  process.stdout.write(`${status} ${name.padEnd(15)} ${seconds.toFixed(1).padStart(6)} s\n`);
}
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
for (const name of ['core', 'vitest']) {
  let listed = '';
  try {
    listed = readFileSync(failuresFile(name), 'utf8');
  } catch {
    // The run ended before its reporter wrote (or wrote nothing to list).
  }
  if (listed !== '') process.stdout.write(`\nFailed tests (${name}):\n${listed}`);
}
rmSync(failuresDir, { recursive: true, force: true });
if (failed.length > 0) {
  process.stdout.write(`\nnpm test failed: ${failed.join(', ')}\n`);
  process.exitCode = 1;
}
