import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  isServerPaymentStatus,
  paymentResultScreen,
  type ServerPaymentAnswer,
  type ServerPaymentStatus,
} from './payment-result-state';

/** The statuses the customer lookup answers with, spelled out here: core keeps its list private. */
const SERVER_PAYMENT_STATUSES = [
  'pending',
  'approved',
  'declined',
  'expired',
  'reversed',
  'cancelled',
] as const satisfies readonly ServerPaymentStatus[];

const status = (value: ServerPaymentStatus): ServerPaymentAnswer => ({
  kind: 'status',
  status: value,
});

describe('paymentResultScreen', () => {
  it('is loading until the server has answered', () => {
    expect(
      paymentResultScreen({ answer: undefined, orderStatus: 'approved', pollingOver: false }),
    ).toBe('loading');
  });

  it.each([
    ['approved', 'declined', 'success'],
    ['declined', 'approved', 'failed'],
    ['expired', undefined, 'expired'],
    ['expired', 'approved', 'expired'],
    ['reversed', 'approved', 'failed'],
    ['cancelled', 'approved', 'cancelled'],
  ] as const)('lets the final server status %s win over the query %s', (server, query, screen) => {
    expect(
      paymentResultScreen({ answer: status(server), orderStatus: query, pollingOver: false }),
    ).toBe(screen);
  });

  it('keeps loading while the server is pending, then says unknown', () => {
    for (const query of [undefined, '', 'approved', 'processing']) {
      expect(
        paymentResultScreen({ answer: status('pending'), orderStatus: query, pollingOver: false }),
      ).toBe('loading');
      expect(
        paymentResultScreen({ answer: status('pending'), orderStatus: query, pollingOver: true }),
      ).toBe('unknown');
    }
  });

  it('shows a query cancel or decline at once while the server is pending', () => {
    const pending = status('pending');
    expect(
      paymentResultScreen({ answer: pending, orderStatus: 'cancelled', pollingOver: false }),
    ).toBe('cancelled');
    expect(
      paymentResultScreen({ answer: pending, orderStatus: 'declined', pollingOver: false }),
    ).toBe('failed');
    expect(
      paymentResultScreen({ answer: pending, orderStatus: 'expired', pollingOver: false }),
    ).toBe('expired');
  });

  it('never trusts a query "approved" the server does not know', () => {
    for (const kind of ['not-found', 'no-token'] as const) {
      expect(
        paymentResultScreen({ answer: { kind }, orderStatus: 'approved', pollingOver: true }),
      ).toBe('unknown');
      expect(
        paymentResultScreen({ answer: { kind }, orderStatus: 'declined', pollingOver: true }),
      ).toBe('failed');
      expect(
        paymentResultScreen({ answer: { kind }, orderStatus: undefined, pollingOver: true }),
      ).toBe('unknown');
    }
  });

  it('keeps the success view when the server cannot be reached (spec: lookup failure)', () => {
    const answer = { kind: 'unreachable' } as const;
    expect(paymentResultScreen({ answer, orderStatus: 'approved', pollingOver: true })).toBe(
      'success',
    );
    expect(paymentResultScreen({ answer, orderStatus: 'cancelled', pollingOver: true })).toBe(
      'cancelled',
    );
  });

  it('shows success only when the server says approved or could not be asked about an approval', () => {
    const answers = fc.oneof(
      fc.constantFrom(...SERVER_PAYMENT_STATUSES).map(status),
      fc.constantFrom<ServerPaymentAnswer>(
        { kind: 'not-found' },
        { kind: 'unreachable' },
        { kind: 'no-token' },
      ),
    );
    fc.assert(
      fc.property(
        answers,
        fc.option(fc.string(), { nil: undefined }),
        fc.boolean(),
        (answer, query, over) => {
          const screen = paymentResultScreen({ answer, orderStatus: query, pollingOver: over });
          if (screen === 'success') {
            const approvedByServer = answer.kind === 'status' && answer.status === 'approved';
            const unconfirmable = answer.kind === 'unreachable' && query === 'approved';
            expect(approvedByServer || unconfirmable).toBe(true);
          }
          if (answer.kind === 'status' && answer.status !== 'pending') {
            expect(screen).not.toBe('loading');
          }
        },
      ),
    );
  });
});

describe('isServerPaymentStatus', () => {
  it('lists every status of the type, and only those (checked by tsc)', () => {
    expectTypeOf<(typeof SERVER_PAYMENT_STATUSES)[number]>().toEqualTypeOf<ServerPaymentStatus>();
  });

  it('accepts only the contract statuses', () => {
    expect(SERVER_PAYMENT_STATUSES.every(isServerPaymentStatus)).toBe(true);
    expect(isServerPaymentStatus('created')).toBe(false);
    expect(isServerPaymentStatus('Approved')).toBe(false);
    expect(isServerPaymentStatus('processing')).toBe(false);
    expect(isServerPaymentStatus(1)).toBe(false);
  });
});
