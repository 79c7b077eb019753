import * as v from 'valibot';
import { parseIsoInstant } from '../time/parse-iso-instant';
import { secureWebScheme } from '../web/web-address';

/** A date-time with its UTC offset, e.g. `2026-03-02T20:00:00+04:00`: a bare date or time is ambiguous. */
const ISO_WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An instant written in full ISO 8601 with an offset, and a real calendar date (no 30 February). */
export const isoInstantField = v.pipe(
  v.string('must be a text date-time'),
  v.regex(
    ISO_WITH_OFFSET,
    'must be an ISO 8601 date-time with a UTC offset, e.g. 2026-03-02T20:00:00+04:00',
  ),
  v.check((text) => parseIsoInstant(text) !== undefined, 'must be a real date and time'),
);

/** A whole number above zero (cohort numbers, capacities, durations). */
export const positiveIntegerField = v.pipe(
  v.number('must be a number'),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be a positive whole number'),
);

/** A count that may be zero (claims such as years of experience start at zero). */
export const countField = v.pipe(
  v.number('must be a number'),
  v.integer('must be a whole number'),
  v.minValue(0, 'must not be negative'),
);

/** An amount in tetri (1 ₾ = 100 tetri): a positive whole number, never a float of lari. */
export const tetriField = v.pipe(
  v.number('must be a number of tetri'),
  v.safeInteger('must be a whole number of tetri (1 ₾ = 100 tetri)'),
  v.minValue(1, 'must be above zero'),
);

/** Text that must not be blank. */
export const textField = v.pipe(
  v.string('must be text'),
  v.trim(),
  v.nonEmpty('must not be empty'),
  v.maxLength(500, 'must be at most 500 characters'),
);

/** The same text in both site languages. */
export const bilingualField = v.strictObject(
  { ka: textField, en: textField },
  'must be an object with "ka" and "en" texts',
);

/** An https address (booking page, articles, join links); http only for a local address. */
export const webAddressField = v.pipe(
  v.string('must be a web address'),
  v.url('must be a full web address, e.g. https://example.ge/page'),
  secureWebScheme,
);
