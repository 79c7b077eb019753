import Fastify, { type FastifyInstance } from 'fastify';
import { calendarWarnings } from '../core/config-warnings/calendar-warnings';
import type { Cohort, WebinarSession } from '../core/site-config/site-config';
import type { AppDependencies } from './app-dependencies';
import type { Config, TrustProxy } from './config/config';
import type { HttpLimitsConfig } from './config/http-limits';
import type { FormPostContext } from './forms/form-post';
import { clientErrorAnswer, frameworkErrorAnswer } from './http/answers-outside-routing';
import { resolveMaxConnections } from './http/connection-capacity';
import { guardConnections } from './http/connection-guard';
import { holdAddressKeyer } from './http/hold-address-key';
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
import { companyInvoiceFormRoutes, companyInvoicePageRoutes } from './routes/company-invoice-form';
import { companyInvoiceRoutes } from './routes/company-invoices';
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
import { fixedSiteConfig, type SiteConfigSource } from './site-config/site-config-source';
import { statusAnswerApplier } from './use-cases/apply-payment-snapshot';
import { cohortSaleNow } from './use-cases/cohort-sale-now';
import type { CircuitStates } from './workers/outbox-circuits';
import { attachOutboxWorker } from './workers/outbox-worker-hooks';
import { attachReconciliationWorker } from './workers/reconciliation-hooks';
import { attachWaitlistNotice } from './workers/waitlist-notice-hooks';
import { attachWaitlistOffers } from './workers/waitlist-offer-hooks';

/** Small bodies only: the forms are a few fields (docs/security.md "Input, output, headers"). */
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

/** What the route groups share: the app, its configuration and adapters, the live site configuration. */
interface AppContext {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly dependencies: AppDependencies;
  /** Read on every use: an applied edit reaches every route at once (docs/site.md "Configuration reaches every page"). */
  readonly site: SiteConfigSource;
  readonly cohorts: () => readonly Cohort[];
  readonly webinarSessions: () => readonly WebinarSession[];
  /** The forms' HTML posts (docs/site.md "Forms without JavaScript"): a refused one is rendered again. */
  readonly form: FormPostContext;
}

/** The Fastify instance with its deadlines and connection caps (docs/security.md "Slow and hostile clients"). */
function createServer(
  config: Config,
  headers: ReturnType<typeof securityHeaders>,
  logStream: LogStream | undefined,
): FastifyInstance {
  const limits = config.http;
  // Whole-request deadlines cover slow headers and trickled bodies alike; an idle socket closes
  // after the same time.
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
  return app;
}

/** Errors, headers, graceful close, content types, rate limits; the database and Redis close last. */
function registerCrossCutting(
  { app, config, dependencies }: Pick<AppContext, 'app' | 'config' | 'dependencies'>,
  headers: ReturnType<typeof securityHeaders>,
): void {
  app.register(errorHandlingPlugin);
  app.register(securityHeadersPlugin, { headers });
  app.register(gracefulClosePlugin, { graceMs: config.http.shutdownGraceMs });
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
}

/** The page renderer refused no-JS form posts are shown with, and a warning when the build lacks it. */
function formContext(
  { app, config, dependencies }: Pick<AppContext, 'app' | 'config' | 'dependencies'>,
  site: SiteConfigSource,
  cohorts: () => readonly Cohort[],
): FormPostContext {
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
  return form;
}

/**
 * The webinar funnel and the purchase: the outbox worker, the waiting list, the registration and
 * lead forms (JSON and HTML), the operator's SMS, and — with payments — the checkout, callbacks and
 * reconciliation. Returns the outbox's circuits for /health.
 */
function registerFunnel(
  context: AppContext,
  delivery: NonNullable<AppDependencies['delivery']>,
): () => CircuitStates {
  const { app, config, dependencies, site, cohorts, webinarSessions, form } = context;
  const { store, clock, ids } = dependencies;
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
  const onEnqueued = () => outbox.nudge();
  const rateLimitPerMinute = config.leadDelivery.formRateLimitPerMinute;
  const smsGuard = delivery.smsGuard;
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
  const leads = { store, clock, ids, rateLimitPerMinute, onEnqueued };
  app.register(registrationRoutes, { ...leads, webinarSessions, smsGuard });
  app.register(leadsRoutes, leads);
  app.register(registrationFormRoutes, { ...leads, webinarSessions, smsGuard, form });
  app.register(leadFormRoutes, { ...leads, form });
  // Operator-only SMS (docs/operator-sms.md): the same caps as the registration route.
  const operatorToken = config.smsControl.operatorToken;
  app.register(smsSendRoutes, { operatorToken, store, clock, ids, smsGuard });
  if (dependencies.payments !== undefined) {
    // A refund news may free a seat: the waiting list looks at once.
    registerPurchase(context, dependencies.payments, () => {
      onEnqueued();
      offers.nudge();
    });
  }
  return () => outbox.circuits();
}

