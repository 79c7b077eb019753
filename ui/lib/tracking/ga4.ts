import { type ConsentModeSignals, consentModeSignals } from '../../../core/consent/consent-rules';
import { DENIED_CONSENT } from '../../../core/consent/tracking-consent';
import type { AnalyticsProvider, TagHost } from './analytics-provider';
import { ga4CallFor } from './provider-events';

type Gtag = (...args: unknown[]) => void;

/** The gtag.js URL on googletagmanager.com for a measurement id (docs/integrations.md "Meta Conversions API"). */
export function ga4Src(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/**
 * Loads GA4's gtag.js. Automatic page views are off because the single-page router reports them
 * itself, with the sensitive query keys already removed. Google Consent Mode v2: every signal is
 * denied by default, then updated to the visitor's choice before the tag is configured
 * (docs/legal.md "Consent to tracking").
 */
export function loadGa4(
  measurementId: string,
  host: TagHost,
  signals: ConsentModeSignals,
): AnalyticsProvider {
  const globals = host.globals as { dataLayer?: unknown[]; gtag?: Gtag };
  if (!globals.gtag) {
    const dataLayer = globals.dataLayer ?? [];
    globals.dataLayer = dataLayer;
    globals.gtag = function gtag() {
      // gtag.js expects the `arguments` object itself in the data layer.
      // biome-ignore lint/complexity/noArguments: required by gtag.js
      dataLayer.push(arguments);
    };
    globals.gtag('consent', 'default', consentModeSignals(DENIED_CONSENT));
    globals.gtag('consent', 'update', signals);
    host.injectScript(ga4Src(measurementId));
    globals.gtag('js', new Date());
    globals.gtag('config', measurementId, { send_page_view: false });
  }
  return {
    name: 'ga4',
    send(name, data) {
      const call = ga4CallFor(name, data);
      globals.gtag?.('event', call.event, call.params);
    },
  };
}
