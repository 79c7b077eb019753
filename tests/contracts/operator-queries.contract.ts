import { describe, expect, it } from 'vitest';
import type { RegistrationStore } from '../../core/ports/registration-store';
import {
  aContact,
  aCustomer,
  aLead,
  aMessage,
  aRegistration,
  manyMessages,
  minutesLater,
} from './registration-store-fixtures';
import { freshStore, type MakeStore } from './store-under-test';

const LEASE_MS = 60_000;
const EKA = aContact({ firstName: 'ეკა', email: 'eka@example.ge', phone: '+995577112233' });

/** The operator queries (core/ports/operator-queries.ts): the console's listings, summaries and requeue. */
export function describeOperatorQueries(name: string, make: MakeStore): void {
  describe(`Operator queries contract: ${name}`, () => {
    const store = freshStore(make);
    const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
    const claim = (minutes: number) =>
      store().claimDueOutbox({ now: minutesLater(minutes), limit: 50, leaseMs: LEASE_MS });

    it('lists leads by creation range [from, before) and source, newest first, up to a limit', async () => {
      await store().transaction(async (tx) => {
        for (const [i, source] of ['hero_registration_form', 'exit_intent'].entries()) {
          for (const minute of [10, 20, 30]) {
            const id = `lead-${source}-${minute}`;
            await tx.insertLead(aLead({ id, source, createdAt: minutesLater(minute + i) }));
          }
        }
      });
      const range = { createdFrom: minutesLater(20), createdBefore: minutesLater(31) };
      expect(ids(await store().listLeads(range))).toEqual([
        'lead-hero_registration_form-30',
        'lead-exit_intent-20',
        'lead-hero_registration_form-20',
      ]);
      expect(ids(await store().listLeads({ ...range, source: 'exit_intent' }))).toEqual([
        'lead-exit_intent-20',
      ]);
      expect(await store().listLeads({ source: 'nowhere' })).toEqual([]);
      expect(ids(await store().listLeads({ limit: 2 }))).toEqual([
        'lead-exit_intent-30',
        'lead-hero_registration_form-30',
      ]);
      expect(await store().listLeads()).toHaveLength(6);
    });

    it('lists orders with their own contact details, filtered by range, status and source', async () => {
      await store().transaction(async (tx) => {
        await tx.findOrCreateCustomerByEmail(aCustomer());
        await tx.findOrCreateCustomerByEmail({ ...EKA, id: 'cus-2', at: minutesLater(0) });
        const orders = [
          ['reg-a', 'cus-1', 'pending', 'checkout', 5],
          ['reg-b', 'cus-2', 'completed', 'checkout', 15],
          ['reg-c', 'cus-1', 'failed', 'landing', 25],
        ] as const;
        for (const [id, customerId, status, source, minute] of orders) {
          const at = minutesLater(minute);
          const unique = { publicToken: `tok-${id}`, merchantOrderId: `order-${id}` };
          await tx.insertRegistration(
            aRegistration({
              id,
              customerId,
              contact: customerId === 'cus-2' ? EKA : aContact(),
              status,
              source,
              createdAt: at,
              updatedAt: at,
              ...unique,
            }),
          );
        }
      });
      const all = await store().listOrders({});
      expect(all.map((o) => o.id)).toEqual(['reg-c', 'reg-b', 'reg-a']);
      const [, second] = all;
      expect(second).toEqual(
        aRegistration({
          id: 'reg-b',
          customerId: 'cus-2',
          contact: EKA,
          status: 'completed',
          publicToken: 'tok-reg-b',
          merchantOrderId: 'order-reg-b',
          createdAt: minutesLater(15),
          updatedAt: minutesLater(15),
        }),
      );
      const pick = async (query: Parameters<RegistrationStore['listOrders']>[0]) =>
        (await store().listOrders(query)).map((o) => o.id);
      expect(await pick({ createdFrom: minutesLater(5), createdBefore: minutesLater(25) })).toEqual(
        ['reg-b', 'reg-a'],
      );
      expect(await pick({ statuses: ['pending', 'failed'] })).toEqual(['reg-c', 'reg-a']);
      expect(await pick({ statuses: [] })).toEqual([]);
      expect(await pick({ source: 'checkout', limit: 1 })).toEqual(['reg-b']);
    });

    it('lists at most `limit` messages of a status, oldest first', async () => {
      await store().transaction((tx) => tx.enqueueOutbox(manyMessages(3)));
      expect(ids(await store().listOutbox({ status: 'pending', limit: 2 }))).toEqual([
        'msg-1',
        'msg-2',
      ]);
      expect(await store().listOutbox({ status: 'dead', limit: 2 })).toEqual([]);
    });

    it('summarizes the outbox per kind and status with the oldest creation time', async () => {
      expect(await store().summarizeOutbox()).toEqual([]);
      await store().transaction((tx) =>
        tx.enqueueOutbox([
          ...manyMessages(3),
          aMessage({ id: 'sms-1', kind: 'sms.purchase_confirmation', idempotencyKey: 's1' }),
        ]),
      );
      await claim(5);
      await store().markOutboxDelivered('msg-1', minutesLater(6));
      await store().markOutboxFailed('msg-3', { error: 'gave up', dead: true });
      expect(await store().summarizeOutbox()).toEqual([
        { kind: 'sheet.lead', status: 'dead', count: 1, oldestCreatedAt: minutesLater(2) },
        { kind: 'sheet.lead', status: 'delivered', count: 1, oldestCreatedAt: minutesLater(0) },
        { kind: 'sheet.lead', status: 'pending', count: 1, oldestCreatedAt: minutesLater(1) },
        {
          kind: 'sms.purchase_confirmation',
          status: 'pending',
          count: 1,
          oldestCreatedAt: minutesLater(0),
        },
      ]);
    });

    it('requeues one dead letter: pending, due now, unlocked, attempts and horizon reset, claimable', async () => {
      await store().transaction((tx) => tx.enqueueOutbox(manyMessages(3)));
      await claim(5);
      await store().markOutboxFailed('msg-1', { error: 'HTTP 400', dead: true });
      await store().markOutboxFailed('msg-2', { error: 'HTTP 400', dead: true });
      expect(await store().requeueDeadOutbox({ id: 'msg-3' }, minutesLater(9))).toEqual([]);
      expect(await store().requeueDeadOutbox({ id: 'nope' }, minutesLater(9))).toEqual([]);
      expect(await store().requeueDeadOutbox({ id: 'msg-1' }, minutesLater(9))).toEqual(['msg-1']);
      const [requeued] = (await store().listOutbox()).filter((m) => m.id === 'msg-1');
      expect(requeued).toMatchObject({
        status: 'pending',
        attempts: 0,
        nextAttemptAt: minutesLater(9),
        lockedUntil: null,
        lastError: 'HTTP 400',
        requeuedAt: minutesLater(9),
      });
      expect(await store().countOutbox('dead')).toBe(1);
      // msg-3 is still leased until minute 6 + 1; at minute 9 both it and the requeued one are due.
      const claimed = await claim(9);
      expect(claimed.map((m) => [m.id, m.attempts])).toEqual([
        ['msg-3', 2],
        ['msg-1', 1],
      ]);
    });

    it('requeues every dead letter at once and leaves other messages alone', async () => {
      await store().transaction((tx) => tx.enqueueOutbox(manyMessages(4)));
      await claim(5);
      for (const id of ['msg-1', 'msg-3', 'msg-4']) {
        await store().markOutboxFailed(id, { error: 'gave up', dead: true });
      }
      expect(await store().requeueDeadOutbox({ all: true }, minutesLater(8))).toEqual([
        'msg-1',
        'msg-3',
        'msg-4',
      ]);
      expect(await store().countOutbox('dead')).toBe(0);
      const held = (await store().listOutbox()).find((m) => m.id === 'msg-2');
      expect(held).toMatchObject({ attempts: 1, lockedUntil: minutesLater(6) });
      expect(await store().requeueDeadOutbox({ all: true }, minutesLater(8))).toEqual([]);
    });
  });
}
