import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import { domainError } from '../../core/errors/domain-error';
import type { LeadSink } from '../../core/ports/lead-sink';
import type { SmsSender } from '../../core/ports/sms-sender';
import {
  buildLeadDeliveryApp,
  createLeadDeliveryWorkspace,
  createTestClock,
  validRegistration,
  waitFor,
} from './support/lead-delivery-app';

const workspaces: ReturnType<typeof createLeadDeliveryWorkspace>[] = [];
afterEach(() => {
  for (const workspace of workspaces.splice(0)) workspace.remove();
});
function workspace() {
  const created = createLeadDeliveryWorkspace();
  workspaces.push(created);
  return created;
}

/** A sink that fails `failures` times with `code`, then appends; counts calls per key. */
function flakySink(
  failures: number,
  code: 'lead_sink.unavailable' | 'lead_sink.rejected' | 'lead_sink.misconfigured',
) {
  let left = failures;
  const calls: string[] = [];
  const sink: LeadSink = {
    append: (_row, key) => {
      calls.push(key);
      if (left > 0) {
        left -= 1;
        return errAsync(domainError(code));
      }
      return okAsync({ rowId: String(calls.length) });
    },
  };
  return { sink, calls };
}

const noSms: SmsSender = { send: () => okAsync({}) };
const registration = (app: Awaited<ReturnType<typeof buildLeadDeliveryApp>>) =>
  app.app.inject({ method: 'POST', url: '/api/registration', payload: validRegistration() });

describe('outbox worker (docs/security.md "Outbound delivery")', () => {
  it('retries a failing delivery with growing jittered delays, then delivers once', async () => {
    const { fixture, dir } = workspace();
    const clock = createTestClock();
    const { sink, calls } = flakySink(3, 'lead_sink.unavailable');
    const t = await buildLeadDeliveryApp(fixture, dir, { clock, leadSink: sink, smsSender: noSms });
    const id = (await registration(t)).json().registrationId as string;
    const sheet = async () =>
      (await t.store.listOutbox()).find((m) => m.idempotencyKey === `${id}:sheet.lead`);

    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await waitFor(async () => (await sheet())?.attempts === attempt && calls.length === attempt);
      await waitFor(async () => (await sheet())?.lockedUntil === null);
      const message = await sheet();
      expect(message?.status).toBe('pending');
      expect(message?.lastError).toBe('lead_sink.unavailable');
      delays.push((message?.nextAttemptAt.getTime() ?? 0) - clock.now().getTime());
      clock.advance(delays.at(-1) ?? 0);
    }
    // random = 0.5: half of the 1 s, 2 s, 4 s ceilings.
    expect(delays).toEqual([500, 1000, 2000]);
    await waitFor(async () => (await sheet())?.status === 'delivered');
    expect(calls.length).toBe(4);
    expect(new Set(calls)).toEqual(new Set([`${id}:sheet.lead`]));
    await t.app.close();
  });

  it('retries for 72 hours, then dead-letters and logs the outcome without personal data', async () => {
    const { fixture, dir } = workspace();
    const clock = createTestClock();
    const { sink, calls } = flakySink(100, 'lead_sink.rejected');
    const t = await buildLeadDeliveryApp(fixture, dir, { clock, leadSink: sink, smsSender: noSms });
    await registration(t);
    await waitFor(() => calls.length === 1);
    // Hours later, still inside the horizon: the message is retried, not given up.
    clock.advance(71 * 60 * 60_000);
    await waitFor(() => calls.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await t.store.countOutbox('dead')).toBe(0);
    clock.advance(60 * 60_000);
    await waitFor(async () => (await t.store.countOutbox('dead')) === 1);
    const [dead] = await t.store.listOutbox({ status: 'dead' });
    expect(dead).toMatchObject({
      kind: 'sheet.lead',
      attempts: 3,
      lastError: 'lead_sink.rejected',
    });
    clock.advance(60 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.length).toBe(3);
    expect(t.logs()).toMatch(/"level":50.*"outcome":"dead".*outbox delivery needs an operator/);
    expect(t.logs()).not.toContain('nino');
    await t.app.close();
  });

  it('dead-letters a webhook 4xx at once, with an error line for the operator', async () => {
    const { fixture, dir } = workspace();
    const { sink, calls } = flakySink(100, 'lead_sink.misconfigured');
    const t = await buildLeadDeliveryApp(fixture, dir, { leadSink: sink, smsSender: noSms });
    await registration(t);
    await waitFor(async () => (await t.store.countOutbox('dead')) === 1);
    expect(calls.length).toBe(1);
    const errorLines = t
      .logs()
      .split('\n')
      .filter((line) => line.includes('"level":50'));
    const deadLetterLines = errorLines.filter((line) => line.includes('lead_sink.misconfigured'));
    expect(deadLetterLines).toHaveLength(1);
    // The registration's own values (the phone also spaced), not a fragment such as "555",
    // which a log line's millisecond timestamp can contain by chance.
    for (const line of errorLines) {
      expect(line).not.toMatch(/ნინო|beridze|555 ?12 ?34 ?56/i);
    }
    await t.app.close();
  });

  it('dead-letters an SMS the gateway calls an invalid number at once (docs/validation.md "Error codes")', async () => {
    const { fixture, dir } = workspace();
    let sends = 0;
    const invalid: SmsSender = {
      send: () => {
        sends += 1;
        return errAsync(domainError('sms.invalid_number'));
      },
    };
    const t = await buildLeadDeliveryApp(fixture, dir, { smsSender: invalid });
    await registration(t);
    await waitFor(async () => (await t.store.countOutbox('dead')) === 1);
    const [dead] = await t.store.listOutbox({ status: 'dead' });
    expect(dead).toMatchObject({ kind: 'sms.webinar_confirmation', attempts: 1 });
    expect(sends).toBe(1);
    await t.app.close();
  });

  it('keeps sheet rows pending while no webhook is configured, and delivers after restart', async () => {
    const { fixture, dir } = workspace();
    const clock = createTestClock();
    const notConfigured: LeadSink = {
      append: () => errAsync(domainError('lead_sink.not_configured')),
    };
    const first = await buildLeadDeliveryApp(fixture, dir, {
      clock,
      leadSink: notConfigured,
      smsSender: noSms,
    });
    const id = (await registration(first)).json().registrationId as string;
    // The SMS and the confirmation e-mail.
    await waitFor(async () => (await first.store.countOutbox('delivered')) === 2);
    const waiting = (await first.store.listOutbox({ status: 'pending' }))[0];
    expect(waiting).toMatchObject({ kind: 'sheet.lead', lastError: 'lead_sink.not_configured' });
    await first.app.close();

    // Same SQLite file, now with a sink: once the recheck time comes, the row is delivered.
    clock.advance(5 * 60_000);
    const second = await buildLeadDeliveryApp(fixture, dir, { clock, smsSender: noSms });
    await waitFor(() => second.sink.rows().length === 1);
    expect(second.sink.rows()[0]?.idempotencyKey).toBe(`${id}:sheet.lead`);
    await second.app.close();
  });

  it('never claims paused kinds, so a webhook set up later starts with every attempt left', async () => {
    const { fixture, dir } = workspace();
    const clock = createTestClock();
    const first = await buildLeadDeliveryApp(fixture, dir, {
      clock,
      smsSender: noSms,
      pausedKinds: ['sheet.lead', 'sheet.customer'],
    });
    const id = (await registration(first)).json().registrationId as string;
    // The SMS and the confirmation e-mail.
    await waitFor(async () => (await first.store.countOutbox('delivered')) === 2);
    clock.advance(60 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 200)); // several polls pass
    const waiting = (await first.store.listOutbox({ status: 'pending' }))[0];
    expect(waiting).toMatchObject({ kind: 'sheet.lead', attempts: 0, lastError: null });
    expect(first.sink.rows()).toEqual([]);
    await first.app.close();

    const second = await buildLeadDeliveryApp(fixture, dir, { clock, smsSender: noSms });
    await waitFor(() => second.sink.rows().length === 1);
    expect(second.sink.rows()[0]?.idempotencyKey).toBe(`${id}:sheet.lead`);
    await second.app.close();
  });

  it('resumes deliveries claimed by an app that stopped mid-delivery, after the lease', async () => {
    const { fixture, dir } = workspace();
    const clock = createTestClock();
    // A sink that never answers: the first app claims the row and stops holding it.
    let claimed = false;
    const stuck: LeadSink = {
      append: () => {
        claimed = true;
        return new ResultAsync(new Promise(() => {}));
      },
    };
    const first = await buildLeadDeliveryApp(fixture, dir, {
      clock,
      leadSink: stuck,
      smsSender: noSms,
      env: { OUTBOX_LEASE_MS: '30000' },
    });
    const id = (await registration(first)).json().registrationId as string;
    await waitFor(() => claimed);
    await first.app.close();

    const second = await buildLeadDeliveryApp(fixture, dir, { clock, smsSender: noSms });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.sink.rows()).toEqual([]); // still leased
    clock.advance(30_000);
    await waitFor(() => second.sink.rows().length === 1);
    expect(second.sink.rows()[0]?.idempotencyKey).toBe(`${id}:sheet.lead`);
    await second.app.close();
  }, 20_000); // closing the first app waits out the worker's 5 s grace for the hung delivery
});

