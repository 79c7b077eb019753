import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language/languages';
import { renderSms } from './sms-templates';

/** UCS-2 holds 70 characters in one segment (docs/messaging.md "SMS"). */
const SEGMENT = 70;
const NAMES = ['', 'ნინო', 'ალექსანდრე-მარიამ', 'Maximiliano-Alejandro', 'ქეთევან'.repeat(6)];
const TEMPLATES = [
  'webinar_confirmation',
  'webinar_reminder_day',
  'webinar_reminder_hour',
  'webinar_scheduled',
] as const;
const DAY_MS = 86_400_000;

/** Every Tbilisi calendar day of a leap year, at the times of day that print differently. */
function everyDateShape(): Date[] {
  const dates: Date[] = [];
  const yearStart = Date.UTC(2028, 0, 1) - 4 * 3_600_000;
  for (let day = 0; day < 366; day += 1) {
    for (const minutes of [0, 9 * 60 + 5, 12 * 60, 23 * 60 + 59]) {
      dates.push(new Date(yearStart + day * DAY_MS + minutes * 60_000));
    }
  }
  return dates;
}

describe('webinar session SMS', () => {
  it.each(
    TEMPLATES.flatMap((template) => LANGUAGES.map((language) => [template, language] as const)),
  )('%s in %s stays one segment for every date shape and name', (template, language) => {
    for (const date of everyDateShape()) {
      for (const firstName of NAMES) {
        const text = renderSms(template, language, { firstName, date });
        expect(text.length, text).toBeLessThanOrEqual(SEGMENT);
      }
    }
  });

  it('names the date and time on the Tbilisi clock', () => {
    const start = new Date('2026-12-02T16:00:00Z');
    expect(renderSms('webinar_confirmation', 'ka', { firstName: 'ნინო', date: start })).toBe(
      'ნინო, ვებინარზე რეგისტრაცია დადასტურდა: 2 დეკემბერი, 20:00.',
    );
    expect(renderSms('webinar_reminder_day', 'ka', { date: start })).toBe(
      'გახსენებთ: ვებინარი 2 დეკემბერს, 20:00-ზე დაიწყება.',
    );
    expect(renderSms('webinar_reminder_hour', 'ka', { firstName: 'ნინო', date: start })).toBe(
      'ნინო, ვებინარი ერთ საათში, 20:00-ზე იწყება. გელოდებით!',
    );
    expect(renderSms('webinar_reminder_day', 'en', { firstName: 'Nino', date: start })).toBe(
      'Nino, reminder: the webinar is on December 2 at 20:00.',
    );
    expect(renderSms('webinar_reminder_hour', 'en', { date: start })).toBe(
      'The webinar starts in one hour, at 20:00. See you there!',
    );
  });
});
