import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type PaymentLookup,
  type PollReport,
  pollPaymentStatus,
  readLookup,
} from './poll-payment-status';

const pending: PaymentLookup = { answer: { kind: 'status', status: 'pending' }, firstName: 'Nino' };
const approved: PaymentLookup = {
  answer: { kind: 'status', status: 'approved' },
  firstName: 'Nino',
};

describe('readLookup', () => {
  it('reads the contract answer', () => {
    expect(
      readLookup({
        ok: true,
        status: 200,
        data: { firstName: ' ნინო ', paymentStatus: 'approved' },
      }),
    ).toEqual({
      answer: { kind: 'status', status: 'approved' },
      firstName: 'ნინო',
    });
  });

  it("reads a paid order's receipt, and drops one that is malformed or on an unpaid order", () => {
    const receipt = {
      orderNumber: 'tc-1',
      paidOn: '2026-11-24',
      amountTetri: 270_000,
      currency: 'GEL',
      vat: { kind: 'included', ratePercent: 18, amountTetri: 41_186 },
      cohortNumber: 4,
    };
    const read = (status: string, value: unknown) =>
      readLookup({ ok: true, status: 200, data: { paymentStatus: status, receipt: value } })
        .receipt;
    expect(read('approved', receipt)).toEqual(receipt);
    expect(read('approved', { ...receipt, vat: { kind: 'not-applicable' } })?.vat).toEqual({
      kind: 'not-applicable',
    });
    expect(read('pending', receipt)).toBeUndefined();
    expect(read('approved', { ...receipt, amountTetri: 2700.5 })).toBeUndefined();
    expect(read('approved', { ...receipt, paidOn: 'yesterday' })).toBeUndefined();
    expect(read('approved', { ...receipt, vat: { kind: 'included' } })).toBeUndefined();
    expect(read('approved', 'receipt')).toBeUndefined();
  });

  it('tells a 404 from a failure, and distrusts odd answers', () => {
    expect(readLookup({ ok: false, status: 404, code: 'ORDER_NOT_FOUND' }).answer).toEqual({
      kind: 'not-found',
    });
    expect(readLookup({ ok: false, status: 429, code: 'RATE_LIMITED' }).answer).toEqual({
      kind: 'unreachable',
    });
    expect(readLookup({ ok: false, code: 'NETWORK_ERROR' }).answer).toEqual({
      kind: 'unreachable',
    });
    expect(readLookup({ ok: true, status: 200, data: { paymentStatus: 'paid' } }).answer).toEqual({
      kind: 'unreachable',
    });
  });
});

describe('pollPaymentStatus', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('asks every 2 s while pending and stops on a final answer', async () => {
    const answers = [pending, pending, approved];
    const lookUp = vi.fn(async () => answers.shift() ?? approved);
    const reports: PollReport[] = [];
    pollPaymentStatus(lookUp, (report) => reports.push(report));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(lookUp).toHaveBeenCalledTimes(3);
    expect(reports.map((report) => report.lookup.answer)).toEqual([
      pending.answer,
      pending.answer,
      approved.answer,
    ]);
    expect(reports.every((report) => !report.windowOver)).toBe(true);
  });

  it('gives up after the 30 s window with the window marked over', async () => {
    const lookUp = vi.fn(async () => pending);
    const reports: PollReport[] = [];
    pollPaymentStatus(lookUp, (report) => reports.push(report));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lookUp).toHaveBeenCalledTimes(15);
    expect(reports.at(-1)?.windowOver).toBe(true);
    expect(reports.filter((report) => report.windowOver)).toHaveLength(1);
  });

  it('reports nothing after it has been stopped', async () => {
    const lookUp = vi.fn(async () => pending);
    const reports: PollReport[] = [];
    const stop = pollPaymentStatus(lookUp, (report) => reports.push(report));
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reports).toHaveLength(1);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });
});
