import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../adapters/store/memory';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { createOutboxWorker } from './outbox-worker';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const start = new Date('2025-10-01T10:00:00Z');

/** 50 spreadsheet rows queued at the start, a webhook that is down until `downForMs` has passed. */
async function outage(downForMs: number, options: { threshold?: number } = {}) {
  const store: RegistrationStore = createMemoryStore();
  await store.transaction((tx) =>
    tx.enqueueOutbox(
      Array.from({ length: 50 }, (_, i) => ({
        id: `m${i}`,
        kind: 'sheet.lead',
        payload: {},
        idempotencyKey: `k${i}`,
        createdAt: start,
      })),
    ),
  );
  let now = start.getTime();
  const calls = { failed: 0, delivered: new Map<string, number>() };
  const worker = createOutboxWorker({
    store,
    clock: { now: () => new Date(now) },
    // The outage answers like a real one: 5xx, time-outs and error bodies, all transient.
    dispatch: (message) => {
      if (now - start.getTime() < downForMs) {
        calls.failed += 1;
        const codes = ['lead_sink.unavailable', 'lead_sink.rejected'];
        return errAsync({ code: codes[calls.failed % 2] ?? 'lead_sink.unavailable' });
      }
      const key = message.idempotencyKey;
      calls.delivered.set(key, (calls.delivered.get(key) ?? 0) + 1);
      return okAsync(undefined);
    },
    random: () => 0.5,
    pollMs: 3_600_000,
    leaseMs: MINUTE,
    breaker: { threshold: options.threshold ?? 5, coolDownMs: MINUTE },
  });
  /** Moves the simulated clock minute by minute, with a full worker pass at each step. */
  const runFor = async (ms: number) => {
    for (const end = now + ms; now < end; now += MINUTE) await worker.drain();
  };
  const attempts = async () =>
    (await store.listOutbox()).reduce((sum, message) => sum + message.attempts, 0);
  return { store, worker, calls, runFor, attempts };
}

describe('an outage of the spreadsheet, on a simulated clock (docs/messaging.md "Retries and the horizon")', () => {
  it('outlasts 71 hours down: every row delivered once after recovery, none dead-lettered', async () => {
    const t = await outage(71 * HOUR);
    await t.runFor(71 * HOUR);
    expect(await t.store.countOutbox('dead')).toBe(0);
    expect(t.worker.circuits().sheet).not.toBe('closed');
    await t.runFor(15 * MINUTE);
    expect(await t.store.countOutbox('delivered')).toBe(50);
    expect(await t.store.countOutbox('dead')).toBe(0);
    expect([...t.calls.delivered.values()]).toEqual(Array.from({ length: 50 }, () => 1));
    expect(t.worker.circuits().sheet).toBe('closed');
  });

  it('the open circuit spares the waiting rows: about one probe a cool-down, not a retry per row', async () => {
    const t = await outage(24 * HOUR);
    await t.runFor(24 * HOUR);
    // One batch before the circuit opened, then one probe per one-minute cool-down at most.
    expect(t.calls.failed).toBeLessThanOrEqual(25 + 24 * 60);
    expect(await t.attempts()).toBe(t.calls.failed);
    // Without the breaker every row would be retried on its own backoff (about every 5 minutes).
    const unguarded = await outage(24 * HOUR, { threshold: Number.POSITIVE_INFINITY });
    await unguarded.runFor(24 * HOUR);
    expect(unguarded.calls.failed).toBeGreaterThan(5 * t.calls.failed);
  });

  it('gives a row up only once 72 hours have passed since it was queued', async () => {
    const t = await outage(80 * HOUR);
    await t.runFor(72 * HOUR - MINUTE);
    expect(await t.store.countOutbox('dead')).toBe(0);
    await t.runFor(2 * HOUR);
    const dead = await t.store.listOutbox({ status: 'dead' });
    expect(dead.length).toBeGreaterThan(0);
    expect(dead.every((m) => m.lastError?.startsWith('lead_sink.'))).toBe(true);
  });
});
