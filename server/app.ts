import Fastify, { type FastifyInstance } from 'fastify';
import { calendarWarnings } from '../core/site-config/calendar-warnings';
import type { AppDependencies } from './app-dependencies';
import type { Config, TrustProxy } from './config/config';
import type { HttpLimitsConfig } from './config/http-limits';
import type { FormPostContext } from './forms/form-post';
import { clientErrorAnswer, frameworkErrorAnswer } from './http/answers-outside-routing';
import { resolveMaxConnections } from './http/connection-capacity';
import { guardConnections } from './http/connection-guard';
import { legalTextsFrom } from './locales/legal-texts';
import { type LogStream, loggerOptions } from './logging/logger-options';
import { OneLinePerRequest } from './logging/request-log';
import { contentTypesPlugin } from './plugins/content-types';
import { errorHandlingPlugin } from './plugins/error-handling';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { rateLimitingPlugin } from './plugins/rate-limiting';
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers';
import { createUsdRateCache } from './rates/usd-rate-cache';
import { apiNotFoundRoutes } from './routes/api-not-found';
import { catalogueRoutes } from './routes/catalogue';
import { geoRoutes } from './routes/geo';
import { healthRoutes } from './routes/health';
import { leadFormRoutes } from './routes/lead-form';
import { leadsRoutes } from './routes/leads';
import { localesRoutes } from './routes/locales';
import { purchaseRoutes } from './routes/purchase';
import { ratesRoutes } from './routes/rates';
import { registrationRoutes } from './routes/registration';
import { registrationFormRoutes } from './routes/registration-form';
import { seoFilesRoutes } from './routes/seo-files';
import { siteAssetsRoutes } from './routes/site-assets';
import { sitePagesRoutes } from './routes/site-pages';
import { smsSendRoutes } from './routes/sms-send';
import { testClockRoutes } from './routes/test-clock';
import { webinarSessionRoutes } from './routes/webinar-sessions';
import { createPageRenderer } from './site/page-renderer';
import { readBuildTags } from './site/site-manifest';
import { fixedSiteConfig } from './site-config/site-config-source';
import { statusAnswerApplier } from './use-cases/apply-payment-snapshot';
import { cohortSaleNow } from './use-cases/cohort-sale-now';
import type { CircuitStates } from './workers/outbox-circuits';
import { attachOutboxWorker } from './workers/outbox-worker-hooks';
import { attachReconciliationWorker } from './workers/reconciliation-hooks';
import { attachWaitlistNotice } from './workers/waitlist-notice-hooks';
import { attachWaitlistOffers } from './workers/waitlist-offer-hooks';

/** Small bodies only: the forms are a few fields (docs/security.md "Outbound delivery"). */
const BODY_LIMIT_BYTES = 16 * 1024;
/**
 * How often Node looks for requests past their deadline: a fraction of the headers deadline, so a
 * trickling client is dropped soon after it (Node's default looks only every 30 s).
 */
function deadlineCheckEveryMs(http: HttpLimitsConfig): number {
  return Math.min(1000, Math.max(50, Math.floor(http.headersTimeoutMs / 4)));
}

/** Fastify's types omit the hop-count form, so a count becomes the equivalent function. */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
}

/** The live Flitt origin the pages may load the widget from (the demo is served from 'self'). */
function paymentOrigins(config: Config): string[] {
  const provider = config.payments.provider;
  return provider.kind === 'live' ? [new URL(provider.baseUrl).origin] : [];
}

/** What `buildApp` needs: the parsed config, the adapters behind core ports, optionally a log sink. */
export interface BuildAppOptions {
  readonly config: Config;
  readonly dependencies: AppDependencies;
  /** Where log lines go (tests collect them); stdout when omitted. */
  readonly logStream?: LogStream;
}

/**
 * The whole HTTP app as a composition of plugins (docs/architecture.md "Composition root"): cross-cutting plugins first,
 * then one encapsulated plugin per route group. Nothing listens here; `main.ts` does. The site and
 * locales load when the app becomes ready, so `ready()`/`listen()` reject if they are missing.
 */
