import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace';

export default defineConfig({
  plugins: [react()],
  test: {
    projects,
    // Vitest's default on a 2-core machine is one worker (cores − 1); much of the server and journey
    // time is spent waiting on child processes, browsers and timers (a run with two workers kept the
    // CPU half idle), so three files at a time use the cores that would sit idle.
    maxWorkers: 3,
    reporters: ['default', './tests/support/require-tests-reporter.ts'],
    coverage: {
      provider: 'v8',
      include: ['core/**/*.ts'],
      exclude: ['core/**/*.test.ts', 'core/**/ports/**', 'core/**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95 },
    },
  },
});
