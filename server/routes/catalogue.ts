import type { FastifyPluginAsync } from 'fastify';
import type { CohortConfig } from '../../core/cohort/cohort';
import type { Clock } from '../../core/ports/clock';
import { COURSE, COURSE_PRICES } from '../../core/pricing/course-catalogue';
import { quoteAt } from '../../core/pricing/price-at';

/** What the catalogue route needs. */
export interface CatalogueRoutesOptions {
  readonly clock: Clock;
  readonly cohort: CohortConfig;
}

/** Georgia's VAT rate, included in every price shown (docs/purchase.md "Course and price"). */
const VAT_RATE_PERCENT = 18;

const iso = (date: Date | undefined) => (date === undefined ? null : date.toISOString());

/**
 * `GET /api/catalogue` (docs/purchase.md "Course and price"): the price a buyer is charged now (core `quoteAt` at the
 * server clock), the other prices and the cohort. `serverTime` lets the page count down to the one
 * server-side deadline instead of a per-visitor timer; `no-store` because the price can switch.
 */
export const catalogueRoutes: FastifyPluginAsync<CatalogueRoutesOptions> = async (app, options) => {
  app.get('/api/catalogue', async (_request, reply) => {
    const now = options.clock.now();
    const { cohort } = options;
    const quote = quoteAt(now, cohort);
    return reply.header('cache-control', 'no-store').send({
      serverTime: now.toISOString(),
      currency: COURSE.currency,
      vatRatePercent: VAT_RATE_PERCENT,
      vatIncluded: true,
      price: {
        currentTetri: quote.price,
        originalTetri: quote.originalPrice,
        discountPercent: quote.discountPercent,
        earlyBird: quote.earlyBird,
        earlyBirdTetri: COURSE_PRICES.earlyBirdPrice,
        regularTetri: COURSE_PRICES.regularPrice,
        earlyBirdDeadline: cohort.earlyBirdDeadline.toISOString(),
      },
      cohort: {
        number: cohort.number,
        startDate: cohort.startDate.toISOString(),
        earlyBirdDeadline: cohort.earlyBirdDeadline.toISOString(),
        registrationOpenDate: iso(cohort.registrationOpenDate),
        registrationCloseDate: iso(cohort.registrationCloseDate),
        maxCapacity: cohort.maxCapacity ?? null,
      },
    });
  });
};
