import { describe, expect, it } from 'vitest';
import { fieldCodes, withoutField } from './field-errors';

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
