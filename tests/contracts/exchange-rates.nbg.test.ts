import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNbgExchangeRates, readNbgBody } from '../../adapters/rates/nbg-exchange-rates';
import { type NbgFake, startNbgFake } from '../fakes/nbg-fake';
import { describeExchangeRates } from './exchange-rates.contract';

let fake: NbgFake;
beforeAll(async () => {
  fake = await startNbgFake();
});
afterAll(async () => {
  await fake.stop();
});

describeExchangeRates('National Bank of Georgia against its fake', async (scenario) => {
  const behaviour = {
    usd: 'normal',
    down: 'http-error',
    'no-usd': 'no-usd',
    implausible: 'implausible',
  } as const;
  fake.behave(behaviour[scenario.kind]);
  if (scenario.kind === 'usd') fake.publishUsd(scenario.rate, scenario.quantity, scenario.day);
  return createNbgExchangeRates({ baseUrl: fake.baseUrl, timeoutMs: 2000 });
});

describe('NBG adapter', () => {
  const reasonFor = async (timeoutMs = 2000) =>
    (
      await createNbgExchangeRates({ baseUrl: fake.baseUrl, timeoutMs }).usdRate()
    )._unsafeUnwrapErr().params?.reason;

  it('asks the English JSON endpoint for the whole list', async () => {
    fake.behave('normal');
    const before = fake.requests().length;
    await createNbgExchangeRates({ baseUrl: `${fake.baseUrl}/`, timeoutMs: 2000 }).usdRate();
    expect(fake.requests().slice(before)).toEqual([
      '/gw/api/ct/monetarypolicy/currencies/en/json/',
    ]);
  });

  it('gives up after its timeout with reason timeout', async () => {
    fake.behave('timeout');
    const started = Date.now();
    expect(await reasonFor(200)).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['http-error', 'http_500'],
    ['not-json', 'malformed'],
    ['empty', 'malformed'],
    ['no-usd', 'usd_missing'],
    ['implausible', 'implausible'],
  ] as const)('reports %s as reason %s', async (behaviour, reason) => {
    fake.behave(behaviour);
    expect(await reasonFor()).toBe(reason);
  });

  it('reports reason network when nothing listens', async () => {
    const result = await createNbgExchangeRates({
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    }).usdRate();
    expect(result._unsafeUnwrapErr().params?.reason).toBe('network');
  });

  it('takes the day from validFromDate, else from the element date', () => {
    const usd = { code: 'USD', quantity: 1, rate: 2.7 };
    expect(readNbgBody([{ date: '2026-01-02T00:00:00.000Z', currencies: [usd] }])?.day).toBe(
      '2026-01-02',
    );
    expect(
      readNbgBody([
        { date: 'x', currencies: [{ ...usd, validFromDate: '2026-01-03T00:00:00.000Z' }] },
      ])?.day,
    ).toBe('2026-01-03');
    expect(readNbgBody([{ date: 'nope', currencies: [usd] }])).toBeUndefined();
    expect(readNbgBody({ currencies: [] })).toBeUndefined();
  });

  it('skips entries it cannot read instead of failing the list', () => {
    const list = readNbgBody([
      {
        date: '2026-01-02',
        currencies: [null, { code: 'EUR', rate: '3' }, { code: 'USD', rate: 2.7 }],
      },
    ]);
    expect(list?.currencies).toEqual([{ code: 'USD', rate: 2.7, quantity: 1 }]);
  });
});
