import { createMemorySmsCapStore } from '../../adapters/sms-caps/memory-sms-cap-store';
import { describeSmsCapStore } from './sms-cap-store.contract';

// One process: both "instances" are the same store.
describeSmsCapStore('memory', async () => {
  const store = createMemorySmsCapStore();
  return { stores: [store, store], cleanup: async () => {} };
});
