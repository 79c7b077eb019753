import type { FastifyPluginAsync } from 'fastify';
import { cohortOnSale } from '../../core/cohort/cohort-on-sale';
import { saleRefusal } from '../../core/cohort/cohort-sale';
import type { Clock } from '../../core/ports/clock';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { PromoCode } from '../../core/site-config/promo-code';
import type { Cohort } from '../../core/site-config/site-config';
import { sendError } from '../errors/http-errors';
import { priceCheckoutOrder } from '../use-cases/price-checkout-order';
import { formRateLimit } from './lead-route-helpers';

/** What the promo-code quote needs. */
export interface PromoCodeQuoteOptions {
  readonly clock: Clock;
  readonly store: Pick<RegistrationStore, 'transaction'>;
  readonly cohorts: () => readonly Cohort[];
  readonly promoCodes: () => readonly PromoCode[];
  readonly rateLimitPerMinute: number;
}

/**
 * `GET /api/promo-code?code=…` (docs/purchase.md "Promo codes"): a preview of the price now with
 * the code (422 its refusal, 409 nothing on sale); checkout weighs it again under the cohort's
 * lock. Rate-limited like the forms, so codes cannot be guessed by the thousand.
 */
export const promoCodeQuoteRoutes: FastifyPluginAsync<PromoCodeQuoteOptions> = async (
  app,
  options,
) => {
  app.get<{ Querystring: { code?: string } }>(
    '/api/promo-code',
    { config: formRateLimit(options.rateLimitPerMinute) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const now = options.clock.now();
      const offer = cohortOnSale(options.cohorts(), now);
      if (offer.status !== 'open')
        return sendError(reply, saleRefusal(offer.status) ?? 'REGISTRATION_CLOSED');
      const typedCode = typeof request.query.code === 'string' ? request.query.code : '';
      if (typedCode.trim() === '' || typedCode.length > 64)
        return sendError(reply, 'PROMO_CODE_UNKNOWN');
      const priced = await options.store.transaction((tx) =>
        priceCheckoutOrder(tx, { cohort: offer.cohort, now, typedCode }, options.promoCodes(), {
          email: '',
          phone: '',
          releasing: [],
        }),
      );
      if (priced.isErr()) return sendError(reply, priced.error);
      const { price, promo } = priced.value;
      const discountTetri = promo?.discountTetri ?? 0;
      return {
        code: promo?.code ?? null,
        cohortNumber: offer.cohort.number,
        listPriceTetri: price + discountTetri,
        priceTetri: price,
        discountTetri,
      };
    },
  );
};
