import * as v from 'valibot';
import { CONVERSION_TYPES } from './conversion-event';

/** Optional buyer facts for matching; adapters normalise and hash them before sending. */
const conversionUserDataSchema = v.object({
  email: v.exactOptional(v.string()),
  phone: v.exactOptional(v.string()),
  firstName: v.exactOptional(v.string()),
  lastName: v.exactOptional(v.string()),
});

/**
 * A validated conversion, as queued in the outbox. `value` is in lari (what ad platforms expect,
 * not tetri); `eventId` lets the browser and server copies be de-duplicated by the platform
 * (docs/integrations.md "Meta Conversions API"). Kept apart from `conversion-event.ts`, which the
 * browser loads.
 */
export const conversionEventSchema = v.object({
  type: v.picklist(CONVERSION_TYPES),
  value: v.pipe(v.number(), v.minValue(0)),
  currency: v.literal('GEL'),
  transactionId: v.exactOptional(v.string()),
  eventId: v.string(),
  userData: v.exactOptional(conversionUserDataSchema),
});

/** Optional buyer facts for matching. */
export type ConversionUserData = v.InferOutput<typeof conversionUserDataSchema>;

/** A validated conversion. */
export type ConversionEvent = v.InferOutput<typeof conversionEventSchema>;
