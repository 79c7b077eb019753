/** A flat event payload as sent to analytics. */
export type EventData = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * A stable identity for "the same event": its name plus its data with keys sorted, so `{a, b}` and
 * `{b, a}` match. Undefined fields are left out, as JSON would drop them.
 */
export function eventFingerprint(name: string, data: EventData = {}): string {
  const entries = Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
  return JSON.stringify([name, entries]);
}
