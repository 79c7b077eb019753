import { okAsync } from 'neverthrow';
import type { SmsCapReservation, SmsCapStore } from '../../core/ports/sms-cap-store';
import { decideSmsSend, SMS_CAP_RETENTION_MS } from '../../core/sms/sms-caps';

/**
 * The caps' memory inside one process (no `REDIS_URL`): several instances would each keep their own
 * (docs/security.md "Shared state across instances"). Synchronous inside, so no two reservations
 * interleave. Sends older than every window are dropped on each call, so memory stays bounded by the caps.
 */
export function createMemorySmsCapStore(): SmsCapStore {
  let history: SmsCapReservation[] = [];
  return {
    reserve(reservation, caps) {
      const oldest = reservation.at.getTime() - SMS_CAP_RETENTION_MS;
      history = history.filter((record) => record.at.getTime() >= oldest);
      if (history.some((record) => record.key === reservation.key)) {
        return okAsync({ kind: 'allow' });
      }
      const decision = decideSmsSend(history, reservation, caps);
      if (decision.kind === 'allow') history.push(reservation);
      return okAsync(decision);
    },
  };
}
