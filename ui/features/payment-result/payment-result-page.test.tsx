import { describe, expect, it } from 'vitest';
import { seller } from '../../config/seller';
import { renderCheckout, textOf } from '../../lib/testing/checkout-test-support';
import { PaymentResultPage } from './payment-result-page';
import {
  CancelledView,
  FailedView,
  LoadingView,
  SuccessView,
  UnknownView,
} from './payment-result-views';

const noop = () => {};

describe('PaymentResultPage (prerendered)', () => {
  it.each(['ka', 'en'] as const)(
    'starts in the loading view in %s, whatever the query',
    (language) => {
      const { html, missing } = renderCheckout(
        <PaymentResultPage />,
        language,
        `/${language}/payment-success`,
      );
      expect(missing).toEqual([]);
      expect(html).toContain('data-view="loading"');
    },
  );
});

describe('result views', () => {
  it('greets the buyer by first name, or thanks without one', () => {
    expect(textOf(renderCheckout(<SuccessView firstName="ნინო" />, 'ka').html)).toContain(
      'გმადლობთ, ნინო! გადახდა წარმატებით დასრულდა',
    );
    expect(textOf(renderCheckout(<SuccessView firstName={undefined} />, 'en').html)).toContain(
      'Thank you! Your payment was successful',
    );
  });

  it('shows the provider description or the interrupted note, the code, and retry in the page language', () => {
    const described = renderCheckout(
      <FailedView description="Do not honor" code="1004" />,
      'en',
      '/en/payment-success',
    );
    expect(textOf(described.html)).toContain('Do not honor');
    expect(textOf(described.html)).toContain('Error code: 1004');
    expect(described.html).toContain('href="/en/checkout"');
    const bare = renderCheckout(
      <FailedView description={undefined} code={undefined} />,
      'ka',
      '/ka/payment-success',
    );
    expect(textOf(bare.html)).toContain('გადახდის პროცესი დასრულებამდე შეწყდა.');
    expect(textOf(bare.html)).not.toContain('შეცდომის კოდი');
    expect(bare.html).toContain('href="/ka/checkout"');
  });

  it('lists the unknown view causes and its four ways on', () => {
    const { html, missing } = renderCheckout(
      <UnknownView onRecheck={noop} />,
      'en',
      '/en/payment-success',
    );
    expect(missing).toEqual([]);
    const text = textOf(html);
    expect(text).toContain('the bank is still processing the payment');
    expect(text).toContain('your browser blocked the return');
    expect(text).toContain('a technical connection problem');
    expect(html).toMatch(/<button type="button"[^>]*>Check the status again<\/button>/);
    expect(html).toContain('href="/en/checkout"');
    expect(html).toContain(`href="mailto:${seller.supportEmail}"`);
    expect(html).toContain('href="/en"');
  });

  it('renders the cancelled and loading views from the locales', () => {
    const cancelled = renderCheckout(<CancelledView />, 'ka', '/ka/payment-success');
    expect(cancelled.missing).toEqual([]);
    // Cancelled is mapped like a failure (docs/purchase.md "Payment result page"): the failed view, with a retry.
    expect(cancelled.html).toContain('data-view="failed" data-reason="cancelled"');
    expect(cancelled.html).toContain('href="/ka/checkout"');
    expect(textOf(renderCheckout(<LoadingView />, 'en').html)).toContain('Checking your payment');
  });
});