export function buildApp({ config, dependencies, logStream }: BuildAppOptions): FastifyInstance {
  const bookingUrl = dependencies.siteConfig?.media.bookingUrl;
  const headers = securityHeaders({
    paymentOrigins: paymentOrigins(config),
    tags: readBuildTags(config.siteDir),
    ...(bookingUrl === undefined ? {} : { bookingOrigin: new URL(bookingUrl).origin }),
  });
  const limits = config.http;
  // Whole-request deadlines cover slow headers and trickled bodies alike; an idle socket closes
  // after the same time (docs/security.md "Slow and hostile clients").
  const app: FastifyInstance = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: deadlineCheckEveryMs(limits),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The graceful-close plugin answers 503 itself, through the app (coded body, headers).
    return503OnClosing: false,
    // Rendering every page before listening (docs/site.md "Pages follow the clock") took over
    // Fastify's default 10 s on a two-core machine busy with other work, and the server then
    // refused to start; a slow start is better than none.
    pluginTimeout: 120_000,
    frameworkErrors: frameworkErrorAnswer(headers),
    clientErrorHandler: clientErrorAnswer(headers, () => app.log),
  });
  guardConnections(app.server, {
    maxConnections: resolveMaxConnections(limits.maxConnections),
    maxConnectionsPerIp: limits.maxConnectionsPerIp,
    onShedding: (report) =>
      app.log.warn(report, 'connection slots full: shedding idle and slow connections'),
  });

  app.register(errorHandlingPlugin);
  app.register(securityHeadersPlugin, { headers });
  app.register(gracefulClosePlugin, { graceMs: limits.shutdownGraceMs });
  app.register(contentTypesPlugin);
  const { sharedState } = dependencies;
  app.register(
    rateLimitingPlugin,
    sharedState === undefined ? {} : { redis: sharedState.rateLimit },
  );
  sharedState?.onStatusChange((status, error) =>
    status === 'down'
      ? app.log.warn(
          { err: error },
          'Redis unreachable: rate limits let requests through, capped SMS wait in the outbox',
        )
      : app.log.info('Redis reachable: rate limits and SMS caps are shared again'),
  );
  // Runs after the server stopped accepting and in-flight requests finished (Fastify closes the
  // HTTP server before the app's onClose hooks): the database and Redis go last (docs/security.md G1).
  app.addHook('onClose', async () => {
    await Promise.all([dependencies.store.close(), sharedState?.close()]);
    app.log.info('database closed');
  });

  // Every route reads the configuration when it needs it: an applied edit reaches them all at once
  // (docs/site.md "Configuration reaches every page").
  const site = dependencies.siteConfigSource ?? fixedSiteConfig(dependencies.siteConfig);
  const cohorts = () => site.current().cohorts;
  const webinarSessions = () => site.current().webinarSessions;
  // The outbox worker is attached below; /health reads its circuits once it exists.
  let outboxCircuits: (() => CircuitStates) | undefined;
  app.register(healthRoutes, {
    store: dependencies.store,
    circuits: () => outboxCircuits?.(),
    calendar: () => calendarWarnings(site.current(), dependencies.clock.now()),
    ...(sharedState === undefined ? {} : { redis: sharedState }),
  });
  app.register(localesRoutes, { localesDir: config.localesDir });
  app.register(apiNotFoundRoutes);
  app.register(catalogueRoutes, { clock: dependencies.clock, store: dependencies.store, cohorts });
  // The forms' HTML posts (docs/site.md "Forms without JavaScript"): a refused one is rendered again.
  const form: FormPostContext = {
    siteOrigin: config.siteOrigin,
    pages: createPageRenderer({
      siteDir: config.siteDir,
      localesDir: config.localesDir,
      origin: config.siteOrigin,
      clock: dependencies.clock,
      siteFacts: () => site.facts(),
      fullCohortAt: async (now) => {
        const sale = await cohortSaleNow(dependencies.store, cohorts(), now);
        return sale.state === 'full' ? sale.cohort.number : undefined;
      },
    }),
  };
  app.addHook('onReady', async () => {
    if (!form.pages.available()) {
      app.log.warn(
        { siteDir: config.siteDir },
        'the build has no SSR bundle: a refused form post without JavaScript cannot be shown (run `npm run build`)',
      );
    }
  });
  if (dependencies.delivery !== undefined) {
    const { store, clock, ids, delivery, payments } = dependencies;
    const outbox = attachOutboxWorker(app, {
      config: config.leadDelivery,
      store,
      clock,
      delivery,
      // E-mails are written when sent, from the configuration of that moment.
      site: {
        config: () => site.current(),
        siteOrigin: config.siteOrigin,
        legalTexts: legalTextsFrom(config.localesDir),
        clock,
      },
    });
    outboxCircuits = () => outbox.circuits();
    const onEnqueued = () => outbox.nudge();
    const rateLimitPerMinute = config.leadDelivery.formRateLimitPerMinute;
    attachWaitlistNotice(app, { store, clock, ids, site, onEnqueued });
    const clockMoves = dependencies.clockControl?.onMove;
    const offers = attachWaitlistOffers(app, {
      store,
      clock,
      ids,
      cohorts,
      siteOrigin: config.siteOrigin,
      onEnqueued,
      triggers: [(listener) => site.onChange(listener), ...(clockMoves ? [clockMoves] : [])],
    });
    app.register(registrationRoutes, {
      store,
      clock,
      ids,
      webinarSessions,
      smsGuard: delivery.smsGuard,
      rateLimitPerMinute,
      onEnqueued,
    });
    app.register(leadsRoutes, { store, clock, ids, rateLimitPerMinute, onEnqueued });
    const smsGuard = delivery.smsGuard;
    app.register(registrationFormRoutes, {
      store,
      clock,
      ids,
      webinarSessions,
      smsGuard,
      rateLimitPerMinute,
      onEnqueued,
      form,
    });
    app.register(leadFormRoutes, { store, clock, ids, rateLimitPerMinute, onEnqueued, form });
    // Operator-only SMS (docs/operator-sms.md): the same caps as the registration route.
    app.register(smsSendRoutes, {
      operatorToken: config.smsControl.operatorToken,
      store,
      clock,
      ids,
      smsGuard: delivery.smsGuard,
    });
    if (payments !== undefined) {
      const siteOrigin = config.siteOrigin;
      // A refund news may free a seat: the waiting list looks at once.
      const onPaymentNews = () => {
        onEnqueued();
        offers.nudge();
      };
      const applyStatusAnswer = statusAnswerApplier(
        { store, clock, ids, cohorts, siteOrigin },
        onPaymentNews,
      );
      attachReconciliationWorker(app, {
        config: config.payments.reconciliation,
        store,
        clock,
        gateway: payments.gateway,
        apply: applyStatusAnswer,
      });
      app.register(purchaseRoutes, {
        config: config.payments,
        store,
        clock,
        ids,
        cohorts,
        promoCodes: () => site.current().promoCodes,
        instalments: () => site.current().instalments,
        productName: () => site.current().course.name,
        siteOrigin,
        payments,
        onEnqueued: onPaymentNews,
        applyStatusAnswer,
        sellerVatRegistered: () => site.current().seller.vatRegistered,
        form,
      });
    }
  }
  app.register(webinarSessionRoutes, {
    sessions: webinarSessions,
    store: dependencies.store,
    clock: dependencies.clock,
    siteOrigin: config.siteOrigin,
  });
  app.register(geoRoutes, {
    ...(dependencies.geolocation === undefined ? {} : { geolocation: dependencies.geolocation }),
    clock: dependencies.clock,
    countryHeader: config.geo.countryHeader,
    secureCookies: config.siteOrigin.startsWith('https:'),
  });
  // Calculator: the national bank's USD rate, cached an hour, 2.75 when unavailable.
  app.register(ratesRoutes, {
    usdRate: createUsdRateCache({
      ...(dependencies.exchangeRates === undefined ? {} : { rates: dependencies.exchangeRates }),
      clock: dependencies.clock,
      onFallback: (reason) =>
        app.log.warn({ reason }, 'USD rate unavailable; serving the fallback'),
    }),
  });
  app.register(seoFilesRoutes, { siteOrigin: config.siteOrigin });
  if (dependencies.clockControl !== undefined) {
    app.register(testClockRoutes, {
      clock: dependencies.clock,
      control: dependencies.clockControl,
    });
  }
  app.register(sitePagesRoutes, {
    siteDir: config.siteDir,
    secureCookies: config.siteOrigin.startsWith('https:'),
    clock: dependencies.clock,
    site,
    pages: form.pages,
    ...(dependencies.clockControl === undefined
      ? {}
      : { onClockMove: dependencies.clockControl.onMove }),
  });
  app.register(siteAssetsRoutes, { siteDir: config.siteDir });
  return app;
}
