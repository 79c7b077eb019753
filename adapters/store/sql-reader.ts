import type { RegistrationReader } from '../../core/ports/registration-store';
import {
  customerFromRow,
  leadFromRow,
  refundFromRow,
  registrationFromRow,
  waitlistOfferFromRow,
} from './record-from-row';
import type { Row } from './row-fields';
import { createSqlCohortSeats } from './sql-cohort-seats';
import type { SqlExecutor } from './sql-executor';

async function first<T>(
  executor: SqlExecutor,
  sql: string,
  value: string,
  map: (row: Row) => T,
): Promise<T | null> {
  const [row] = await executor.all(sql, [value]);
  return row === undefined ? null : map(row);
}

/** The lookups of the port, as SQL shared by SQLite and PostgreSQL. */
export function createSqlReader(executor: SqlExecutor): RegistrationReader {
  const registration = (column: string, value: string) =>
    first(executor, `SELECT * FROM registrations WHERE ${column} = ?`, value, registrationFromRow);
  return {
    findCustomerByEmail: (email) =>
      first(
        executor,
        'SELECT * FROM customers WHERE email = ?',
        email.toLowerCase(),
        customerFromRow,
      ),
    findLeadById: (id) => first(executor, 'SELECT * FROM leads WHERE id = ?', id, leadFromRow),
    findRegistrationById: (id) => registration('id', id),
    findRegistrationByPublicToken: (token) => registration('public_token', token),
    findRegistrationByMerchantOrderId: (orderId) => registration('merchant_order_id', orderId),
    countSessionLeads: async (startsAt) => {
      const [row] = await executor.all(
        'SELECT COUNT(*) AS count FROM leads WHERE webinar_session_starts_at = ?',
        [executor.time(startsAt)],
      );
      return Number(row?.count ?? 0);
    },
    listRefunds: async (registrationId) =>
      (
        await executor.all(
          'SELECT * FROM refunds WHERE registration_id = ? ORDER BY requested_at, id',
          [registrationId],
        )
      ).map(refundFromRow),
    findWaitlistOfferByToken: (token) =>
      first(executor, 'SELECT * FROM waitlist_offers WHERE token = ?', token, waitlistOfferFromRow),
    listWaitlistOffers: async (cohortNumber) => {
      const where = cohortNumber === undefined ? '' : 'WHERE cohort_number = ?';
      const sql = `SELECT * FROM waitlist_offers ${where} ORDER BY offered_at, id`;
      const rows = await executor.all(sql, cohortNumber === undefined ? [] : [cohortNumber]);
      return rows.map(waitlistOfferFromRow);
    },
    ...createSqlCohortSeats(executor),
  };
}
