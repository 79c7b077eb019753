import { CONVERSION_TYPES, type ConversionType } from './conversion-event';

/** Why a conversion is refused (docs/messaging.md, error codes in docs/validation.md). */
export type ConversionErrorCode =
  | 'UNKNOWN_CONVERSION_TYPE'
  | 'PURCHASE_TRANSACTION_ID_REQUIRED'
  | 'PURCHASE_VALUE_NOT_POSITIVE'
  | 'CONVERSION_VALUE_INVALID';

/** An unchecked conversion, as a caller assembles it. */
export interface ConversionInput {
  readonly type: string;
  readonly value: number;
  readonly transactionId?: string | undefined;
}

function isConversionType(type: string): type is ConversionType {
  return (CONVERSION_TYPES as readonly string[]).includes(type);
}

/**
 * Why a conversion may not be reported, or `undefined` when it may: the type is known; the value is
 * a finite, non-negative number of lari; a Purchase has a non-blank transaction id and a positive
 * value. A plain function, no Result: the browser's first-load tracker runs it, and neverthrow would
 * only add weight there.
 */
export function conversionRefusal(input: ConversionInput): ConversionErrorCode | undefined {
  const { type, value, transactionId } = input;
  if (!isConversionType(type)) return 'UNKNOWN_CONVERSION_TYPE';
  if (!Number.isFinite(value) || value < 0) return 'CONVERSION_VALUE_INVALID';
  if (type !== 'Purchase') return undefined;
  if (transactionId === undefined || transactionId.trim() === '') {
    return 'PURCHASE_TRANSACTION_ID_REQUIRED';
  }
  return value > 0 ? undefined : 'PURCHASE_VALUE_NOT_POSITIVE';
}
