import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './parse-site-config';

const cohort = (overrides: Record<string, unknown> = {}) => ({
  number: 4,
  start: '2027-03-01T19:00:00+04:00',
  earlyBirdDeadline: '2027-01-31T23:59:59+04:00',
  registrationOpens: '2026-11-01T00:00:00+04:00',
  registrationCloses: '2027-02-28T23:59:59+04:00',
  capacity: 30,
  prices: { current: 270000, earlyBird: 250000 },
  ...overrides,
});

const config = (overrides: Record<string, unknown> = {}) => ({
  cohorts: [cohort()],
  webinarSessions: [
    {
      startsAt: '2027-01-02T20:00:00+04:00',
      durationMinutes: 90,
      title: { ka: 'ვებინარი', en: 'Webinar' },
    },
  ],
  course: { name: { ka: 'კურსი', en: 'Course' } },
  legal: {
    documents: {
      privacy: { version: '2.0', effective: '2026-11-24' },
      terms: { version: '2', effective: '2026-11-24' },
      refund: { version: '2.1.3', effective: '2026-11-24' },
    },
    processors: { sms: { name: 'SMS Office', location: { ka: 'საქართველო', en: 'Georgia' } } },
  },
  seller: {
    legalName: { ka: 'შპს „ტესტი“', en: 'Test LLC' },
    legalForm: { ka: 'შეზღუდული პასუხისმგებლობის საზოგადოება', en: 'Limited Liability Company' },
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
  ...overrides,
});

const issuesOf = (json: unknown) =>
  parseSiteConfig(json).match(
    () => [],
    (error) => error.issues,
  );

describe('parseSiteConfig', () => {
  it('turns a valid file into instants and money, cohorts and sessions ordered by start', () => {
    const earlier = cohort({
      number: 3,
      start: '2025-11-01T00:00:00+04:00',
      earlyBirdDeadline: '2025-10-31T23:59:59+04:00',
      registrationOpens: undefined,
      registrationCloses: undefined,
    });
    const parsed = parseSiteConfig(config({ cohorts: [cohort(), earlier] }))._unsafeUnwrap();
    expect(parsed.cohorts.map((c) => c.number)).toEqual([3, 4]);
    expect(parsed.cohorts[1]?.startDate.toISOString()).toBe('2027-03-01T15:00:00.000Z');
    expect(parsed.cohorts[1]?.prices.earlyBird).toBe(250000);
    expect(parsed.cohorts[0]?.registrationOpenDate).toBeUndefined();
    expect(parsed.webinarSessions[0]?.startsAt.toISOString()).toBe('2027-01-02T16:00:00.000Z');
    expect(parsed.media.press).toEqual([]);
    expect(parsed.seller.example).toBe(false);
    expect(parsed.course.name.en).toBe('Course');
    expect(parsed.legal.documents.refund).toEqual({ version: '2.1.3', effective: '2026-11-24' });
    expect(parsed.legal.processors.sms?.example).toBe(false);
    expect(parsed.legal.processors.hosting).toBeUndefined();
  });

  it('reads previous prices as instants and drops the ignored original price', () => {
    const prices = {
      current: 270000,
      earlyBird: 250000,
      original: 320000,
      previous: [
        {
          amount: 300000,
          chargedFrom: '2026-09-01T00:00:00+04:00',
          chargedUntil: '2026-11-01T00:00:00+04:00',
        },
      ],
    };
    const parsed = parseSiteConfig(config({ cohorts: [cohort({ prices })] }))._unsafeUnwrap();
    expect(parsed.cohorts[0]?.prices).toEqual({
      current: 270000,
      earlyBird: 250000,
      previous: [
        {
          amount: 300000,
          chargedFrom: new Date('2026-08-31T20:00:00Z'),
          chargedUntil: new Date('2026-10-31T20:00:00Z'),
        },
      ],
    });
  });

  it('checks the course name and the legal versions and dates', () => {
    const documents = config().legal.documents;
    const issues = issuesOf(
      config({
        course: { name: { ka: 'კურსი | 3', en: 'Course' } },
        legal: {
          documents: {
            ...documents,
            privacy: { version: 'v2', effective: '2026-11-24' },
            terms: { version: '2.0', effective: '2026-02-30' },
          },
          processors: {},
        },
      }),
    );
    expect(issues).toEqual([
      'course.name: must not contain "|" (the card provider forbids it in order descriptions)',
      'legal.documents.privacy.version: must be a version number such as 2 or 2.1',
      'legal.documents.terms.effective: must be a real calendar date written YYYY-MM-DD',
    ]);
  });

  it.each([
    [
      'a cohort number that is not positive',
      { number: 0 },
      'cohort at position 1, number: must be a positive whole number',
    ],
    [
      'a fractional cohort number',
      { number: 3.5 },
      'cohort at position 1, number: must be a whole number',
    ],
    [
      'an early-bird deadline after the start',
      { earlyBirdDeadline: '2027-03-02T00:00:00+04:00' },
      'cohort №4, earlyBirdDeadline: must be before the start',
    ],
    [
      'an early-bird deadline before registration opens',
      { earlyBirdDeadline: '2026-10-31T23:59:59+04:00' },
      'cohort №4, earlyBirdDeadline: must be after registrationOpens (otherwise the early-bird price never applies)',
    ],
    [
      'an early-bird deadline at the very instant registration opens',
      { earlyBirdDeadline: '2026-11-01T00:00:00+04:00' },
      'cohort №4, earlyBirdDeadline: must be after registrationOpens (otherwise the early-bird price never applies)',
    ],
    [
      'registration closing before it opens',
      {
        registrationOpens: '2027-02-01T00:00:00+04:00',
        registrationCloses: '2027-01-01T00:00:00+04:00',
      },
      'cohort №4, registrationCloses: must be after registrationOpens',
    ],
    [
      'registration closing after the start',
      { registrationCloses: '2027-03-02T00:00:00+04:00' },
      'cohort №4, registrationCloses: must not be after the start',
    ],
    ['a capacity of zero', { capacity: 0 }, 'cohort №4, capacity: must be a positive whole number'],
    [
      'a date without an offset',
      { start: '2027-03-01T19:00:00' },
      'cohort №4, start: must be an ISO 8601 date-time with a UTC offset, e.g. 2026-03-02T20:00:00+04:00',
    ],
    [
      'a date that does not exist',
      { start: '2027-02-30T19:00:00+04:00' },
      'cohort №4, start: must be a real date and time',
    ],
    [
      'a price in lari with decimals',
      { prices: { current: 2700.5, earlyBird: 250000 } },
      'cohort №4, prices.current: must be a whole number of tetri (1 ₾ = 100 tetri)',
    ],
    [
      'an early-bird price above the current price',
      { prices: { current: 270000, earlyBird: 280000 } },
      'cohort №4, prices.earlyBird: must not be above the current price',
    ],
    [
      'a previous price charged until before it was charged from',
      {
        prices: {
          current: 270000,
          earlyBird: 250000,
          previous: [
            {
              amount: 320000,
              chargedFrom: '2026-10-01T00:00:00+04:00',
              chargedUntil: '2026-10-01T00:00:00+04:00',
            },
          ],
        },
      },
      'cohort №4, prices.previous[0].chargedUntil: must be after chargedFrom',
    ],
  ])('refuses %s, naming the field and the rule', (_case, overrides, issue) => {
    expect(issuesOf(config({ cohorts: [cohort(overrides)] }))).toContain(issue);
  });

  it('names unknown and missing fields', () => {
    const { capacity: _dropped, ...withoutCapacity } = cohort({ capcity: 30 });
    const issues = issuesOf(config({ cohorts: [withoutCapacity] }));
    expect(issues).toContain('cohort №4, capcity: is not a known field (check the spelling)');
    expect(issues).toContain('cohort №4, capacity: is required');
  });

  it('refuses a repeated cohort number, naming it, and an empty cohort list', () => {
    expect(issuesOf(config({ cohorts: [cohort(), cohort()] }))).toContain(
      'cohorts: must not repeat a cohort number (№4 is listed twice)',
    );
    expect(issuesOf(config({ cohorts: [] }))).toContain('cohorts: must list at least one cohort');
  });

  it('checks the seller, the claims and the media', () => {
    const issues = issuesOf(
      config({
        seller: { ...config().seller, identificationCode: '12', supportEmail: 'nobody' },
        claims: { ...config().claims, rating: 4.85 },
        media: { bookingUrl: 'http://calendly.com/x' },
      }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        'seller.identificationCode: must be 9 digits (a company) or 11 digits (an individual entrepreneur)',
        'seller.supportEmail: must be an e-mail address',
        'claims.rating: must have at most one decimal',
        'media.bookingUrl: must start with https://',
      ]),
    );
  });

  it('accepts an early-bird deadline without an opening date, or just after it', () => {
    const withoutOpening = cohort({ registrationOpens: undefined });
    const justAfter = cohort({ number: 5, earlyBirdDeadline: '2026-11-01T00:00:01+04:00' });
    expect(parseSiteConfig(config({ cohorts: [withoutOpening] })).isOk()).toBe(true);
    expect(parseSiteConfig(config({ cohorts: [justAfter] })).isOk()).toBe(true);
  });

  it('names a webinar session by its start in Tbilisi, or by its place when the start is broken', () => {
    const [session] = config().webinarSessions;
    const issues = issuesOf(
      config({
        webinarSessions: [
          { ...session, startsAt: '2027-01-02T16:00:00Z', durationMinutes: 601 },
          { ...session, startsAt: '2027-01-09', seats: 0 },
        ],
      }),
    );
    expect(issues).toEqual([
      'webinar session at 2027-01-02 20:00 (Tbilisi), durationMinutes: must be at most 600 minutes',
      'webinar session at position 2, startsAt: must be an ISO 8601 date-time with a UTC offset, e.g. 2026-03-02T20:00:00+04:00',
      'webinar session at position 2, seats: must be a positive whole number',
    ]);
  });

  it('refuses two sessions starting at the same minute, whatever the offset or seconds', () => {
    const [session] = config().webinarSessions;
    const issues = issuesOf(
      config({
        webinarSessions: [
          session,
          { ...session, startsAt: '2027-01-02T16:00:30Z', title: { ka: 'სხვა', en: 'Other' } },
        ],
      }),
    );
    expect(issues).toEqual([
      'webinarSessions: must not have two sessions starting at 2027-01-02 20:00 (Tbilisi): a session is known by its start minute',
    ]);
  });

  it('names items of other lists by their place', () => {
    const press = [{ name: 'Forbes Georgia', url: 'http://forbes.ge/x' }];
    expect(issuesOf(config({ media: { ...config().media, press } }))).toEqual([
      'media.press[0].url: must start with https://',
    ]);
  });

  it('reads promo codes in upper case with their discount and window, none when left out', () => {
    expect(parseSiteConfig(config())._unsafeUnwrap().promoCodes).toEqual([]);
    const promoCodes = [
      { code: 'webinar10', percentOff: 10, cohorts: [4], validUntil: '2027-02-01T00:00:00+04:00' },
      { code: 'COLLEAGUE', amountOff: 20000, combinesWithEarlyBird: true, maxUses: 5 },
    ];
    expect(parseSiteConfig(config({ promoCodes }))._unsafeUnwrap().promoCodes).toEqual([
      {
        code: 'WEBINAR10',
        discount: { kind: 'percent', percent: 10 },
        combinesWithEarlyBird: false,
        cohorts: [4],
        validUntil: new Date('2027-01-31T20:00:00Z'),
      },
      {
        code: 'COLLEAGUE',
        discount: { kind: 'amount', amount: 20000 },
        combinesWithEarlyBird: true,
        maxUses: 5,
      },
    ]);
  });

  it('refuses a promo code without one discount, with a bad text or window, or listed twice', () => {
    const issues = issuesOf(
      config({
        promoCodes: [
          { code: 'BOTH', percentOff: 10, amountOff: 100 },
          { code: 'ვებინარი', percentOff: 95 },
          {
            code: 'LATE',
            percentOff: 5,
            validFrom: '2027-02-01T00:00:00+04:00',
            validUntil: '2027-01-01T00:00:00+04:00',
          },
          { code: 'both', percentOff: 5 },
        ],
      }),
    );
    expect(issues.join('\n')).toMatch(/must give exactly one of percentOff and amountOff/);
    expect(issues.join('\n')).toMatch(/must be 3 to 24 Latin letters/);
    expect(issues.join('\n')).toMatch(/must be at most 90/);
    expect(issues.join('\n')).toMatch(/validUntil: must be after validFrom/);
    expect(
      issuesOf(
        config({
          promoCodes: [
            { code: 'SAME', percentOff: 5 },
            { code: 'same', percentOff: 6 },
          ],
        }),
      ),
    ).toContain('promoCodes: must not list the code same twice');
  });

  it('reports a file that is not an object', () => {
    expect(issuesOf('cohorts')).toEqual([expect.stringMatching(/^\(the file\): /)]);
  });
});
