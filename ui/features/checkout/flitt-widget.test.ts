import { describe, expect, it } from 'vitest';
import { type FlittModel, flittConfig, paymentResultPath, widgetOutcome } from './flitt-widget';

function model(values: Record<string, unknown>): FlittModel {
  return { attr: (path) => values[path] };
}

describe('flittConfig', () => {
  it('mounts the token inline, card only, Visa and Mastercard, in the page language', () => {
    expect(flittConfig('tok', 'ka')).toEqual({
      options: {
        methods: ['card'],
        card_icons: ['visa', 'mastercard'],
        full_screen: false,
        locales: ['ka'],
        show_title: false,
        show_link: false,
      },
      params: { token: 'tok', lang: 'ka' },
    });
  });
});

describe('widgetOutcome', () => {
  it('reads an approval with its ids', () => {
    const order = { order_id: 'course-1', order_status: 'approved', payment_id: 815 };
    expect(widgetOutcome('success', model({ 'order.order_data': order }))).toEqual({
      orderStatus: 'approved',
      orderId: 'course-1',
      paymentId: '815',
    });
  });

  it('reads a decline from the error event, with the transaction id when present', () => {
    const order = { order_id: 'c', order_status: 'declined', transaction_id: 't-9' };
    expect(
      widgetOutcome('error', model({ 'order.order_data': order, 'error.code': 1004 })),
    ).toEqual({
      orderStatus: 'declined',
      orderId: 'c',
      transactionId: 't-9',
      responseCode: '1004',
    });
  });

  it("takes the order's response code first, the error code next, and only whole numbers", () => {
    const order = { order_status: 'declined', response_code: '1037' };
    expect(
      widgetOutcome('error', model({ 'order.order_data': order, 'error.code': 2019 })).responseCode,
    ).toBe('1037');
    expect(widgetOutcome('error', model({ 'error.code': 2013 })).responseCode).toBe('2013');
    expect(
      widgetOutcome('error', model({ 'error.code': '<b>x</b>' })).responseCode,
    ).toBeUndefined();
    expect(
      widgetOutcome('error', model({ 'error.code': 'cancelled' })).responseCode,
    ).toBeUndefined();
  });

  it('reads a cancellation, and treats any other error as a decline', () => {
    expect(widgetOutcome('error', model({ 'error.code': 'cancelled' })).orderStatus).toBe(
      'cancelled',
    );
    expect(
      widgetOutcome('error', model({ 'order.order_data': { order_status: 'cancelled' } }))
        .orderStatus,
    ).toBe('cancelled');
    expect(widgetOutcome('error', model({ 'error.code': 2013 })).orderStatus).toBe('declined');
    const throwing: FlittModel = {
      attr: () => {
        throw new Error('no such path');
      },
    };
    expect(widgetOutcome('error', throwing)).toEqual({ orderStatus: 'declined' });
  });

  it('never turns a declined order into an approval, whatever the event', () => {
    const declined = model({ 'order.order_data': { order_status: 'declined' } });
    expect(widgetOutcome('success', declined).orderStatus).toBe('declined');
  });

  it('reads an order whose lifetime ran out as expired, without a decline code', () => {
    const expired = model({ 'order.order_data': { order_status: 'expired', response_code: 1 } });
    expect(widgetOutcome('error', expired)).toEqual({ orderStatus: 'expired' });
    expect(widgetOutcome('success', expired).orderStatus).toBe('expired');
  });
});

describe('paymentResultPath', () => {
  it('builds the result route with the present ids and our token', () => {
    expect(
      paymentResultPath('en', { orderStatus: 'approved', orderId: 'o 1', paymentId: '7' }, 'abc'),
    ).toBe('/en/payment-success?order_status=approved&payment_id=7&order_id=o+1&token=abc');
    expect(paymentResultPath('ka', { orderStatus: 'declined', responseCode: '1004' }, 't')).toBe(
      '/ka/payment-success?order_status=declined&response_code=1004&token=t',
    );
    expect(paymentResultPath('ka', { orderStatus: 'cancelled' }, 'x')).toBe(
      '/ka/payment-success?order_status=cancelled&token=x',
    );
    expect(paymentResultPath('en', { orderStatus: 'expired' }, 'y')).toBe(
      '/en/payment-success?order_status=expired&token=y',
    );
  });
});
