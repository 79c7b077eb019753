import { describe, expect, it } from 'vitest';
import { smsDateText } from './sms-date-text';

describe('smsDateText', () => {
  it('reads the instant in Tbilisi time, crossing midnight', () => {
    expect(smsDateText(new Date('2026-10-31T21:30:00Z'), 'ka')).toEqual({
      day: 1,
      monthNominative: 'ნოემბერი',
      monthDative: 'ნოემბერს',
      time: '01:30',
    });
  });

  it('forms the Georgian dative of months ending in a vowel other than ი', () => {
    expect(smsDateText(new Date('2026-08-05T08:00:00Z'), 'ka').monthDative).toBe('აგვისტოს');
    expect(smsDateText(new Date('2026-05-05T08:00:00Z'), 'ka').monthDative).toBe('მაისს');
  });

  it('writes English month names and a 24-hour time', () => {
    expect(smsDateText(new Date('2026-03-09T05:05:00Z'), 'en')).toEqual({
      day: 9,
      monthNominative: 'March',
      monthDative: 'March',
      time: '09:05',
    });
  });
});
