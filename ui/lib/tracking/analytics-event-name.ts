/** The analytics events the site sends (docs/messaging.md "Analytics events"); `trackEvent` accepts only these. */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'webinar_view',
  'webinar_watched',
  'cta_clicked',
  'cta_clicked_after_50',
  'calendar_opened',
  'calendar_closed',
  'event_scheduled',
  'consultation_scheduled',
  'scroll_to_registration',
  'lead',
  'begin_checkout',
  'purchase',
  'view_item',
] as const;

/** One analytics event name (docs/messaging.md "Analytics events"). */
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** Whether a string is a known analytics event name. */
export function isAnalyticsEventName(name: string): name is AnalyticsEventName {
  return (ANALYTICS_EVENT_NAMES as readonly string[]).includes(name);
}
