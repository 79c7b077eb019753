import { describe, expect, it } from 'vitest';
import { fieldCodes } from './field-errors';

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
