import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCryptoIds } from '../../adapters/ids/crypto-ids';
import { recordInvoiceTransfer } from '../../server/use-cases/invoice-commands';
import { pdfText } from '../support/pdf-text';
import { cohortAround, siteConfigFixture } from '../support/site-config-fixture';
import { createTestClock } from './support/lead-delivery-app';
import { buildPaymentsApp, type PaymentsApp } from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

const NOW = new Date('2026-11-10T08:00:00Z');
const ROOT = join(import.meta.dirname, '../..');
const BUILT_SITE: SiteFixture = {
  siteDir: join(ROOT, 'dist/client'),
  localesDir: join(ROOT, 'locales'),
  remove: () => {},
};

/** The company form as the page posts it: three seats, two participants named. */
const companyBody = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'შპს „ციფრული ხიდი“',
  companyCode: '405123456',
  companyAddress: 'თბილისი, რუსთაველის გამზ. 1',
  contactName: 'ნინო ბერიძე',
  contactEmail: 'billing@bridge.ge',
  contactPhone: '+995 555 123 456',
  seats: 3,
  participants: 'Giorgi Beridze, giorgi@bridge.ge\nAna Beridze, ana@bridge.ge',
  terms: true,
  language: 'en',
  ...overrides,
});

/** Cohort 4 on sale, 10 seats, the early bird running. */
const config = siteConfigFixture([
  cohortAround(NOW, { number: 4, startInDays: 60, earlyBirdInDays: 20, capacity: 10 }),
]);

