import { renderToString } from 'react-dom/server';
import { copyCapacity } from '../core/cohort/copy-capacity';
import type { ThirdPartyTag } from '../core/consent/consent-rules';
import type { PostedForm } from '../core/forms/posted-form';
import { pagePath } from '../core/site/routes';
import type { SiteFacts } from '../core/site-config/site-facts';
import { App } from './app/app';
import { resolveScreen } from './app/resolve-screen';
import { descriptionKeyOf, SCREEN_DOCUMENTS } from './app/screen-documents';
import { preloadScreen } from './app/screen-loader';
import { SCREENS } from './app/screens';
import { preloadDeferredSections } from './components/deferred/deferred-section';
import { preloadSoldOut } from './components/waitlist/lazy-sold-out';
import { applySiteFacts } from './config/apply-site-facts';
import { BUILD_SITE_FACTS } from './config/build-site-facts';
import { clientEnv } from './config/env';
import { siteCohorts } from './config/site-cohorts';
import { setRenderInstant } from './lib/clock/render-instant';
import { renderEmbeddedPostedForm } from './lib/forms/embedded-posted-form';
import { createI18n } from './lib/i18n/create-i18n';
import { renderEmbeddedResources } from './lib/i18n/embedded-resources';
import { BASE_NAMESPACES, type Namespace, type NamespaceResources } from './lib/i18n/namespaces';
import { renderHeadTags } from './lib/seo/head-tags';
import { siteStructuredData, withPageNodes } from './lib/seo/structured-data';
import { configuredTags } from './lib/tracking/load-analytics';

/** The prerenderer's page list, exposed through the SSR bundle so build.mjs needs no TypeScript. */
export { allPagePaths } from '../core/site/routes';

/** The third-party tags this build can load (its configured ids), for the site manifest. */
export function buildTags(): ThirdPartyTag[] {
  return configuredTags(clientEnv);
}

/** Reads one locale file; undefined when it does not exist. */
export type LoadNamespace = (
  language: string,
  namespace: Namespace,
) => Record<string, unknown> | undefined;

/** One page to prerender. */
export interface RenderRequest {
  readonly path: string;
  readonly search?: string;
  /** Absolute origin for canonical, hreflang and Open Graph URLs (SITE_ORIGIN). */
  readonly origin: string;
  readonly loadNamespace: LoadNamespace;
  readonly onMissingKey?: (language: string, namespace: string, key: string) => void;
  /**
   * The instant the page is rendered for: what is on sale and at what price, the sessions offered,
   * the footer year and the JSON-LD (docs/site.md "Pages follow the clock"); the real time when absent.
   */
  readonly now?: Date;
  /** A refused form post to show (rendered at request time by the server's form actions). */
  readonly postedForm?: PostedForm;
  /** The cohort on sale whose seats are all taken at `now`, as the server counted them. */
  readonly fullCohort?: number | undefined;
  /**
   * The running configuration's facts (docs/site.md "Configuration reaches every page"); the
   * build's when absent. When they differ from the build's the page carries them for hydration.
   */
  readonly siteFacts?: SiteFacts;
}

/** The three fragments the prerenderer puts into `ui/index.html`. */
export interface RenderedPage {
  readonly language: string;
  /** The screen's module relative to `ui/`, for linking its built CSS. */
  readonly module: string;
  readonly head: string;
  readonly html: string;
  readonly data: string;
}

/** Renders one path to HTML with its head tags and embedded translations (docs/architecture.md). */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const match = resolveScreen(request.path, request.search ?? '');
  if (match.kind === 'redirect')
    throw new Error(`${request.path} redirects; it is not prerendered`);
  const { screen, language } = match;
  // Before i18next is made: the copy's {{capacity}} comes from the facts.
  const facts = request.siteFacts ?? BUILD_SITE_FACTS;
  const ownFacts = JSON.stringify(facts) !== JSON.stringify(BUILD_SITE_FACTS);
  applySiteFacts(facts);
  const entry = SCREENS[screen];
  const screenDocument = SCREEN_DOCUMENTS[screen];
  const namespaces = [
    ...new Set<Namespace>([...BASE_NAMESPACES, entry.meta.ns, ...entry.namespaces]),
  ];
  const resources: NamespaceResources = {};
  for (const namespace of namespaces) {
    const loaded = request.loadNamespace(language, namespace);
    if (loaded) resources[namespace] = loaded;
  }
  // The copy's figures depend on the instant too (the size of the cohort on sale then).
  const now = request.now ?? new Date();
  const capacity = copyCapacity(siteCohorts, now);
  const variables = capacity === undefined ? {} : { capacity };
  const i18n = createI18n({
    language,
    namespaces,
    resources,
    variables,
    ...(request.onMissingKey ? { onMissingKey: request.onMissingKey } : {}),
  });
  await preloadScreen(screen);
  // Below-the-fold sections are lazy on the client; here they render in full, never a fallback.
  await Promise.all([preloadDeferredSections(), preloadSoldOut()]);
  // Set right before the synchronous render, so concurrent renders never see another's instant.
  setRenderInstant(now);
  const html = renderToString(
    <App
      i18n={i18n}
      ssrPath={request.path}
      ssrSearch={request.search ?? ''}
      {...(request.postedForm === undefined ? {} : { postedForm: request.postedForm })}
    />,
  );
  const isPage = screen !== 'not-found' && screen !== 'popup-demo';
  const t = i18n.getFixedT(language, entry.meta.ns);
  const siteName = i18n.t('site.name', { ns: 'meta' });
  const pageNodes = screenDocument.structuredData
    ? (await screenDocument.structuredData())({
        origin: request.origin,
        language,
        now,
        fullCohort: request.fullCohort,
        // The resource with the configured figures filled in ({{capacity}}, docs/site.md "Claims"):
        // the keys are typed by the builder's signature; the untyped lookup sidesteps `t`'s generic
        // overloads, which TypeScript cannot resolve here.
        translate: (ns, key): unknown =>
          interpolateDeep(i18n.getResource(language, ns, String(key)), (text) =>
            i18n.services.interpolator.interpolate(text, {}, language, {}),
          ),
      })
    : [];
  const head = renderHeadTags({
    language,
    title: t(entry.meta.title),
    // The key is the title's sibling in the same namespace; a missing one fails the render tests.
    description: t(descriptionKeyOf(entry.meta) as typeof entry.meta.title),
    origin: request.origin,
    noindex: screenDocument.noindex,
    siteName,
    structuredData: withPageNodes(
      siteStructuredData({
        origin: request.origin,
        language,
        siteName,
        organizationDescription: i18n.t('site.organizationDescription', { ns: 'meta' }),
      }),
      pageNodes,
    ),
    ...(screen === 'popup-demo' ? { path: request.path } : {}),
    ...(isPage
      ? {
          path: pagePath(language, screen),
          alternates: { ka: pagePath('ka', screen), en: pagePath('en', screen) },
        }
      : {}),
  });
  return {
    language,
    module: screenDocument.module,
    head,
    html,
    data:
      renderEmbeddedResources({
        language,
        namespaces,
        resources,
        variables,
        renderedAt: now.toISOString(),
        ...(ownFacts ? { siteFacts: facts } : {}),
      }) + (request.postedForm === undefined ? '' : renderEmbeddedPostedForm(request.postedForm)),
  };
}

/** Applies `fill` to every string of a raw resource (a string, or arrays and objects of them). */
function interpolateDeep(value: unknown, fill: (text: string) => string): unknown {
  if (typeof value === 'string') return fill(value);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, fill));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, interpolateDeep(child, fill)]),
    );
  }
  return value;
}
