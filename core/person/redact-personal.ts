// E-mail addresses, and runs of seven or more digits with the separators people type in phone
// numbers. Over-redacting a long number is the safe side of the trade.
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
const PHONE = /(?:\+|\()?\d(?:[\s().-]*\d){6,}/g;

/**
 * Text with e-mail addresses and phone numbers masked, for error texts that reach a log line, a
 * stored dead letter or an operator's screen (docs/security.md: no personal data in logs or on
 * screen without need).
 */
export function redactPersonal(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(PHONE, '[phone]');
}
