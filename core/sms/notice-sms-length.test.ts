import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language/languages';
import { renderSms } from './sms-templates';

/** One UCS-2 segment, and two of a concatenated message (67 each) (docs/messaging.md "SMS"). */
const SEGMENT = 70;
const TWO_SEGMENTS = 134;
const NAMES = ['', 'ნინო', 'ალექსანდრე-მარიამ', 'Maximiliano-Alejandro', 'ქეთევან'.repeat(6)];
/** The longest offer link the text leaves room for. */
const LONG_LINK = `https://techcareer.ge/ka/waitlist/${'x'.repeat(26)}`;

describe('refund SMS', () => {
  it('names the amount returned to the card, in both languages', () => {
    expect(renderSms('refund_receipt', 'ka', { firstName: 'ნინო', amountTetri: 250_000 })).toBe(
      'ნინო, 2500\u00a0₾ დაგიბრუნდათ ბარათზე. დეტალები ელფოსტაშია.',
    );
    expect(renderSms('refund_receipt', 'en', { amountTetri: 62_550 })).toBe(
      '₾625.50 was returned to your card. Details by e-mail.',
    );
  });

  it('stays one segment for any amount and name (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...NAMES),
        fc.integer({ min: 0, max: 99_999_999 }),
        (language, firstName, amountTetri) => {
          const text = renderSms('refund_receipt', language, { firstName, amountTetri });
          expect(text.length, text).toBeLessThanOrEqual(SEGMENT);
        },
      ),
    );
  });
});

describe('waiting-list offer SMS', () => {
  it('names the cohort, the end of the hold on the Tbilisi clock and the link', () => {
    const params = {
      cohortNumber: 4,
      date: new Date('2027-02-20T16:00:00Z'),
      link: 'https://techcareer.ge/o/abc',
    };
    expect(renderSms('waitlist_offer', 'ka', params)).toBe(
      '№4 ნაკადში ადგილი გაჩნდა. დაჯავშნეთ 20 თებერვალს, 20:00-მდე: https://techcareer.ge/o/abc',
    );
    expect(renderSms('waitlist_offer', 'en', params)).toBe(
      'A seat in cohort 4 is open. Book it by 20:00, February 20: https://techcareer.ge/o/abc',
    );
  });

  it('keeps the text before the link to one segment and the whole to two (property)', () => {
    expect(LONG_LINK).toHaveLength(60);
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.date({ min: new Date('2026-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 999 }),
        (language, date, cohortNumber) => {
          const text = renderSms('waitlist_offer', language, {
            date,
            cohortNumber,
            link: LONG_LINK,
          });
          expect(text.endsWith(`: ${LONG_LINK}`)).toBe(true);
          expect(text.length - LONG_LINK.length, text).toBeLessThanOrEqual(SEGMENT);
          expect(text.length, text).toBeLessThanOrEqual(TWO_SEGMENTS);
        },
      ),
    );
  });
});
