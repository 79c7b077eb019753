import type { FastifyPluginAsync } from 'fastify';
import type { CohortSale } from '../../core/cohort/cohort-sale';
import { GEORGIAN_VAT_RATE_PERCENT } from '../../core/money/vat';
import type { Clock } from '../../core/ports/clock';
import type { SeatReader } from '../../core/ports/seat-store';
import type { WaitlistReader } from '../../core/ports/waitlist-store';
import { COURSE } from '../../core/pricing/course-catalogue';
import { quoteAt } from '../../core/pricing/price-at';
import { cohortInstants, firstAfter } from '../../core/site/calendar-boundaries';
import type { Cohort } from '../../core/site-config/site-config';
import { requestOfferToken } from '../http/offer-cookie';
import { cohortSaleNow } from '../use-cases/cohort-sale-now';
import { liveOfferSeat } from '../use-cases/offered-seat';

/** What the catalogue route needs. */
export interface CatalogueRoutesOptions {
  readonly clock: Clock;
  readonly store: Pick<SeatReader, 'countCohortSeats'> &
    Pick<WaitlistReader, 'findWaitlistOfferByToken'>;
  /** The configured cohorts (config/site.json), ordered by start. */
  readonly cohorts: () => readonly Cohort[];
}

const iso = (date: Date | undefined) => (date === undefined ? null : date.toISOString());

/** The sale state as the browser reads it. */
function saleBody(sale: CohortSale) {
  return {
    state: sale.state,
    seatsLeft: sale.state === 'open' || sale.state === 'full' ? sale.seatsLeft : null,
    opensAt: sale.state === 'not_yet_open' ? sale.opensAt.toISOString() : null,
  };
}

/** The offered cohort and its price now; both null when registration is closed for good. */
function offerBody(sale: CohortSale, now: Date) {
  if (sale.state === 'closed') return { price: null, cohort: null };
  const { cohort } = sale;
  const quote = quoteAt(now, cohort);
  return {
    price: {
      currentTetri: quote.price,
      earlyBird: quote.earlyBird,
      earlyBirdTetri: cohort.prices.earlyBird,
      regularTetri: cohort.prices.current,
      earlyBirdDeadline: cohort.earlyBirdDeadline.toISOString(),
      // The struck-through price shown now, if any; the page runs the same rule on these facts.
      reference: quote.reference
        ? {
            priceTetri: quote.reference.price,
            basis: quote.reference.basis,
            discountPercent: quote.reference.discountPercent,
          }
        : null,
      previousPrices: (cohort.prices.previous ?? []).map((previous) => ({
        amountTetri: previous.amount,
        chargedFrom: previous.chargedFrom.toISOString(),
        chargedUntil: previous.chargedUntil.toISOString(),
      })),
    },
    cohort: {
      number: cohort.number,
      startDate: cohort.startDate.toISOString(),
      earlyBirdDeadline: cohort.earlyBirdDeadline.toISOString(),
      registrationOpenDate: iso(cohort.registrationOpenDate),
      registrationCloseDate: iso(cohort.registrationCloseDate),
      maxCapacity: cohort.maxCapacity,
    },
  };
}

/**
 * `GET /api/catalogue` (docs/purchase.md "Course and price"): the sale, the offered cohort and its
 * price at the server's clock, with `serverTime` and `changesAt`; `no-store`, as seats change any
 * second. A live waiting-list offer counts the sale as its holder sees it.
 */
export const catalogueRoutes: FastifyPluginAsync<CatalogueRoutesOptions> = async (app, options) => {
  app.get<{ Querystring: { offer?: string } }>('/api/catalogue', async (request, reply) => {
    const now = options.clock.now();
    const cohorts = options.cohorts();
    // A waiting-list link's seat is its holder's: the cohort is open to them while the offer lives.
    const token = requestOfferToken(request, request.query.offer);
    const offered = await liveOfferSeat(options.store, cohorts, token, now);
    const sale = await cohortSaleNow(options.store, cohorts, now, offered === undefined ? 0 : 1);
    return reply.header('cache-control', 'no-store').send({
      serverTime: now.toISOString(),
      changesAt: iso(firstAfter(cohortInstants(cohorts), now)),
      currency: COURSE.currency,
      vatRatePercent: GEORGIAN_VAT_RATE_PERCENT,
      vatIncluded: true,
      sale: saleBody(sale),
      ...offerBody(sale, now),
    });
  });
};
