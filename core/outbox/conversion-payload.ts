import * as v from 'valibot';
import { conversionEventSchema } from '../tracking/conversion-event-schema';
import { text } from './payload-fields';

/**
 * `conversion.*`: a validated server-side conversion (value in lari, event id = the order id for a
 * Purchase, docs/integrations.md "Meta Conversions API") and when and where it happened.
 */
export const conversionPayloadSchema = v.object({
  event: conversionEventSchema,
  /** ISO 8601. */
  occurredAt: text,
  sourceUrl: v.exactOptional(text),
});
