import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../errors/domain-error';
import { isTetriCount, type Money } from './tetri-count';

export type { Money } from './tetri-count';

/** Why an amount was rejected. */
export type MoneyErrorCode = 'INVALID_PRICE' | 'NEGATIVE_PRICE';

/** An amount from a count of tetri: a safe integer, not negative. */
function tetri(count: number): Result<Money, DomainError<MoneyErrorCode>> {
  if (isTetriCount(count)) return ok(count);
  return err(domainError(Number.isSafeInteger(count) ? 'NEGATIVE_PRICE' : 'INVALID_PRICE'));
}

/**
 * An amount already checked (a literal in code, or a configuration price the schema validated); an
 * invalid one is a bug, so it throws.
 */
export function tetriConstant(count: number): Money {
  return tetri(count).match(
    (money) => money,
    (error) => {
      throw new RangeError(`${error.type}: ${count}`);
    },
  );
}

/** An amount from lari (e.g. 27.5 → 2750 tetri), rounded to the nearest tetri. */
export function fromLari(lari: number): Result<Money, DomainError<MoneyErrorCode>> {
  if (!Number.isFinite(lari)) return err(domainError('INVALID_PRICE'));
  return tetri(Math.round(lari * 100));
}
