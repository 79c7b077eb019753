import { describe, expect, it } from 'vitest';
import { createCryptoIds } from '../../adapters/ids/crypto-ids';
import type { OutboxMessage } from '../../core/ports/outbox-store';
import { offerFreedSeats } from '../../server/use-cases/offer-freed-seats';
import { refundOrder } from '../../server/use-cases/refund-order';
import { siteConfigFixture } from '../support/site-config-fixture';
import {
  cohortSaleApps,
  payWithApprovedCard,
  type StoreKind,
  saleCohort,
} from './support/cohort-sale-app';
import { checkoutBody, type PaymentsApp } from './support/payments-app';
import { STORE_KINDS } from './support/store-kinds';

const NOW = new Date('2026-11-24T10:00:00Z');
const HOUR = 60 * 60 * 1_000;

const openCohort = cohortSaleApps();
const appOn = (kind: StoreKind) => openCohort({ capacity: 2, now: NOW, kind });

/** One waiting-list round as the server runs it, on the app's store and clock. */
function round(app: PaymentsApp) {
  const { cohorts } = siteConfigFixture([saleCohort({ capacity: 2, now: NOW })]);
  return offerFreedSeats({
    store: app.store,
    clock: app.clock,
    ids: createCryptoIds(),
    cohorts: () => cohorts,
    siteOrigin: 'https://example.ge',
  });
}

/** Opens a checkout (through an offer link when `offerToken` is given) and pays it with the test card. */
async function buy(app: PaymentsApp, i: number, link: { token?: string; cookie?: string } = {}) {
  const payload = checkoutBody({
    email: `buyer${i}@example.ge`,
    phoneNumber: `555 00 00 ${10 + i}`,
    ...(link.token === undefined ? {} : { offerToken: link.token }),
  });
  const started = await app.app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload,
    remoteAddress: `10.0.0.${i}`,
    ...(link.cookie === undefined ? {} : { headers: { cookie: link.cookie } }),
  });
  if (started.statusCode !== 201)
    return { status: started.statusCode, code: started.json().error.code };
  await payWithApprovedCard(app, started.json().checkoutToken);
  return { status: 201, orderToken: started.json().orderToken as string };
}

async function joinWaitlist(app: PaymentsApp, name: string, language: 'ka' | 'en', phone?: string) {
  const answer = await app.app.inject({
    method: 'POST',
    url: '/api/leads',
    payload: {
      email: `${name}@example.ge`,
      source: 'waitlist',
      fullName: `${name} Beridze`,
      language,
      ...(phone === undefined ? {} : { phoneNumber: phone }),
    },
  });
  expect(answer.statusCode).toBe(201);
  app.clock.advance(1_000);
}

/**
 * The offers of cohort 4 as `lead e-mail: status`, after one more round. The app runs rounds of its
 * own too (at start and every 30 seconds), so the test judges the state, not who made it.
 */
async function offersAfterRound(app: PaymentsApp): Promise<string[]> {
  await round(app);
  const leads = await app.store.listLeads({ source: 'waitlist' });
  const emailOf = (leadId: string) => leads.find((lead) => lead.id === leadId)?.email;
  return (await app.store.listWaitlistOffers(4)).map((o) => `${emailOf(o.leadId)}: ${o.status}`);
}

const offerMessages = async (app: PaymentsApp): Promise<OutboxMessage[]> =>
  (await app.store.listOutbox()).filter((m) => m.kind.endsWith('.waitlist_offer'));

/** The token of the personal link in the offer e-mail sent to `email`. */
async function linkTokenFor(app: PaymentsApp, email: string): Promise<string> {
  const message = (await offerMessages(app)).find(
    (m) => m.kind === 'email.waitlist_offer' && JSON.stringify(m.payload).includes(email),
  );
  const link = /offer=([A-Za-z0-9_-]+)/.exec(JSON.stringify(message?.payload ?? {}));
  if (link?.[1] === undefined) throw new Error(`no offer link for ${email}`);
  return link[1];
}

