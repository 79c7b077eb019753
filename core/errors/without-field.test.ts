import { describe, expect, it } from 'vitest';
import { withoutField } from './without-field';

describe('withoutField', () => {
  it('drops only the edited field', () => {
    const errors = { firstName: 'name.required', email: 'email.invalid' } as const;
    expect(withoutField(errors, 'firstName')).toEqual({ email: 'email.invalid' });
    expect(withoutField<string>(errors, 'lastName')).toEqual(errors);
  });
});
