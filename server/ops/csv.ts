/**
 * CSV for spreadsheets (docs/operations.md): RFC 4180 quoting, CRLF line ends and a UTF-8 byte
 * order mark, so Excel opens Georgian text intact instead of guessing a legacy code page.
 */
import { formulaSafeCell } from '../../core/spreadsheet/formula-safe-cell';

// A field needs quotes when it holds the separator, a quote or a line break.
const NEEDS_QUOTES = /[",\r\n]/;

/** The byte order mark that tells Excel the file is UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV field: the formula guard first (a leading apostrophe, docs/security.md
 * "Formula injection"; readers drop one leading `'`), then RFC 4180 quoting.
 */
export function csvCell(value: string): string {
  // `=HYPERLINK(…)` in a lead's name would otherwise run when an operator opens the export.
  const guarded = formulaSafeCell(value);
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One CSV record with its CRLF line end; `null` is an empty field. */
export function csvRecord(values: readonly (string | null)[]): string {
  return `${values.map((value) => csvCell(value ?? '')).join(',')}\r\n`;
}

/** A whole CSV file: byte order mark, header record, then the rows. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | null)[])[],
): string {
  return UTF8_BOM + [header, ...rows].map(csvRecord).join('');
}
