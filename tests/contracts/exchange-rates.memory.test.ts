import { createMemoryExchangeRates } from '../../adapters/rates/memory-exchange-rates';
import { describeExchangeRates } from './exchange-rates.contract';

const EUR = { code: 'EUR', rate: 3.1234, quantity: 1 };

describeExchangeRates('memory', async (scenario) => {
  switch (scenario.kind) {
    case 'usd':
      return createMemoryExchangeRates({
        day: scenario.day,
        currencies: [{ code: 'USD', rate: scenario.rate, quantity: scenario.quantity }, EUR],
      });
    case 'down':
      return createMemoryExchangeRates();
    case 'no-usd':
      return createMemoryExchangeRates({ day: '2026-11-23', currencies: [EUR] });
    case 'implausible':
      return createMemoryExchangeRates({
        day: '2026-11-23',
        currencies: [{ code: 'USD', rate: 27.086, quantity: 1 }],
      });
  }
});
