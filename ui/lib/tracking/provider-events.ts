import type { EventData } from '../../../core/tracking/event-fingerprint';
import type { AnalyticsEventName } from './analytics-event-name';
import { META_EVENTS } from './meta-events';

/** One Meta pixel call: `fbq(command, event, params, eventId ? { eventID } : undefined)`. */
export interface MetaCall {
  readonly command: 'track' | 'trackCustom';
  readonly event: string;
  readonly params: EventData;
  readonly eventId?: string;
}

/** One GA4 call: `gtag('event', event, params)`. */
export interface Ga4Call {
  readonly event: string;
  readonly params: EventData;
}

/** GA4 recommended names where they exist (docs/integrations.md "Meta Conversions API"); the spec's name otherwise. */
const GA4_EVENTS: Partial<Readonly<Record<AnalyticsEventName, string>>> = {
  lead: 'generate_lead',
};

/** Money events are in lari (docs/messaging.md "Analytics events": default currency GEL). */
const CURRENCY = 'GEL';

/** Events that carry a value in lari. */
function isMoneyEvent(name: AnalyticsEventName): boolean {
  return name === 'purchase' || name === 'begin_checkout';
}

function withoutKey(data: EventData, key: string): EventData {
  const { [key]: _dropped, ...rest } = data;
  return rest;
}

/**
 * The id the platform uses to merge the browser and server copies of one conversion: an explicit
 * `event_id`, else a purchase's `transaction_id` (docs/integrations.md "Meta Conversions API").
 */
export function conversionEventId(name: AnalyticsEventName, data: EventData): string | undefined {
  const explicit = data.event_id;
  if (typeof explicit === 'string' && explicit !== '') return explicit;
  const transaction = data.transaction_id;
  return name === 'purchase' && typeof transaction === 'string' ? transaction : undefined;
}

/** The Meta pixel call for a spec event. */
export function metaCallFor(name: AnalyticsEventName, data: EventData): MetaCall {
  const [command, event] = META_EVENTS[name];
  const eventId = conversionEventId(name, data);
  const base = withoutKey(data, 'event_id');
  const params: EventData =
    name === 'page_view' ? {} : isMoneyEvent(name) ? { ...base, currency: CURRENCY } : base;
  return { command, event, params, ...(eventId === undefined ? {} : { eventId }) };
}

/** The GA4 call for a spec event; `generate_lead` carries the lead's source as `lead_source`. */
export function ga4CallFor(name: AnalyticsEventName, data: EventData): Ga4Call {
  const event = GA4_EVENTS[name] ?? name;
  const params = withoutKey(data, 'event_id');
  if (isMoneyEvent(name)) return { event, params: { ...params, currency: CURRENCY } };
  if (name === 'lead' && params.source !== undefined) {
    return { event, params: { ...params, lead_source: params.source } };
  }
  return { event, params };
}

/** LinkedIn conversion ids per spec event; only conversions are sent there, when configured. */
export interface LinkedInConversionIds {
  readonly lead: string | undefined;
  readonly purchase: string | undefined;
}

/** The LinkedIn conversion for a spec event, or undefined when it is not a configured conversion. */
export function linkedInConversionFor(
  name: AnalyticsEventName,
  data: EventData,
  ids: LinkedInConversionIds,
): { readonly conversion_id: number; readonly event_id?: string } | undefined {
  const id = name === 'lead' ? ids.lead : name === 'purchase' ? ids.purchase : undefined;
  if (id === undefined) return undefined;
  const eventId = conversionEventId(name, data);
  return { conversion_id: Number(id), ...(eventId === undefined ? {} : { event_id: eventId }) };
}
