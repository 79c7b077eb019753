import { err, ok } from 'neverthrow';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { domainError } from './domain-error';
import { isErrorCode } from './error-codes';
import { schemaFromParser } from './schema-from-parser';
import { validationError } from './validation-error';

describe('isErrorCode', () => {
  it('recognises catalogue codes only', () => {
    expect(isErrorCode('PRICE_ZERO')).toBe(true);
    expect(isErrorCode('phone.invalid_prefix')).toBe(true);
    expect(isErrorCode('price_zero')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe('validationError', () => {
  it('carries its field/reason pairs', () => {
    expect(validationError([{ field: 'email', reason: 'email.invalid' }])).toEqual({
      type: 'VALIDATION_ERROR',
      issues: [{ field: 'email', reason: 'email.invalid' }],
    });
  });
});

describe('schemaFromParser', () => {
  const schema = schemaFromParser(
    (input) => (input === 'yes' ? ok(1) : err(domainError('email.invalid'))),
    'email.required',
  );

  it('outputs the parsed value and reports codes as issue messages', () => {
    expect(v.parse(schema, 'yes')).toBe(1);
    expect(v.safeParse(schema, 'no').issues?.map((issue) => issue.message)).toEqual([
      'email.invalid',
    ]);
    expect(v.safeParse(schema, 7).issues?.map((issue) => issue.message)).toEqual([
      'email.required',
    ]);
  });
});
