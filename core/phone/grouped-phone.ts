/**
 * `+995 32 200 00 00` or `+995 555 12 34 56`: a Georgian landline or mobile number (E.164) grouped as
 * people write it (docs/validation.md "Phone"); the seller's phone is often a landline.
 */
export function groupedPhone(phone: string): string {
  const national = phone.replace(/^\+995/, '');
  const groups = national.startsWith('5')
    ? [national.slice(0, 3), national.slice(3, 5), national.slice(5, 7), national.slice(7)]
    : [national.slice(0, 2), national.slice(2, 5), national.slice(5, 7), national.slice(7)];
  return `+995 ${groups.filter((group) => group !== '').join(' ')}`;
}
