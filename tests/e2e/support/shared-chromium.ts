import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './chromium-options';

/**
 * Vitest global set-up of the e2e project: one headless Chromium for the whole run, which every
 * journey file connects to (`launchChromium()` in ./browser.ts) instead of launching its own.
 */
export default async function sharedChromium(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(chromiumLaunchOptions());
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
