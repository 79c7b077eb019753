import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language/languages';
import { renderSms, SMS_TEMPLATE_IDS } from './sms-templates';

/** One UCS-2 SMS segment: every message must fit it (docs/messaging.md). */
const SMS_SEGMENT_CHARS = 70;

/** 12 September 2026, 20:00 in Tbilisi (UTC+4). */
const SEPTEMBER_EVENING = new Date('2026-09-12T16:00:00Z');

/** Long but real first names, and a few far past any real one. */
const LONG_NAMES = [
  'კონსტანტინე',
  'ალექსანდრე',
  'ელისაბედი',
  'ანასტასია',
  'ვახტანგ-ალექსანდრე',
  'მარიამ-ელისაბედ სოფიო',
  'Konstantine',
  'Maximilian-Alexander',
  'ნაბუქოდონოსორ'.repeat(5),
];

/** Whether every UTF-16 unit is a BMP character (no surrogates): what one UCS-2 segment can carry. */
const isUcs2 = (text: string) => ![...text].some((character) => character.length > 1);

describe('renderSms', () => {
  it('writes the webinar confirmation in natural Georgian with the Tbilisi time', () => {
    expect(
      renderSms('webinar_confirmation', 'ka', { firstName: 'ნინო', date: SEPTEMBER_EVENING }),
    ).toBe('ნინო, ვებინარზე რეგისტრაცია დადასტურდა: 12 სექტემბერი, 20:00.');
  });

  it('writes the webinar confirmation in English', () => {
    expect(
      renderSms('webinar_confirmation', 'en', { firstName: 'Nino', date: SEPTEMBER_EVENING }),
    ).toBe('Nino, your webinar seat is booked: September 12, 20:00.');
  });

  it('names the day course access opens, in the Georgian dative', () => {
    expect(
      renderSms('purchase_confirmation', 'ka', { firstName: 'გიორგი', date: SEPTEMBER_EVENING }),
    ).toBe('გიორგი, გადახდა მიღებულია. კურსზე წვდომა 12 სექტემბერს გაიხსნება.');
    expect(renderSms('purchase_confirmation', 'en', { date: SEPTEMBER_EVENING })).toBe(
      'Payment received. Course access opens on September 12.',
    );
  });

  it('leaves the greeting out without a name and the date out without a date', () => {
    // Without a session none is booked: the text promises only the date, by SMS.
    expect(renderSms('webinar_confirmation', 'en', { firstName: '  ' })).toBe(
      'Thank you! We will text you the next webinar date.',
    );
    expect(renderSms('webinar_confirmation', 'ka', {})).toBe(
      'მიღებულია! შემდეგი ვებინარის თარიღს SMS-ით შეგატყობინებთ.',
    );
    expect(renderSms('purchase_confirmation', 'ka', { firstName: 'ლევანი' })).toBe(
      'ლევანი, გადახდა მიღებულია. კურსზე წვდომა 24 საათში გაიხსნება.',
    );
  });

  it('keeps a real long Georgian first name whole', () => {
    const text = renderSms('webinar_confirmation', 'ka', {
      firstName: 'კონსტანტინე',
      date: new Date('2026-11-30T16:00:00Z'),
    });
    expect(text.startsWith('კონსტანტინე, ')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(SMS_SEGMENT_CHARS);
  });

  it('cuts a name that does not fit and marks the cut', () => {
    const text = renderSms('webinar_confirmation', 'ka', {
      firstName: 'ნაბუქოდონოსორ'.repeat(5),
      date: SEPTEMBER_EVENING,
    });
    expect(text).toMatch(/^ნაბუქოდ[^,]*…, ვებინარზე/);
    expect(text).toHaveLength(SMS_SEGMENT_CHARS);
  });

  it.each(
    SMS_TEMPLATE_IDS.flatMap((template) =>
      LANGUAGES.flatMap((language) =>
        LONG_NAMES.map((name) => [template, language, name] as const),
      ),
    ),
  )('%s in %s fits one UCS-2 segment for %s', (template, language, firstName) => {
    for (const month of ['2026-09-30T19:59:00Z', '2026-02-28T06:05:00Z', '2026-12-31T20:30:00Z']) {
      const text = renderSms(template, language, { firstName, date: new Date(month) });
      expect(text.length).toBeLessThanOrEqual(SMS_SEGMENT_CHARS);
      expect(isUcs2(text)).toBe(true);
    }
  });

  it('never exceeds one segment, whatever the name and date (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SMS_TEMPLATE_IDS),
        fc.constantFrom(...LANGUAGES),
        fc.string({ unit: 'grapheme', maxLength: 120 }),
        fc.option(
          fc.date({
            min: new Date('2000-01-01'),
            max: new Date('2100-01-01'),
            noInvalidDate: true,
          }),
        ),
        (template, language, firstName, date) => {
          const params = date === null ? { firstName } : { firstName, date };
          const text = renderSms(template, language, params);
          expect(text.length).toBeLessThanOrEqual(SMS_SEGMENT_CHARS);
        },
      ),
    );
  });
});
