import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace';

export default defineConfig({
  plugins: [react()],
  test: {
    projects,
    // Vitest's default on a 2-core machine is one worker (cores − 1); most server and journey time
    // is spent waiting on child processes and timers, so two workers use the cores that sit idle.
    maxWorkers: 2,
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
