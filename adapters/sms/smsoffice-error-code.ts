import { domainError } from '../../core/errors/domain-error';
import type { SmsSendError } from '../../core/ports/sms-sender';

/** smsoffice.ge codes where the numbers themselves are the problem (docs/integrations.md "smsoffice.ge"). */
const INVALID_NUMBER_CODES: ReadonlySet<number> = new Set([10, 70, 75, 76, 77, 600]);
/** Codes that pass on their own: "temporary delay". */
const TRANSIENT_CODES: ReadonlySet<number> = new Set([-100]);

/**
 * Maps a smsoffice.ge `ErrorCode` (other than 0, accepted) to the port's error. Bad or stop-listed
 * numbers are `sms.invalid_number` (never retried); a temporary delay is `sms.unavailable` (retried);
 * everything else — balance, key, access, sender, missing parameters, unknown codes — is
 * `sms.rejected`, a problem of our account or request that a retry does not fix.
 */
export function smsOfficeError(code: number, message: string): SmsSendError {
  const params = { providerCode: code, message };
  if (INVALID_NUMBER_CODES.has(code)) return domainError('sms.invalid_number', params);
  if (TRANSIENT_CODES.has(code)) return domainError('sms.unavailable', params);
  return domainError('sms.rejected', params);
}
