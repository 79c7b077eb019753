import * as v from 'valibot';

/**
 * Campaign tags captured with a registration (docs/webinar.md "Registration form" utmData), as
 * stored in outbox payloads. Absent tags are left out. Kept apart from `utm-data.ts`, which the
 * browser loads, so the page bundle does not carry valibot for a type.
 */
export const utmDataSchema = v.object({
  source: v.exactOptional(v.string()),
  medium: v.exactOptional(v.string()),
  campaign: v.exactOptional(v.string()),
  content: v.exactOptional(v.string()),
  term: v.exactOptional(v.string()),
});

/** Campaign tags; absent tags are left out. */
export type UtmData = v.InferOutput<typeof utmDataSchema>;
