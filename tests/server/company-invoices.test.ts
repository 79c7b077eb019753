import { afterEach, describe, expect, it } from 'vitest';
import { createCryptoIds } from '../../adapters/ids/crypto-ids';
import { recordInvoiceTransfer } from '../../server/use-cases/invoice-commands';
import { pdfText } from '../support/pdf-text';
import { cohortAround, siteConfigFixture } from '../support/site-config-fixture';
import { createTestClock } from './support/lead-delivery-app';
import { buildPaymentsApp, type PaymentsApp } from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

const NOW = new Date('2026-11-10T08:00:00Z');

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

  async function start(): Promise<PaymentsApp> {
    const fixture = createSiteFixture();
    fixtures.push(fixture);
    const app = await buildPaymentsApp(fixture, {
      clock: createTestClock(NOW),
      siteConfig: config,
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
});
