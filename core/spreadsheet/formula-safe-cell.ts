/**
 * Characters that make a spreadsheet read a cell as a formula (docs/security.md "Formula injection";
 * OWASP CSV injection): `=`, `+`, `-`, `@`, tab and carriage return. One rule for the spreadsheet
 * webhook's cells and the console's CSV exports.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Makes a text cell inert: a value starting with a formula character gets a leading apostrophe, which
 * Google Sheets, Excel and LibreOffice treat as "store as text" and do not display. So
 * `+995555123456` is stored as `'+995555123456` and still reads `+995555123456`.
 */
export function formulaSafeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
