import { err, ok, type Result } from 'neverthrow';
import { seatHeldSince } from '../../core/checkout/seat-hold';
import { type SaleRefusalCode, saleRefusal } from '../../core/cohort/cohort-sale';
import type { CompanyInvoiceRequest } from '../../core/invoice/company-invoice-form';
import { DEFAULT_INVOICE_DUE_DAYS, invoiceDueAt } from '../../core/invoice/invoice-due';
import { invoiceHoldAllowed } from '../../core/invoice/invoice-holds';
import { invoiceNumber } from '../../core/invoice/invoice-number';
import { invoiceSeats, seatContact, seatOrder } from '../../core/invoice/invoice-orders';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { InvoiceRecord, InvoiceTransaction } from '../../core/ports/invoice-store';
import type { OrderTransaction } from '../../core/ports/order-store';
import type { OutboxTransaction } from '../../core/ports/outbox-store';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { quoteAt } from '../../core/pricing/price-at';
import type { Cohort, SiteConfig } from '../../core/site-config/site-config';
import { tbilisiCalendarDay } from '../../core/time/tbilisi-time';
import { cohortSaleNow } from './cohort-sale-now';
import { invoiceIssuedMessage } from './invoice-messages';

/** What issuing an invoice needs. */
export interface IssueInvoiceDependencies {
  readonly store: Pick<RegistrationStore, 'transaction'>;
  readonly ids: Ids;
  readonly clock: Clock;
  /** The running configuration: cohorts, the seller's account, the due days. */
  readonly config: () => Pick<SiteConfig, 'cohorts' | 'seller' | 'invoices'>;
  /** SITE_ORIGIN: the e-mail's PDF link. */
  readonly siteOrigin: string;
  /** Wakes the outbox worker once the invoice e-mail is queued. */
  readonly onEnqueued?: () => void;
  /** The keyed form of a client address (docs/security.md "Checkout hold keys"). */
  readonly addressKey: (address: string) => string;
}

/** Why no invoice was issued. */
export type InvoiceRefusal =
  | SaleRefusalCode
  | 'NOT_ENOUGH_SEATS'
  | 'INVOICE_HOLDS_LIMIT'
  | 'INVOICES_NOT_OFFERED';

/** Where the request came from: the client address, kept on the seat orders only keyed. */
export interface InvoiceRequester {
  readonly address: string;
}

/** What the seat orders and the invoice are written from. */
interface InvoiceDraft {
  readonly request: CompanyInvoiceRequest;
  readonly cohort: Cohort;
  readonly now: Date;
  readonly dueAt: Date;
  readonly number: string;
  readonly contact: InvoiceRecord['contact'];
  /** The cohort's price now, for every seat (the checkout's pricing). */
  readonly unitPriceTetri: number;
  readonly holdAddressKey: string;
}

type IssueTransaction = InvoiceTransaction & OrderTransaction & OutboxTransaction;

/** Inserts the seat orders, their customer, the invoice and its e-mail, under the cohort's lock. */
async function writeInvoice(
  deps: IssueInvoiceDependencies,
  tx: IssueTransaction,
  request: CompanyInvoiceRequest,
  cohort: Cohort,
  now: Date,
  holdAddressKey: string,
): Promise<InvoiceRecord> {
  const config = deps.config();
  const dueAt = invoiceDueAt(now, config.invoices?.dueDays ?? DEFAULT_INVOICE_DUE_DAYS, cohort);
  const year = tbilisiCalendarDay(now).year;
  const number = invoiceNumber(year, await tx.takeInvoiceSequence(year));
  const contact = {
    name: request.contactName,
    email: request.contactEmail,
    phone: request.contactPhone,
  };
  const unitPriceTetri = quoteAt(now, cohort).price;
  const draft = { request, cohort, now, dueAt, number, contact, unitPriceTetri, holdAddressKey };
  const orderIds = await insertSeatOrders(deps, tx, draft);
  const invoice = invoiceRecord(deps.ids, draft, orderIds);
  await tx.insertInvoice(invoice);
  await tx.enqueueOutbox([invoiceIssuedMessage(invoice, deps.ids.newId(), now, deps.siteOrigin)]);
  return invoice;
}

