/** A widget message we act on (docs/integrations.md "Calendly", "postMessage events"). */
export type CalendlyMessage =
  | { readonly kind: 'ready' }
  | { readonly kind: 'height'; readonly px: number }
  | { readonly kind: 'scheduled'; readonly eventUri: string; readonly inviteeUri: string }
  | { readonly kind: 'other'; readonly event: string };

/** Event names that mean the widget has drawn something, so the loader can go. */
const READY_EVENTS = new Set([
  'calendly.profile_page_viewed',
  'calendly.event_type_viewed',
  'calendly.date_and_time_selected',
]);

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

const uriOf = (value: unknown): string => {
  const uri = record(value)?.uri;
  return typeof uri === 'string' ? uri : '';
};

/**
 * Reads one `message` event: only from the configured Calendly origin and only with a
 * `calendly.`-prefixed event name; anything else is `undefined` and ignored.
 */
export function readCalendlyMessage(
  origin: string,
  data: unknown,
  allowedOrigin: string,
): CalendlyMessage | undefined {
  if (origin !== allowedOrigin) return undefined;
  const message = record(data);
  const event = message?.event;
  if (typeof event !== 'string' || !event.startsWith('calendly.')) return undefined;
  const payload = record(message?.payload);
  if (READY_EVENTS.has(event)) return { kind: 'ready' };
  if (event === 'calendly.page_height') {
    const px = Number.parseFloat(String(payload?.height ?? ''));
    return Number.isFinite(px) && px > 0 ? { kind: 'height', px } : { kind: 'ready' };
  }
  if (event === 'calendly.event_scheduled') {
    const eventUri = uriOf(payload?.event);
    return eventUri === ''
      ? undefined
      : { kind: 'scheduled', eventUri, inviteeUri: uriOf(payload?.invitee) };
  }
  return { kind: 'other', event };
}
