import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CheckoutContact } from '../../../core/checkout/stored-contact';
import { formatCalendarDate } from '../../../core/language/format-calendar-date';
import { formatMoney } from '../../../core/money/format-money';
import type { ChargedPrice } from '../../../core/pricing/charged-price';
import { pagePath } from '../../../core/site/routes';
import type { CohortCalendar } from '../../../core/site-config/site-config';
import { tbilisiWallTime } from '../../../core/time/tbilisi-time';
import { DeferredSection, deferSection } from '../../components/deferred/deferred-section';
import { companyInvoices } from '../../config/company-invoices';
import { courseName } from '../../config/course';
import { useLanguage } from '../../lib/i18n/use-language';
import { usePromoPreview } from './promo-preview';
import { type ChargedAmount, type SummaryPrice, summaryPrice } from './summary-price';

/** Props of the summary: the quote to show and the contact once the visitor has saved it. */
export interface OrderSummaryProps {
  /** Absent when no cohort is on offer (registration closed): no price is shown. */
  readonly quote: ChargedPrice | undefined;
  /** The cohort being bought, named with its start date. */
  readonly cohort: CohortCalendar | undefined;
  /**
   * The amount the server fixed for this order, once initiated (what the card will be charged),
   * with the promo code it applied.
   */
  readonly charged?: ChargedAmount | undefined;
  readonly contact: CheckoutContact | undefined;
}

/**
 * Who sells (docs/purchase.md "Checkout"): the same text from the build on, with nothing to press
 * but a mail link that works without script, so its code loads only once the page is in use.
 */
const sellerDetails = deferSection(() =>
  import('./seller-details').then((module) => module.SellerDetails),
);

/** "Cohort 4 · starts 1 March 2027": the cohort and its start day on the Tbilisi calendar. */
function CohortLine({ cohort }: { readonly cohort: CohortCalendar }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const start = tbilisiWallTime(cohort.startDate);
  const date = formatCalendarDate(start.date, language) ?? start.date;
  return (
    <p className="order-summary__cohort">
      <time dateTime={start.iso}>{t('summary.cohort', { number: cohort.number, date })}</time>
    </p>
  );
}

/**
 * The amount to pay, in lari; with a promo code, first the price without it and the code's
 * deduction on lines of their own (docs/purchase.md "Promo codes").
 */
function PriceLines({ price }: { readonly price: SummaryPrice }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { promo } = price;
  return (
    <>
      {promo === undefined ? null : (
        <>
          <p className="order-summary__line">
            {t('summary.promo.listPrice', { price: formatMoney(promo.listPrice, language) })}
          </p>
          <p className="order-summary__line order-summary__discount">
            {t('summary.promo.discount', {
              code: promo.code,
              amount: formatMoney(promo.discount, language),
            })}
          </p>
        </>
      )}
      <p className="order-summary__price">
        {promo === undefined ? (
          <span className="visually-hidden">{t('summary.priceLabel')}: </span>
        ) : (
          <span>{t('summary.promo.toPay')}: </span>
        )}
        <strong className="order-summary__current">{formatMoney(price.toPay, language)}</strong>
      </p>
    </>
  );
}

/**
 * The left column (docs/purchase.md "Checkout"): what is bought, its price in lari with VAT included
 * and nothing struck through beside it (docs/purchase.md "Course and price"), a promo code's
 * deduction when one applies, the saved contact data once entered, and who sells it. The contact
 * block keeps its place while empty so the column does not jump when the data arrives.
 */
export function OrderSummary({ quote, cohort, charged, contact }: OrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const preview = usePromoPreview();
  return (
    <aside className="order-summary card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('summary.title')}</h2>
      <p className="order-summary__product">{courseName[language]}</p>
      {cohort === undefined ? null : <CohortLine cohort={cohort} />}
      <p className="order-summary__facts">{t('summary.facts')}</p>
      {quote === undefined ? null : (
        <>
          <PriceLines price={summaryPrice(quote.price, charged, preview)} />
          <p className="order-summary__vat">{t('summary.vatIncluded')}</p>
        </>
      )}
      <p className="order-summary__guarantee">
        {t('summary.guarantee')}{' '}
        {/* The refund policy, whose second section lists the guarantee's conditions (docs/legal.md). */}
        <Link href={pagePath(language, 'refund-policy')}>{t('summary.refundLink')}</Link>
      </p>
      <section className="order-summary__contact" aria-labelledby="order-summary-contact">
        <h3 id="order-summary-contact">{t('summary.contact.title')}</h3>
        {contact ? (
          <dl className="order-summary__list">
            <dt>{t('summary.contact.name')}</dt>
            <dd>
              {contact.firstName} {contact.lastName}
            </dd>
            <dt>{t('summary.contact.email')}</dt>
            <dd>{contact.email}</dd>
            <dt>{t('summary.contact.phone')}</dt>
            <dd>{contact.phoneNumber}</dd>
          </dl>
        ) : (
          <p className="order-summary__empty">{t('summary.contact.empty')}</p>
        )}
      </section>
      <DeferredSection section={sellerDetails} onIntent />
      {companyInvoices ? (
        <p className="order-summary__company">
          <a href={pagePath(language, 'checkout-company')}>{t('company.link')}</a>
        </p>
      ) : null}
    </aside>
  );
}