describe('company invoices through the server', () => {
  const fixtures: SiteFixture[] = [];
  const apps: PaymentsApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.app.close();
    for (const fixture of fixtures.splice(0)) fixture.remove();
  });

  async function start(siteConfig = config, built = false): Promise<PaymentsApp> {
    // The refused form is rendered by the SSR bundle, so that test runs on the real build.
    const fixture = built ? BUILT_SITE : createSiteFixture();
    fixtures.push(fixture);
    const app = await buildPaymentsApp(fixture, {
      clock: createTestClock(NOW),
      siteConfig,
    });
    apps.push(app);
    return app;
  }

  const seatsLeft = async (app: PaymentsApp) =>
    (await app.app.inject({ method: 'GET', url: '/api/catalogue' })).json().sale
      .seatsLeft as number;

  it('issues an invoice for 3 seats, holds them, serves the PDF and completes them once paid', async () => {
    const app = await start();
    expect(await seatsLeft(app)).toBe(10);
    const issued = await app.app.inject({
      method: 'POST',
      url: '/api/invoices',
      payload: companyBody(),
    });
    expect(issued.statusCode).toBe(201);
    const invoice = issued.json();
    // The early-bird price (2500 ₾) at this instant, three seats, VAT 18/118 of the gross.
    expect(invoice).toMatchObject({
      invoiceNumber: 'INV-2026-0001',
      seats: 3,
      unitPriceTetri: 250_000,
      grossTetri: 750_000,
      netTetri: 635_593,
      vatTetri: 114_407,
      dueAt: '2026-11-17T20:00:00.000Z',
    });
    expect(invoice.pdfUrl).toMatch(/^\/api\/invoices\/[A-Za-z0-9_-]{22,}\/pdf$/);
    expect(await seatsLeft(app)).toBe(7);

    const pdf = await app.app.inject({ method: 'GET', url: invoice.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'INV-2026-0001',
      '405123456',
      '400000000',
      '₾6,355.93',
      '₾1,144.07',
      '₾7,500.00',
      'GE29 NB00 0000 0101 9049 17',
      'not a tax invoice',
    ])
      expect(text).toContain(expected);
    const unknown = await app.app.inject({
      method: 'GET',
      url: '/api/invoices/AAAAAAAAAAAAAAAAAAAAAAAA/pdf',
    });
    expect(unknown.statusCode).toBe(404);

    const transfer = { amountTetri: 750_000, paidOn: '2026-11-12', again: false };
    const deps = {
      store: app.store,
      ids: createCryptoIds(),
      clock: app.clock,
      cohorts: () => config.cohorts,
    };
    const paid = await recordInvoiceTransfer(deps, 'INV-2026-0001', transfer);
    expect(paid._unsafeUnwrap()).toMatchObject({ kind: 'recorded', completedSeats: 3 });
    const orders = await app.store.listOrders({ cohortNumber: 4 });
    expect(orders.map((order) => [order.status, order.paymentMethod])).toEqual(
      Array(3).fill(['completed', 'invoice']),
    );
    const outbox = await app.store.listOutbox();
    const receipts = outbox.filter((message) => message.kind === 'email.order_receipt');
    expect(receipts.map((m) => (m.payload as { to: string }).to).sort()).toEqual([
      'ana@bridge.ge',
      'billing@bridge.ge',
      'giorgi@bridge.ge',
    ]);
    expect(outbox.filter((message) => message.kind === 'email.company_invoice')).toHaveLength(1);
    expect(await seatsLeft(app)).toBe(7);
  });

  it('frees the seats of an unpaid invoice at its due date', async () => {
    const app = await start();
    await app.app.inject({ method: 'POST', url: '/api/invoices', payload: companyBody() });
    expect(await seatsLeft(app)).toBe(7);
    app.clock.advance(Date.parse('2026-11-17T19:59:59Z') - NOW.getTime());
    expect(await seatsLeft(app)).toBe(7);
    app.clock.advance(1_000);
    expect(await seatsLeft(app)).toBe(10);
  });

  it('answers field codes, and NOT_ENOUGH_SEATS beyond the seats left', async () => {
    const app = await start();
    const refused = await app.app.inject({
      method: 'POST',
      url: '/api/invoices',
      payload: companyBody({ companyCode: '12345678901', terms: false }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      companyCode: 'company_code.invalid',
      terms: 'terms.required',
    });
    const tooMany = await app.app.inject({
      method: 'POST',
      url: '/api/invoices',
      payload: companyBody({ seats: 11, participants: '' }),
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.code).toBe('NOT_ENOUGH_SEATS');
  });
  it('lets unpaid invoices hold 10 seats per network and half the cohort, then refuses with INVOICE_HOLDS_LIMIT', async () => {
    const app = await start(
      siteConfigFixture([
        cohortAround(NOW, { number: 4, startInDays: 60, earlyBirdInDays: 20, capacity: 30 }),
      ]),
      true,
    );
    const ask = (remoteAddress: string, seats: number) =>
      app.app.inject({
        method: 'POST',
        url: '/api/invoices',
        remoteAddress,
        payload: companyBody({ seats, participants: '' }),
      });
    expect((await ask('203.0.113.7', 10)).statusCode).toBe(201);
    const eleventh = await ask('203.0.113.7', 1);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.code).toBe('INVOICE_HOLDS_LIMIT');
    expect((await ask('198.51.100.20', 5)).statusCode).toBe(201);
    // Half the cohort (15 of 30) is held by invoices: nobody else gets one, card buyers still do.
    expect((await ask('192.0.2.55', 1)).json().error.code).toBe('INVOICE_HOLDS_LIMIT');
    expect(await seatsLeft(app)).toBe(15);
    // The page without JavaScript says so on the form.
    const form = await app.app.inject({
      method: 'POST',
      url: '/en/checkout/company',
      remoteAddress: '192.0.2.55',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        origin: 'https://example.ge',
      },
      payload: new URLSearchParams({
        ...Object.fromEntries(
          Object.entries(companyBody({ seats: 1, participants: '' })).map(([k, v]) => [
            k,
            String(v),
          ]),
        ),
        terms: 'on',
      }).toString(),
    });
    expect(form.statusCode).toBe(409);
    expect(form.body).toContain('at most 10 seats from one network');
    // Once the invoices are due unpaid, their seats and the network's share are free again.
    app.clock.advance(Date.parse('2026-11-17T20:00:00Z') - NOW.getTime());
    expect((await ask('203.0.113.7', 10)).statusCode).toBe(201);
  });
});
