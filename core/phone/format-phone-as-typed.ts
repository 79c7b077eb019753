// Apart from ./format-phone.ts (which needs the validated phone type and its module's valibot
// schema) so the checkout's phone field formats as typed while that schema stays out of the page's
// initial JavaScript (docs/performance.md "Budgets").

/** Groups nine national digits as `5XX XXX XXX`, or as many groups as are typed so far. */
export function groupNational(digits: string): string {
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join(' ');
}

/**
 * The checkout field's as-you-type formatter (docs/validation.md "Phone": starts as `+995 `, auto-formatted as typed). Keeps only
 * digits, drops any leading `00`, country code `995` and trunk `0`, caps at nine national digits and regroups, so
 * `555123` becomes `+995 555 123`. Idempotent: formatting its own output changes nothing.
 */
export function formatPhoneAsTyped(input: string): string {
  const digits = input.replace(/[^0-9]/g, '').replace(/^(?:995|0)+/, '');
  return `+995 ${groupNational(digits.slice(0, 9))}`;
}
