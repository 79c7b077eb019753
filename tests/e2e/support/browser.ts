import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumLaunchOptions } from './chromium-options';

declare module 'vitest' {
  interface ProvidedContext {
    /** The run's shared Chromium (tests/e2e/support/shared-chromium.ts), when it was started. */
    chromiumEndpoint?: string;
  }
}

/**
 * A Chromium for one test file. Within the e2e project this is a connection to the run's one shared
 * browser, started by the project's global set-up: a launch per file cost ~1 s and a browser
 * process each (docs/performance.md "Test suite"). Files stay isolated as before, since every page
 * opens in a fresh context, and `close()` closes this connection's contexts and disconnects.
 * Without the shared browser (a run without that set-up), it launches one of its own.
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (endpoint !== undefined) return chromium.connect(endpoint);
  return chromium.launch(chromiumLaunchOptions());
}
