import { createMemoryStore } from '../../adapters/store/memory';
import { describeInvoiceStore } from './invoice-store.contract';
import { describeLeadStore } from './lead-store.contract';
import { describeOperatorQueries } from './operator-queries.contract';
import { describeOrderStore } from './order-store.contract';
import { describeOutboxStore } from './outbox-store.contract';
import { describeRegistrationStore } from './registration-store.contract';
import { describeSeatStore } from './seat-store.contract';
import type { MakeStore } from './store-under-test';
import { describeWaitlistStore } from './waitlist-store.contract';

// One adapter implements every concept port, so it passes every port's suite.
const make: MakeStore = async () => {
  const store = createMemoryStore();
  return { store, cleanup: () => store.close() };
};

describeRegistrationStore('memory', make);
describeOrderStore('memory', make);
describeLeadStore('memory', make);
describeSeatStore('memory', make);
describeWaitlistStore('memory', make);
describeOutboxStore('memory', make);
describeOperatorQueries('memory', make);
describeInvoiceStore('memory', make);
