import type { SheetRow } from '../../core/ports/lead-sink';
import { formulaSafeCell } from '../../core/spreadsheet/formula-safe-cell';

/** A spreadsheet cell as sent to the webhook: formula-safe text or a number. */
export type SheetCell = string | number;

/** The JSON body the sheet script receives: the row's columns plus `type` and `idempotencyKey`. */
export type SheetPayload = Readonly<Record<string, SheetCell>>;

/** A yes/no column as the team reads it (docs/messaging.md "Spreadsheet rows"). */
function yesNo(value: boolean): 'yes' | 'no' {
  return value ? 'yes' : 'no';
}

/**
 * Flattens a lead, customer or refund row into the spec's columns (docs/webinar.md "Leads and exit intent": fullName, email,
 * phoneNumber, city, linkedin, source, timestamp, utmSource … utmTerm), every text cell formula-safe.
 * Customers carry their amount and promo discount in GEL (the sheet is read by people, not tetri
 * counters). The idempotency key lets the script skip a row it already appended (a retried delivery).
 */
export function sheetPayload(row: SheetRow, idempotencyKey: string): SheetPayload {
  const columns =
    row.kind === 'refund'
      ? refundColumns(row)
      : row.kind === 'lead'
        ? leadColumns(row)
        : customerColumns(row);
  const safe = Object.entries({ type: row.kind, ...columns, idempotencyKey }).map(
    ([key, value]) => [key, typeof value === 'string' ? formulaSafeCell(value) : value] as const,
  );
  return Object.fromEntries(safe);
}

type RowOf<Kind extends SheetRow['kind']> = Extract<SheetRow, { kind: Kind }>;
type Columns = Record<string, SheetCell>;

/** The campaign tags, one column each, empty when absent. */
function utmColumns(utm: SheetRow['utm']): Columns {
  return {
    utmSource: utm.source ?? '',
    utmMedium: utm.medium ?? '',
    utmCampaign: utm.campaign ?? '',
    utmContent: utm.content ?? '',
    utmTerm: utm.term ?? '',
  };
}

function refundColumns(row: RowOf<'refund'>): Columns {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    transactionId: row.transactionId,
    refundAmount: row.amount / 100,
    refundedTotal: row.refundedTotal / 100,
    orderStatus: row.orderStatus,
    refundOrigin: row.origin,
    source: row.source,
    timestamp: row.timestamp,
    ...utmColumns(row.utm),
  };
}

function leadColumns(row: RowOf<'lead'>): Columns {
  return {
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    city: row.city,
    linkedin: row.linkedin,
    source: row.source,
    timestamp: row.timestamp,
    ...utmColumns(row.utm),
    marketingOptIn: yesNo(row.marketingOptIn),
    // A column of its own only for leads with a session: the script adds it when first seen.
    ...(row.webinarSession === undefined ? {} : { webinarSession: row.webinarSession }),
  };
}

function customerColumns(row: RowOf<'customer'>): Columns {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    city: row.city ?? '',
    linkedin: row.linkedIn ?? '',
    transactionId: row.transactionId,
    amount: row.amount / 100,
    // Every customer row fills both columns: an empty code and 0 GEL without one.
    promoCode: row.promoCode ?? '',
    promoDiscount: (row.promoDiscount ?? 0) / 100,
    source: row.source,
    timestamp: row.timestamp,
    ...utmColumns(row.utm),
    marketingOptIn: yesNo(row.marketingOptIn),
    expressStart: yesNo(row.expressStart),
  };
}
