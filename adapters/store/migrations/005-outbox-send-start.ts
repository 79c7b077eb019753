import type { Migration } from './migration';

/**
 * The outbox outlasts outages and sends an SMS at most once (docs/messaging.md "SMS: at most once"):
 * `send_started_at` records, before the call, that a send began, so a message claimed again after a
 * crash is parked instead of sent twice; `requeued_at` restarts the retry horizon when an operator
 * requeues a dead letter (docs/messaging.md "Retries and the horizon").
 */
export const outboxSendStart: Migration = {
  version: 5,
  name: 'outbox-send-start',
  sqlite: `
    ALTER TABLE outbox ADD COLUMN send_started_at INTEGER;
    ALTER TABLE outbox ADD COLUMN requeued_at INTEGER;
  `,
  postgres: `
    ALTER TABLE outbox ADD COLUMN send_started_at TIMESTAMPTZ;
    ALTER TABLE outbox ADD COLUMN requeued_at TIMESTAMPTZ;
  `,
};
