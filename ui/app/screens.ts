import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import type { PageId } from '../../core/site/routes';
import type { LocaleResources } from '../lib/i18n/locale-resources';
import type { Namespace } from '../lib/i18n/namespaces';
import type { PageStructuredDataBuilder } from '../lib/seo/structured-data';

/** Everything the router can show: the public pages, the 404 page and the popup demo. */
export type ScreenId = PageId | 'not-found' | 'popup-demo';

/** A screen's title and description keys, checked against the namespace that holds them. */
interface MetaIn<N extends Namespace> {
  readonly ns: N;
  readonly title: ParseKeys<N>;
  readonly description: ParseKeys<N>;
}

/** Where a screen's title and description live in the locales. */
export type ScreenMeta = MetaIn<'meta'> | MetaIn<'legal'> | MetaIn<'popup_demo'>;

/** One route-registry entry: a lazily loaded component, the namespaces it renders, its metadata. */
export interface ScreenEntry {
  readonly load: () => Promise<ComponentType>;
  /** The module `load` imports, relative to `ui/`: the prerenderer links its CSS in the page head. */
  readonly module: string;
  readonly namespaces: readonly Namespace[];
  readonly meta: ScreenMeta;
  /** Kept out of search results (404 and the developer popup demo). */
  readonly noindex: boolean;
  /** Page-specific JSON-LD nodes added to the site graph at prerender time (issue 3, L1). */
  readonly structuredData?: () => Promise<PageStructuredDataBuilder>;
}

const pageMeta = (key: keyof LocaleResources['meta']['pages']): ScreenMeta => ({
  ns: 'meta',
  title: `pages.${key}.title`,
  description: `pages.${key}.description`,
});

const legalMeta = (key: 'privacy' | 'terms' | 'refund'): ScreenMeta => ({
  ns: 'legal',
  title: `${key}.meta.title`,
  description: `${key}.meta.description`,
});

/** The route registry: each screen's component, namespaces and meta keys (pages load on demand). */
export const SCREENS: Readonly<Record<ScreenId, ScreenEntry>> = {
  home: {
    load: () => import('../pages/home/home-page').then((module) => module.HomePage),
    module: 'pages/home/home-page.tsx',
    // Issue 3, L2: the course sections' namespaces (product, pricing_hero, calendar_hero).
    namespaces: ['landing', 'product', 'pricing_hero', 'calendar_hero', 'faq', 'errors'],
    meta: pageMeta('home'),
    noindex: false,
    // Issue 3, L1: Course, Event and FAQPage JSON-LD, loaded only by the prerenderer.
    structuredData: () =>
      import('../features/home/home-structured-data').then((module) => module.homeStructuredData),
  },
  webinar: {
    load: () => import('../pages/webinar/webinar-screen').then((module) => module.WebinarScreen),
    module: 'pages/webinar/webinar-screen.tsx',
    // The registration form for the next live session shows while no recording is configured.
    namespaces: ['webinar', 'landing', 'errors'],
    meta: pageMeta('webinar'),
    noindex: false,
  },
  'webinar-registration': {
    load: () =>
      import('../features/registration/webinar-registration-page').then(
        (module) => module.WebinarRegistrationPage,
      ),
    module: 'features/registration/webinar-registration-page.tsx',
    namespaces: ['landing', 'errors'],
    meta: pageMeta('webinarRegistration'),
    noindex: false,
  },
  checkout: {
    load: () => import('../features/checkout/checkout-page').then((module) => module.CheckoutPage),
    module: 'features/checkout/checkout-page.tsx',
    namespaces: ['checkout', 'errors'],
    meta: pageMeta('checkout'),
    noindex: false,
  },
  'payment-success': {
    load: () =>
      import('../features/payment-result/payment-result-page').then(
        (module) => module.PaymentResultPage,
      ),
    module: 'features/payment-result/payment-result-page.tsx',
    namespaces: ['payment'],
    meta: pageMeta('paymentSuccess'),
    noindex: false,
  },
  'investment-calculator': {
    load: () =>
      import('../features/calculator/calculator-page').then((module) => module.CalculatorPage),
    module: 'features/calculator/calculator-page.tsx',
    // Issue 5: the field messages of a refused calculation live under `errors:calculator.*`.
    namespaces: ['calculator', 'errors'],
    meta: pageMeta('investmentCalculator'),
    noindex: false,
  },
  'privacy-policy': {
    load: () =>
      import('../features/legal/privacy-policy-page').then((module) => module.PrivacyPolicyPage),
    module: 'features/legal/privacy-policy-page.tsx',
    namespaces: ['legal'],
    meta: legalMeta('privacy'),
    noindex: false,
  },
  'terms-of-service': {
    load: () =>
      import('../features/legal/terms-of-service-page').then((module) => module.TermsOfServicePage),
    module: 'features/legal/terms-of-service-page.tsx',
    namespaces: ['legal'],
    meta: legalMeta('terms'),
    noindex: false,
  },
  'refund-policy': {
    load: () =>
      import('../features/legal/refund-policy-page').then((module) => module.RefundPolicyPage),
    module: 'features/legal/refund-policy-page.tsx',
    namespaces: ['legal'],
    meta: legalMeta('refund'),
    noindex: false,
  },
  // The forms' pages without JavaScript (docs/site.md "Forms without JavaScript"): out of search results.
  'career-checklist': {
    load: () =>
      import('../features/exit-intent/career-checklist-page').then(
        (module) => module.CareerChecklistPage,
      ),
    module: 'features/exit-intent/career-checklist-page.tsx',
    namespaces: ['errors'],
    meta: pageMeta('careerChecklist'),
    noindex: true,
  },
  'career-checklist-sent': {
    load: () =>
      import('../features/exit-intent/career-checklist-sent-page').then(
        (module) => module.CareerChecklistSentPage,
      ),
    module: 'features/exit-intent/career-checklist-sent-page.tsx',
    namespaces: [],
    meta: pageMeta('careerChecklistSent'),
    noindex: true,
  },
  'webinar-registered': {
    load: () =>
      import('../features/registration/webinar-registered-page').then(
        (module) => module.WebinarRegisteredPage,
      ),
    module: 'features/registration/webinar-registered-page.tsx',
    namespaces: ['landing'],
    meta: pageMeta('webinarRegistered'),
    noindex: true,
  },
  'checkout-contact-saved': {
    load: () =>
      import('../features/checkout/checkout-contact-saved-page').then(
        (module) => module.CheckoutContactSavedPage,
      ),
    module: 'features/checkout/checkout-contact-saved-page.tsx',
    namespaces: ['checkout'],
    meta: pageMeta('checkoutContactSaved'),
    noindex: true,
  },
  'not-found': {
    load: () =>
      import('../features/not-found/not-found-page').then((module) => module.NotFoundPage),
    module: 'features/not-found/not-found-page.tsx',
    namespaces: [],
    meta: { ns: 'meta', title: 'notFound.title', description: 'notFound.description' },
    noindex: true,
  },
  'popup-demo': {
    load: () =>
      import('../features/popup-demo/popup-demo-page').then((module) => module.PopupDemoPage),
    module: 'features/popup-demo/popup-demo-page.tsx',
    namespaces: ['popup_demo'],
    meta: { ns: 'popup_demo', title: 'meta.title', description: 'meta.description' },
    noindex: true,
  },
};
