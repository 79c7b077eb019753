import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { pageViewKey } from '../../../core/tracking/page-view-key';
import { clientEnv } from '../../config/env';
import type { AnalyticsProvider } from './analytics-provider';
import { loadAnalytics } from './load-analytics';
import { stripSensitiveQuery, stripSensitiveUrl } from './page-view';

let providers: AnalyticsProvider[] | undefined;

/**
 * Sends a page view (path, title, referrer) to the loaded analytics tags on every path or query
 * change (spec part 1 §2), once per path per 5 s bucket (§9), never with the payment token.
 * Call it where the page title is already set for the current screen.
 */
export function usePageViewTracking(): void {
  const [location] = useLocation();
  const search = useSearch();
  const lastKey = useRef<string | undefined>(undefined);
  const previousUrl = useRef<string | undefined>(undefined);
  useEffect(() => {
    const path = `${location}${stripSensitiveQuery(search)}`;
    const key = pageViewKey(path, new Date());
    if (key === lastKey.current) return;
    lastKey.current = key;
    const referrer = previousUrl.current ?? stripSensitiveUrl(document.referrer);
    previousUrl.current = `${window.location.origin}${path}`;
    providers ??= loadAnalytics(clientEnv);
    const view = { path, title: document.title, referrer };
    for (const provider of providers) {
      try {
        provider.trackPageView(view);
      } catch {
        // Spec part 1 §7: analytics failures are ignored.
      }
    }
  }, [location, search]);
}
