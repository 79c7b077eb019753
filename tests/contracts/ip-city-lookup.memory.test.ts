import { createMemoryIpCityLookup } from '../../adapters/ip-city/memory-ip-city-lookup';
import { describeIpCityLookup } from './ip-city-lookup.contract';

describeIpCityLookup('memory', async () =>
  createMemoryIpCityLookup(
    { '31.146.1.1': { city: 'Tbilisi', country: 'Georgia', region: 'Tbilisi' } },
    { city: 'Tbilisi', country: 'Georgia', region: 'Tbilisi', ip: '31.146.1.1' },
  ),
);
