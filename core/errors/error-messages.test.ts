import { describe, expect, it } from 'vitest';
import en from '../../locales/en/errors.json';
import ka from '../../locales/ka/errors.json';
import { ERROR_CODES } from './error-codes';

/** Flattens nested i18next keys (`{ phone: { required } }` → `phone.required`). */
function flatten(messages: object, prefix = ''): Map<string, unknown> {
  return new Map(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? [...flatten(value, `${prefix}${key}.`)]
        : [[`${prefix}${key}`, value] as const],
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const catalogues = { en: flatten(en), ka: flatten(ka) };

describe('errors.json', () => {
  it('has the same keys in both languages, exactly the catalogue codes', () => {
    const codes = [...ERROR_CODES].sort();
    expect([...catalogues.en.keys()].sort()).toEqual(codes);
    expect([...catalogues.ka.keys()].sort()).toEqual(codes);
  });

  it.each(ERROR_CODES)('has a non-empty message for %s in both languages', (code) => {
    const english = catalogues.en.get(code);
    const georgian = catalogues.ka.get(code);
    expect(typeof english === 'string' && english.trim() !== '').toBe(true);
    expect(typeof georgian === 'string' && georgian.trim() !== '').toBe(true);
    expect(placeholders(String(georgian))).toEqual(placeholders(String(english)));
  });

  it('writes Georgian in Mkhedruli, never in Mtavruli capitals', () => {
    for (const message of catalogues.ka.values()) {
      expect(String(message)).toMatch(/[\u10d0-\u10ff]/);
      expect(String(message)).not.toMatch(/[\u1c90-\u1cbf]/);
    }
  });

  it('keeps codes unique', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
