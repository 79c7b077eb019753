import { describe, expect, it } from 'vitest';
import type { Money } from '../../../core/money/money';
import type { Cohort } from '../../../core/site-config/site-config';
import { courseJsonLd } from './course-json-ld';

/** Cohort 5, early bird 2500 ₾ until 31 January; the course was sold at 3000 ₾ until 15 January. */
const cohort: Cohort = {
  example: false,
  number: 5,
  startDate: new Date('2027-03-01T19:00:00+04:00'),
  earlyBirdDeadline: new Date('2027-01-31T23:59:59+04:00'),
  maxCapacity: 30,
  prices: {
    current: 270_000 as Money,
    earlyBird: 250_000 as Money,
    previous: [
      {
        amount: 300_000 as Money,
        chargedFrom: new Date('2026-11-01T00:00:00+04:00'),
        chargedUntil: new Date('2027-01-15T00:00:00+04:00'),
      },
    ],
  },
};

const offersAt = (now: string) =>
  courseJsonLd({
    origin: 'https://example.ge',
    language: 'en',
    name: 'Course',
    description: 'Course',
    providerId: 'https://example.ge/#organization',
    offer: { status: 'open', cohort },
    now: new Date(now),
    instructor: { name: 'Levan Beridze', role: 'Instructor' },
  }).offers;

describe('courseJsonLd: the struck-through price (docs/purchase.md "Course and price")', () => {
  it('gives a previous price really charged as the strikethrough price', () => {
    expect(offersAt('2027-01-20T12:00:00+04:00')).toMatchObject({
      price: '2500.00',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '3000.00',
        priceCurrency: 'GEL',
      },
    });
  });

  it('claims no other price once the page shows the price alone', () => {
    expect(offersAt('2027-02-05T12:00:00+04:00')).not.toHaveProperty('priceSpecification');
  });
});
