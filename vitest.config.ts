import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace';

export default defineConfig({
  plugins: [react()],
  test: {
    projects,
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
