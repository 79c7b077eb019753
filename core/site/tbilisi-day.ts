/** Tbilisi's offset from UTC: +4 all year, no daylight saving (docs/integrations.md "Georgian mobile numbers"). */
const TBILISI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** The Tbilisi calendar day of an instant, `YYYY-MM-DD`. */
export function tbilisiDay(instant: Date): string {
  return new Date(instant.getTime() + TBILISI_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant on Tbilisi's wall clock to the minute, `YYYY-MM-DD HH:MM` (operator messages). */
export function tbilisiMinute(instant: Date): string {
  const iso = new Date(instant.getTime() + TBILISI_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}
