import type { RegistrationRecord } from '../../core/ports/order-store';
import type { OpenHoldQuery } from '../../core/ports/seat-store';
import { HOLDING_STATUSES } from '../../core/registration/registration-status';
import { registrationFromRow } from './record-from-row';
import { HOLDS_SEAT } from './sql-cohort-seats';
import type { SqlExecutor } from './sql-executor';

// The cohort's checkout orders still holding a seat (index registrations_cohort_status), narrowed
// to this buyer's contact or this client address: a handful of rows at most. A company invoice's
// seats are the company's, never released by its contact's own checkout (docs/purchase.md "Company invoices").
const OPEN_HOLDS = `SELECT * FROM registrations
  WHERE cohort_number = ? AND ${HOLDS_SEAT} AND payment_method <> 'invoice'
    AND (contact_email = ? OR contact_phone = ? OR hold_address_key = ?)
  ORDER BY created_at, id`;

const RELEASE_HOLD = `INSERT INTO hold_releases (registration_id, released_at) VALUES (?, ?)
  ON CONFLICT (registration_id) DO NOTHING`;

/** The open-hold lookup and release of docs/purchase.md "Seats", shared by both dialects. */
export function createSqlOpenHolds(executor: SqlExecutor) {
  return {
    async findOpenHolds(query: OpenHoldQuery): Promise<RegistrationRecord[]> {
      const rows = await executor.all(OPEN_HOLDS, [
        query.cohortNumber,
        ...HOLDING_STATUSES,
        executor.time(query.heldSince),
        query.email.toLowerCase(),
        query.phone,
        query.addressKey,
      ]);
      return rows.map(registrationFromRow);
    },
    async releaseHolds(orderIds: readonly string[], at: Date): Promise<void> {
      for (const id of orderIds) await executor.run(RELEASE_HOLD, [id, executor.time(at)]);
    },
  };
}
