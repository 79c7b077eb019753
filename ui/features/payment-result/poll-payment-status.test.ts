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

  it("passes a paid order's receipt on, and none for an unpaid order", () => {
    const receipt = { orderNumber: 'tc-1' };
    const read = (status: string) =>
      readLookup({ ok: true, status: 200, data: { paymentStatus: status, receipt } }).receipt;
    expect(read('approved')).toBe(receipt);
    expect(read('pending')).toBeUndefined();
    expect(read('declined')).toBeUndefined();
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
