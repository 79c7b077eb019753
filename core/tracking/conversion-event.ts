/** The conversion types sent to ad platforms (docs/messaging.md "Conversions"). */
export const CONVERSION_TYPES = ['Lead', 'Purchase', 'InitiateCheckout'] as const;

/** One conversion type. */
export type ConversionType = (typeof CONVERSION_TYPES)[number];
