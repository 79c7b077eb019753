import enCalendarModal from '../../../locales/en/calendar_modal.json';
import enCommon from '../../../locales/en/common.json';
import enErrors from '../../../locales/en/errors.json';
import enFaq from '../../../locales/en/faq.json';
import enLanding from '../../../locales/en/landing.json';
import enPricingHero from '../../../locales/en/pricing_hero.json';
import enWebinar from '../../../locales/en/webinar.json';
import kaCalendarModal from '../../../locales/ka/calendar_modal.json';
import kaCommon from '../../../locales/ka/common.json';
import kaErrors from '../../../locales/ka/errors.json';
import kaFaq from '../../../locales/ka/faq.json';
import kaLanding from '../../../locales/ka/landing.json';
import kaPricingHero from '../../../locales/ka/pricing_hero.json';
import kaWebinar from '../../../locales/ka/webinar.json';

/** The locale texts the webinar-funnel journeys look elements up by and compare messages against. */
export const FUNNEL_TEXTS = {
  ka: {
    landing: kaLanding,
    errors: kaErrors,
    webinar: kaWebinar,
    calendarModal: kaCalendarModal,
    common: kaCommon,
    faq: kaFaq,
    pricingHero: kaPricingHero,
  },
  en: {
    landing: enLanding,
    errors: enErrors,
    webinar: enWebinar,
    calendarModal: enCalendarModal,
    common: enCommon,
    faq: enFaq,
    pricingHero: enPricingHero,
  },
} as const;
