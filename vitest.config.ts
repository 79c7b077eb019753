import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace';

export default defineConfig({
  plugins: [react()],
  test: {
    projects,
    // Vitest's default on a 2-core machine is one worker (cores − 1); much of the server and journey
    // time is spent waiting on child processes, browsers and timers (a run with two workers kept the
    // CPU half idle). With three, the CPU still sat 20–40 % idle whenever three waiting journeys
    // (exit intent, booking, reconciliation) ran together; a fourth file fills those pauses
    // (docs/performance.md "TypeScript 7 and a fourth worker").
    // Back to three since the e-mail journeys and the crash and outage tests joined: with four, the
    // browser journeys that move Chromium's clock timed out while every core was busy.
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
