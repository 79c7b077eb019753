import type { Command } from 'commander';
import { SMS_OUTCOME_UNKNOWN } from '../../core/outbox/failure-decision';
import { redactPersonal } from '../../core/person/redact-personal';
import type { OperatorQueries, OutboxSummaryRow } from '../../core/ports/operator-queries';
import type { OutboxMessage, OutboxStatus } from '../../core/ports/outbox-store';
import { tbilisiDateTime } from '../../core/time/tbilisi-time';
import { OpsFailure, type OpsIo, OpsUsageError, withStore } from './ops-context';
import { parseLimit } from './option-parsers';
import { formatAge } from './outbox-age';
import { textTable } from './text-table';

const STATUSES: readonly OutboxStatus[] = ['pending', 'delivered', 'dead'];

function statusTable(summary: readonly OutboxSummaryRow[]): string {
  const kinds = [...new Set(summary.map((row) => row.kind))];
  const count = (kind: string | null, status: OutboxStatus) =>
    summary
      .filter((row) => (kind === null || row.kind === kind) && row.status === status)
      .reduce((sum, row) => sum + row.count, 0);
  const line = (kind: string | null) => [
    kind ?? 'total',
    ...STATUSES.map((status) => String(count(kind, status))),
  ];
  return textTable(['kind', ...STATUSES], [...kinds.map(line), line(null)]);
}

function oldestPendingLine(summary: readonly OutboxSummaryRow[], now: Date): string {
  const pending = summary.filter((row) => row.status === 'pending');
  if (pending.length === 0) return 'No message is waiting for delivery.\n';
  const oldest = new Date(Math.min(...pending.map((row) => row.oldestCreatedAt.getTime())));
  const age = formatAge(now.getTime() - oldest.getTime());
  return `Oldest pending message: ${age} old (created ${tbilisiDateTime(oldest)} Tbilisi).\n`;
}

// The error text is ours (an error code), but a provider's answer could quote an address or a
// number back, so it is masked unless the operator asks for personal data.
function deadTable(messages: readonly OutboxMessage[], showPersonal: boolean): string {
  const error = (m: OutboxMessage) =>
    m.lastError === null ? null : showPersonal ? m.lastError : redactPersonal(m.lastError);
  const rows = messages.map((m) => [
    m.id,
    m.kind,
    String(m.attempts),
    tbilisiDateTime(m.createdAt),
    error(m),
  ]);
  return textTable(['id', 'kind', 'attempts', 'created (Tbilisi)', 'last error'], rows);
}

/** Dead letters that are SMS of unknown outcome (docs/messaging.md "SMS: at most once"). */
async function outcomeUnknown(store: OperatorQueries): Promise<Set<string>> {
  const dead = await store.listOutbox({ status: 'dead' });
  return new Set(dead.filter((m) => m.lastError === SMS_OUTCOME_UNKNOWN).map((m) => m.id));
}

function outcomeUnknownLine(count: number): string {
  if (count === 0) return '';
  const noun = count === 1 ? 'SMS' : 'SMS messages';
  return (
    `${count} ${noun} may or may not have reached the phone (${SMS_OUTCOME_UNKNOWN}): check the ` +
    "gateway's sent log before requeueing, a requeue sends again.\n"
  );
}

async function requeue(store: OperatorQueries, io: OpsIo, id: string | undefined) {
  const unknown = await outcomeUnknown(store);
  const ids = await store.requeueDeadOutbox(id === undefined ? { all: true } : { id }, io.now());
  if (id !== undefined && ids.length === 0) {
    throw new OpsFailure(`No dead letter with id ${id} (see: outbox dead).`);
  }
  const noun = ids.length === 1 ? 'dead letter' : 'dead letters';
  io.stdout(`Requeued ${ids.length} ${noun}${ids.length === 0 ? '.' : `: ${ids.join(', ')}.`}\n`);
  if (ids.length > 0) {
    io.stdout(`The outbox worker delivers ${ids.length === 1 ? 'it' : 'them'} on its next poll.\n`);
  }
  const resent = ids.filter((requeued) => unknown.has(requeued));
  if (resent.length > 0) {
    io.stdout(`Sent again although they may have arrived once already: ${resent.join(', ')}.\n`);
  }
}

/** `outbox status`, `outbox dead` and `outbox requeue`: follow-up deliveries and dead letters. */
export function registerOutboxCommands(program: Command, io: OpsIo): void {
  const outbox = program
    .command('outbox')
    .description('follow-up deliveries (spreadsheet rows, SMS, conversions)');
  outbox
    .command('status')
    .description('messages per kind and status, and the age of the oldest pending one')
    .action(async () => {
      const [summary, unknown] = await withStore(io, (store) =>
        Promise.all([store.summarizeOutbox(), outcomeUnknown(store)]),
      );
      io.stdout(statusTable(summary));
      io.stdout(oldestPendingLine(summary, io.now()));
      io.stdout(outcomeUnknownLine(unknown.size));
    });
  outbox
    .command('dead')
    .description('dead letters: messages given up on, oldest first; no personal data by default')
    .option('--limit <n>', 'show at most n dead letters', parseLimit, 50)
    .option('--show-personal', 'also show payloads and unmasked error texts (personal data)')
    .action(async (options: { readonly limit: number; readonly showPersonal?: boolean }) => {
      const dead = await withStore(io, (store) =>
        store.listOutbox({ status: 'dead', limit: options.limit }),
      );
      io.stdout(deadTable(dead, options.showPersonal === true));
      if (options.showPersonal === true) {
        for (const m of dead) io.stdout(`${m.id} payload: ${JSON.stringify(m.payload)}\n`);
      }
      io.stdout(`${dead.length} dead letter${dead.length === 1 ? '' : 's'}\n`);
    });
  outbox
    .command('requeue')
    .description('put a dead letter (or --all) back to pending, due now, attempts reset')
    .argument('[id]', 'the dead letter to requeue (see: outbox dead)')
    .option('--all', 'requeue every dead letter')
    .action(async (id: string | undefined, options: { readonly all?: boolean }) => {
      if ((id === undefined) === (options.all !== true)) {
        throw new OpsUsageError('Give either a dead letter id or --all.');
      }
      await withStore(io, (store) => requeue(store, io, id));
    });
}
