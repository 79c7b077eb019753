import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium; browsers are never downloaded on these machines. */
function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) throw new Error('Chromium not found: run `node tests/support/ensure-chromium.mjs`.');
  return found;
}

/** Headless Chromium with the flags that keep it off the (closed) network. */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  };
}
