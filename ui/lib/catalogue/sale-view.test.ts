import { describe, expect, it } from 'vitest';
import type { Money } from '../../../core/money/money';
import type { Cohort } from '../../../core/site-config/site-config';
import { saleViewOf } from './sale-view';

const prices = {
  current: 270_000 as Money,
  earlyBird: 250_000 as Money,
};
const three: Cohort = {
  example: false,
  number: 3,
  startDate: new Date('2025-11-01T00:00:00+04:00'),
  earlyBirdDeadline: new Date('2025-10-31T23:59:59+04:00'),
  maxCapacity: 30,
  prices,
};
const four: Cohort = {
  ...three,
  number: 4,
  startDate: new Date('2027-03-01T19:00:00+04:00'),
  earlyBirdDeadline: new Date('2027-01-31T23:59:59+04:00'),
  registrationOpenDate: new Date('2026-11-01T00:00:00+04:00'),
};
const at = (iso: string) => () => new Date(iso);

describe('saleViewOf', () => {
  it('offers nothing while the catalogue is on its way, showing the latest cohort', () => {
    expect(saleViewOf({ status: 'loading' }, [three, four], at('2026-11-24T00:00:00Z'))).toEqual({
      status: 'pending',
      cohort: four,
    });
  });

  it('while loading, decides by the configuration at the instant the page was rendered for', () => {
    const now = at('2020-01-01T00:00:00Z');
    // Early November 2026: cohort 4 is open by its dates, the seats wait for the server.
    expect(
      saleViewOf({ status: 'loading' }, [three, four], now, new Date('2026-12-20T08:00:00Z')),
    ).toEqual({
      status: 'pending',
      cohort: four,
    });
    // Cohort 4 started: nothing on sale, known without the server.
    expect(
      saleViewOf({ status: 'loading' }, [three, four], now, new Date('2027-03-02T08:00:00Z')),
    ).toEqual({
      status: 'known',
      sale: { state: 'closed' },
      cohort: undefined,
      fromServer: false,
    });
    // Before cohort 4 opens: not yet open, with when.
    expect(
      saleViewOf({ status: 'loading' }, [three, four], now, new Date('2026-10-20T08:00:00Z')),
    ).toMatchObject({
      status: 'known',
      sale: { state: 'not_yet_open', opensAt: four.registrationOpenDate },
      cohort: four,
    });
  });

  it('takes the server’s word once it answered', () => {
    const catalogue = {
      sale: { state: 'full' as const, seatsLeft: 0 },
      cohort: four,
      serverOffsetMs: 0,
    };
    expect(saleViewOf({ status: 'ready', catalogue }, [three], at('2020-01-01T00:00:00Z'))).toEqual(
      {
        status: 'known',
        sale: catalogue.sale,
        cohort: four,
        fromServer: true,
      },
    );
  });

  it('falls back to the build’s cohorts on the visitor’s clock when the catalogue failed', () => {
    const failed = { status: 'failed' } as const;
    expect(saleViewOf(failed, [three, four], at('2026-12-01T00:00:00Z'))).toMatchObject({
      sale: { state: 'open' },
      cohort: four,
      fromServer: false,
    });
    expect(saleViewOf(failed, [three, four], at('2026-10-01T00:00:00Z'))).toMatchObject({
      sale: { state: 'not_yet_open', opensAt: four.registrationOpenDate },
    });
    expect(saleViewOf(failed, [three, four], at('2027-03-02T00:00:00Z'))).toEqual({
      status: 'known',
      sale: { state: 'closed' },
      cohort: undefined,
      fromServer: false,
    });
  });
});
