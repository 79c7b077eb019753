import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { seller } from '../../config/seller';
import { useLanguage } from '../../lib/i18n/use-language';
import { ReceiptRows } from './receipt-rows';

/** A result view's frame: an icon, the title that takes the focus, and the body. */
export function ResultFrame({
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

/** Back to the home page in the page's language. */
export function HomeLink() {
  const { t } = useTranslation('payment');
  return (
    <Link className="button button--secondary" href={pagePath(useLanguage(), 'home')}>
      {t('actions.home')}
    </Link>
  );
}

/** Retry (a new checkout in the page's language) and home: the ways on from a payment that did not go through. */
export function RetryActions() {
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
      <ReceiptRows texts={undefined} />
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
