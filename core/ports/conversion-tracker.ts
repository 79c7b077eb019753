import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '../errors/domain-error';
import type { ConversionEvent } from '../tracking/conversion-event-schema';

/** Request context ad platforms need for server-side web events (docs/integrations.md "Meta Conversions API"). */
export interface ConversionContext {
  /** When the conversion happened. */
  readonly occurredAt: Date;
  readonly sourceUrl?: string;
  readonly clientIp?: string;
  readonly userAgent?: string;
}

/** `rejected`: the platform refused the event (permanent); `unavailable`: retry later. */
export type ConversionTrackerError = DomainError<
  'conversion_tracker.rejected' | 'conversion_tracker.unavailable'
>;

/** Sends validated conversions server-side (optional; analytics failures never block, docs/messaging.md "Conversions"). */
export interface ConversionTracker {
  /** Sends one conversion; the event id lets the platform merge it with the browser copy. */
  send(
    event: ConversionEvent,
    context: ConversionContext,
  ): ResultAsync<void, ConversionTrackerError>;
}
