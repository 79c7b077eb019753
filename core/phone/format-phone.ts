import { groupNational } from './format-phone-as-typed';
import { type GeorgianPhone, nationalNumber } from './georgian-phone';

/** Display form `+995 5XX XXX XXX` (docs/validation.md "Phone"). */
export function formatPhoneDisplay(phone: GeorgianPhone): string {
  return `+995 ${groupNational(nationalNumber(phone))}`;
}