describe.each(STORE_KINDS)('the waiting list acts ($name)', (kind) => {
  it('offers a refunded seat to the first person waiting, who pays through the link; the others wait', async () => {
    const app = await appOn(kind);
    expect((await buy(app, 1)).status).toBe(201);
    expect((await buy(app, 2)).status).toBe(201);
    expect(await buy(app, 3)).toMatchObject({ status: 409, code: 'COHORT_FULL' });
    await joinWaitlist(app, 'ana', 'en', '555 11 22 33');
    await joinWaitlist(app, 'beka', 'ka');
    await joinWaitlist(app, 'gela', 'ka');
    expect(await offersAfterRound(app)).toEqual([]);

    const [paid] = await app.store.listOrders({ cohortNumber: 4, statuses: ['payment_completed'] });
    if (paid === undefined) throw new Error('no paid order');
    const refunded = await refundOrder(
      { store: app.store, gateway: app.flitt.gateway, clock: app.clock, ids: createCryptoIds() },
      { order: paid.id },
    );
    expect(refunded).toMatchObject({ kind: 'refunded' });
    expect(await offersAfterRound(app)).toEqual(['ana@example.ge: open']);
    expect(await offersAfterRound(app)).toEqual(['ana@example.ge: open']);

    const offers = await offerMessages(app);
    expect(offers.map((m) => m.kind).sort()).toEqual([
      'email.waitlist_offer',
      'sms.waitlist_offer',
    ]);
    expect(JSON.stringify(offers)).toContain('ana@example.ge');
    expect(JSON.stringify(offers)).toContain('/en/checkout?offer=');
    // The held seat is the offer's: the public sees the cohort full, its holder sees a seat.
    expect(await buy(app, 5)).toMatchObject({ status: 409, code: 'COHORT_FULL' });
    const token = await linkTokenFor(app, 'ana@example.ge');
    // The personal link's page keeps the offer in a private cookie; the page's script sends nothing.
    const page = await app.app.inject({ url: `/en/checkout?offer=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const cookie = String(page.headers['set-cookie']).split(';')[0] ?? '';
    expect(String(page.headers['set-cookie'])).toMatch(/HttpOnly/);
    const seen = await app.app.inject({ url: '/api/catalogue', headers: { cookie } });
    expect(seen.json().sale).toMatchObject({ state: 'open', seatsLeft: 1 });
    const byQuery = await app.app.inject({ url: `/api/catalogue?offer=${token}` });
    expect(byQuery.json().sale).toMatchObject({ state: 'open', seatsLeft: 1 });
    const publicView = await app.app.inject({ url: '/api/catalogue' });
    expect(publicView.json().sale).toMatchObject({ state: 'full', seatsLeft: 0 });
    expect((await app.app.inject({ url: '/en/checkout' })).headers['set-cookie']).toBeUndefined();

    app.clock.advance(23 * HOUR);
    const bought = await buy(app, 4, { cookie });
    expect(bought.status).toBe(201);
    const orders = await app.store.listOrders({ cohortNumber: 4 });
    expect(orders.filter((o) => o.status === 'payment_completed')).toHaveLength(2);
    const [offer] = await app.store.listWaitlistOffers(4);
    expect(offer).toMatchObject({ status: 'used' });
    // A used link opens nothing more.
    expect(await buy(app, 6, { cookie })).toMatchObject({ status: 409, code: 'COHORT_FULL' });
  });

  it('passes an unused offer on when it expires: the second person gets it', async () => {
    const app = await appOn(kind);
    await buy(app, 1);
    await buy(app, 2);
    await joinWaitlist(app, 'ana', 'en');
    await joinWaitlist(app, 'beka', 'ka', '555 44 55 66');
    await joinWaitlist(app, 'gela', 'ka');
    const [paid] = await app.store.listOrders({ cohortNumber: 4, statuses: ['payment_completed'] });
    if (paid === undefined) throw new Error('no paid order');
    await refundOrder(
      { store: app.store, gateway: app.flitt.gateway, clock: app.clock, ids: createCryptoIds() },
      { order: paid.id },
    );
    expect(await offersAfterRound(app)).toEqual(['ana@example.ge: open']);
    const first = await linkTokenFor(app, 'ana@example.ge');

    app.clock.advance(24 * HOUR - 1_000);
    expect(await offersAfterRound(app)).toEqual(['ana@example.ge: open']);
    app.clock.advance(1_000);
    expect(await offersAfterRound(app)).toEqual([
      'ana@example.ge: expired',
      'beka@example.ge: open',
    ]);
    expect(await buy(app, 7, { token: first })).toMatchObject({ status: 409, code: 'COHORT_FULL' });
    const second = await linkTokenFor(app, 'beka@example.ge');
    expect(JSON.stringify(await offerMessages(app))).toContain('/ka/checkout?offer=');
    expect((await buy(app, 8, { token: second })).status).toBe(201);
    const offers = await app.store.listWaitlistOffers(4);
    expect(offers.map((o) => o.status)).toEqual(['expired', 'used']);
    expect(await offersAfterRound(app)).toEqual([
      'ana@example.ge: expired',
      'beka@example.ge: used',
    ]);
  });
});
