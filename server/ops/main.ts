import { runOps } from './run-ops';

// `npm run ops -- <command> …` (docs/operations.md). The exit code is set, not forced, so
// stdout is flushed to a pipe before the process ends.
process.exitCode = await runOps(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  now: () => new Date(),
});
