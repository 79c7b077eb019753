import type { InvoiceTransaction } from './invoice-store';
import type { LeadReader, LeadTransaction } from './lead-store';
import type { OperatorQueries } from './operator-queries';
import type { OrderReader, OrderStore, OrderTransaction } from './order-store';
import type { OutboxStore, OutboxTransaction } from './outbox-store';
import type { SeatReader, SeatTransaction } from './seat-store';
import type { WaitlistReader, WaitlistTransaction } from './waitlist-store';

/*
 * Persistence and the transactional outbox (docs/architecture.md "Ports", docs/security.md "Persistence",
 * "Outbound delivery"); the spec leaves storage open (docs/webinar.md "Registration form", "not shown"), docs/decisions.md.
 * The store is one database behind one port, composed of a port per concept (orders, leads, seats,
 * waiting-list offers, the outbox, invoices, operator queries): consumers take the narrowest one.
 * Times are `Date`; absent column values are `null` (absent UTM tags are left out, as in core's
 * `UtmData`); money is integer tetri; e-mails are lowercased.
 * Outages and collisions of generated ids or tokens reject the promise (bugs, not business
 * errors): an existing e-mail's customer is reused and duplicate outbox keys are ignored.
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
