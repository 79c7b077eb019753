import type { InvoiceTransaction } from './invoice-store';
import type { LeadReader, LeadTransaction } from './lead-store';
import type { OperatorQueries } from './operator-queries';
import type { OrderReader, OrderStore, OrderTransaction } from './order-store';
import type { OutboxStore, OutboxTransaction } from './outbox-store';
import type { SeatReader, SeatTransaction } from './seat-store';
import type { WaitlistReader, WaitlistTransaction } from './waitlist-store';

/*
 * Persistence and the transactional outbox: one database behind one port, composed of a port per
 * concept, of which consumers take the narrowest (docs/architecture.md "Ports", docs/security.md
 * "Persistence", "Outbound delivery").
 */

/** Every concept's lookups, available both inside and outside a transaction. */
export interface RegistrationReader extends OrderReader, LeadReader, SeatReader, WaitlistReader {}

/** The writes of one unit of work; everything commits together or not at all. */
export interface StoreTransaction
  extends RegistrationReader,
    OrderTransaction,
    LeadTransaction,
    SeatTransaction,
    WaitlistTransaction,
    OutboxTransaction,
    InvoiceTransaction {}

/** Persistence with a transactional outbox; one per process, shared by requests and workers. */
export interface RegistrationStore
  extends RegistrationReader,
    OrderStore,
    OutboxStore,
    OperatorQueries {
  /**
   * Runs `work` in one transaction: commits when it resolves, rolls back and rethrows when it
   * rejects. Use only `tx` inside `work`; calling the store itself there may deadlock.
   */
  transaction<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T>;
  /** True when the database answers (readiness probe); false after `close`. */
  ping(): Promise<boolean>;
  /** Waits for running work, then releases the database. Idempotent. */
  close(): Promise<void>;
}
