import type { CohortOffer } from '../../../core/cohort/cohort-on-sale';
import type { SaleState } from '../../../core/cohort/cohort-sale';
import type { Language } from '../../../core/language/languages';
import type { Money } from '../../../core/money/money';
import { COURSE } from '../../../core/pricing/course-catalogue';
import { type PriceReference, quoteAt } from '../../../core/pricing/price-at';
import { pagePath } from '../../../core/site/routes';
import { tbilisiDay, tbilisiIsoDateTime } from '../../../core/time/tbilisi-time';
import { courseImageUrls } from './brand-images';

/** What the Course node needs besides the catalogue and the cohort. */
export interface CourseJsonLdInput {
  readonly origin: string;
  readonly language: Language;
  readonly name: string;
  readonly description: string;
  readonly providerId: string;
  /** What the clock puts on sale (`cohortOnSale` over the configured cohorts). */
  readonly offer: CohortOffer;
  readonly now: Date;
  /** The offered cohort has no seat left (the server counted them): sold out, not in stock. */
  readonly full?: boolean;
  /** Who teaches the cohort, as the page's instructor section names them. */
  readonly instructor: { readonly name: string; readonly role: string };
}

/**
 * schema.org availability of the offer (docs/decisions.md "Selling cohorts"): in stock while seats
 * are on sale, pre-order before registration opens, sold out when the cohort is full or
 * registration has closed — never "in stock" for something the checkout would refuse.
 */
export function offerAvailability(state: SaleState): string {
  const name = { open: 'InStock', not_yet_open: 'PreOrder', full: 'SoldOut', closed: 'SoldOut' }[
    state
  ];
  return `https://schema.org/${name}`;
}

/** Tetri as a dot-decimal string, `250000` → `2500.00`, without floating point (docs/site.md "SEO" JSON-LD). */
export function moneyToDecimalString(amount: Money): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/** schema.org's name for each reference: a price charged before, or the regular price that follows. */
const REFERENCE_PRICE_TYPE: Record<PriceReference['basis'], string> = {
  previous: 'https://schema.org/StrikethroughPrice',
  regular: 'https://schema.org/ListPrice',
};

/** The struck-through price the page shows, and only that one (docs/purchase.md "Course and price"). */
function referenceSpecification(reference: PriceReference): Record<string, unknown> {
  return {
    '@type': 'UnitPriceSpecification',
    priceType: REFERENCE_PRICE_TYPE[reference.basis],
    price: moneyToDecimalString(reference.price),
    priceCurrency: COURSE.currency,
  };
}

/** The programme: 8 weeks of live sessions. */
const COURSE_WEEKS = 8;

/** The FAQ's "four to five hours a week" (session and practical task), at its upper end. */
const WEEKLY_HOURS = 5;

/**
 * The `Course` node (docs/site.md "SEO"): the offer in GEL with the availability of the sale state and,
 * while a cohort is offered, its price now (`priceValidUntil` is the early-bird deadline while it is
 * ahead, `priceSpecification` the struck-through reference while the quote has one) and its online course instance starting at the cohort's start with `+04:00`: 8 weekly blocks of up to
 * 5 hours (`courseSchedule`), 40 hours of work in all (`courseWorkload`).
 */
export function courseJsonLd(input: CourseJsonLdInput): Record<string, unknown> {
  const { offer: sale } = input;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    category: 'Paid',
    priceCurrency: COURSE.currency,
    availability: offerAvailability(input.full && sale.status === 'open' ? 'full' : sale.status),
    url: `${input.origin}${pagePath(input.language, 'checkout')}`,
  };
  const node: Record<string, unknown> = {
    '@type': 'Course',
    '@id': `${input.origin}${pagePath(input.language, 'home')}#course`,
    name: input.name,
    description: input.description,
    inLanguage: input.language,
    image: courseImageUrls(input.origin),
    provider: { '@id': input.providerId },
    // The programme's length; the workload is on the instance.
    timeRequired: `P${COURSE_WEEKS}W`,
    offers: offer,
  };
  if (sale.status === 'closed') return node;
  const quote = quoteAt(input.now, sale.cohort);
  offer.price = moneyToDecimalString(quote.price);
  if (quote.validUntil) offer.priceValidUntil = tbilisiDay(quote.validUntil);
  if (quote.reference) offer.priceSpecification = referenceSpecification(quote.reference);
  node.hasCourseInstance = {
    '@type': 'CourseInstance',
    courseMode: 'online',
    // The learner's total work, as the FAQ states it: at most 5 hours a week for 8 weeks.
    courseWorkload: `PT${COURSE_WEEKS * WEEKLY_HOURS}H`,
    courseSchedule: {
      '@type': 'Schedule',
      repeatFrequency: 'Weekly',
      repeatCount: COURSE_WEEKS,
      duration: `PT${WEEKLY_HOURS}H`,
      startDate: tbilisiDay(sale.cohort.startDate),
    },
    startDate: tbilisiIsoDateTime(sale.cohort.startDate),
    inLanguage: input.language,
    instructor: {
      '@type': 'Person',
      name: input.instructor.name,
      description: input.instructor.role,
    },
  };
  return node;
}
