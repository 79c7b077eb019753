import type { CohortConfig } from '../../../core/cohort/cohort';
import type { Money } from '../../../core/money/money';
import { COURSE } from '../../../core/pricing/course-catalogue';
import { quoteAt } from '../../../core/pricing/price-at';
import type { Language } from '../../../core/site/languages';
import { pagePath } from '../../../core/site/routes';
import { tbilisiIsoDate, tbilisiIsoDateTime } from './tbilisi-iso';

/** What the Course node needs besides the catalogue and the cohort. */
export interface CourseJsonLdInput {
  readonly origin: string;
  readonly language: Language;
  readonly name: string;
  readonly description: string;
  readonly providerId: string;
  readonly cohort: CohortConfig;
  readonly now: Date;
}

/** Tetri as a dot-decimal string, `250000` → `2500.00`, without floating point (docs/site.md "SEO" JSON-LD). */
export function moneyToDecimalString(amount: Money): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/**
 * The `Course` node (docs/site.md "SEO"): online course instance starting at the cohort's start with
 * `+04:00`, 8 weeks of workload, and an offer in GEL whose `priceValidUntil` is the early-bird
 * deadline while it is still ahead (after it the regular price has no end date).
 */
export function courseJsonLd(input: CourseJsonLdInput): Record<string, unknown> {
  const quote = quoteAt(input.now, input.cohort);
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    category: 'Paid',
    price: moneyToDecimalString(quote.price),
    priceCurrency: COURSE.currency,
    availability: 'https://schema.org/InStock',
    url: `${input.origin}${pagePath(input.language, 'checkout')}`,
  };
  if (quote.validUntil) offer.priceValidUntil = tbilisiIsoDate(quote.validUntil);
  return {
    '@type': 'Course',
    '@id': `${input.origin}${pagePath(input.language, 'home')}#course`,
    name: input.name,
    description: input.description,
    inLanguage: input.language,
    provider: { '@id': input.providerId },
    offers: offer,
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      courseWorkload: 'P8W',
      startDate: tbilisiIsoDateTime(input.cohort.startDate),
      inLanguage: input.language,
    },
  };
}
