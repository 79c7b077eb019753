import type { ParseKeys } from 'i18next';
import { cohortOnSale } from '../../../core/cohort/cohort-on-sale';
import { pagePath } from '../../../core/site/routes';
import { tbilisiIsoDateTime } from '../../../core/time/tbilisi-time';
import { nextWebinarSession } from '../../../core/webinar/next-session';
import { siteCohorts } from '../../config/site-cohorts';
import { webinarSessions } from '../../config/webinar-sessions';
import type { Namespace } from '../../lib/i18n/namespaces';
import { courseImageUrls } from '../../lib/seo/brand-images';
import { courseJsonLd } from '../../lib/seo/course-json-ld';
import { webinarEventJsonLd } from '../../lib/seo/event-json-ld';
import { faqPageJsonLd } from '../../lib/seo/faq-json-ld';
import { organizationId, type PageStructuredDataBuilder } from '../../lib/seo/structured-data';
import { faqEntries } from './faq-items';

/**
 * The landing page's JSON-LD (docs/site.md "SEO"): `Course` with its online instance and offer (the
 * cohort the configuration puts on sale at `now`, sold out when the server counted it full), `Event`
 * for the next webinar (left out when every session is past), `FAQPage` from the visible FAQ.
 */
export const homeStructuredData: PageStructuredDataBuilder = ({
  origin,
  language,
  now,
  fullCohort,
  translate,
}) => {
  const offer = cohortOnSale(siteCohorts, now);
  const text = <N extends Namespace>(namespace: N, key: ParseKeys<N, { returnObjects: true }>) =>
    String(translate(namespace, key));
  const providerId = organizationId(origin);
  const nodes: Record<string, unknown>[] = [
    courseJsonLd({
      origin,
      language,
      name: text('landing', 'structuredData.courseName'),
      description: text('landing', 'structuredData.courseDescription'),
      providerId,
      offer,
      now,
      full: offer.status === 'open' && offer.cohort.number === fullCohort,
      instructor: {
        name: text('product', 'instructor.name'),
        role: text('product', 'instructor.role'),
      },
    }),
  ];
  const next = nextWebinarSession(webinarSessions, now);
  if (next) {
    const end = new Date(next.startsAt.getTime() + next.durationMinutes * 60_000);
    nodes.push(
      webinarEventJsonLd({
        name: next.title[language],
        description: text('landing', 'structuredData.webinarDescription'),
        startDate: tbilisiIsoDateTime(next.startsAt),
        endDate: tbilisiIsoDateTime(end),
        language,
        joinUrl: `${origin}${pagePath(language, 'webinar')}`,
        registrationUrl: `${origin}${pagePath(language, 'webinar-registration')}`,
        organizerId: providerId,
        images: courseImageUrls(origin),
      }),
    );
  }
  nodes.push(faqPageJsonLd(faqEntries((key) => text('faq', key))));
  return nodes;
};