/** One order per seat, for the billing contact's customer; answers the orders' ids in seat order. */
async function insertSeatOrders(
  deps: IssueInvoiceDependencies,
  tx: IssueTransaction,
  draft: InvoiceDraft,
): Promise<string[]> {
  const { request, contact, now } = draft;
  // The billing contact's identity links the orders, as a checkout's e-mail does.
  const customer = await tx.findOrCreateCustomerByEmail({
    ...seatContact(contact, null),
    id: deps.ids.newId(),
    at: now,
  });
  const orderIds: string[] = [];
  for (let seat = 1; seat <= request.seats; seat += 1) {
    const order = seatOrder({
      id: deps.ids.newId(),
      customerId: customer.id,
      publicToken: deps.ids.newToken(),
      invoiceNumber: draft.number,
      seat,
      contact: seatContact(contact, request.participants[seat - 1] ?? null),
      priceTetri: draft.unitPriceTetri,
      cohortNumber: draft.cohort.number,
      language: request.language,
      issuedAt: now,
      dueAt: draft.dueAt,
      holdAddressKey: draft.holdAddressKey,
    });
    await tx.insertRegistration(order);
    orderIds.push(order.id);
  }
  return orderIds;
}

function invoiceRecord(ids: Ids, draft: InvoiceDraft, orderIds: readonly string[]): InvoiceRecord {
  const { request } = draft;
  return {
    id: ids.newId(),
    number: draft.number,
    token: ids.newToken(),
    language: request.language,
    cohortNumber: draft.cohort.number,
    company: {
      name: request.companyName,
      code: request.companyCode,
      address: request.companyAddress === '' ? null : request.companyAddress,
    },
    contact: draft.contact,
    unitPriceTetri: draft.unitPriceTetri,
    seats: invoiceSeats(orderIds, request.participants),
    issuedAt: draft.now,
    dueAt: draft.dueAt,
    cancelledAt: null,
    payments: [],
  };
}

/** Whether the invoice's seats fit the invoice hold limits (docs/purchase.md "Company invoices"). */
async function withinInvoiceHolds(
  tx: Pick<InvoiceTransaction, 'countInvoiceHolds'>,
  cohort: Cohort,
  seats: number,
  addressKey: string,
  now: Date,
): Promise<boolean> {
  const held = await tx.countInvoiceHolds({
    cohortNumber: cohort.number,
    heldSince: seatHeldSince(now),
    addressKey,
  });
  return invoiceHoldAllowed({
    seats,
    capacity: cohort.maxCapacity,
    heldByInvoices: held.all,
    heldFromAddress: held.fromAddress,
  });
}

/**
 * Issues a pro-forma invoice for seats of the cohort on sale (docs/purchase.md "Company invoices"):
 * under the cohort's sales lock, one order per seat at the price now, held until the invoice is
 * due, and the invoice e-mail with its PDF queued.
 */
export async function issueCompanyInvoice(
  deps: IssueInvoiceDependencies,
  request: CompanyInvoiceRequest,
  requester: InvoiceRequester,
): Promise<Result<InvoiceRecord, InvoiceRefusal>> {
  const now = deps.clock.now();
  const config = deps.config();
  if (config.seller.bankAccount === undefined) return err('INVOICES_NOT_OFFERED');
  const addressKey = deps.addressKey(requester.address);
  const issued = await deps.store.transaction(async (tx) => {
    const offered = await cohortSaleNow(tx, config.cohorts, now);
    if (offered.state !== 'open') return err(saleRefusal(offered.state) ?? 'REGISTRATION_CLOSED');
    await tx.lockCohortSales(offered.cohort.number);
    const sale = await cohortSaleNow(tx, config.cohorts, now);
    if (sale.state !== 'open') return err(saleRefusal(sale.state) ?? 'REGISTRATION_CLOSED');
    if (sale.seatsLeft < request.seats) return err('NOT_ENOUGH_SEATS' as const);
    if (!(await withinInvoiceHolds(tx, sale.cohort, request.seats, addressKey, now))) {
      return err('INVOICE_HOLDS_LIMIT' as const);
    }
    return ok(await writeInvoice(deps, tx, request, sale.cohort, now, addressKey));
  });
  if (issued.isOk()) deps.onEnqueued?.();
  return issued;
}
