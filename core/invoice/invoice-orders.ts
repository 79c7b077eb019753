import { holdCountingFromFor } from '../checkout/seat-hold';
import type { Language } from '../language/languages';
import type { InvoiceContact, InvoiceSeat } from '../ports/invoice-store';
import type { OrderContact, RegistrationRecord } from '../ports/order-store';
import { openRegistration } from '../registration/open-registration';
import type { Participant } from './participants';

/** Where an invoice's orders come from (the console's `source` column). */
const INVOICE_ORDER_SOURCE = 'company_invoice';

/**
 * The status check of an invoice order is never due: the card provider does not know it, and
 * reconciliation would fail it (docs/purchase.md "Company invoices").
 */
const NEVER_CHECKED = new Date(Date.UTC(9999, 11, 31));

/** A full name split at its first space, as the checkout splits a remembered name. */
function splitName(fullName: string): { readonly firstName: string; readonly lastName: string } {
  const space = fullName.indexOf(' ');
  return space < 0
    ? { firstName: fullName, lastName: '' }
    : { firstName: fullName.slice(0, space), lastName: fullName.slice(space + 1) };
}

/** Who a seat's order names: its participant (with the billing contact's phone), else the billing contact. */
export function seatContact(
  contact: InvoiceContact,
  participant: Participant | null,
): OrderContact {
  const person = participant ?? contact;
  return {
    ...splitName(person.name),
    email: person.email,
    phone: contact.phone,
    city: null,
    linkedIn: null,
  };
}

/** What a seat order is built from. */
export interface SeatOrderInput {
  readonly id: string;
  readonly customerId: string;
  readonly publicToken: string;
  readonly invoiceNumber: string;
  readonly seat: number;
  readonly contact: OrderContact;
  readonly priceTetri: number;
  readonly cohortNumber: number;
  readonly language: Language;
  readonly issuedAt: Date;
  readonly dueAt: Date;
  /** The keyed client address the invoice was asked from (the invoice hold limit). */
  readonly holdAddressKey: string;
}

/**
 * One seat's order: pending, paid by `invoice`, its hold lasting until the invoice is due (the hold
 * counts from `dueAt` less the 30 minutes, docs/purchase.md "Seats"), never asked about at the card provider.
 */
export function seatOrder(input: SeatOrderInput): RegistrationRecord {
  return {
    id: input.id,
    customerId: input.customerId,
    contact: input.contact,
    priceTetri: input.priceTetri,
    currency: 'GEL',
    ...openRegistration(input.issuedAt),
    source: INVOICE_ORDER_SOURCE,
    utm: {},
    publicToken: input.publicToken,
    merchantOrderId: `${input.invoiceNumber}-${input.seat}`,
    createdAt: input.issuedAt,
    paymentStatus: null,
    language: input.language,
    cohortNumber: input.cohortNumber,
    overbookedAt: null,
    statusCheckedAt: null,
    statusCheckDueAt: NEVER_CHECKED,
    marketingOptIn: false,
    expressStartRequestedAt: null,
    advertisingConsent: false,
    holdAddressKey: input.holdAddressKey,
    promo: null,
    paymentMethod: 'invoice',
    holdCountsFrom: holdCountingFromFor(input.dueAt),
  };
}

/** The seat rows of an invoice, participants in the order given. */
export function invoiceSeats(
  orderIds: readonly string[],
  participants: readonly Participant[],
): InvoiceSeat[] {
  return orderIds.map((registrationId, index) => ({
    seat: index + 1,
    registrationId,
    participant: participants[index] ?? null,
  }));
}
