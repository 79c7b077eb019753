import { describe, expect, it } from 'vitest';
import { fieldCodes, refusalOf, withoutField } from './refusal';

describe('refusalOf', () => {
  it('reads a code and the well-formed issues of a rejection', () => {
    const error = {
      code: 'VALIDATION_ERROR',
      issues: [{ field: 'email', code: 'email.invalid' }, { field: 3 }, 'x'],
    };
    expect(refusalOf(error, 'CHECKOUT_INITIATION_FAILED')).toEqual({
      code: 'VALIDATION_ERROR',
      issues: [{ field: 'email', code: 'email.invalid' }],
    });
  });

  it('turns anything else that was thrown into the fallback code', () => {
    expect(refusalOf(new TypeError('boom'), 'CHECKOUT_INITIATION_FAILED')).toEqual({
      code: 'CHECKOUT_INITIATION_FAILED',
      issues: [],
    });
    expect(refusalOf(undefined, 'VALIDATION_ERROR').code).toBe('VALIDATION_ERROR');
  });
});

describe('fieldCodes', () => {
  it('keeps the first known code of each shown field', () => {
    const issues = [
      { field: 'email', code: 'email.invalid' },
      { field: 'email', code: 'email.required' },
      { field: 'language', code: 'VALIDATION_ERROR' },
      { field: 'phoneNumber', code: 'not-a-code' },
    ];
    expect(fieldCodes(['email', 'phoneNumber'] as const, issues)).toEqual({
      email: 'email.invalid',
    });
  });
});

describe('withoutField', () => {
  it('drops only the edited field', () => {
    const errors = { firstName: 'name.required', email: 'email.invalid' } as const;
    expect(withoutField(errors, 'firstName')).toEqual({ email: 'email.invalid' });
    expect(withoutField<string>(errors, 'lastName')).toEqual(errors);
  });
});
