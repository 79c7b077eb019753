import { describe, expect, it } from 'vitest';
import { refusalOf } from './refusal';

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
