/** A Georgian IBAN: `GE`, two check digits, a two-letter bank code and 16 digits (22 characters). */
const GEORGIAN_IBAN = /^GE\d{2}[A-Z]{2}\d{16}$/;

/** The ISO 13616 check: the rearranged number, letters as 10–35, leaves 1 modulo 97. */
function passesMod97(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** Whether `text` is a Georgian IBAN (docs/operations.md "Company invoices"): its shape and its check digits. */
export function isGeorgianIban(text: string): boolean {
  return GEORGIAN_IBAN.test(text) && passesMod97(text);
}

/** An IBAN printed in groups of four, as banks write it: `GE29 NB00 0000 0101 9049 17`. */
export function groupedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
