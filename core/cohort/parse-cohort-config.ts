import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import { type DomainError, domainError } from '../shared/domain-error';
import type { CohortConfig } from './cohort';
import { parseIsoInstant } from './parse-iso-instant';

/** Codes returned by {@link parseCohortConfig}: operator-facing config errors, raised at start-up. */
export type CohortConfigErrorCode =
  | 'cohort.invalid_shape'
  | 'cohort.invalid_number'
  | 'cohort.invalid_date'
  | 'cohort.early_bird_not_before_start'
  | 'cohort.close_not_after_open'
  | 'cohort.close_after_start'
  | 'cohort.invalid_capacity';

/** A failure of {@link parseCohortConfig}. `invalid_date` carries the offending `field`. */
export type CohortConfigError = DomainError<CohortConfigErrorCode>;

const RawDateSchema = v.union([v.string(), v.date()]);

/** The raw shape of a cohort config: dates as ISO 8601 strings (with offset) or `Date` values. */
export const RawCohortConfigSchema = v.object({
  number: v.number(),
  startDate: RawDateSchema,
  earlyBirdDeadline: RawDateSchema,
  registrationOpenDate: v.optional(RawDateSchema),
  registrationCloseDate: v.optional(RawDateSchema),
  maxCapacity: v.optional(v.number()),
});

type DateField =
  | 'startDate'
  | 'earlyBirdDeadline'
  | 'registrationOpenDate'
  | 'registrationCloseDate';

/** Reads one config date; an unreadable one is an `invalid_date` error naming the field. */
function readDate(field: DateField, value: string | Date): Result<Date, CohortConfigError> {
  const date = typeof value === 'string' ? parseIsoInstant(value) : value;
  // valibot's `date()` already refuses an invalid Date object, so only strings can fail here.
  return date === undefined ? err(domainError('cohort.invalid_date', { field })) : ok(date);
}

/** Like {@link readDate} for an optional date: absent stays absent. */
function readOptionalDate(
  field: DateField,
  value: string | Date | undefined,
): Result<Date | undefined, CohortConfigError> {
  return value === undefined ? ok(undefined) : readDate(field, value);
}

/**
 * Validates a cohort config against docs/purchase.md "Cohorts": the number is a positive integer,
 * the early-bird deadline is before the start, the close date is after the open date and not after
 * the start, the capacity is a positive integer, and every date parses. The first broken rule wins.
 */
export function parseCohortConfig(raw: unknown): Result<CohortConfig, CohortConfigError> {
  const shape = v.safeParse(RawCohortConfigSchema, raw);
  if (!shape.success) return err(domainError('cohort.invalid_shape'));
  const input = shape.output;
  if (!Number.isSafeInteger(input.number) || input.number <= 0) {
    return err(domainError('cohort.invalid_number'));
  }
  const start = readDate('startDate', input.startDate);
  if (start.isErr()) return err(start.error);
  const earlyBird = readDate('earlyBirdDeadline', input.earlyBirdDeadline);
  if (earlyBird.isErr()) return err(earlyBird.error);
  const open = readOptionalDate('registrationOpenDate', input.registrationOpenDate);
  if (open.isErr()) return err(open.error);
  const close = readOptionalDate('registrationCloseDate', input.registrationCloseDate);
  if (close.isErr()) return err(close.error);
  const [startDate, earlyBirdDeadline] = [start.value, earlyBird.value];
  const [registrationOpenDate, registrationCloseDate] = [open.value, close.value];
  if (earlyBirdDeadline >= startDate) return err(domainError('cohort.early_bird_not_before_start'));
  if (registrationCloseDate !== undefined) {
    if (registrationOpenDate !== undefined && registrationCloseDate <= registrationOpenDate) {
      return err(domainError('cohort.close_not_after_open'));
    }
    if (registrationCloseDate > startDate) return err(domainError('cohort.close_after_start'));
  }
  const { maxCapacity } = input;
  if (maxCapacity !== undefined && (!Number.isSafeInteger(maxCapacity) || maxCapacity <= 0)) {
    return err(domainError('cohort.invalid_capacity'));
  }
  return ok({
    number: input.number,
    startDate,
    earlyBirdDeadline,
    ...(registrationOpenDate === undefined ? {} : { registrationOpenDate }),
    ...(registrationCloseDate === undefined ? {} : { registrationCloseDate }),
    ...(maxCapacity === undefined ? {} : { maxCapacity }),
  });
}
