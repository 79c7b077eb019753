import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium; browsers are never downloaded on these machines. */
function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) throw new Error('Chromium not found: run `node tests/support/ensure-chromium.mjs`.');
  return found;
}

/**
 * The features Playwright itself switches off (its `chromiumSwitches`), repeated here because
 * Chromium reads only the last `--disable-features` on its command line: ours replaces Playwright's.
 * `chromium-options.test.ts` fails when an upgrade of playwright-core changes its list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * Chromium 156 preloads the address bar's suggestion popup (a WebUI page in a renderer process of
 * its own) for every new window, headless included, and Playwright opens a window per context: about
 * 0.7 s of CPU per test page, half of a visit's cost here (docs/performance.md "Test suite").
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/**
 * Chromium keeps a spare renderer process started for the next page: each new test page takes it
 * and another one is started at once. Without it a visit costs about 0.08 s of CPU less (11 %):
 * the page's own renderer starts a few milliseconds later instead.
 */
const SPARE_RENDERER_FEATURES = ['SpareRendererForSitePerProcess'] as const;

/** Headless Chromium with the flags that keep it off the (closed) network and its idle work low. */
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
      `--disable-features=${[
        ...PLAYWRIGHT_DISABLED_FEATURES,
        ...OMNIBOX_POPUP_FEATURES,
        ...SPARE_RENDERER_FEATURES,
      ].join(',')}`,
    ],
  };
}
