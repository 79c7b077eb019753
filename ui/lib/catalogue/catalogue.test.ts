import { describe, expect, it } from 'vitest';
import { parseCatalogue, serverClock } from './catalogue';

const answer = {
  serverTime: '2025-10-20T10:00:00.000Z',
  currency: 'GEL',
  vatRatePercent: 18,
  vatIncluded: true,
  sale: { state: 'open', seatsLeft: 12, opensAt: null },
  price: {
    currentTetri: 250_000,
    earlyBird: true,
    earlyBirdTetri: 250_000,
    regularTetri: 270_000,
    earlyBirdDeadline: '2025-10-31T19:59:59.000Z',
    reference: { priceTetri: 300_000, basis: 'previous', discountPercent: 17 },
    previousPrices: [
      {
        amountTetri: 300_000,
        chargedFrom: '2025-09-01T00:00:00.000Z',
        chargedUntil: '2025-10-10T00:00:00.000Z',
      },
    ],
  },
  cohort: {
    number: 3,
    startDate: '2025-10-31T20:00:00.000Z',
    earlyBirdDeadline: '2025-10-31T19:59:59.000Z',
    registrationOpenDate: null,
    registrationCloseDate: '2025-10-31T19:00:00.000Z',
    maxCapacity: 30,
  },
};
const serverMs = Date.parse(answer.serverTime);

describe('parseCatalogue', () => {
  it('reads the contract answer and measures the server clock at the request midpoint', () => {
    const catalogue = parseCatalogue(answer, serverMs - 5_000, serverMs - 3_000);
    expect(catalogue).toEqual({
      sale: { state: 'open', seatsLeft: 12 },
      cohort: {
        number: 3,
        startDate: new Date('2025-10-31T20:00:00Z'),
        earlyBirdDeadline: new Date('2025-10-31T19:59:59Z'),
        registrationCloseDate: new Date('2025-10-31T19:00:00Z'),
        maxCapacity: 30,
        prices: {
          earlyBird: 250_000,
          current: 270_000,
          previous: [
            {
              amount: 300_000,
              chargedFrom: new Date('2025-09-01T00:00:00Z'),
              chargedUntil: new Date('2025-10-10T00:00:00Z'),
            },
          ],
        },
      },
      currentPrice: 250_000,
      serverOffsetMs: 4_000,
    });
  });

  it('reads a closed sale without cohort or price, and when the next cohort opens', () => {
    const closed = { ...answer, sale: { state: 'closed', seatsLeft: null, opensAt: null } };
    expect(parseCatalogue({ ...closed, cohort: null, price: null }, serverMs, serverMs)).toEqual({
      sale: { state: 'closed' },
      serverOffsetMs: 0,
    });
    const later = { state: 'not_yet_open', seatsLeft: null, opensAt: '2025-12-01T08:00:00.000Z' };
    expect(parseCatalogue({ ...answer, sale: later }, serverMs, serverMs)?.sale).toEqual({
      state: 'not_yet_open',
      opensAt: new Date('2025-12-01T08:00:00Z'),
    });
  });

  it.each([
    ['no body', undefined],
    ['a bad server time', { ...answer, serverTime: 'yesterday' }],
    ['an unknown sale state', { ...answer, sale: { state: 'maybe' } }],
    ['an open sale without a cohort', { ...answer, cohort: null }],
    ['a negative price', { ...answer, price: { ...answer.price, regularTetri: -1 } }],
    ['a fractional price', { ...answer, price: { ...answer.price, currentTetri: 1.5 } }],
    ['no previous prices', { ...answer, price: { ...answer.price, previousPrices: undefined } }],
    [
      'a previous price without its dates',
      { ...answer, price: { ...answer.price, previousPrices: [{ amountTetri: 300_000 }] } },
    ],
    ['a cohort without number', { ...answer, cohort: { ...answer.cohort, number: 0 } }],
    [
      'an unreadable open date',
      { ...answer, cohort: { ...answer.cohort, registrationOpenDate: 'x' } },
    ],
  ])('refuses %s', (_label, json) => {
    expect(parseCatalogue(json, serverMs, serverMs)).toBeUndefined();
  });
});

describe('serverClock', () => {
  it('reads the browser clock shifted by the offset', () => {
    expect(serverClock(4_000, () => 1_000)().getTime()).toBe(5_000);
    expect(serverClock(-2_000, () => 10_000)().toISOString()).toBe('1970-01-01T00:00:08.000Z');
  });
});
