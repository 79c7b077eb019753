import type { StoreTransaction } from '../../core/ports/registration-store';
import { customerFromRow } from './record-from-row';
import {
  CUSTOMER_COLUMNS,
  customerValues,
  LEAD_COLUMNS,
  leadValues,
  OUTBOX_COLUMNS,
  outboxValues,
  REFUND_COLUMNS,
  REGISTRATION_COLUMNS,
  refundValues,
  registrationChangeValues,
  registrationValues,
  WAITLIST_OFFER_COLUMNS,
  waitlistOfferValues,
} from './row-from-record';
import { placeholders, type SqlExecutor } from './sql-executor';
import { createSqlInvoices } from './sql-invoices';
import { createSqlOpenHolds } from './sql-open-holds';
import { createSqlPromoUses } from './sql-promo-uses';
import { createSqlReader } from './sql-reader';

function insertSql(table: string, columns: readonly string[], suffix = ''): string {
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders(columns.length)})${suffix}`;
}

// An existing e-mail's customer is left exactly as it is: anyone may type any e-mail, so a checkout
// must not change what another order of that e-mail shows (docs/security.md "Order contact details").
const INSERT_CUSTOMER = insertSql('customers', CUSTOMER_COLUMNS, ' ON CONFLICT (email) DO NOTHING');
const CUSTOMER_BY_EMAIL = 'SELECT * FROM customers WHERE email = ?';
const INSERT_LEAD = insertSql('leads', LEAD_COLUMNS);
const INSERT_REGISTRATION = insertSql('registrations', REGISTRATION_COLUMNS);
const INSERT_OUTBOX = insertSql(
  'outbox',
  OUTBOX_COLUMNS,
  ' ON CONFLICT (idempotency_key) DO NOTHING',
);
const INSERT_PAYMENT_EVENT = `INSERT INTO payment_events
  (merchant_order_id, payment_id, order_status, reversal_tetri, received_at) VALUES (?, ?, ?, ?, ?)
  ON CONFLICT DO NOTHING`;
const INSERT_REFUND = insertSql('refunds', REFUND_COLUMNS);
const INSERT_OFFER = insertSql('waitlist_offers', WAITLIST_OFFER_COLUMNS);
const CLOSE_OFFER = `UPDATE waitlist_offers SET status = ?, closed_at = ?,
  registration_id = COALESCE(?, registration_id) WHERE id = ? AND status = 'open'`;
const SETTLE_REFUND = `UPDATE refunds SET status = ?, settled_at = ? WHERE id = ? AND status = 'requested'`;

/** What differs between the dialects inside a transaction. */
export interface SqlTransactionDialect {
  /**
   * The statement that locks a cohort's sales until the transaction ends, bound to the cohort
   * number; absent when transactions already run one at a time (SQLite's single writer).
   */
  readonly cohortLock?: string;
}

/** The writes of one unit of work, over an executor bound to an open transaction. */
export function createSqlTransaction(
  executor: SqlExecutor,
  dialect: SqlTransactionDialect = {},
): StoreTransaction {
  const { time } = executor;
  return {
    ...createSqlReader(executor),
    async findOrCreateCustomerByEmail(customer) {
      await executor.run(INSERT_CUSTOMER, customerValues(customer, time));
      const [row] = await executor.all(CUSTOMER_BY_EMAIL, [customer.email.toLowerCase()]);
      if (row === undefined) throw new Error('Customer insert left no row');
      return customerFromRow(row);
    },
    async insertLead(lead) {
      await executor.run(INSERT_LEAD, leadValues(lead, time));
    },
    async insertRegistration(registration) {
      await executor.run(INSERT_REGISTRATION, registrationValues(registration, time));
    },
    async updateRegistration({ id, expectedStatus, changes, updatedAt }) {
      const set = registrationChangeValues(changes, updatedAt, time);
      const assignments = set.columns.map((column) => `${column} = ?`).join(', ');
      const sql = `UPDATE registrations SET ${assignments} WHERE id = ? AND status = ?`;
      return (await executor.run(sql, [...set.values, id, expectedStatus])) === 1;
    },
    async recordPaymentEvent(event) {
      const values = [event.merchantOrderId, event.paymentId, event.orderStatus];
      const reversal = event.reversalTetri ?? 0;
      return (
        (await executor.run(INSERT_PAYMENT_EVENT, [
          ...values,
          reversal,
          time(event.receivedAt),
        ])) === 1
      );
    },
    async insertWaitlistOffer(offer) {
      await executor.run(INSERT_OFFER, waitlistOfferValues(offer, time));
    },
    async closeWaitlistOffer({ id, status, at, registrationId }) {
      const values = [status, time(at), registrationId ?? null, id];
      return (await executor.run(CLOSE_OFFER, values)) === 1;
    },
    async insertRefund(refund) {
      await executor.run(INSERT_REFUND, refundValues(refund, time));
    },
    async settleRefund({ id, status, settledAt }) {
      return (await executor.run(SETTLE_REFUND, [status, time(settledAt), id])) === 1;
    },
    async enqueueOutbox(messages) {
      let added = 0;
      for (const message of messages) {
        added += await executor.run(INSERT_OUTBOX, outboxValues(message, time));
      }
      return added;
    },
    async lockCohortSales(cohortNumber) {
      if (dialect.cohortLock !== undefined) await executor.all(dialect.cohortLock, [cohortNumber]);
    },
    ...createSqlOpenHolds(executor),
    ...createSqlPromoUses(executor),
    ...createSqlInvoices(executor),
  };
}
