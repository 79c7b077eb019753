import { okAsync } from 'neverthrow';
import { expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY } from '../../core/outbox/retry-policy';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { createOutboxWorker } from '../../server/workers/outbox-worker';
import { describeOnDatabases, NOW, ops } from './support/ops-harness';
import { sheetMessage } from './support/seed';

const PERSONAL_ERROR = 'HTTP 400: row for nino@example.ge / +995 555 12 34 56 refused';

// c and d are the oldest, so one claim of two takes exactly them: c dies, d is delivered.
async function seed(store: RegistrationStore): Promise<void> {
  await store.transaction((tx) =>
    tx.enqueueOutbox([
      sheetMessage('msg-c', '2025-10-01T08:00:00Z'),
      sheetMessage('msg-d', '2025-10-01T08:30:00Z'),
      sheetMessage('msg-a', '2025-10-01T09:00:00Z'),
      sheetMessage('msg-b', '2025-10-01T10:00:00Z', 'sms.webinar_confirmation'),
    ]),
  );
  const claimed = await store.claimDueOutbox({ now: NOW, limit: 2, leaseMs: 60_000 });
  expect(claimed.map((m) => m.id)).toEqual(['msg-c', 'msg-d']);
  await store.markOutboxFailed('msg-c', { error: PERSONAL_ERROR, dead: true });
  await store.markOutboxDelivered('msg-d', NOW);
}

