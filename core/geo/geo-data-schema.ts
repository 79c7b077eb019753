import * as v from 'valibot';
import { LANGUAGES } from '../site/languages';

/** Shape of a geo record arriving from the API or the local cache (spec part 1 §3 "Geo data"). */
export const GeoDataSchema = v.object({
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  isGeorgia: v.boolean(),
  defaultLanguage: v.picklist(LANGUAGES),
  isKnown: v.boolean(),
  countryName: v.exactOptional(v.string()),
  currency: v.literal('GEL'),
  smsAvailable: v.boolean(),
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
  userOverride: v.exactOptional(v.boolean()),
});
