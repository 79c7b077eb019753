import type { AnalyticsEventName } from './analytics-event-name';

/**
 * Spec event → Meta event (docs/integrations.md "Meta Conversions API"): standard events where one fits (their names drive
 * the ad optimisation), custom events in PascalCase otherwise.
 */
export const META_EVENTS: Readonly<
  Record<AnalyticsEventName, readonly ['track' | 'trackCustom', string]>
> = {
  page_view: ['track', 'PageView'],
  webinar_view: ['track', 'ViewContent'],
  webinar_watched: ['trackCustom', 'WebinarWatched'],
  cta_clicked: ['trackCustom', 'CtaClicked'],
  cta_clicked_after_50: ['trackCustom', 'CtaClickedAfter50'],
  calendar_opened: ['trackCustom', 'CalendarOpened'],
  calendar_closed: ['trackCustom', 'CalendarClosed'],
  event_scheduled: ['track', 'Schedule'],
  consultation_scheduled: ['trackCustom', 'ConsultationScheduled'],
  scroll_to_registration: ['trackCustom', 'ScrollToRegistration'],
  lead: ['track', 'Lead'],
  begin_checkout: ['track', 'InitiateCheckout'],
  purchase: ['track', 'Purchase'],
  view_item: ['track', 'ViewContent'],
};

/** The name the core de-duplicator sees: Meta's, so `lead` is session-scoped as `Lead` (docs/messaging.md "De-duplication"). */
export function dedupName(name: AnalyticsEventName): string {
  return META_EVENTS[name][1];
}
