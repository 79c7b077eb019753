import * as v from 'valibot';
import { formatCalendarDate } from '../language/format-calendar-date';
import { bilingualField, textField } from './config-fields';

/** A legal document's version and the day it takes effect (docs/legal.md "Versions and dates"). */
const legalDocumentField = v.strictObject({
  version: v.pipe(
    v.string('must be text'),
    v.regex(/^\d+(\.\d+){0,2}$/, 'must be a version number such as 2 or 2.1'),
  ),
  effective: v.pipe(
    v.string('must be a date'),
    v.check(
      (text) => formatCalendarDate(text, 'en') !== undefined,
      'must be a real calendar date written YYYY-MM-DD',
    ),
  ),
});

/** A service provider that processes personal data on the seller's behalf, as the privacy policy names it. */
const processorField = v.strictObject({
  /** Sample data shipped with the site, to replace before selling. */
  example: v.optional(v.boolean('must be true or false'), false),
  name: textField,
  /** Where it keeps the data, e.g. { ka: "ევროკავშირი", en: "the European Union" }. */
  location: bilingualField,
});

/**
 * The legal pages' versions and dates, and the processors the site cannot work out for itself
 * (docs/legal.md "Processors"): one left out is not used and not named; the others are named from
 * the rest of the configuration.
 */
export const legalConfigSchema = v.strictObject({
  documents: v.strictObject({
    privacy: legalDocumentField,
    terms: legalDocumentField,
    refund: legalDocumentField,
  }),
  processors: v.strictObject({
    hosting: v.optional(processorField),
    sms: v.optional(processorField),
    /** The SMTP relay that sends the site's e-mails (docs/messaging.md "E-mail"). */
    email: v.optional(processorField),
    spreadsheet: v.optional(processorField),
  }),
});