/** The checkout, the Flitt callback and result routes, and the reconciliation job (docs/purchase.md). */
function registerPurchase(
  { app, config, dependencies, site, cohorts, form }: AppContext,
  payments: NonNullable<AppDependencies['payments']>,
  onPaymentNews: () => void,
): void {
  const { store, clock, ids } = dependencies;
  const siteOrigin = config.siteOrigin;
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
  const invoices = {
    store,
    clock,
    ids,
    config: () => site.current(),
    siteOrigin,
    rateLimitPerMinute: config.payments.checkoutRateLimitPerMinute,
    onEnqueued: onPaymentNews,
    // Invoice seats count against the same keyed addresses as checkout holds.
    addressKey: holdAddressKeyer(config.payments.provider.secretKey),
  };
  app.register(companyInvoiceRoutes, invoices);
  // The company page with or without JavaScript (docs/purchase.md "Company invoices").
  app.register(companyInvoicePageRoutes, { ...invoices, form });
  app.register(companyInvoiceFormRoutes, { ...invoices, form });
}

/** Webinar sessions, geo, the calculator's rate, SEO files, the test clock, the pages and assets. */
function registerSiteRoutes({
  app,
  config,
  dependencies,
  site,
  webinarSessions,
  form,
}: AppContext) {
  const { clock } = dependencies;
  const secureCookies = config.siteOrigin.startsWith('https:');
  app.register(webinarSessionRoutes, {
    sessions: webinarSessions,
    store: dependencies.store,
    clock,
    siteOrigin: config.siteOrigin,
  });
  app.register(geoRoutes, {
    ...(dependencies.geolocation === undefined ? {} : { geolocation: dependencies.geolocation }),
    clock,
    countryHeader: config.geo.countryHeader,
    secureCookies,
  });
  // Calculator: the national bank's USD rate, cached an hour, 2.75 when unavailable.
  app.register(ratesRoutes, {
    usdRate: createUsdRateCache({
      ...(dependencies.exchangeRates === undefined ? {} : { rates: dependencies.exchangeRates }),
      clock,
      onFallback: (reason) =>
        app.log.warn({ reason }, 'USD rate unavailable; serving the fallback'),
    }),
  });
  app.register(seoFilesRoutes, { siteOrigin: config.siteOrigin });
  const control = dependencies.clockControl;
  if (control !== undefined) app.register(testClockRoutes, { clock, control });
  app.register(sitePagesRoutes, {
    siteDir: config.siteDir,
    secureCookies,
    clock,
    site,
    pages: form.pages,
    ...(control === undefined ? {} : { onClockMove: control.onMove }),
  });
  app.register(siteAssetsRoutes, { siteDir: config.siteDir });
}

/**
 * The whole HTTP app as a composition of plugins (docs/architecture.md "Composition root"): the
 * server, cross-cutting plugins, then one encapsulated plugin per route group. Nothing listens here;
 * `main.ts` does. The site and locales load when the app becomes ready, so `ready()`/`listen()`
 * reject if they are missing.
 */
export function buildApp({ config, dependencies, logStream }: BuildAppOptions): FastifyInstance {
  const bookingUrl = dependencies.siteConfig?.media.bookingUrl;
  const headers = securityHeaders({
    paymentOrigins: paymentOrigins(config),
    tags: readBuildTags(config.siteDir),
    ...(bookingUrl === undefined ? {} : { bookingOrigin: new URL(bookingUrl).origin }),
  });
  const app = createServer(config, headers, logStream);
  registerCrossCutting({ app, config, dependencies }, headers);
  const site = dependencies.siteConfigSource ?? fixedSiteConfig(dependencies.siteConfig);
  const cohorts = () => site.current().cohorts;
  const webinarSessions = () => site.current().webinarSessions;
  // The outbox worker is attached below; /health reads its circuits once it exists.
  let outboxCircuits: (() => CircuitStates) | undefined;
  app.register(healthRoutes, {
    store: dependencies.store,
    circuits: () => outboxCircuits?.(),
    calendar: () => calendarWarnings(site.current(), dependencies.clock.now()),
    ...(dependencies.sharedState === undefined ? {} : { redis: dependencies.sharedState }),
  });
  app.register(localesRoutes, { localesDir: config.localesDir });
  app.register(apiNotFoundRoutes);
  app.register(catalogueRoutes, { clock: dependencies.clock, store: dependencies.store, cohorts });
  const form = formContext({ app, config, dependencies }, site, cohorts);
  const context: AppContext = { app, config, dependencies, site, cohorts, webinarSessions, form };
  if (dependencies.delivery !== undefined) {
    outboxCircuits = registerFunnel(context, dependencies.delivery);
  }
  registerSiteRoutes(context);
  return app;
}
