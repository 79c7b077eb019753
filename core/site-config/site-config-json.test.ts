import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './parse-site-config';
import { reviveCohorts, reviveWebinarSessions } from './site-config-json';

describe('reviving the inlined configuration', () => {
  it('gives back the configuration the build serialised, instants included', () => {
    const config = parseSiteConfig({
      cohorts: [
        {
          number: 3,
          start: '2025-11-01T00:00:00+04:00',
          earlyBirdDeadline: '2025-10-31T23:59:59+04:00',
          capacity: 30,
          prices: { current: 270000, original: 320000, earlyBird: 250000 },
        },
        {
          number: 4,
          start: '2027-03-01T19:00:00+04:00',
          earlyBirdDeadline: '2027-01-31T23:59:59+04:00',
          registrationOpens: '2026-11-01T00:00:00+04:00',
          registrationCloses: '2027-02-28T23:59:59+04:00',
          capacity: 30,
          prices: { current: 270000, original: 320000, earlyBird: 250000 },
        },
      ],
      webinarSessions: [
        { startsAt: '2027-01-02T20:00:00+04:00', durationMinutes: 90, title: { ka: 'ა', en: 'A' } },
      ],
      seller: {
        legalName: { ka: 'შპს „ტესტი“', en: 'Test LLC' },
        legalForm: { ka: 'შპს', en: 'LLC' },
        identificationCode: '405123456',
        legalAddress: { ka: 'თბილისი', en: 'Tbilisi' },
        phone: '+995322123456',
        vatRegistered: true,
        supportEmail: 'support@example.ge',
      },
      claims: {
        students: 30,
        rating: 4.8,
        averageMonthlyIncomeUsd: 15000,
        trackRecordUsd: 8000000,
        yearsExperience: 11,
        partnerUniversities: 2,
        videoViews: { webinar: 1000, podcast: 7100, guide: 1400 },
      },
      media: { bookingUrl: 'https://calendly.com/example/30min' },
    })._unsafeUnwrap();
    const json = JSON.parse(JSON.stringify(config));
    expect(reviveCohorts(json.cohorts)).toEqual(config.cohorts);
    expect(reviveWebinarSessions(json.webinarSessions)).toEqual(config.webinarSessions);
  });
});
