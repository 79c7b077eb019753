import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { PaymentOrderSnapshot } from '../../core/order/payment-order-snapshot';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { PaymentCallbackVerifier } from '../../core/ports/payment-callback-verifier';
import type { PaymentGateway } from '../../core/ports/payment-gateway';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { PromoCode } from '../../core/site-config/promo-code';
import type { Cohort, Course, InstalmentOffer } from '../../core/site-config/site-config';
import type { PaymentsConfig } from '../config/payments';
import type { FormPostContext } from '../forms/form-post';
import { holdAddressKeyer } from '../http/hold-address-key';
import type { SnapshotOutcome } from '../use-cases/apply-payment-snapshot';
import { createReturnStatusCheck } from '../use-cases/check-status-on-return';
import { checkoutRoutes } from './checkout';
import { checkoutFormRoutes } from './checkout-form';
import { instalmentFormRoutes, instalmentRoutes } from './instalment';
import { paymentCallbackRoutes } from './payment-callback';
import { paymentResultRoutes } from './payment-result';
import { promoCodeQuoteRoutes } from './promo-code-quote';

/** The card provider's ports and the widget's asset URLs (built by the composition root). */
export interface PaymentDependencies {
  readonly gateway: PaymentGateway;
  readonly verifier: PaymentCallbackVerifier;
  readonly widget: { readonly scriptUrl: string; readonly styleUrl: string };
  /**
   * The offline demo's local Flitt, mounted under the site's own origin at `prefix`, so the demo's
   * callbacks reach the callback route in-process (no network).
   */
  readonly demo?: {
    readonly prefix: string;
    readonly plugin: FastifyPluginAsync;
  };
}

/** Options of the purchase route group. */
export interface PurchaseRoutesOptions {
  readonly config: PaymentsConfig;
  readonly store: RegistrationStore;
  readonly clock: Clock;
  readonly ids: Ids;
  /** The configured cohorts (config/site.json): what is on sale, seats and overbooking. */
  readonly cohorts: () => readonly Cohort[];
  /** The configured promo codes (docs/purchase.md "Promo codes"). */
  readonly promoCodes: () => readonly PromoCode[];
  /** The bank instalments on offer, or null (docs/purchase.md "Bank instalments"). */
  readonly instalments: () => InstalmentOffer | null;
  /** The course's configured name, sent to the card provider as the order description. */
  readonly productName: () => Course['name'];
  /** The site's public origin (SITE_ORIGIN). */
  readonly siteOrigin: string;
  readonly payments: PaymentDependencies;
  /** Wakes the outbox worker after rows were enqueued. */
  readonly onEnqueued: () => void;
  /** The status API's path into the verified-snapshot transition (shared with reconciliation). */
  readonly applyStatusAnswer: (snapshot: PaymentOrderSnapshot) => Promise<SnapshotOutcome>;
  /** Whether the seller is registered for VAT: the receipt's VAT line (docs/purchase.md "Receipt"). */
  readonly sellerVatRegistered: () => boolean;
  /** The contact step's HTML post (docs/purchase.md "Checkout without JavaScript"). */
  readonly form: FormPostContext;
}

/**
 * The purchase funnel's routes (docs/purchase.md): checkout initiation, the Flitt callback, the
 * browser return with its server-to-server status check, the thank-you lookup, and the offline
 * demo's local Flitt when it is configured. The reconciliation job is a worker, attached in `app.ts`.
 */
export const purchaseRoutes: FastifyPluginAsync<PurchaseRoutesOptions> = async (app, options) => {
  registerCheckout(app, options);
  registerPaymentAnswers(app, options);
  registerDemo(app, options);
};

/** The JSON checkout, its no-JS form action, the promo quote and the bank instalments. */
function registerCheckout(app: FastifyInstance, options: PurchaseRoutesOptions): void {
  const { config, payments } = options;
  // The JSON checkout and its no-JS form action open orders the same way.
  const checkout = {
    store: options.store,
    clock: options.clock,
    ids: options.ids,
    gateway: payments.gateway,
    cohorts: options.cohorts,
    promoCodes: options.promoCodes,
    productName: options.productName,
    callbackOrigin: config.callbackOrigin,
    statusChecks: config.reconciliation.schedule,
    // The per-address hold limit's key (docs/security.md "Checkout hold keys").
    addressKey: holdAddressKeyer(config.provider.secretKey),
    rateLimitPerMinute: config.checkoutRateLimitPerMinute,
    onEnqueued: options.onEnqueued,
  };
  app.register(checkoutRoutes, { ...checkout, widget: payments.widget });
  app.register(promoCodeQuoteRoutes, checkout);
  app.register(checkoutFormRoutes, {
    ...checkout,
    instalments: options.instalments,
    form: options.form,
  });
  const instalment = { ...checkout, instalments: options.instalments, form: options.form };
  app.register(instalmentRoutes, instalment);
  app.register(instalmentFormRoutes, instalment);
}

/** The provider's callback, and the browser's return with its status check and the thank-you lookup. */
function registerPaymentAnswers(app: FastifyInstance, options: PurchaseRoutesOptions): void {
  const { config, store, clock, payments } = options;
  app.register(paymentCallbackRoutes, {
    store,
    clock,
    ids: options.ids,
    cohorts: options.cohorts,
    siteOrigin: options.siteOrigin,
    verifier: payments.verifier,
    allowedIps: config.callbackIps,
    onEnqueued: options.onEnqueued,
  });
  app.register(paymentResultRoutes, {
    store,
    clock,
    lookupRateLimitPerMinute: config.lookupRateLimitPerMinute,
    sellerVatRegistered: options.sellerVatRegistered,
    statusCheck: createReturnStatusCheck({
      clock,
      gateway: payments.gateway,
      apply: options.applyStatusAnswer,
      onResult: (entry) =>
        app.log.info({ returnStatusCheck: entry }, 'order status asked on return'),
    }),
  });
}

/** The offline demo's local Flitt when it is configured, and the warning that says what it means. */
function registerDemo(app: FastifyInstance, options: PurchaseRoutesOptions): void {
  const { demo } = options.payments;
  if (demo === undefined) return;
  app.register(demo.plugin, { prefix: demo.prefix });
  // Demo runs by itself only on a local origin (docs/operations.md "Payment mode"); chosen for a
  // public one it is allowed (a preview site), but the operator must see what it means at once.
  const provider = options.config.provider;
  const onPublicOrigin = provider.kind === 'demo' && provider.onPublicOrigin;
  app.addHook('onReady', async () => {
    app.log.warn(
      { flittMode: 'demo', siteOrigin: options.siteOrigin },
      onPublicOrigin
        ? 'FLITT_MODE=demo on a public SITE_ORIGIN: test cards complete orders and send purchase SMS, no money moves; set FLITT_MERCHANT_ID and FLITT_SECRET_KEY (FLITT_MODE=live) to take real payments'
        : 'payments run on the offline local Flitt (local site): test cards only, no money moves',
    );
  });
}
