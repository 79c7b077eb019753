import type { PageView } from './page-view';

/** A loaded third-party analytics tag that can receive page views. */
export interface AnalyticsProvider {
  readonly name: 'meta-pixel' | 'ga4';
  trackPageView(view: PageView): void;
}

/** Appends an async third-party script once (identified by its src). */
export function injectScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}
