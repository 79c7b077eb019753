import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createCryptoIds } from '../../adapters/ids/crypto-ids';
import { seatHeldSince } from '../../core/checkout/seat-hold';
import { parseCompanyInvoiceForm } from '../../core/invoice/company-invoice-form';
import { parseSiteConfig } from '../../core/site-config/parse-site-config';
import { issueCompanyInvoice } from '../../server/use-cases/issue-company-invoice';
import { pdfText } from '../support/pdf-text';
import { cohortAround, shippedSiteConfigJson } from '../support/site-config-fixture';
import { describeOnDatabases, NOW, type OpsDatabase, opsWithEnv } from './support/ops-harness';

const cells = (line: string | undefined) => line?.split(/\s{2,}/);

/** Cohort 4 on sale at the console's clock, 30 seats at 2700 ₾ (the early bird is over). */
function siteJson() {
  const cohort = cohortAround(NOW, { number: 4, startInDays: 30, earlyBirdInDays: -1 });
  return { ...shippedSiteConfigJson(), cohorts: [{ ...cohort, capacity: 30 }] };
}

/** A company buys three seats, one participant named. */
async function issue(db: OpsDatabase) {
  const config = parseSiteConfig(siteJson())._unsafeUnwrap();
  const request = parseCompanyInvoiceForm({
    companyName: 'შპს „ციფრული ხიდი“',
    companyCode: '405123456',
    companyAddress: 'თბილისი, რუსთაველის გამზ. 1',
    contactName: 'ნინო ბერიძე',
    contactEmail: 'billing@bridge.ge',
    contactPhone: '+995555123456',
    seats: '3',
    participants: 'Giorgi Beridze, giorgi@bridge.ge',
    terms: 'on',
    language: 'ka',
  });
  if (!request.ok) throw new Error(JSON.stringify(request.issues));
  return db.withStore(async (store) => {
    const deps = {
      store,
      ids: createCryptoIds(),
      clock: { now: () => NOW },
      config: () => config,
      siteOrigin: 'https://example.ge',
      addressKey: (address: string) => `key-${address}`,
    };
    const issued = await issueCompanyInvoice(deps, request.value, { address: '203.0.113.7' });
    return {
      invoice: issued._unsafeUnwrap(),
      seats: await store.countCohortSeats(4, seatHeldSince(NOW)),
    };
  });
}

describeOnDatabases('ops invoices', (db) => {
  const env = () => {
    const path = join(db().dir, 'site.json');
    writeFileSync(path, JSON.stringify(siteJson()));
    return { SITE_CONFIG_PATH: path };
  };

  it('lists an open invoice, takes partial transfers once each and completes the seats', async () => {
    const { invoice, seats } = await issue(db());
    expect(invoice.number).toBe('INV-2025-0001');
    expect(seats.held).toBe(3);
    const list = await opsWithEnv(db(), env(), 'invoices', 'list', '--status', 'open');
    expect(list).toMatchObject({ code: 0, stderr: '' });
    const row = cells(list.stdout.split('\n')[2]);
    expect(row).toEqual([
      'INV-2025-0001',
      '2025-10-01',
      'შპს „ციფრული ხიდი“',
      '405123456',
      '4',
      '3',
      '8100.00',
      '0.00',
      '2025-10-08',
      'open',
      'billing@bridge.ge',
    ]);

    const part = [
      'invoices',
      'mark-paid',
      'INV-2025-0001',
      '--amount',
      '2700',
      '--date',
      '2025-10-02',
    ];
    expect((await opsWithEnv(db(), env(), ...part)).stdout).toContain(
      '2700.00 of 8100.00 GEL paid',
    );
    expect((await opsWithEnv(db(), env(), ...part)).stdout).toContain('Already recorded');
    // Money came in: the invoice is refunded seat by seat, never cancelled.
    const cancel = await opsWithEnv(db(), env(), 'invoices', 'cancel', 'INV-2025-0001');
    expect(cancel.code).toBe(1);
    expect(cancel.stderr).toContain('INVOICE_HAS_PAYMENTS: nothing changed.');
    const rest = await opsWithEnv(db(), env(), ...part.slice(0, 4), '5400', '--date', '2025-10-03');
    expect(rest.stdout).toContain('Paid in full: 3 seats completed');
    expect(rest.stdout).toContain('VAT invoice to issue on rs.ge');
    expect(rest.stdout).toContain('identification code 405123456');
    expect(rest.stdout).toContain('net 6864.41 GEL, VAT 18% 1235.59 GEL, gross 8100.00 GEL');

    await db().withStore(async (store) => {
      const orders = await store.listOrders({ cohortNumber: 4 });
      expect(orders.map((order) => order.status)).toEqual(['completed', 'completed', 'completed']);
      const receipts = (await store.listOutbox()).filter((m) => m.kind === 'email.order_receipt');
      const to = receipts.map((m) => (m.payload as { to: string }).to).sort();
      expect(to).toEqual(['billing@bridge.ge', 'billing@bridge.ge', 'giorgi@bridge.ge']);
      const invoiceMails = (await store.listOutbox()).filter(
        (m) => m.kind === 'email.company_invoice',
      );
      expect(invoiceMails).toHaveLength(1);
    });
    const paid = await opsWithEnv(db(), env(), 'invoices', 'list', '--status', 'paid');
    expect(cells(paid.stdout.split('\n')[2])?.slice(6, 10)).toEqual([
      '8100.00',
      '8100.00',
      '2025-10-08',
      'paid',
    ]);
  });

  it('writes the PDF with both codes, the figures and the IBAN; exports formula-safe CSV', async () => {
    await issue(db());
    const out = join(db().dir, 'invoice.pdf');
    const run = await opsWithEnv(db(), env(), 'invoices', 'pdf', 'INV-2025-0001', '--out', out);
    expect(run.code).toBe(0);
    const text = await pdfText(readFileSync(out));
    for (const expected of [
      'INV-2025-0001',
      '405123456',
      '400000000',
      'GE29 NB00 0000 0101 9049 17',
    ])
      expect(text).toContain(expected);
    for (const figure of ['6 864,41 ₾', '1 235,59 ₾', '8 100,00 ₾']) expect(text).toContain(figure);
    const csv = await opsWithEnv(db(), env(), 'invoices', 'export');
    expect(csv.stdout.startsWith('\uFEFFnumber,issued,company')).toBe(true);
    expect(csv.stdout).toContain('INV-2025-0001');
  });

  it('frees the seats of an invoice past its due date, and of a cancelled one at once', async () => {
    const { invoice } = await issue(db());
    await db().withStore(async (store) => {
      expect(
        (await store.countCohortSeats(4, seatHeldSince(new Date(invoice.dueAt.getTime() - 1))))
          .held,
      ).toBe(3);
      expect((await store.countCohortSeats(4, seatHeldSince(invoice.dueAt))).held).toBe(0);
    });
    const cancel = await opsWithEnv(db(), env(), 'invoices', 'cancel', 'INV-2025-0001');
    expect(cancel.stdout).toContain('3 seats are free again');
    await db().withStore(async (store) => {
      expect((await store.countCohortSeats(4, seatHeldSince(NOW))).held).toBe(0);
    });
    const refused = await opsWithEnv(
      db(),
      env(),
      'invoices',
      'mark-paid',
      'INV-2025-0001',
      '--amount',
      '1',
      '--date',
      '2025-10-02',
    );
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.stderr).toContain('INVOICE_CANCELLED');
  });
});
