import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvRecord, UTF8_BOM } from './csv';

const FORMULA_CHARACTERS = ['=', '+', '-', '@', '\t', '\r'];

// Any valid Unicode text, and text built from the characters that matter to CSV and Excel.
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(...FORMULA_CHARACTERS, '\n', '"', ',', "'", ' ', 'ნ', 'ო', 'a', '1'),
    maxLength: 20,
  }),
);

// A record on its own has no byte order mark, so a value starting with U+FEFF must stay intact.
const parsed = (csv: string, bom = false): string[][] => parse(csv, { bom });

describe('csvCell', () => {
  it('round-trips any text through a real CSV parser, modulo the guard apostrophe', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        const [row] = parsed(csvRecord([a, b]));
        const expected = [a, b].map((v) => (FORMULA_CHARACTERS.includes(v[0] ?? '') ? `'${v}` : v));
        expect(row).toEqual(expected);
      }),
    );
  });

  it('never yields a field whose value starts with a formula character', () => {
    fc.assert(
      fc.property(text, (value) => {
        const [[field]] = parsed(csvRecord([value, 'x'])) as [[string]];
        expect(FORMULA_CHARACTERS).not.toContain(field[0]);
      }),
    );
  });

  it('guards formulas and phone numbers, quotes separators, keeps Georgian as it is', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+995555123456')).toBe("'+995555123456");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('ნინო ბერიძე')).toBe('ნინო ბერიძე');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('')).toBe('');
  });
});

describe('csvDocument', () => {
  it('starts with the byte order mark and ends every record with CRLF', () => {
    const csv = csvDocument(['name', 'city'], [['ნინო', null]]);
    expect(csv).toBe(`${UTF8_BOM}name,city\r\nნინო,\r\n`);
    expect(parsed(csv, true)).toEqual([
      ['name', 'city'],
      ['ნინო', ''],
    ]);
  });
});
