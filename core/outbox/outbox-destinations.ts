import { isDeliverableKind, OUTBOX_KINDS, type OutboxKind } from './outbox-kinds';

/**
 * The upstream services outbox messages go to. A circuit breaker guards each one
 * (docs/messaging.md "Circuit breaker"): the spreadsheet webhook, the SMS gateway, the ad platform,
 * the SMTP relay.
 */
export const DESTINATIONS = ['sheet', 'sms', 'conversions', 'email'] as const;

/** One upstream service. */
export type Destination = (typeof DESTINATIONS)[number];

/** The leading word of a kind. */
type KindPrefix<K extends string> = K extends `${infer Prefix}.${string}` ? Prefix : never;

/** Where each kind goes, by the word its name starts with: a kind with a new word fails to compile here. */
const DESTINATION_OF_PREFIX: { readonly [P in KindPrefix<OutboxKind>]: Destination } = {
  sheet: 'sheet',
  sms: 'sms',
  conversion: 'conversions',
  email: 'email',
};

/** The destination of a stored kind; null for a kind this release does not know. */
export function destinationOf(kind: string): Destination | null {
  if (!isDeliverableKind(kind)) return null;
  const prefix = kind.slice(0, kind.indexOf('.')) as KindPrefix<OutboxKind>;
  return DESTINATION_OF_PREFIX[prefix];
}

/** Every kind that goes to `destination`. */
export function kindsOf(destination: Destination): OutboxKind[] {
  return OUTBOX_KINDS.filter((kind) => destinationOf(kind) === destination);
}

/**
 * Kinds delivered at most once (docs/messaging.md "SMS: at most once"): the SMS gateway has no
 * idempotency key; every other destination, e-mail included (a repeat keeps its `Message-ID`),
 * dedupes a repeat by the message's key.
 */
export function isAtMostOnce(kind: string): boolean {
  return destinationOf(kind) === 'sms';
}
