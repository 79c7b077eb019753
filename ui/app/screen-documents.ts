import type { PageStructuredDataBuilder } from '../lib/seo/structured-data';
import type { ScreenId, ScreenMeta } from './screens';

/**
 * What the prerendered document of a screen needs beyond the screen itself. Only the prerenderer
 * (`entry-server.tsx`) reads it; the browser's route registry (`screens.ts`) does not carry it.
 */
export interface ScreenDocument {
  /** The module the screen's loader imports, relative to `ui/`: its built CSS is linked in the head. */
  readonly module: string;
  /** Kept out of search results (404, the popup demo and the forms' pages without JavaScript). */
  readonly noindex: boolean;
  /** Page-specific JSON-LD nodes added to the site graph (the home page's course, event and FAQ). */
  readonly structuredData?: () => Promise<PageStructuredDataBuilder>;
}

const indexed = (module: string): ScreenDocument => ({ module, noindex: false });
const unindexed = (module: string): ScreenDocument => ({ module, noindex: true });

/** Each screen's document facts; `screens.test.ts` checks every module against its loader. */
export const SCREEN_DOCUMENTS: Readonly<Record<ScreenId, ScreenDocument>> = {
  home: {
    ...indexed('pages/home/home-page.tsx'),
    structuredData: () =>
      import('../features/home/home-structured-data').then((module) => module.homeStructuredData),
  },
  webinar: indexed('pages/webinar/webinar-screen.tsx'),
  'webinar-registration': indexed('features/registration/webinar-registration-page.tsx'),
  checkout: indexed('features/checkout/checkout-page.tsx'),
  'payment-success': indexed('features/payment-result/payment-result-page.tsx'),
  'investment-calculator': indexed('features/calculator/calculator-page.tsx'),
  'privacy-policy': indexed('features/legal/privacy-policy-page.tsx'),
  'terms-of-service': indexed('features/legal/terms-of-service-page.tsx'),
  'refund-policy': indexed('features/legal/refund-policy-page.tsx'),
  // The forms' pages without JavaScript (docs/site.md "Forms without JavaScript").
  'career-checklist': unindexed('features/exit-intent/career-checklist-page.tsx'),
  'career-checklist-sent': unindexed('features/exit-intent/career-checklist-sent-page.tsx'),
  'webinar-registered': unindexed('features/registration/webinar-registered-page.tsx'),
  'checkout-contact-saved': unindexed('features/checkout/checkout-contact-saved-page.tsx'),
  'checkout-company': indexed('features/checkout/company-invoice-page.tsx'),
  'not-found': unindexed('features/not-found/not-found-page.tsx'),
  'popup-demo': unindexed('features/popup-demo/popup-demo-page.tsx'),
};

/** The description key of a screen: its title key's sibling (`pages.home.title` → `…description`). */
export function descriptionKeyOf(meta: ScreenMeta): string {
  return meta.title.replace(/title$/, 'description');
}
