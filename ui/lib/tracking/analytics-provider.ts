import type { EventData } from '../../../core/tracking/event-fingerprint';
import type { AnalyticsEventName } from './analytics-event-name';

/** A loaded third-party analytics tag that receives the site's events. */
export interface AnalyticsProvider {
  readonly name: 'meta-pixel' | 'ga4' | 'linkedin';
  /** Sends one already de-duplicated, PII-free event; may throw (the tracker swallows it). */
  send(name: AnalyticsEventName, data: EventData): void;
}

/** Where tags live: the window's globals and a way to add an external script (faked in tests). */
export interface TagHost {
  readonly globals: Record<string, unknown>;
  injectScript(src: string): void;
}

/** The real browser host: `window` and an async `<script src>` appended once per src. */
export function browserTagHost(): TagHost {
  return {
    globals: window as unknown as Record<string, unknown>,
    injectScript(src) {
      if (document.querySelector(`script[src="${src}"]`)) return;
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      document.head.append(script);
    },
  };
}
