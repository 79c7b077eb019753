// Width in code points: Georgian letters are one code point and one column in a terminal.
const width = (text: string) => [...text].length;

/**
 * A plain-text table for a terminal: a header, a dashed rule, then one line per row, columns
 * padded to their widest cell and separated by two spaces. `null` shows as an empty cell.
 */
export function textTable(
  header: readonly string[],
  rows: readonly (readonly (string | null)[])[],
): string {
  const cells = [header, ...rows].map((row) => row.map((cell) => cell ?? ''));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => width(row[i] ?? ''))));
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => cell + ' '.repeat((widths[i] ?? 0) - width(cell)))
      .join('  ')
      .trimEnd();
  const [head = [], ...body] = cells;
  return `${[line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n')}\n`;
}
