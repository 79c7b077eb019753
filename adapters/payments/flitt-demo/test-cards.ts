/** What a card number does in Flitt's test mode (docs/integrations.md "Flitt test mode"). */
export type TestCardOutcome = 'approved' | 'declined';

const APPROVED = [
  '4444555566661111',
  '4444555511116666',
  '5555666644441111',
  '6666444455551111',
  '4444555566669999',
  '4444666655559999',
  '4444777799991111',
];
const DECLINED = [
  '4444111166665555',
  '4444111155556666',
  '2222555566663333',
  '4444999966665555',
  '4444666699995555',
];

/** The outcome of a test card, or undefined for a number the test table does not know. */
export function testCardOutcome(cardNumber: string): TestCardOutcome | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (APPROVED.includes(digits)) return 'approved';
  if (DECLINED.includes(digits)) return 'declined';
  return undefined;
}

/** `MM/YY` (or `MMYY`) not before the current month. */
export function isUsableExpiry(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(expiry.trim());
  if (match === null) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
