import * as v from 'valibot';
import {
  bilingualField,
  isoInstantField,
  positiveIntegerField,
  webAddressField,
} from './config-fields';

/**
 * One live webinar session (docs/webinar.md "Timeline"): a real instant with its year and offset, so
 * passed / today / upcoming is decided on Tbilisi's calendar across year boundaries.
 */
export const webinarSessionSchema = v.strictObject({
  startsAt: isoInstantField,
  durationMinutes: v.pipe(positiveIntegerField, v.maxValue(600, 'must be at most 600 minutes')),
  title: bilingualField,
  /** Seats offered; left out when the session has no limit. */
  seats: v.optional(positiveIntegerField),
  /** Where attendees join on the day (shown with "join now"). */
  joinUrl: v.optional(webAddressField),
});
