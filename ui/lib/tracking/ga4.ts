import { type AnalyticsProvider, injectScript } from './analytics-provider';

type Gtag = (...args: unknown[]) => void;

/**
 * Loads GA4's gtag.js (integrations.md §7). Automatic page views are off because the single-page
 * router reports them itself, with the sensitive query keys already removed.
 */
export function loadGa4(measurementId: string): AnalyticsProvider {
  const host = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  if (!host.gtag) {
    host.dataLayer = host.dataLayer ?? [];
    const dataLayer = host.dataLayer;
    host.gtag = function gtag() {
      // gtag.js expects the `arguments` object itself in the data layer.
      // biome-ignore lint/complexity/noArguments: required by gtag.js
      dataLayer.push(arguments);
    };
    injectScript(
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`,
    );
    host.gtag('js', new Date());
    host.gtag('config', measurementId, { send_page_view: false });
  }
  return {
    name: 'ga4',
    trackPageView(view) {
      host.gtag?.('event', 'page_view', {
        page_path: view.path,
        page_title: view.title,
        page_referrer: view.referrer,
      });
    },
  };
}
