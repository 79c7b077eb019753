import type { ClientEnv } from '../../config/env';
import type { AnalyticsProvider } from './analytics-provider';
import { loadGa4 } from './ga4';
import { loadMetaPixel } from './meta-pixel';

/**
 * The analytics tags to use: only those whose id is configured are loaded; with no ids nothing is
 * injected at all (no third-party request). Browser effects only.
 */
export function loadAnalytics(env: ClientEnv): AnalyticsProvider[] {
  const providers: AnalyticsProvider[] = [];
  if (env.metaPixelId) providers.push(loadMetaPixel(env.metaPixelId));
  if (env.ga4Id) providers.push(loadGa4(env.ga4Id));
  return providers;
}
