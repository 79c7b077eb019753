import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DeclineReason } from '../../../core/payment/decline-reason';
import type { PurchaseReceipt } from '../../../core/payment/purchase-receipt';
import { pagePath } from '../../../core/site/routes';
import { seller } from '../../config/seller';
import { useLanguage } from '../../lib/i18n/use-language';
import { NextSteps, PaymentReceipt } from './payment-receipt';

/** A result view's frame: an icon, the title that takes the focus, and the body. */
function ResultFrame({
  tone,
  title,
  reason,
  children,
}: {
  readonly tone: 'success' | 'failed' | 'unknown' | 'loading';
  readonly title: string;
  /** Why a failed view failed, when the buyer cancelled (spec: cancelled is mapped like a failure). */
  readonly reason?: 'cancelled';
  readonly children?: ReactNode;
}) {
  return (
    <div className="payment-result__card card" data-view={tone} data-reason={reason}>
      <h1 className="payment-result__title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}

function HomeLink() {
  const { t } = useTranslation('payment');
  return (
    <Link className="button button--secondary" href={pagePath(useLanguage(), 'home')}>
      {t('actions.home')}
    </Link>
  );
}

/** Retry (a new checkout in the page's language) and home: the ways on from a payment that did not go through. */
function RetryActions() {
  const { t } = useTranslation('payment');
  return (
    <div className="actions">
      <Link className="button button--primary" href={pagePath(useLanguage(), 'checkout')}>
        {t('actions.retry')}
      </Link>
      <HomeLink />
    </div>
  );
}

/**
 * Waiting for our server's answer (and while it still says pending): the receipt's frame with
 * placeholders, the size of the success view, so the answer replaces it without moving anything
 * (docs/purchase.md "Receipt").
 */
export function LoadingView() {
  const { t } = useTranslation('payment');
  return (
    <ResultFrame tone="loading" title={t('loading.title')}>
      <p role="status">{t('loading.body')}</p>
      <PaymentReceipt receipt={undefined} />
    </ResultFrame>
  );
}

/**
 * Paid: greets the buyer by first name when the lookup gave it (docs/purchase.md "Thank-you lookup"),
 * then the receipt and what happens next (docs/purchase.md "Receipt"). Without the server's receipt
 * (the lookup could not be reached) it says where the details will come from instead.
 */
export function SuccessView({
  firstName,
  receipt,
}: {
  readonly firstName: string | undefined;
  readonly receipt: PurchaseReceipt | undefined;
}) {
  const { t } = useTranslation('payment');
  return (
    <ResultFrame
      tone="success"
      title={firstName ? t('success.titleNamed', { name: firstName }) : t('success.title')}
    >
      <p>{t('success.body')}</p>
      {receipt ? (
        <PaymentReceipt receipt={receipt} />
      ) : (
        <p className="receipt__unavailable">
          {t('receipt.unavailable', { email: seller.supportEmail })}
        </p>
      )}
      <NextSteps />
      <div className="actions">
        <HomeLink />
      </div>
    </ResultFrame>
  );
}

/**
 * Not paid: why, in the page's language (docs/purchase.md "Decline reasons"; the provider's English
 * description is never shown), the code as a technical detail for support, and the ways on.
 */
export function FailedView({
  reason,
  code,
}: {
  readonly reason: DeclineReason;
  readonly code: string | undefined;
}) {
  const { t } = useTranslation('payment');
  return (
    <ResultFrame tone="failed" title={t('failed.title')}>
      <p data-reason={reason}>{t(`failed.reasons.${reason}`)}</p>
      {code ? <p className="payment-result__code">{t('failed.code', { code })}</p> : null}
      {reason === 'refunded' ? null : <p>{t('failed.noCharge')}</p>}
      <RetryActions />
    </ResultFrame>
  );
}

/**
 * The buyer cancelled on the payment form: the failed view (docs/purchase.md "Payment result page", cancelled "mapped like a
 * failure"), worded for a cancellation, with the same retry and home buttons.
 */
export function CancelledView() {
  const { t } = useTranslation('payment');
  return (
    <ResultFrame tone="failed" reason="cancelled" title={t('cancelled.title')}>
      <p>{t('cancelled.body')}</p>
      <RetryActions />
    </ResultFrame>
  );
}

/** Our server does not know the outcome yet: possible causes and the ways on (docs/purchase.md "Payment result page"). */
export function UnknownView({ onRecheck }: { readonly onRecheck: () => void }) {
  const { t } = useTranslation('payment');
  const language = useLanguage();
  return (
    <ResultFrame tone="unknown" title={t('unknown.title')}>
      <p>{t('unknown.lead')}</p>
      <ul>
        <li>{t('unknown.causes.processing')}</li>
        <li>{t('unknown.causes.redirect')}</li>
        <li>{t('unknown.causes.connection')}</li>
      </ul>
      <p>{t('unknown.noDoublePay')}</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={onRecheck}>
          {t('actions.recheck')}
        </button>
        <Link className="button button--secondary" href={pagePath(language, 'checkout')}>
          {t('actions.newPayment')}
        </Link>
        <a className="button button--secondary" href={`mailto:${seller.supportEmail}`}>
          {t('actions.support')}
        </a>
        <HomeLink />
      </div>
    </ResultFrame>
  );
}
