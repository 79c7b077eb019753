import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { nationalNumber, parseGeorgianPhone, phoneSchema, toSmsRecipient } from './georgian-phone';

const parsed = (input: string) => parseGeorgianPhone(input)._unsafeUnwrap();
const code = (input: string) => parseGeorgianPhone(input)._unsafeUnwrapErr().type;

describe('parseGeorgianPhone', () => {
  it.each([
    '555123456',
    '+995555123456',
    '995555123456',
    '00995555123456',
    '0555123456',
    '555 12 34 56',
    '+995 555 123 456',
    '+995-555-12-34-56',
    '(555) 12.34.56',
    ' +995 (555) 123-456 ',
    '+995\u00a0555\u00a0123\u00a0456',
  ])('normalises %j to E.164', (input) => {
    expect(parsed(input)).toBe('+995555123456');
  });

  it('reports an empty or blank input as required', () => {
    expect(code('')).toBe('phone.required');
    expect(code('  - ')).toBe('phone.required');
  });

  it('reports letters and stray plus signs as not digits only', () => {
    expect(code('555abc456')).toBe('phone.digits_only');
    expect(code('555+123456')).toBe('phone.digits_only');
    expect(code('٥٥٥١٢٣٤٥٦')).toBe('phone.digits_only');
  });

  it('rejects other countries', () => {
    expect(code('+1 555 123 4567')).toBe('phone.not_georgian');
    expect(code('0044555123456')).toBe('phone.not_georgian');
  });

  it('requires nine national digits', () => {
    expect(code('55512345')).toBe('phone.must_be_9_digits');
    expect(code('5551234567')).toBe('phone.must_be_9_digits');
    expect(code('+99555512345')).toBe('phone.must_be_9_digits');
  });

  it('requires a mobile number starting with 5', () => {
    expect(code('322123456')).toBe('phone.must_start_with_5');
    expect(code('+995322123456')).toBe('phone.must_start_with_5');
  });

  it('accepts every prefix of the spec list and the allocated ranges beyond it', () => {
    const specList = ['551', '555', '557', '558', '568', '577', '591', '592', '593', '595'];
    const more = [
      '596',
      '597',
      '598',
      '599',
      '514',
      '544',
      '574',
      '570',
      '571',
      '550',
      '559',
      '579',
    ];
    for (const prefix of [...specList, ...more]) {
      expect(parseGeorgianPhone(`${prefix}123456`).isOk(), prefix).toBe(true);
    }
  });

  it('rejects unallocated prefixes, including 594 which the spec excludes', () => {
    for (const prefix of ['594', '501', '560', '590', '510']) {
      expect(code(`${prefix}123456`), prefix).toBe('phone.invalid_prefix');
    }
  });
});

describe('phone helpers', () => {
  const phone = parsed('599 12 34 56');

  it('gives the national number and the SMS recipient', () => {
    expect(nationalNumber(phone)).toBe('599123456');
    expect(toSmsRecipient(phone)).toBe('995599123456');
  });
});

describe('phoneSchema', () => {
  it('outputs the E.164 value', () => {
    expect(v.parse(phoneSchema, '555 123 456')).toBe('+995555123456');
  });

  it('reports the field code as the issue message', () => {
    const result = v.safeParse(phoneSchema, '12345');
    expect(result.issues?.[0]?.message).toBe('phone.must_be_9_digits');
    expect(v.safeParse(phoneSchema, 42).issues?.[0]?.message).toBe('phone.required');
  });
});
