import { describe, expect, it } from 'vitest';
import { tetriConstant } from '../../../core/money/money';
import { tbilisiIsoDateTime } from '../../../core/time/tbilisi-time';
import { createLandingTestI18n } from '../../../tests/support/ui/landing-test-render';
import { serializeJsonForScript } from '../../lib/html/safe-json';
import { moneyToDecimalString } from '../../lib/seo/course-json-ld';
import { homeStructuredData } from './home-structured-data';

function build(language: 'ka' | 'en', now: Date) {
  const i18n = createLandingTestI18n(language);
  return homeStructuredData({
    origin: 'https://example.ge',
    language,
    now,
    translate: (ns, key): unknown => i18n.getResource(language, ns, String(key)),
  });
}

const byType = (nodes: readonly Record<string, unknown>[], type: string) =>
  nodes.find((node) => node['@type'] === type);

describe('homeStructuredData (docs/site.md "SEO" SEO JSON-LD)', () => {
  const nodes = build('en', new Date('2026-11-22T12:00:00Z'));

  it('describes the Course with an online instance starting at +04:00 and a GEL offer', () => {
    const course = byType(nodes, 'Course');
    expect(course?.name).toBe('Career Acceleration Course for tech professionals');
    expect(course?.provider).toEqual({ '@id': 'https://example.ge/#organization' });
    // 22 November 2026: cohort 3 is history, cohort 4 (config/site.json) is on sale.
    expect(course?.hasCourseInstance).toMatchObject({
      courseMode: 'online',
      startDate: '2027-03-01T19:00:00+04:00',
      // The FAQ's four to five hours a week over 8 weeks, not 8 weeks of work.
      courseWorkload: 'PT40H',
      courseSchedule: { repeatFrequency: 'Weekly', repeatCount: 8, duration: 'PT5H' },
    });
    expect(course?.timeRequired).toBe('P8W');
    expect(course?.hasCourseInstance).toMatchObject({
      instructor: {
        '@type': 'Person',
        name: 'Levan Beridze',
        description: 'Engineering leader, career coach and investor',
      },
    });
    expect(course?.offers).toMatchObject({
      price: '2500.00',
      priceCurrency: 'GEL',
      priceValidUntil: '2027-01-31',
      availability: 'https://schema.org/InStock',
    });
  });

  it('is a pre-order before registration opens and sold out once every cohort is past', () => {
    const before = byType(build('en', new Date('2026-10-01T00:00:00Z')), 'Course');
    expect(before?.offers).toMatchObject({ availability: 'https://schema.org/PreOrder' });
    const after = byType(build('en', new Date('2027-03-02T00:00:00Z')), 'Course');
    expect(after?.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(after?.offers).not.toHaveProperty('price');
    expect(after).not.toHaveProperty('hasCourseInstance');
  });

  it('has no priceValidUntil once the early-bird deadline has passed', () => {
    const late = byType(build('en', new Date('2027-02-10T00:00:00Z')), 'Course');
    expect(late?.offers).toMatchObject({ price: '2700.00' });
    expect(late?.offers).not.toHaveProperty('priceValidUntil');
  });

  it('names as list price only the regular price that follows the early bird, and none after it', () => {
    const early = byType(build('en', new Date('2026-11-22T12:00:00Z')), 'Course');
    expect(early?.offers).toMatchObject({
      price: '2500.00',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/ListPrice',
        price: '2700.00',
        priceCurrency: 'GEL',
      },
    });
    const late = byType(build('en', new Date('2027-02-10T00:00:00Z')), 'Course');
    expect(late?.offers).not.toHaveProperty('priceSpecification');
  });

  it('gives priceValidUntil = the early-bird deadline while it is ahead', () => {
    const early = byType(build('ka', new Date('2025-10-01T00:00:00Z')), 'Course');
    expect(early?.offers).toMatchObject({ price: '2500.00', priceValidUntil: '2025-10-31' });
  });

  it('lists the next webinar as an online Event with a free offer', () => {
    const event = byType(nodes, 'Event');
    expect(event).toMatchObject({
      name: 'Career, income and investing: a plan for 2027',
      startDate: '2026-12-02T20:00:00+04:00',
      endDate: '2026-12-02T21:30:00+04:00',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://example.ge/en/webinar' },
      offers: { price: '0', priceCurrency: 'GEL' },
    });
  });

  it('omits the Event once every session has passed', () => {
    expect(byType(build('en', new Date('2026-12-31T12:00:00Z')), 'Event')).toBeUndefined();
  });

  it('builds FAQPage from the visible FAQ, in the page language', () => {
    const faq = byType(build('ka', new Date('2026-11-22T12:00:00Z')), 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(8);
    const questions = faq?.mainEntity;
    const first = Array.isArray(questions) ? questions[0] : undefined;
    expect(first).toMatchObject({
      '@type': 'Question',
      name: 'ვისთვისაა განკუთვნილი კურსი?',
      acceptedAnswer: { '@type': 'Answer' },
    });
  });

  it('serialises safely inside a script element', () => {
    const json = serializeJsonForScript({ '@graph': nodes, evil: '</script><script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).evil).toBe('</script><script>');
  });
});

describe('JSON-LD helpers', () => {
  it('formats tetri as a dot-decimal string without floating point', () => {
    expect(moneyToDecimalString(tetriConstant(250_000))).toBe('2500.00');
    expect(moneyToDecimalString(tetriConstant(10))).toBe('0.10');
  });

  it('writes Tbilisi times with +04:00', () => {
    expect(tbilisiIsoDateTime(new Date('2026-12-01T21:30:00Z'))).toBe('2026-12-02T01:30:00+04:00');
  });
});
