import { formatPhoneAsTyped } from '../../../core/phone/format-phone-as-typed';

const COUNTRY_CODE = '+995';

/**
 * The checkout phone field's value after an edit. The field holds `+995 …`; a digit typed with the
 * caret in front of the country code (a programmatic focus, a tap at the field's start) belongs to
 * the national number, so it is moved behind the code before the core formatter regroups the digits.
 */
export function phoneFieldValue(raw: string): string {
  const at = raw.indexOf(COUNTRY_CODE);
  const moved =
    at > 0 ? `${COUNTRY_CODE} ${raw.slice(0, at)}${raw.slice(at + COUNTRY_CODE.length)}` : raw;
  return formatPhoneAsTyped(moved);
}
