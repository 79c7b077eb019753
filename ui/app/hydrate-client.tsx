import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PostedForm } from '../../core/forms/posted-form';
import { setRenderInstant } from '../lib/clock/render-instant';
import { POSTED_FORM_ELEMENT_ID } from '../lib/forms/embedded-posted-form';
import { createI18n } from '../lib/i18n/create-i18n';
import { I18N_RESOURCES_ELEMENT_ID, parseEmbeddedResources } from '../lib/i18n/embedded-resources';
import { createLocaleBackend } from '../lib/i18n/locale-backend';
import { App } from './app';
import { resolveScreen } from './resolve-screen';
import { preloadScreen } from './screen-loader';

/**
 * The refused form post the server rendered this page with (docs/site.md "Forms without
 * JavaScript"), so hydration shows the same values and messages; its reader loads only then.
 */
async function readPagePostedForm(): Promise<PostedForm | undefined> {
  const element = document.getElementById(POSTED_FORM_ELEMENT_ID);
  if (element === null) return undefined;
  const { readPostedForm } = await import('../lib/forms/read-posted-form');
  return readPostedForm(element.textContent);
}

/**
 * Gives the main thread back to the browser (input, paint) before the next step, so evaluating
 * the client's modules, building i18next and starting hydration are three short tasks instead of
 * one long one, which Lighthouse counts in TBT at four times its length
 * (docs/performance.md "TBT on a slower host").
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The real client: builds i18next from the page's embedded translations (no request before
 * hydration), loads the current screen's code, then hydrates the prerendered HTML.
 */
export async function hydrateClient(): Promise<void> {
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the prerendered page');
  const embedded = parseEmbeddedResources(
    document.getElementById(I18N_RESOURCES_ELEMENT_ID)?.textContent,
  );
  // The running configuration's facts, when the server rendered with other facts than this build's
  // (docs/site.md "Configuration reaches every page"): applied before hydrating; code loaded only then.
  const facts = embedded.siteFacts;
  if (facts) (await import('../config/apply-site-facts')).applySiteFacts(facts);
  // Hydration renders the page as of the instant the server rendered it; the live clock follows.
  setRenderInstant(embedded.renderedAt);
  const i18n = createI18n({
    ...embedded,
    backend: createLocaleBackend((url) => fetch(url, { credentials: 'same-origin' })),
  });
  await yieldToBrowser();
  const match = resolveScreen(window.location.pathname, window.location.search);
  const [postedForm] = await Promise.all([
    readPagePostedForm(),
    match.kind === 'screen' ? preloadScreen(match.screen) : undefined,
  ]);
  // As a transition, hydration yields to the browser every few milliseconds instead of running as
  // one long task (docs/performance.md "Budgets": TBT); the prerendered page is already visible meanwhile.
  startTransition(() => {
    hydrateRoot(
      container,
      <App i18n={i18n} {...(postedForm === undefined ? {} : { postedForm })} />,
    );
  });
}
