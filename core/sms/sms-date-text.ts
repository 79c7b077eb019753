import type { Language } from '../language/languages';
import { MONTH_NAMES } from '../language/month-names';
import { tbilisiCalendarDay, tbilisiClock } from '../time/tbilisi-time';

/** The pieces of an instant an SMS mentions, on the Tbilisi clock (core/time/tbilisi-time.ts). */
export interface SmsWhen {
  readonly day: number;
  /** Month as written in a date: ka `სექტემბერი`, en `September`. */
  readonly monthNominative: string;
  /** Georgian dative for "starts on …" (`სექტემბერს`); English repeats the plain name. */
  readonly monthDative: string;
  /** 24-hour `HH:MM`, the way times are written in Georgia. */
  readonly time: string;
}

/** Georgian dative: a final ი gives way to ს (მაისი → მაისს), a final vowel takes ს (აგვისტო → აგვისტოს). */
function georgianDative(nominative: string): string {
  return nominative.endsWith('ი') ? `${nominative.slice(0, -1)}ს` : `${nominative}ს`;
}

/** Day, month and time of an instant as Tbilisi sees it, in the message's language. */
export function smsDateText(at: Date, language: Language): SmsWhen {
  const { month, day } = tbilisiCalendarDay(at);
  const time = tbilisiClock(at);
  const name = MONTH_NAMES[language][month - 1] ?? '';
  return {
    day,
    monthNominative: name,
    monthDative: language === 'ka' ? georgianDative(name) : name,
    time,
  };
}