describe('circuit breaker in the running app (docs/messaging.md "Circuit breaker")', () => {
  it('stops calling a webhook that is down, shows it in /health, and probes it back', async () => {
    const { fixture, dir } = workspace();
    const clock = createTestClock();
    const { sink, calls } = flakySink(2, 'lead_sink.unavailable');
    const t = await buildLeadDeliveryApp(fixture, dir, {
      clock,
      leadSink: sink,
      smsSender: noSms,
      env: { OUTBOX_BREAKER_THRESHOLD: '2', OUTBOX_BREAKER_COOLDOWN_MS: '60000' },
    });
    await registration(t);
    await registration(t);
    await waitFor(() => calls.length === 2);
    const health = async () => (await t.app.inject({ url: '/health' })).json().outbox;
    await waitFor(async () => (await health()).circuits.sheet === 'open');
    expect(await health()).toMatchObject({
      dead: 0,
      circuits: { sheet: 'open', sms: 'closed', conversions: 'closed' },
    });
    // Both rows are due again, yet nothing is claimed while the circuit is open.
    clock.advance(59_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.length).toBe(2);
    expect(t.logs()).toContain('outbox destination down: deliveries paused');
    // After the cool-down one probe goes out; it succeeds, the circuit closes, the other follows.
    clock.advance(1_000);
    await waitFor(async () => (await t.store.countOutbox('pending')) === 0);
    expect(calls.length).toBe(4);
    expect(await t.store.countOutbox('delivered')).toBeGreaterThanOrEqual(2);
    expect((await health()).circuits.sheet).toBe('closed');
    await t.app.close();
  });
});
