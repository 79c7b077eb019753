/**
 * Characters that make a spreadsheet read a cell as a formula (docs/security.md "Formula injection" "Spreadsheet formula
 * injection"; OWASP CSV injection): `=`, `+`, `-`, `@`, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Makes a text cell inert: a value starting with a formula character gets a leading apostrophe, which
 * Google Sheets treats as "store as text" and does not display. So `+995555123456` is stored as
 * `'+995555123456` and still reads `+995555123456` in the sheet.
 */
export function formulaSafeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
