import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailSchema, parseEmail } from './email';

const code = (input: string) => parseEmail(input)._unsafeUnwrapErr().type;

describe('parseEmail', () => {
  it('trims and lowercases', () => {
    expect(parseEmail('  Nino.Beridze+course@Example.GE ')._unsafeUnwrap()).toBe(
      'nino.beridze+course@example.ge',
    );
  });

  it.each([
    'a@b.co',
    'first_last-1@sub.domain.com',
    'x@ფოსტა.გე',
    'x@my-company.ge',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %j', (input) => {
    expect(parseEmail(input).isOk()).toBe(true);
  });

  it('accepts Mtavruli domains by lowercasing them to Mkhedruli', () => {
    expect(parseEmail('x@ᲤᲝᲡᲢᲐ.გე')._unsafeUnwrap()).toBe('x@ფოსტა.გე');
  });

  it('reports blank input as required', () => {
    expect(code('')).toBe('email.required');
    expect(code('   ')).toBe('email.required');
  });

  it.each([
    'plain',
    'a@b@c.com',
    '@example.com',
    `${'a'.repeat(65)}@example.com`,
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    'a b@example.com',
    'ა@example.com',
    'a@localhost',
    'a@-example.com',
    'a@example-.com',
    'a@exa_mple.com',
    'a@example..com',
    `a@${'b'.repeat(64)}.com`,
    `a@${'abcdefghi.'.repeat(26)}com`,
    'a@example.c',
    'a@example.c0m',
    'a@example.com.',
    'a@example.჻ge',
  ])('rejects %j', (input) => {
    expect(code(input)).toBe('email.invalid');
  });
});

describe('emailSchema', () => {
  it('outputs the normalised address and reports codes', () => {
    expect(v.parse(emailSchema, ' A@B.CO ')).toBe('a@b.co');
    expect(v.safeParse(emailSchema, 'nope').issues?.[0]?.message).toBe('email.invalid');
    expect(v.safeParse(emailSchema, undefined).issues?.[0]?.message).toBe('email.required');
  });
});

it('accepts a domain of exactly 253 characters', () => {
  const domain = `${'abcdefghi.'.repeat(25)}com`;
  expect(domain).toHaveLength(253);
  expect(parseEmail(`a@${domain}`).isOk()).toBe(true);
});
