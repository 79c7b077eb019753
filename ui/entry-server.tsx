import { renderToString } from 'react-dom/server';
import type { ThirdPartyTag } from '../core/consent/consent-rules';
import type { PostedForm } from '../core/forms/posted-form';
import type { SiteFacts } from '../core/site/site-facts';
import { App } from './app/app';
import { renderPageHead } from './app/page-head';
import { type LoadNamespace, pageTranslations } from './app/page-translations';
import { resolveScreen } from './app/resolve-screen';
import { SCREEN_DOCUMENTS } from './app/screen-documents';
import { preloadScreen } from './app/screen-loader';
import { SCREENS } from './app/screens';
import { preloadDeferredSections } from './components/deferred/deferred-section';
import { preloadSoldOut } from './components/waitlist/lazy-sold-out';
import { applySiteFacts } from './config/apply-site-facts';
import { BUILD_SITE_FACTS } from './config/build-site-facts';
import { clientEnv } from './config/env';
import { setRenderInstant } from './lib/clock/render-instant';
import { renderEmbeddedPostedForm } from './lib/forms/embedded-posted-form';
import { renderEmbeddedResources } from './lib/i18n/embedded-resources';
import { configuredTags } from './lib/tracking/load-analytics';

/** The prerenderer's page list, exposed through the SSR bundle so build.mjs needs no TypeScript. */
export { allPagePaths } from '../core/site/routes';

/** The third-party tags this build can load (its configured ids), for the site manifest. */
export function buildTags(): ThirdPartyTag[] {
  return configuredTags(clientEnv);
}

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

/** The screen and language a request renders; a redirecting path has no page of its own. */
function screenOf(request: RenderRequest) {
  const match = resolveScreen(request.path, request.search ?? '');
  if (match.kind === 'redirect')
    throw new Error(`${request.path} redirects; it is not prerendered`);
  return match;
}

/** Renders one path to HTML with its head tags and embedded translations (docs/architecture.md). */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const { screen, language } = screenOf(request);
  // Before i18next is made: the copy's {{capacity}} comes from the facts.
  const facts = request.siteFacts ?? BUILD_SITE_FACTS;
  const ownFacts = JSON.stringify(facts) !== JSON.stringify(BUILD_SITE_FACTS);
  applySiteFacts(facts);
  const now = request.now ?? new Date();
  const { i18n, ...embedded } = pageTranslations({
    entry: SCREENS[screen],
    language,
    loadNamespace: request.loadNamespace,
    onMissingKey: request.onMissingKey,
    now,
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
  const { origin, path, fullCohort, postedForm } = request;
  const head = await renderPageHead({ screen, language, i18n, origin, path, now, fullCohort });
  const resources = renderEmbeddedResources({
    language,
    ...embedded,
    renderedAt: now.toISOString(),
    ...(ownFacts ? { siteFacts: facts } : {}),
  });
  const data = resources + (postedForm === undefined ? '' : renderEmbeddedPostedForm(postedForm));
  return { language, module: SCREEN_DOCUMENTS[screen].module, head, html, data };
}
