import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { pageViewKey } from '../../../core/tracking/page-view-key';
import { stripSensitiveQuery, stripSensitiveUrl } from './page-view';
import { trackEvent } from './track-event';

/**
 * Sends a page view (path, title, referrer) on every path or query change (docs/messaging.md "Analytics events"), once
 * per path per 5 s bucket (docs/messaging.md "De-duplication"), never with the payment token. Call it where the page title is
 * already set for the current screen. The first view also schedules the tags to load on idle.
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
    trackEvent('page_view', {
      page_path: path,
      page_title: document.title,
      page_referrer: referrer,
    });
  }, [location, search]);
}
