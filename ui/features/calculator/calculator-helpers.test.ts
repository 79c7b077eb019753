import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { calculateInvestment } from '../../../core/calculator/calculate-investment';
import { validationError } from '../../../core/errors/validation-error';
import { calculatorErrorMessage, invalidFields } from './calculator-error-message';
import { growthBars } from './growth-bars';
import { nextTabIndex } from './result-tabs';
import { fetchUsdRate, readUsdRate } from './usd-rate-request';

/** A translator that shows which key and values it was asked for. */
const t = ((key: string, options?: Record<string, unknown>) =>
  `${String(options?.ns)}:${key}${options?.messages ? `[${String(options.messages)}]` : ''}${
    options?.id ? `(${String(options.id)})` : ''
  }`) as unknown as TFunction<readonly ['calculator', 'errors']>;

describe('calculator error message', () => {
  it('joins every field message with commas after "Validation failed: "', () => {
    const error = validationError([
      { field: 'monthlyAmount', reason: 'calculator.monthly_below_minimum' },
      { field: 'durationYears', reason: 'calculator.duration_not_whole' },
    ]);
    expect(calculatorErrorMessage(error, t)).toBe(
      'calculator:errors.validationFailed[errors:calculator.monthly_below_minimum, errors:calculator.duration_not_whole]',
    );
    expect(invalidFields({ status: 'error', error })).toEqual(
      new Set(['monthlyAmount', 'durationYears']),
    );
    expect(invalidFields({ status: 'idle' })).toEqual(new Set());
  });

  it('has the docs/calculator.md "Inputs and limits" messages for single-fund mode, unknown funds and anything else', () => {
    expect(calculatorErrorMessage({ type: 'calculator.single_fund_deprecated' }, t)).toBe(
      'errors:calculator.single_fund_deprecated',
    );
    expect(
      calculatorErrorMessage({ type: 'calculator.fund_not_found', params: { id: 'x-1' } }, t),
    ).toBe('errors:calculator.fund_not_found(x-1)');
    expect(calculatorErrorMessage({ type: 'unknown' }, t)).toBe('errors:calculator.unknown_error');
  });
});

describe('tab keys (WAI-ARIA APG)', () => {
  it('wraps with the arrows and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 1, 2)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 2)).toBe(1);
    expect(nextTabIndex('Home', 1, 2)).toBe(0);
    expect(nextTabIndex('End', 0, 2)).toBe(1);
    expect(nextTabIndex('Enter', 0, 2)).toBeUndefined();
  });
});

describe('growth bars', () => {
  it('stack the gain on the principal for each sampled year', () => {
    const result = calculateInvestment(
      { initialInvestment: 0, monthlyAmount: 500, durationYears: 20, usePortfolio: true },
      { gelPerUsd: 2.75, asOf: '2026-11-23' },
    )._unsafeUnwrap();
    const bars = growthBars(result);
    expect(bars.map((bar) => bar.year)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
    const last = bars.at(-1);
    expect(last?.value).toBe(result.totalValue);
    expect((last?.invested ?? 0) + (last?.gain ?? 0)).toBe(result.totalValue);
  });
});

describe('USD rate request', () => {
  const now = () => new Date('2026-11-23T10:00:00Z');
  const answer = (status: number, body: unknown) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('reads the server rate', async () => {
    const rate = await fetchUsdRate(
      answer(200, { gelPerUsd: 2.7, asOf: '2026-11-23', source: 'nbg' }),
      now,
    );
    expect(rate).toEqual({ gelPerUsd: 2.7, asOf: '2026-11-23', source: 'nbg' });
  });

  it('falls back to 2.75 dated today on an error, nonsense or no answer', async () => {
    const fallback = { gelPerUsd: 2.75, asOf: '2026-11-23', source: 'fallback' };
    expect(await fetchUsdRate(answer(503, {}), now)).toEqual(fallback);
    expect(
      await fetchUsdRate(answer(200, { gelPerUsd: 40, asOf: 'x', source: 'nbg' }), now),
    ).toEqual(fallback);
    const offline = (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect(await fetchUsdRate(offline, now)).toEqual(fallback);
    expect(readUsdRate({ gelPerUsd: 2.7, asOf: '2026-11-23', source: 'ecb' })).toBeUndefined();
    expect(readUsdRate(null)).toBeUndefined();
  });
});
