import type {
  RegistrationRecord,
  StatusCheckClaim,
  StatusCheckRecord,
} from '../../core/ports/order-store';
import type { OutboxFailure, OutboxMessage, OutboxStatus } from '../../core/ports/outbox-store';
import { outboxFromRow, registrationFromRow } from './record-from-row';
import { placeholders, type SqlExecutor } from './sql-executor';

/** Outbox columns with the payload as JSON text in both dialects (jsonb in PostgreSQL). */
export const OUTBOX_SELECT = `id, kind, CAST(payload AS TEXT) AS payload, idempotency_key, status,
  attempts, next_attempt_at, last_error, locked_until, created_at, delivered_at, send_started_at,
  requeued_at`;

/** Orders a claimed batch the way it was selected (RETURNING does not promise an order). */
export function byDueTime(a: OutboxMessage, b: OutboxMessage): number {
  return (
    a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    a.id.localeCompare(b.id)
  );
}

/** Store-level reads and outbox bookkeeping shared by SQLite and PostgreSQL. */
export function createSqlStoreQueries(
  executor: SqlExecutor,
  dialect: {
    /** Row-lock clause of the claim's inner SELECT: `FOR UPDATE SKIP LOCKED` in PostgreSQL. */
    readonly claimLock: string;
  },
) {
  const { time } = executor;
  return {
    // One UPDATE … WHERE id IN (SELECT … LIMIT) statement: atomic in SQLite (one writer) and, with
    // SKIP LOCKED, safe across PostgreSQL instances (docs/security.md "Persistence").
    async claimDueOutbox(options: {
      readonly now: Date;
      readonly limit: number;
      readonly leaseMs: number;
      readonly excludeKinds?: readonly string[];
      readonly onlyKinds?: readonly string[];
    }): Promise<OutboxMessage[]> {
      const now = time(options.now);
      const lockedUntil = time(new Date(options.now.getTime() + options.leaseMs));
      const excluded = options.excludeKinds ?? [];
      const only = options.onlyKinds;
      const kindFilter = [
        excluded.length === 0 ? '' : `AND kind NOT IN (${placeholders(excluded.length)})`,
        only === undefined ? '' : `AND kind IN (${placeholders(only.length) || 'NULL'})`,
      ].join(' ');
      const sql = `UPDATE outbox SET locked_until = ?, attempts = attempts + 1
        WHERE id IN (SELECT id FROM outbox
          WHERE status = 'pending' AND next_attempt_at <= ?
            AND (locked_until IS NULL OR locked_until <= ?) ${kindFilter}
          ORDER BY next_attempt_at, created_at, id LIMIT ? ${dialect.claimLock})
        RETURNING ${OUTBOX_SELECT}`;
      const values = [lockedUntil, now, now, ...excluded, ...(only ?? []), options.limit];
      const rows = await executor.all(sql, values);
      return rows.map(outboxFromRow).sort(byDueTime);
    },
    // The port's claim as one UPDATE … WHERE id IN (SELECT … ORDER BY due, id LIMIT):
    // earliest due first, and the lease is taken atomically (SKIP LOCKED across PostgreSQL
    // instances), so no other pass asks about a claimed order before the lease runs out.
    async claimStatusChecks(claim: StatusCheckClaim): Promise<RegistrationRecord[]> {
      if (claim.statuses.length === 0 || claim.limit <= 0) return [];
      const sql = `UPDATE registrations SET status_check_due_at = ?
        WHERE id IN (SELECT id FROM registrations
          WHERE status IN (${placeholders(claim.statuses.length)}) AND status_check_due_at <= ?
          ORDER BY status_check_due_at, id LIMIT ? ${dialect.claimLock})
        RETURNING *`;
      const values = [time(claim.leaseUntil), ...claim.statuses, time(claim.now), claim.limit];
      return (await executor.all(sql, values)).map(registrationFromRow);
    },
    async recordStatusCheck(check: StatusCheckRecord): Promise<void> {
      await executor.run(
        'UPDATE registrations SET status_checked_at = ?, status_check_due_at = ? WHERE id = ?',
        [time(check.checkedAt), time(check.nextCheckAt), check.id],
      );
    },
    async markOutboxDelivered(id: string, at: Date): Promise<void> {
      const sql = `UPDATE outbox SET status = 'delivered', delivered_at = ?, locked_until = NULL
        WHERE id = ? AND status <> 'delivered'`;
      await executor.run(sql, [time(at), id]);
    },
    // One statement, committed before the caller sends (docs/messaging.md "SMS: at most once").
    async markOutboxSending(id: string, at: Date): Promise<boolean> {
      const sql = `UPDATE outbox SET send_started_at = ?
        WHERE id = ? AND status = 'pending' AND send_started_at IS NULL`;
      return (await executor.run(sql, [time(at), id])) === 1;
    },
    // Only a pending message can fail: a late report from a worker whose lease ran out must not
    // turn a message another worker already delivered back into a pending one. A retry clears the
    // send start: only failures that prove nothing was sent are retried.
    async markOutboxFailed(id: string, failure: OutboxFailure): Promise<void> {
      const sql =
        'dead' in failure
          ? `UPDATE outbox SET status = 'dead', last_error = ?, locked_until = NULL
            WHERE id = ? AND status = 'pending'`
          : `UPDATE outbox SET next_attempt_at = ?, last_error = ?, locked_until = NULL,
            send_started_at = NULL WHERE id = ? AND status = 'pending'`;
      const values = 'dead' in failure ? [] : [time(failure.nextAttemptAt)];
      await executor.run(sql, [...values, failure.error, id]);
    },
    async listOutbox(options?: {
      readonly status?: OutboxStatus;
      readonly limit?: number;
    }): Promise<OutboxMessage[]> {
      const { status, limit } = options ?? {};
      const filter = status === undefined ? '' : 'WHERE status = ?';
      const limited = limit === undefined ? '' : 'LIMIT ?';
      const sql = `SELECT ${OUTBOX_SELECT} FROM outbox ${filter} ORDER BY created_at, id ${limited}`;
      const values = [
        ...(status === undefined ? [] : [status]),
        ...(limit === undefined ? [] : [limit]),
      ];
      return (await executor.all(sql, values)).map(outboxFromRow);
    },
    async countOutbox(status: OutboxStatus): Promise<number> {
      const [row] = await executor.all(
        'SELECT CAST(COUNT(*) AS INTEGER) AS n FROM outbox WHERE status = ?',
        [status],
      );
      return Number(row?.n ?? 0);
    },
  };
}
