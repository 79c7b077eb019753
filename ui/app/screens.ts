import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import type { PageId } from '../../core/site/routes';
import type { LocaleResources } from '../lib/i18n/locale-resources';
import type { Namespace } from '../lib/i18n/namespaces';

/** Everything the router can show: the public pages, the 404 page and the popup demo. */
export type ScreenId = PageId | 'not-found' | 'popup-demo';

/**
 * A screen's title key, checked against the namespace that holds it. Its description is the title's
 * sibling (`pages.home.title` → `pages.home.description`); only the prerendered head shows it.
 */
interface MetaIn<N extends Namespace> {
  readonly ns: N;
  readonly title: ParseKeys<N>;
}

/** Where a screen's title lives in the locales. */
export type ScreenMeta = MetaIn<'meta'> | MetaIn<'legal'> | MetaIn<'popup_demo'>;

/**
 * One route-registry entry, what the browser needs to show a screen: its lazily loaded component,
 * the namespaces it renders and its title's keys. What only the prerendered document needs (the
 * module's CSS, robots, structured data) is in `screen-documents.ts`, so it stays out of the
 * JavaScript every page loads.
 */
export interface ScreenEntry {
  readonly load: () => Promise<ComponentType>;
  readonly namespaces: readonly Namespace[];
  readonly meta: ScreenMeta;
}

const pageMeta = (key: keyof LocaleResources['meta']['pages']): ScreenMeta => ({
  ns: 'meta',
  title: `pages.${key}.title`,
});

const legalMeta = (key: 'privacy' | 'terms' | 'refund'): ScreenMeta => ({
  ns: 'legal',
  title: `${key}.meta.title`,
});

/** The route registry: each screen's component, namespaces and meta keys (pages load on demand). */
export const SCREENS: Readonly<Record<ScreenId, ScreenEntry>> = {
  home: {
    load: () => import('../pages/home/home-page').then((module) => module.HomePage),
    // The course sections' namespaces (product, pricing_hero, calendar_hero).
    namespaces: ['landing', 'product', 'pricing_hero', 'calendar_hero', 'faq', 'errors'],
    meta: pageMeta('home'),
  },
  webinar: {
    load: () => import('../pages/webinar/webinar-screen').then((module) => module.WebinarScreen),
    // The registration form for the next live session shows while no recording is configured.
    namespaces: ['webinar', 'landing', 'errors'],
    meta: pageMeta('webinar'),
  },
  'webinar-registration': {
    load: () =>
      import('../features/registration/webinar-registration-page').then(
        (module) => module.WebinarRegistrationPage,
      ),
    namespaces: ['landing', 'errors'],
    meta: pageMeta('webinarRegistration'),
  },
  checkout: {
    load: () => import('../features/checkout/checkout-page').then((module) => module.CheckoutPage),
    namespaces: ['checkout', 'errors'],
    meta: pageMeta('checkout'),
  },
  'payment-success': {
    load: () =>
      import('../features/payment-result/payment-result-page').then(
        (module) => module.PaymentResultPage,
      ),
    namespaces: ['payment'],
    meta: pageMeta('paymentSuccess'),
  },
  'investment-calculator': {
    load: () =>
      import('../features/calculator/calculator-page').then((module) => module.CalculatorPage),
    // The field messages of a refused calculation live under `errors:calculator.*`.
    namespaces: ['calculator', 'errors'],
    meta: pageMeta('investmentCalculator'),
  },
  'privacy-policy': {
    load: () =>
      import('../features/legal/privacy-policy-page').then((module) => module.PrivacyPolicyPage),
    namespaces: ['legal'],
    meta: legalMeta('privacy'),
  },
  'terms-of-service': {
    load: () =>
      import('../features/legal/terms-of-service-page').then((module) => module.TermsOfServicePage),
    namespaces: ['legal'],
    meta: legalMeta('terms'),
  },
  'refund-policy': {
    load: () =>
      import('../features/legal/refund-policy-page').then((module) => module.RefundPolicyPage),
    namespaces: ['legal'],
    meta: legalMeta('refund'),
  },
  // The forms' pages without JavaScript (docs/site.md "Forms without JavaScript"): out of search results.
  'career-checklist': {
    load: () =>
      import('../features/exit-intent/career-checklist-page').then(
        (module) => module.CareerChecklistPage,
      ),
    namespaces: ['errors'],
    meta: pageMeta('careerChecklist'),
  },
  'career-checklist-sent': {
    load: () =>
      import('../features/exit-intent/career-checklist-sent-page').then(
        (module) => module.CareerChecklistSentPage,
      ),
    namespaces: [],
    meta: pageMeta('careerChecklistSent'),
  },
  'webinar-registered': {
    load: () =>
      import('../features/registration/webinar-registered-page').then(
        (module) => module.WebinarRegisteredPage,
      ),
    namespaces: ['landing'],
    meta: pageMeta('webinarRegistered'),
  },
  'checkout-contact-saved': {
    load: () =>
      import('../features/checkout/checkout-contact-saved-page').then(
        (module) => module.CheckoutContactSavedPage,
      ),
    namespaces: ['checkout', 'errors'],
    meta: pageMeta('checkoutContactSaved'),
  },
  'checkout-company': {
    load: () =>
      import('../features/checkout/company-invoice-page').then(
        (module) => module.CompanyInvoicePage,
      ),
    namespaces: ['checkout', 'errors'],
    meta: pageMeta('checkoutCompany'),
  },
  'not-found': {
    load: () =>
      import('../features/not-found/not-found-page').then((module) => module.NotFoundPage),
    namespaces: [],
    meta: { ns: 'meta', title: 'notFound.title' },
  },
  'popup-demo': {
    load: () =>
      import('../features/popup-demo/popup-demo-page').then((module) => module.PopupDemoPage),
    namespaces: ['popup_demo'],
    meta: { ns: 'popup_demo', title: 'meta.title' },
  },
};
