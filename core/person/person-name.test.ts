import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fullNameSchema, personNameSchema } from './person-name';

const name = (input: unknown) => v.parse(personNameSchema, input);
const nameCode = (input: unknown) => v.safeParse(personNameSchema, input).issues?.[0]?.message;

describe('first and last names (personNameSchema)', () => {
  it.each([
    ['  Nino ', 'Nino'],
    ['ნინო', 'ნინო'],
    ['Mary  Ann', 'Mary Ann'],
    ["O'Brien", "O'Brien"],
    ['O’Brien', 'O’Brien'],
    ['Jean-Luc', 'Jean-Luc'],
    ['Zoë', 'Zoë'],
    ['Zoe\u0308', 'Zoë'],
    ['ᲜᲘᲜᲝ', 'ᲜᲘᲜᲝ'],
    ['Al', 'Al'],
  ])('accepts %j as %j', (input, expected) => {
    expect(name(input)).toBe(expected);
  });

  it('requires a value', () => {
    expect(nameCode('')).toBe('name.required');
    expect(nameCode('   ')).toBe('name.required');
  });

  it('enforces 2 to 50 characters', () => {
    expect(nameCode('A')).toBe('name.too_short');
    expect(nameCode('ნ')).toBe('name.too_short');
    expect(name('ნ'.repeat(50))).toBe('ნ'.repeat(50));
    expect(nameCode('ნ'.repeat(51))).toBe('name.too_long');
  });

  it.each([
    'R2D2',
    'Nino!',
    'Иван',
    'Nino <b>',
    '-Nino',
    "'Nino",
    '=cmd',
    'Ni\u0301\u0301no',
    '李雷',
  ])('rejects the characters of %j', (input) => {
    expect(nameCode(input)).toBe('name.invalid_characters');
  });
});

describe('the webinar full name (fullNameSchema)', () => {
  const fullName = (input: unknown) => {
    const result = v.safeParse(fullNameSchema, input);
    return result.success ? result.output : result.issues[0].message;
  };

  it('accepts up to 100 characters', () => {
    expect(fullName(' ნინო  ბერიძე ')).toBe('ნინო ბერიძე');
    expect(fullName('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('reports its own codes', () => {
    expect(fullName('')).toBe('full_name.required');
    expect(fullName('a')).toBe('full_name.too_short');
    expect(fullName('a'.repeat(101))).toBe('full_name.too_long');
    expect(fullName('Nino 2')).toBe('full_name.invalid_characters');
  });
});

describe('name schemas', () => {
  it('report field codes', () => {
    expect(v.parse(personNameSchema, ' Nino ')).toBe('Nino');
    expect(v.safeParse(personNameSchema, 'N').issues?.[0]?.message).toBe('name.too_short');
    expect(v.safeParse(personNameSchema, null).issues?.[0]?.message).toBe('name.required');
    expect(v.safeParse(fullNameSchema, undefined).issues?.[0]?.message).toBe('full_name.required');
  });
});
