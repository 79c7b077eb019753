import type { Money } from './money';

/**
 * Splits a total by whole-number weights with the largest-remainder method: every share is floored, then the tetri
 * left over go one each to the largest remainders (earlier shares win ties). The arithmetic is exact (BigInt), so the
 * shares always sum to the total and are never negative. Weights are code, not input (e.g. instalments 1:1:1 or
 * 30:70), so invalid ones (none, negative, fractional, all zero) are a bug and throw.
 */
export function allocate(total: Money, weights: readonly number[]): Money[] {
  if (!weights.every((w) => Number.isSafeInteger(w) && w >= 0) || !weights.some((w) => w > 0)) {
    throw new RangeError('allocate needs whole, non-negative weights with a positive sum');
  }
  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  const parts = weights.map((weight, index) => {
    const numerator = BigInt(total) * BigInt(weight);
    return { index, share: numerator / sum, remainder: numerator % sum };
  });
  const left = BigInt(total) - parts.reduce((acc, part) => acc + part.share, 0n);
  const bonusRanks = [...parts]
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    )
    .slice(0, Number(left))
    .map((part) => part.index);
  return parts.map(
    (part) => Number(part.share + (bonusRanks.includes(part.index) ? 1n : 0n)) as Money,
  );
}
