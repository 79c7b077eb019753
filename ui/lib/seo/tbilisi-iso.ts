/** Georgia is UTC+4 all year (docs/site.md "SEO"), so the offset is a constant. */
const OFFSET_MS = 4 * 60 * 60 * 1000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An instant as ISO 8601 in Asia/Tbilisi with its offset, e.g. `2026-12-02T20:00:00+04:00` (docs/site.md "SEO" JSON-LD). */
export function tbilisiIsoDateTime(at: Date): string {
  const local = new Date(at.getTime() + OFFSET_MS);
  const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  return `${date}T${time}+04:00`;
}

/** The Tbilisi calendar date of an instant, `YYYY-MM-DD` (for `priceValidUntil`). */
export function tbilisiIsoDate(at: Date): string {
  return tbilisiIsoDateTime(at).slice(0, 10);
}
