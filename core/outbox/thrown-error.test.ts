import { describe, expect, it } from 'vitest';
import { thrownErrorDetail } from './thrown-error';

describe('thrownErrorDetail', () => {
  it("keeps a thrown error's class and message", () => {
    expect(thrownErrorDetail(new TypeError('boom'))).toBe('TypeError: boom');
    const reading = new TypeError("Cannot read properties of undefined (reading 'x')");
    expect(thrownErrorDetail(reading)).toBe(
      "TypeError: Cannot read properties of undefined (reading 'x')",
    );
    expect(thrownErrorDetail(new RangeError(''))).toBe('RangeError');
  });

  it('masks e-mail addresses and phone numbers the message quotes', () => {
    const error = new Error('no column for nino.beridze@example.ge / +995 555 12 34 56 in row 7');
    expect(thrownErrorDetail(error)).toBe('Error: no column for [e-mail] / [phone] in row 7');
  });

  it('puts the text on one line and cuts it to 200 characters, masking before the cut', () => {
    const long = new Error(`${'x'.repeat(180)} nino.beridze@example.ge\nand more`);
    const detail = thrownErrorDetail(long);
    expect([...detail]).toHaveLength(200);
    expect(detail).toMatch(/^Error: x+ \[e-mail] an…$/);
    expect(detail).not.toContain('nino');
  });

  it('names what was thrown when it is not an error', () => {
    expect(thrownErrorDetail('sent to 555123456 failed')).toBe('string: sent to [phone] failed');
    expect(thrownErrorDetail(undefined)).toBe('undefined');
    expect(thrownErrorDetail({ email: 'nino@example.ge' })).toBe('object');
  });
});
