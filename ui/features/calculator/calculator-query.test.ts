import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FORM,
  inputsFromQuery,
  queryFromInputs,
  queryWithoutInputs,
  requestFromInputs,
} from './calculator-query';

describe('calculator query (shareable results)', () => {
  it('round-trips the inputs through the URL, keeping other parameters', () => {
    const inputs = { initialInvestment: '1000', monthlyAmount: '750', durationYears: '20' };
    const search = queryFromInputs(inputs, '?utm_source=fb');
    expect(search).toBe('?utm_source=fb&initial=1000&monthly=750&years=20');
    expect(inputsFromQuery(search)).toEqual(inputs);
  });

  it('calculates nothing for a URL without calculator keys', () => {
    expect(inputsFromQuery('')).toBeUndefined();
    expect(inputsFromQuery('?utm_source=fb')).toBeUndefined();
  });

  it('fills missing keys with the defaults and cuts pasted junk', () => {
    expect(inputsFromQuery('?years=30')).toEqual({ ...DEFAULT_FORM, durationYears: '30' });
    expect(inputsFromQuery(`?monthly=${'9'.repeat(40)}`)?.monthlyAmount).toHaveLength(24);
  });

  it('drops only the calculator keys on reset', () => {
    expect(queryWithoutInputs('?initial=1&monthly=500&years=2&utm_source=x')).toBe('?utm_source=x');
    expect(queryWithoutInputs('?initial=1&monthly=500&years=2')).toBe('');
  });

  it('turns empty fields into NaN, never zero, and always asks for the portfolio', () => {
    const request = requestFromInputs({
      initialInvestment: '',
      monthlyAmount: ' 500 ',
      durationYears: 'x',
    });
    expect(request.initialInvestment).toBeNaN();
    expect(request.monthlyAmount).toBe(500);
    expect(request.durationYears).toBeNaN();
    expect(request.usePortfolio).toBe(true);
  });
});
