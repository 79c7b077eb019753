import { InvalidArgumentError } from 'commander';
import { tbilisiDayStartOn } from '../../core/time/tbilisi-time';
import { OpsUsageError } from './ops-context';
import { tbilisiDayRange } from './tbilisi-day-range';

/** `--from` / `--to`: a calendar day in Tbilisi, `YYYY-MM-DD`. */
export function parseDay(value: string): Date {
  const start = tbilisiDayStartOn(value);
  if (start === undefined) throw new InvalidArgumentError('Expected a date as YYYY-MM-DD.');
  return start;
}

/** `--limit`: a whole number from 1 to 10000. */
export function parseLimit(value: string): number {
  const limit = Number(value);
  if (!/^\d{1,5}$/.test(value) || limit < 1 || limit > 10_000) {
    throw new InvalidArgumentError('Expected a whole number from 1 to 10000.');
  }
  return limit;
}

/** `--cohort`: a cohort number, a whole number from 1. */
export function parseCohortNumber(value: string): number {
  const cohort = Number(value);
  if (!/^\d{1,6}$/.test(value) || cohort < 1) {
    throw new InvalidArgumentError('Expected a cohort number (a whole number from 1).');
  }
  return cohort;
}

/** The creation range of `--from` and `--to`, both days inclusive; a reversed range is refused. */
export function dayRangeOption(options: { readonly from?: Date; readonly to?: Date }) {
  const { from, to } = options;
  if (from !== undefined && to !== undefined && from > to) {
    throw new OpsUsageError('--from must not be after --to.');
  }
  return tbilisiDayRange(from, to);
}

/** The help text shared by the date options. */
export const DAY_HELP = {
  from: 'first day, YYYY-MM-DD in Tbilisi time (inclusive)',
  to: 'last day, YYYY-MM-DD in Tbilisi time (inclusive)',
} as const;

/** `--amount`: lari with at most two decimals, more than zero, e.g. 150 or 49.90; answered in tetri. */
export function parseLariAmount(value: string): number {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(value);
  const tetri =
    match === null ? 0 : Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (tetri <= 0) throw new InvalidArgumentError('Expected an amount in lari, e.g. 150 or 49.90.');
  return tetri;
}
