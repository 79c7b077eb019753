import type { EventData } from '../../../core/tracking/event-fingerprint';
import type { AnalyticsEventName } from './analytics-event-name';

/** What happened to one event, as the debug panel shows it. */
export type TrackOutcome = 'sent' | 'queued' | 'duplicate' | 'invalid';

/** One entry of the debug log (only kept when debugging is on). */
export interface TrackedEvent {
  readonly name: AnalyticsEventName;
  readonly data: EventData;
  readonly at: number;
  outcome: TrackOutcome;
}
