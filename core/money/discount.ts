import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../shared/domain-error';
import type { Money } from './money';

/**
 * The price after a percentage discount (docs/validation.md "Money and business rules": discount percent 0–100). The discount is rounded to the nearest
 * tetri, so the result is never negative and never above the price.
 */
export function applyPercentDiscount(
  price: Money,
  percent: number,
): Result<Money, DomainError<'INVALID_DISCOUNT'>> {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    return err(domainError('INVALID_DISCOUNT'));
  }
  return ok((price - Math.round((price * percent) / 100)) as Money);
}

/** The price after a fixed discount, which may not exceed the price (docs/validation.md "Money and business rules"). */
export function applyFixedDiscount(
  price: Money,
  discount: Money,
): Result<Money, DomainError<'INVALID_DISCOUNT'>> {
  return discount <= price ? ok((price - discount) as Money) : err(domainError('INVALID_DISCOUNT'));
}

/** The discount between two prices as a whole percent, e.g. 3200 → 2700 ₾ is 16 % (15.625 rounded, docs/purchase.md "Course and price"). */
export function discountPercent(original: Money, current: Money): number {
  if (original === 0 || current >= original) return 0;
  return Math.round(((original - current) * 100) / original);
}
