import { writeFileSync } from 'node:fs';
import type { OpsIo } from './ops-context';

/**
 * Writes an export to `out`, or to stdout when no file is named. With a file, one line on stderr
 * says how many rows went where, so stdout stays clean for a pipe.
 */
export function writeExport(io: OpsIo, csv: string, rows: number, out?: string): void {
  if (out === undefined) {
    io.stdout(csv);
    return;
  }
  writeFileSync(out, csv, 'utf8');
  io.stderr(`Wrote ${rows} row${rows === 1 ? '' : 's'} to ${out}\n`);
}
