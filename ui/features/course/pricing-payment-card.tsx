import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatMoney } from '../../../core/money/format-money';
import type { PriceQuote } from '../../../core/pricing/price-at';
import { formatCalendarDate } from '../../../core/site/format-calendar-date';
import { pagePath } from '../../../core/site/routes';
import { tbilisiWallTime } from '../../lib/cohort/tbilisi-time';
import { useLanguage } from '../../lib/i18n/use-language';

/** The early-bird line: until when the lower price holds, on the Tbilisi clock. */
function EarlyBirdNote({ until }: { readonly until: Date }) {
  const { t } = useTranslation('pricing_hero');
  const language = useLanguage();
  const moment = tbilisiWallTime(until);
  const date = formatCalendarDate(moment.date, language) ?? moment.date;
  return (
    <p className="pricing-card__early-bird">
      <time dateTime={moment.iso}>{t('payment.earlyBird', { date, time: moment.time })}</time>
    </p>
  );
}

/**
 * The payment card, every figure from the core quote (`quoteAt`): the price, the struck-through
 * original, the derived discount, the early-bird deadline while it holds, "VAT included" (spec
 * part 1 §9) and the one sentence the spec allows about instalments, then the checkout link.
 */
export function PricingPaymentCard({ quote }: { readonly quote: PriceQuote }) {
  const { t } = useTranslation('pricing_hero');
  const language = useLanguage();
  return (
    <article
      className="card pricing-card pricing-card--payment"
      aria-labelledby="pricing-payment-title"
    >
      <h3 id="pricing-payment-title">{t('payment.title')}</h3>
      <p className="price">
        <span className="course-visually-hidden">{t('payment.priceLabel')}: </span>
        <strong className="price__current">{formatMoney(quote.price, language)}</strong>{' '}
        <s className="price__original">
          <span className="course-visually-hidden">{t('payment.originalPriceLabel')}: </span>
          {formatMoney(quote.originalPrice, language)}
        </s>{' '}
        <span className="price__discount">
          {t('payment.discount', { percent: quote.discountPercent })}
        </span>
      </p>
      {quote.validUntil ? <EarlyBirdNote until={quote.validUntil} /> : null}
      <p className="pricing-card__vat">{t('payment.vatIncluded')}</p>
      <p>{t('payment.fullPayment')}</p>
      <Link
        className="button button--primary pricing-card__cta"
        href={pagePath(language, 'checkout')}
      >
        {t('payment.cta')}
      </Link>
    </article>
  );
}
