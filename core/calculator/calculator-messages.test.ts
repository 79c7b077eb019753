import { describe, expect, it } from 'vitest';
import en from '../../locales/en/errors.json';
import ka from '../../locales/ka/errors.json';

describe('calculator messages (docs/calculator.md "Inputs and limits")', () => {
  it('keeps the spec’s English wording where the spec gives it', () => {
    expect(en.calculator).toMatchObject({
      monthly_below_minimum: 'Investment amount must be at least 50 GEL per month',
      monthly_above_maximum: 'Investment amount cannot exceed 1000000 GEL per month',
      initial_negative: 'Initial investment cannot be negative',
      duration_not_whole: 'Investment duration must be a whole number of years',
      single_fund_deprecated:
        'Single fund mode is deprecated. Use portfolio mode with usePortfolio=true',
      fund_not_found: 'Index fund with ID {{id}} not found',
      unknown_error: 'An unknown error occurred',
    });
  });

  it('has a Georgian message for every calculator code', () => {
    expect(Object.keys(ka.calculator).sort()).toEqual(Object.keys(en.calculator).sort());
  });
});
