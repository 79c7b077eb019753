import * as v from 'valibot';
import { LANGUAGES } from '../language/languages';
import { httpScheme } from '../web/web-address';

/*
 * The fields outbox payloads are built from. Optional keys are exact: `parseOutboxPayload` drops
 * explicit undefined before parsing, so a stored row reads as it always did.
 */

export const text = v.string();

/** An ISO 8601 instant as stored in a payload. */
export const instant = v.pipe(text, v.isoTimestamp());

/** Whole tetri. */
export const tetri = v.pipe(v.number(), v.integer(), v.minValue(0));

export const positiveWhole = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A link a message may show: web addresses only. */
export const webUrl = v.pipe(text, v.url(), httpScheme);

export const language = v.picklist(LANGUAGES);

/** Who a message goes to (an e-mail address or an E.164 number), in which language, greeted how. */
export const recipient = {
  to: text,
  language,
  /** Greets by first name (an SMS only when it fits the 70-character segment). */
  firstName: v.exactOptional(text),
};

/** A cohort as a message names it: its number and its start. */
export const cohortMention = v.object({ number: positiveWhole, startsAt: instant });
