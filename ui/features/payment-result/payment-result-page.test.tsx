import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { tetriConstant } from '../../../core/money/money';
import type { DeclineReason } from '../../../core/payment/decline-reason';
import type { PurchaseReceipt } from '../../../core/payment/purchase-receipt';
import { renderCheckout, textOf } from '../../../tests/support/ui/checkout-test-support';
import { seller } from '../../config/seller';
import { useLanguage } from '../../lib/i18n/use-language';
import { expiredContent, failedContent, successContent } from './outcome-views';
import { PaymentResultPage } from './payment-result-page';
import {
  cancelledContent,
  loadingContent,
  ResultFrame,
  unknownContent,
} from './payment-result-views';

const noop = () => {};

// Each view in the page's frame, as the page renders it for that screen.
function SuccessView(props: { firstName: string | undefined; receipt: unknown }) {
  const { t } = useTranslation('payment');
  return <ResultFrame content={successContent(t, useLanguage(), props.firstName, props.receipt)} />;
}
function FailedView(props: { responseCode: string | undefined; orderStatus: string | undefined }) {
  const { t } = useTranslation('payment');
  return <ResultFrame content={failedContent(t, props.responseCode, props.orderStatus)} />;
}
function UnknownView({ onRecheck }: { onRecheck: () => void }) {
  const { t } = useTranslation('payment');
  return <ResultFrame content={unknownContent(t, useLanguage(), onRecheck)} />;
}
function CancelledView() {
  const { t } = useTranslation('payment');
  return <ResultFrame content={cancelledContent(t)} />;
}
function ExpiredView() {
  const { t } = useTranslation('payment');
  return <ResultFrame content={expiredContent(t)} />;
}
function LoadingView() {
  const { t } = useTranslation('payment');
  return <ResultFrame content={loadingContent(t)} />;
}

const RECEIPT: PurchaseReceipt = {
  orderNumber: 'tc-0a1b2c',
  paidOn: '2026-11-24',
  amountTetri: tetriConstant(270_000),
  currency: 'GEL',
  vat: { kind: 'included', ratePercent: 18, amountTetri: tetriConstant(41_186) },
  cohortNumber: 4,
  paymentMethod: 'card',
};

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
    expect(
      textOf(renderCheckout(<SuccessView firstName="ნინო" receipt={RECEIPT} />, 'ka').html),
    ).toContain('გმადლობთ, ნინო! გადახდა წარმატებით დასრულდა');
    expect(
      textOf(renderCheckout(<SuccessView firstName={undefined} receipt={undefined} />, 'en').html),
    ).toContain('Thank you! Your payment was successful');
  });

  it('shows the receipt: order number, date, amount, the VAT share, the seller and what happens next', () => {
    const ka = renderCheckout(<SuccessView firstName="ნინო" receipt={RECEIPT} />, 'ka');
    expect(ka.missing).toEqual([]);
    const text = textOf(ka.html);
    expect(text).toContain('tc-0a1b2c');
    expect(text).toContain('24 ნოემბერი, 2026');
    expect(text).toContain('კარიერის დაჩქარების კურსი, №4 ნაკადი');
    expect(text).toContain('2700 ₾');
    expect(text).toContain('მათ შორის დღგ (18%)');
    expect(text).toContain('411,86 ₾');
    expect(text).toContain(seller.legalName.ka);
    expect(text).toContain(seller.identificationCode);
    expect(text).toContain('შემდეგი ნაბიჯები');
    const en = textOf(
      renderCheckout(
        <SuccessView
          firstName={undefined}
          receipt={{ ...RECEIPT, vat: { kind: 'not-applicable' } }}
        />,
        'en',
        '/en/payment-success',
      ).html,
    );
    expect(en).toContain('₾2,700');
    expect(en).toContain('Not applicable (the seller is not registered for VAT)');
    expect(en).toContain('November 24, 2026');
  });

  it('says where the receipt comes from when the server could not give it', () => {
    const { html, missing } = renderCheckout(
      <SuccessView firstName={undefined} receipt={undefined} />,
      'en',
      '/en/payment-success',
    );
    expect(missing).toEqual([]);
    expect(textOf(html)).toContain(`For a copy of your receipt, write to ${seller.supportEmail}`);
    expect(html).not.toContain('receipt__placeholder');
  });

  it('holds the receipt rows as placeholders while loading', () => {
    const { html, missing } = renderCheckout(<LoadingView />, 'ka', '/ka/payment-success');
    expect(missing).toEqual([]);
    expect(html.match(/receipt__placeholder/g)).toHaveLength(6);
  });

  it('says why in the page language, with the code as a detail and a retry, never an English description', () => {
    const declined = renderCheckout(
      <FailedView responseCode="1004" orderStatus="declined" />,
      'ka',
      '/ka/payment-success',
    );
    expect(declined.missing).toEqual([]);
    expect(textOf(declined.html)).toContain('ბანკმა გადახდა არ დაადასტურა.');
    expect(textOf(declined.html)).toContain('შეცდომის კოდი: 1004');
    expect(declined.html).toContain('href="/ka/checkout"');
    const bare = renderCheckout(
      <FailedView responseCode="<b>Do not honor</b>" orderStatus={undefined} />,
      'en',
      '/en/payment-success',
    );
    expect(textOf(bare.html)).toContain('The payment process was interrupted');
    expect(textOf(bare.html)).not.toContain('Error code');
    expect(bare.html).not.toContain('Do not honor');
    expect(bare.html).toContain('href="/en/checkout"');
  });

  it('has a message for every decline reason in both languages', () => {
    // One response code (or status) per reason; the record makes the list exhaustive at compile time.
    const samples: Record<DeclineReason, { code?: string; status?: string }> = {
      bankDeclined: { code: '1004' },
      insufficientFunds: { code: '1037' },
      cardDetails: { code: '1003' },
      authentication: { code: '1024' },
      limitExceeded: { code: '1040' },
      cardBlocked: { code: '1043' },
      securityCheck: { code: '1051' },
      timeExpired: { code: '1052' },
      callBank: { code: '1064' },
      technical: { code: '1006' },
      declined: { code: '1999' },
      refunded: { status: 'reversed' },
      interrupted: {},
    };
    for (const language of ['ka', 'en'] as const) {
      for (const [reason, sample] of Object.entries(samples)) {
        const { html, missing } = renderCheckout(
          <FailedView responseCode={sample.code} orderStatus={sample.status} />,
          language,
        );
        expect(missing, `${language} ${reason}`).toEqual([]);
        expect(html).toContain(`data-reason="${reason}"`);
      }
    }
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

  it('says a reservation ran out in both languages, with no charge, and offers to start again', () => {
    const en = renderCheckout(<ExpiredView />, 'en', '/en/payment-success');
    expect(en.missing).toEqual([]);
    expect(en.html).toContain('data-view="failed" data-reason="expired"');
    expect(textOf(en.html)).toContain('Your seat reservation has run out');
    expect(textOf(en.html)).toContain('No money has been taken.');
    // Until the catalogue says the cohort filled or closed, starting again is offered.
    expect(en.html).toMatch(/href="\/en\/checkout"[^>]*>Start again</);
    const ka = renderCheckout(<ExpiredView />, 'ka', '/ka/payment-success');
    expect(ka.missing).toEqual([]);
    expect(textOf(ka.html)).toContain('ადგილის დაჯავშნის ვადა ამოიწურა');
    expect(ka.html).toMatch(/href="\/ka\/checkout"[^>]*>თავიდან დაწყება</);
  });
});
