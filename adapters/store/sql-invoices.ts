import { isLanguage } from '../../core/language/languages';
import type {
  InvoicePayment,
  InvoiceRecord,
  InvoiceSeat,
  InvoiceTransaction,
} from '../../core/ports/invoice-store';
import { HOLDING_STATUSES } from '../../core/registration/registration-status';
import {
  integerField,
  nullableTextField,
  nullableTimeField,
  type Row,
  textField,
  timeField,
} from './row-fields';
import { HOLDS_SEAT } from './sql-cohort-seats';
import type { SqlExecutor } from './sql-executor';

// One row per year; the upsert's row lock makes concurrent takers wait (PostgreSQL) or they already
// run one at a time (SQLite), so no number is given twice.
const TAKE_SEQUENCE = `INSERT INTO invoice_numbers (year, last_number) VALUES (?, 1)
  ON CONFLICT (year) DO UPDATE SET last_number = invoice_numbers.last_number + 1
  RETURNING last_number`;
// The cohort's invoice orders still holding a seat (index registrations_cohort_status), and those
// opened from one keyed client address; sums cast so both drivers return a plain number.
const COUNT_INVOICE_HOLDS = `SELECT COUNT(*) AS all_seats,
    CAST(COALESCE(SUM(CASE WHEN hold_address_key = ? THEN 1 ELSE 0 END), 0) AS INTEGER) AS from_address
  FROM registrations
  WHERE cohort_number = ? AND payment_method = 'invoice' AND ${HOLDS_SEAT}`;
const INSERT_INVOICE = `INSERT INTO invoices (id, number, token, language, cohort_number,
  company_name, company_code, company_address, contact_name, contact_email, contact_phone,
  unit_price_tetri, issued_at, due_at, cancelled_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const INSERT_SEAT = `INSERT INTO invoice_seats (invoice_id, seat, registration_id, participant_name,
  participant_email) VALUES (?, ?, ?, ?, ?)`;
const INSERT_PAYMENT = `INSERT INTO invoice_payments (invoice_id, payment_key, amount_tetri, paid_on,
  recorded_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (invoice_id, payment_key) DO NOTHING`;
const SET_PARTICIPANT = `UPDATE invoice_seats SET participant_name = ?, participant_email = ?
  WHERE invoice_id = ? AND seat = ?`;
const CANCEL = 'UPDATE invoices SET cancelled_at = ? WHERE id = ? AND cancelled_at IS NULL';

function seatFromRow(row: Row): InvoiceSeat {
  const name = nullableTextField(row, 'participant_name');
  const email = nullableTextField(row, 'participant_email');
  return {
    seat: integerField(row, 'seat'),
    registrationId: textField(row, 'registration_id'),
    participant: name === null || email === null ? null : { name, email },
  };
}

function paymentFromRow(row: Row): InvoicePayment {
  return {
    key: textField(row, 'payment_key'),
    amountTetri: integerField(row, 'amount_tetri'),
    paidOn: textField(row, 'paid_on'),
    recordedAt: timeField(row, 'recorded_at'),
  };
}

function invoiceFromRow(
  row: Row,
  seats: readonly InvoiceSeat[],
  payments: readonly InvoicePayment[],
): InvoiceRecord {
  const language = textField(row, 'language');
  if (!isLanguage(language)) throw new TypeError(`Column language is not a language: ${language}`);
  return {
    id: textField(row, 'id'),
    number: textField(row, 'number'),
    token: textField(row, 'token'),
    language,
    cohortNumber: integerField(row, 'cohort_number'),
    company: {
      name: textField(row, 'company_name'),
      code: textField(row, 'company_code'),
      address: nullableTextField(row, 'company_address'),
    },
    contact: {
      name: textField(row, 'contact_name'),
      email: textField(row, 'contact_email'),
      phone: textField(row, 'contact_phone'),
    },
    unitPriceTetri: integerField(row, 'unit_price_tetri'),
    seats,
    issuedAt: timeField(row, 'issued_at'),
    dueAt: timeField(row, 'due_at'),
    cancelledAt: nullableTimeField(row, 'cancelled_at'),
    payments,
  };
}

/** The invoice writes and lookups of a transaction, shared by SQLite and PostgreSQL. */
export function createSqlInvoices(executor: SqlExecutor): InvoiceTransaction {
  const { time } = executor;
  const withParts = async (rows: Row[]): Promise<InvoiceRecord[]> =>
    Promise.all(
      rows.map(async (row) => {
        const id = textField(row, 'id');
        const seats = await executor.all(
          'SELECT * FROM invoice_seats WHERE invoice_id = ? ORDER BY seat',
          [id],
        );
        const payments = await executor.all(
          'SELECT * FROM invoice_payments WHERE invoice_id = ? ORDER BY recorded_at, payment_key',
          [id],
        );
        return invoiceFromRow(row, seats.map(seatFromRow), payments.map(paymentFromRow));
      }),
    );
  const findBy = async (column: 'number' | 'token', value: string) => {
    const rows = await executor.all(`SELECT * FROM invoices WHERE ${column} = ?`, [value]);
    return (await withParts(rows))[0] ?? null;
  };
  return {
    async countInvoiceHolds({ cohortNumber, heldSince, addressKey }) {
      const [row] = await executor.all(COUNT_INVOICE_HOLDS, [
        addressKey,
        cohortNumber,
        ...HOLDING_STATUSES,
        executor.time(heldSince),
      ]);
      if (row === undefined) throw new Error('Invoice hold count returned no row');
      return { all: Number(row.all_seats), fromAddress: integerField(row, 'from_address') };
    },
    async takeInvoiceSequence(year) {
      const [row] = await executor.all(TAKE_SEQUENCE, [year]);
      if (row === undefined) throw new Error('Invoice number upsert returned no row');
      return integerField(row, 'last_number');
    },
    async insertInvoice(invoice) {
      if (invoice.payments.length > 0) throw new Error('A new invoice has no payments');
      const { company, contact } = invoice;
      await executor.run(INSERT_INVOICE, [
        invoice.id,
        invoice.number,
        invoice.token,
        invoice.language,
        invoice.cohortNumber,
        company.name,
        company.code,
        company.address,
        contact.name,
        contact.email.toLowerCase(),
        contact.phone,
        invoice.unitPriceTetri,
        time(invoice.issuedAt),
        time(invoice.dueAt),
        invoice.cancelledAt === null ? null : time(invoice.cancelledAt),
      ]);
      for (const seat of invoice.seats) {
        const { participant } = seat;
        await executor.run(INSERT_SEAT, [
          invoice.id,
          seat.seat,
          seat.registrationId,
          participant?.name ?? null,
          participant?.email.toLowerCase() ?? null,
        ]);
      }
    },
    findInvoiceByNumber: (number) => findBy('number', number),
    findInvoiceByToken: (token) => findBy('token', token),
    listInvoices: async () =>
      withParts(await executor.all('SELECT * FROM invoices ORDER BY issued_at, number', [])),
    async recordInvoicePayment(invoiceId, payment) {
      const values = [invoiceId, payment.key, payment.amountTetri, payment.paidOn];
      return (await executor.run(INSERT_PAYMENT, [...values, time(payment.recordedAt)])) === 1;
    },
    async setInvoiceParticipant(invoiceId, seat, participant) {
      const values = [participant.name, participant.email.toLowerCase(), invoiceId, seat];
      return (await executor.run(SET_PARTICIPANT, values)) === 1;
    },
    async cancelInvoice(invoiceId, at) {
      return (await executor.run(CANCEL, [time(at), invoiceId])) === 1;
    },
  };
}
