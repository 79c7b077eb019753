import { createMemoryStore } from '../../adapters/store/memory';
import { describeRegistrationStore } from './registration-store.contract';

describeRegistrationStore('memory', async () => {
  const store = createMemoryStore();
  return { store, cleanup: () => store.close() };
});
