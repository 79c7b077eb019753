import type { AnalyticsEventName } from '../../lib/tracking/analytics-event-name';
import { readCalendlyMessage } from './calendly-message';

/** The modal closes this long after a booking (docs/webinar.md "Booking modal", "booking close 1 s"). */
export const BOOKING_CLOSE_DELAY_MS = 1000;

/** What the handler needs from its surroundings (injected so tests can drive it). */
export interface SchedulingMessageDeps {
  readonly allowedOrigin: string;
  /** The label of where the modal was opened (`webinar_page`, `faq_cta`, …). */
  readonly source: string;
  /** Event URIs already handled; shared across openings because Calendly may send a booking twice. */
  readonly seenEventUris: Set<string>;
  readonly track: (name: AnalyticsEventName, data: Readonly<Record<string, unknown>>) => void;
  readonly onReady: () => void;
  readonly onHeight: (px: number) => void;
  readonly onScheduled: () => void;
  readonly close: () => void;
  readonly setTimer: (run: () => void, ms: number) => void;
}

/**
 * Handles one `message` event of the window: ignores foreign origins and non-Calendly events,
 * hides the loader on ready/height, and on a booking tracks `event_scheduled` and
 * `consultation_scheduled` once per event URI, runs the success callback and closes 1 s later
 * (docs/webinar.md "Booking modal" events).
 */
export function handleSchedulingMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  deps: SchedulingMessageDeps,
): void {
  const message = readCalendlyMessage(event.origin, event.data, deps.allowedOrigin);
  if (message === undefined) return;
  switch (message.kind) {
    case 'ready':
      deps.onReady();
      return;
    case 'height':
      deps.onReady();
      deps.onHeight(message.px);
      return;
    case 'scheduled': {
      if (deps.seenEventUris.has(message.eventUri)) return;
      deps.seenEventUris.add(message.eventUri);
      deps.track('event_scheduled', {
        event_uri: message.eventUri,
        invitee_uri: message.inviteeUri,
        event_category: 'landing_page',
        event_label: 'event_scheduled',
        source: deps.source,
      });
      deps.track('consultation_scheduled', { source: deps.source });
      deps.onScheduled();
      deps.setTimer(deps.close, BOOKING_CLOSE_DELAY_MS);
      return;
    }
    case 'other':
      return;
  }
}
