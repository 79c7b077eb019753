/** The conversion types sent to ad platforms (docs/messaging.md "Conversions"). */
export const CONVERSION_TYPES = ['Lead', 'Purchase', 'InitiateCheckout'] as const;

/** One conversion type. */
export type ConversionType = (typeof CONVERSION_TYPES)[number];

/** Optional buyer facts for matching; adapters normalise and hash them before sending. */
export interface ConversionUserData {
  readonly email?: string;
  readonly phone?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

/**
 * A validated conversion. `value` is in lari (what ad platforms expect, not tetri); `eventId` lets the
 * browser and server copies be de-duplicated by the platform (docs/integrations.md "Meta Conversions API").
 */
export interface ConversionEvent {
  readonly type: ConversionType;
  readonly value: number;
  readonly currency: 'GEL';
  readonly transactionId?: string;
  readonly eventId: string;
  readonly userData?: ConversionUserData;
}
