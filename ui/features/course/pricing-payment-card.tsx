import { useTranslation } from 'react-i18next';
import { countdownParts } from '../../../core/cohort/countdown-parts';
import { formatCalendarDate } from '../../../core/language/format-calendar-date';
import { formatMoney } from '../../../core/money/format-money';
import { instalmentAvailable } from '../../../core/payment/instalment-offer';
import type { PriceQuote } from '../../../core/pricing/price-at';
import { tbilisiWallTime } from '../../../core/time/tbilisi-time';
import { instalments } from '../../config/instalments';
import type { SaleView } from '../../lib/catalogue/sale-view';
import { countdownDigits } from '../../lib/cohort/cohort-countdown-view';
import { useLanguage } from '../../lib/i18n/use-language';
import { PricingSaleAction } from './pricing-sale-action';

/**
 * The early-bird lines: until when the lower price holds, on the Tbilisi clock, and the time left
 * (docs/purchase.md "Cohorts": countdowns to the start and to the early-bird deadline, refreshed each second).
 */
function EarlyBirdNote({ until, now }: { readonly until: Date; readonly now: Date | null }) {
  const { t } = useTranslation('pricing_hero');
  const language = useLanguage();
  const moment = tbilisiWallTime(until);
  const date = formatCalendarDate(moment.date, language) ?? moment.date;
  const left = now ? countdownParts(until, now) : undefined;
  return (
    <>
      <p className="pricing-card__early-bird">
        <time dateTime={moment.iso}>{t('payment.earlyBird', { date, time: moment.time })}</time>
      </p>
      {left ? (
        <p className="pricing-card__early-bird-left" role="timer">
          {t('payment.earlyBirdLeft', {
            days: left.days,
            hours: countdownDigits(left.hours),
            minutes: countdownDigits(left.minutes),
            seconds: countdownDigits(left.seconds),
          })}
        </p>
      ) : null}
    </>
  );
}

/**
 * Where the early-bird lines go, just above the call to action (docs/purchase.md "Cohorts"): it
 * holds their room until the sale and the server's clock are known, then the lines or nothing.
 * Settling moves only the button below it, and only where the cards are stacked.
 */
function EarlyBirdSlot({
  quote,
  now,
  view,
}: {
  readonly quote: PriceQuote;
  readonly now: Date | null;
  readonly view: SaleView;
}) {
  // The sale is known a render before the clock that says whether the early bird holds.
  if (view.status === 'pending' || now === null) {
    return <div className="pricing-card__early-bird-slot" data-state="pending" />;
  }
  // A deadline only matters while seats can be bought (not when full or closed).
  const buyable = view.sale.state === 'open' || view.sale.state === 'not_yet_open';
  if (quote.validUntil === undefined || !buyable) return null;
  return (
    <div className="pricing-card__early-bird-slot">
      <EarlyBirdNote until={quote.validUntil} now={now} />
    </div>
  );
}

/**
 * The payment card, every figure from the core quote (docs/purchase.md "Course and price"): a
 * reference and discount only where the quote has one, a bank instalment when the bank lends this
 * price, then the sale state's call to action.
 */
export function PricingPaymentCard({
  quote,
  now = null,
  view,
}: {
  readonly quote: PriceQuote | undefined;
  /** The server's time while the card ticks; `null` before it is known (prerender). */
  readonly now?: Date | null;
  readonly view: SaleView;
}) {
  const { t } = useTranslation('pricing_hero');
  const language = useLanguage();
  const reference = quote?.reference;
  if (quote === undefined) {
    return (
      <article
        className="card pricing-card pricing-card--payment"
        aria-labelledby="pricing-payment-title"
      >
        <h3 id="pricing-payment-title">{t('payment.title')}</h3>
        <PricingSaleAction view={view} />
      </article>
    );
  }
  return (
    <article
      className="card pricing-card pricing-card--payment"
      aria-labelledby="pricing-payment-title"
    >
      <h3 id="pricing-payment-title">{t('payment.title')}</h3>
      <p className="price">
        <span className="course-visually-hidden">{t('payment.priceLabel')}: </span>
        <strong className="price__current">{formatMoney(quote.price, language)}</strong>
        {reference ? (
          <>
            {' '}
            <s className="price__reference">
              <span className="course-visually-hidden">
                {`${t(`payment.${reference.basis}PriceLabel`)}: `}
              </span>
              {formatMoney(reference.price, language)}
            </s>{' '}
            <span className="price__discount">
              {t('payment.discount', { percent: reference.discountPercent })}
            </span>
          </>
        ) : null}
      </p>
      <p className="pricing-card__vat">{t('payment.vatIncluded')}</p>
      <p>{t('payment.fullPayment')}</p>
      {instalmentAvailable(instalments, quote.price) ? <p>{t('payment.orInstalments')}</p> : null}
      <EarlyBirdSlot quote={quote} now={now} view={view} />
      <PricingSaleAction view={view} />
    </article>
  );
}