describeOnDatabases('ops outbox', (db) => {
  it('counts messages per kind and status and tells the oldest pending age', async () => {
    await db().withStore(seed);
    const run = await ops(db(), 'outbox', 'status');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout.split('\n').map((line) => line.split(/\s+/).join(' '))).toEqual([
      'kind pending delivered dead',
      '------------------------ ------- --------- ----',
      'sheet.lead 1 1 1',
      'sms.webinar_confirmation 1 0 0',
      'total 2 1 1',
      'Oldest pending message: 3 h old (created 2025-10-01 13:00 Tbilisi).',
      '',
    ]);
  });

  it('says so when nothing waits for delivery', async () => {
    await db().withStore(async () => undefined);
    const run = await ops(db(), 'outbox', 'status');
    expect(run.stdout).toContain('total  0        0          0');
    expect(run.stdout).toContain('No message is waiting for delivery.');
  });

  it('lists dead letters without payloads or personal data unless asked', async () => {
    await db().withStore(seed);
    const run = await ops(db(), 'outbox', 'dead');
    expect(run.code).toBe(0);
    const [, , row] = run.stdout.split('\n');
    expect(row?.split(/\s{2,}/)).toEqual([
      'msg-c',
      'sheet.lead',
      '1',
      '2025-10-01 12:00',
      'HTTP 400: row for [e-mail] / [phone] refused',
    ]);
    expect(run.stdout).not.toMatch(/nino|555|ნინო|payload/);
    const personal = await ops(db(), 'outbox', 'dead', '--show-personal');
    expect(personal.stdout).toContain(PERSONAL_ERROR);
    expect(personal.stdout).toContain('msg-c payload: {');
    expect(personal.stdout).toContain('ნინო ბერიძე');
  });

  it('requeues a dead letter so the outbox worker delivers it', async () => {
    await db().withStore(seed);
    const run = await ops(db(), 'outbox', 'requeue', 'msg-c');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe(
      'Requeued 1 dead letter: msg-c.\nThe outbox worker delivers it on its next poll.\n',
    );
    const delivered: string[] = [];
    await db().withStore(async (store) => {
      const worker = createOutboxWorker({
        store,
        clock: { now: () => NOW },
        dispatch: (message) => {
          delivered.push(message.id);
          return okAsync(undefined);
        },
        random: () => 0,
        pollMs: 60_000,
        leaseMs: 60_000,
      });
      await worker.drain();
      expect(await store.countOutbox('dead')).toBe(0);
    });
    expect(delivered).toContain('msg-c');
    const again = await ops(db(), 'outbox', 'requeue', 'msg-c');
    expect(again).toMatchObject({
      code: 1,
      stderr: 'error: No dead letter with id msg-c (see: outbox dead).\n',
    });
  });

  it('points out SMS of unknown outcome, and says so when the operator sends one again', async () => {
    await db().withStore(async (store) => {
      await store.transaction((tx) =>
        tx.enqueueOutbox([
          sheetMessage('msg-s', '2025-10-01T08:00:00Z', 'sms.webinar_confirmation'),
        ]),
      );
      await store.claimDueOutbox({ now: NOW, limit: 1, leaseMs: 60_000 });
      await store.markOutboxSending('msg-s', NOW);
      await store.markOutboxFailed('msg-s', { error: 'sms.outcome_unknown', dead: true });
    });
    const status = await ops(db(), 'outbox', 'status');
    expect(status.stdout).toContain(
      '1 SMS may or may not have reached the phone (sms.outcome_unknown): check the gateway',
    );
    const dead = await ops(db(), 'outbox', 'dead');
    expect(dead.stdout).toMatch(/msg-s\s+sms\.webinar_confirmation\s+1\s+.*sms\.outcome_unknown/);
    const run = await ops(db(), 'outbox', 'requeue', 'msg-s');
    expect(run.stdout).toContain('Sent again although they may have arrived once already: msg-s.');
    const [requeued] = await db().withStore((store) => store.listOutbox({ status: 'pending' }));
    expect(requeued).toMatchObject({ id: 'msg-s', sendStartedAt: null, requeuedAt: NOW });
  });

  it('requeues every dead letter with --all, and needs an id or --all but not both', async () => {
    await db().withStore(seed);
    expect((await ops(db(), 'outbox', 'requeue')).code).toBe(2);
    expect((await ops(db(), 'outbox', 'requeue', 'msg-c', '--all')).code).toBe(2);
    const run = await ops(db(), 'outbox', 'requeue', '--all');
    expect(run.stdout).toContain('Requeued 1 dead letter: msg-c.');
    const [requeued] = await db().withStore((store) => store.listOutbox({ status: 'pending' }));
    expect(requeued).toMatchObject({ id: 'msg-c', attempts: 0, nextAttemptAt: NOW });
    expect((await ops(db(), 'outbox', 'requeue', '--all')).stdout).toBe(
      'Requeued 0 dead letters.\n',
    );
  });

  it("shows why an adapter threw: the error's class and message, without personal data", async () => {
    await db().withStore(async (store) => {
      await store.transaction((tx) =>
        tx.enqueueOutbox([
          sheetMessage('msg-t', '2025-10-01T08:00:00Z'),
          sheetMessage('msg-p', '2025-10-01T08:30:00Z'),
        ]),
      );
      const worker = createOutboxWorker({
        store,
        clock: { now: () => NOW },
        dispatch: (message) => {
          if (message.id === 'msg-t') throw new TypeError('boom');
          throw new Error('no column for nino@example.ge, +995 555 12 34 56');
        },
        random: () => 0,
        pollMs: 60_000,
        leaseMs: 60_000,
        // Past the horizon at once: a thrown error dead-letters on the first try.
        policy: { ...DEFAULT_RETRY_POLICY, horizonMs: 0 },
      });
      await worker.drain();
    });
    for (const flag of [[], ['--show-personal']]) {
      const run = await ops(db(), 'outbox', 'dead', ...flag);
      const rows = run.stdout.split('\n').map((line) => line.split(/\s{2,}/));
      expect(rows[2]).toEqual([
        'msg-t',
        'sheet.lead',
        '1',
        '2025-10-01 12:00',
        'outbox.delivery_threw: TypeError: boom',
      ]);
      // Masked when stored, so even --show-personal, which prints the payloads, shows it so.
      expect(rows[3]?.at(-1)).toBe('outbox.delivery_threw: Error: no column for [e-mail], [phone]');
    }
    expect((await ops(db(), 'outbox', 'dead')).stdout).not.toMatch(/nino|555/);
  });
});
