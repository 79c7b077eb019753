import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../shared/domain-error';
import { CONVERSION_TYPES, type ConversionEvent, type ConversionType } from './conversion-event';

/** Why a conversion was refused (docs/validation.md "Money and business rules", docs/validation.md "Error codes"). */
export type ConversionErrorCode =
  | 'UNKNOWN_CONVERSION_TYPE'
  | 'PURCHASE_TRANSACTION_ID_REQUIRED'
  | 'PURCHASE_VALUE_NOT_POSITIVE'
  | 'CONVERSION_VALUE_INVALID';

/** A refused conversion; `UNKNOWN_CONVERSION_TYPE` carries the `type` it got. */
export type ConversionError = DomainError<ConversionErrorCode>;

/** An unchecked conversion, as a caller assembles it. */
export interface ConversionInput {
  readonly type: string;
  readonly value: number;
  readonly transactionId?: string;
  readonly eventId: string;
  readonly userData?: ConversionEvent['userData'];
}

function isConversionType(type: string): type is ConversionType {
  return (CONVERSION_TYPES as readonly string[]).includes(type);
}

/**
 * Checks a conversion (docs/validation.md "Money and business rules", docs/validation.md "Error codes"): the type is known; the value is a finite, non-negative number;
 * a Purchase has a non-blank transaction id and a positive value. Currency is always GEL.
 */
export function validateConversion(
  input: ConversionInput,
): Result<ConversionEvent, ConversionError> {
  const { type, value, transactionId, eventId, userData } = input;
  if (!isConversionType(type)) return err(domainError('UNKNOWN_CONVERSION_TYPE', { type }));
  if (!Number.isFinite(value) || value < 0) return err(domainError('CONVERSION_VALUE_INVALID'));
  if (type === 'Purchase') {
    if (transactionId === undefined || transactionId.trim() === '') {
      return err(domainError('PURCHASE_TRANSACTION_ID_REQUIRED'));
    }
    if (value <= 0) return err(domainError('PURCHASE_VALUE_NOT_POSITIVE'));
  }
  return ok({
    type,
    value,
    currency: 'GEL',
    eventId,
    ...(transactionId === undefined ? {} : { transactionId }),
    ...(userData === undefined ? {} : { userData }),
  });
}
