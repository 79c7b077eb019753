import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Language } from '../../../core/language/languages';
import { pagePath } from '../../../core/site/routes';
import { DEFAULT_INSTALMENT_DECISION_HOURS } from '../../../core/site-config/instalment-defaults';
import { instalments } from '../../config/instalments';
import { seller } from '../../config/seller';
import { useLanguage } from '../../lib/i18n/use-language';
import { ReceiptRows } from './receipt-rows';

/** The payment namespace's `t`, as the page and the views use it. */
export type PaymentTranslate = ReturnType<typeof useTranslation<'payment'>>['t'];

/**
 * What one result view shows inside the shared frame. Views are described, not mounted, so the
 * card, title and lead stay the same elements from the prerendered loading view to the outcome,
 * which is then no later "largest contentful paint" (docs/purchase.md "Payment result page").
 */
export interface ResultContent {
  readonly tone: 'success' | 'failed' | 'unknown' | 'loading';
  readonly title: string;
  /**
   * Why a failed view failed, when the buyer cancelled (spec: cancelled is mapped like a failure) or
   * the seat reservation ran out.
   */
  readonly reason?: 'cancelled' | 'expired';
  readonly lead: string;
  /** The decline reason the lead states (failed views). */
  readonly leadReason?: string;
  readonly body?: ReactNode;
}

/** A result view's frame: the title that takes the focus, the lead sentence, then the body. */
export function ResultFrame({ content }: { readonly content: ResultContent }) {
  const { tone, title, reason, lead, leadReason, body } = content;
  return (
    <div className="payment-result__card card" data-view={tone} data-reason={reason}>
      <h1 className="payment-result__title" tabIndex={-1}>
        {title}
      </h1>
      {/* While loading, a status: a screen reader hears the wait; the outcome's title takes the focus. */}
      <p
        className="payment-result__lead"
        role={tone === 'loading' ? 'status' : undefined}
        data-reason={leadReason}
      >
        {lead}
      </p>
      {body}
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
export function loadingContent(t: PaymentTranslate): ResultContent {
  return {
    tone: 'loading',
    title: t('loading.title'),
    lead: t('loading.body'),
    // Keyed: the outcome's receipt is a new element, so its rows growing to fit their values (a
    // long product name wraps) moves nothing that was on screen.
    body: <ReceiptRows key="placeholders" texts={undefined} />,
  };
}

/**
 * The buyer cancelled on the payment form: the failed view (docs/purchase.md "Payment result page", cancelled "mapped like a
 * failure"), worded for a cancellation, with the same retry and home buttons.
 */
export function cancelledContent(t: PaymentTranslate): ResultContent {
  return {
    tone: 'failed',
    reason: 'cancelled',
    title: t('cancelled.title'),
    lead: t('cancelled.body'),
    body: <RetryActions />,
  };
}

/**
 * Our server does not know the outcome yet (docs/purchase.md "Payment result page"): first what to
 * do (check again before paying twice), then the possible causes and the ways on.
 */
export function unknownContent(
  t: PaymentTranslate,
  language: Language,
  onRecheck: () => void,
  /** The order waits on the bank's instalment decision, which can take hours. */
  instalment = false,
): ResultContent {
  const hours = instalments?.decisionHours ?? DEFAULT_INSTALMENT_DECISION_HOURS;
  return {
    tone: 'unknown',
    title: instalment ? t('unknown.instalmentTitle') : t('unknown.title'),
    lead: instalment ? t('unknown.instalmentLead', { hours }) : t('unknown.noDoublePay'),
    body: (
      <>
        <p>{t('unknown.lead')}</p>
        <ul>
          <li>{t('unknown.causes.processing')}</li>
          <li>{t('unknown.causes.redirect')}</li>
          <li>{t('unknown.causes.connection')}</li>
        </ul>
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
      </>
    ),
  };
}
