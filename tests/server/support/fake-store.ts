import type { OutboxStatus } from '../../../core/ports/outbox-store';
import type { RegistrationStore } from '../../../core/ports/registration-store';

/** A store whose health the test controls and whose `close` calls it counts. */
export interface FakeStore extends RegistrationStore {
  /** How often `close` was called. */
  readonly closeCalls: () => number;
  /** What `ping` does next: answer true/false, or throw. */
  setPing(behaviour: 'up' | 'down' | 'throws'): void;
  /** What `countOutbox` answers per status (0 when not set), or that it throws. */
  setOutboxCounts(counts: Partial<Record<OutboxStatus, number>> | 'throws'): void;
}

const unused = (): never => {
  throw new Error('not used by the server tests');
};

/** The server tests need only ping, close and outbox counts; every other method fails loudly. */
export function createFakeStore(): FakeStore {
  let ping: 'up' | 'down' | 'throws' = 'up';
  let closes = 0;
  let counts: Partial<Record<OutboxStatus, number>> | 'throws' = {};
  return {
    closeCalls: () => closes,
    setPing: (behaviour) => {
      ping = behaviour;
    },
    ping: async () => {
      if (ping === 'throws') throw new Error('connection refused');
      return ping === 'up' && closes === 0;
    },
    close: async () => {
      closes += 1;
    },
    setOutboxCounts: (next) => {
      counts = next;
    },
    countOutbox: async (status) => {
      if (counts === 'throws') throw new Error('connection reset');
      return counts[status] ?? 0;
    },
    transaction: unused,
    claimStatusChecks: unused,
    recordStatusCheck: unused,
    listLeads: unused,
    listOrders: unused,
    claimDueOutbox: unused,
    markOutboxSending: unused,
    markOutboxDelivered: unused,
    markOutboxFailed: unused,
    listOutbox: unused,
    summarizeOutbox: unused,
    summarizePromoUses: unused,
    requeueDeadOutbox: unused,
    findCustomerByEmail: unused,
    findLeadById: unused,
    findRegistrationById: unused,
    findRegistrationByPublicToken: unused,
    findRegistrationByMerchantOrderId: unused,
    countCohortSeats: unused,
    hasPaidOrder: unused,
    countSessionLeads: unused,
    listRefunds: unused,
    findWaitlistOfferByToken: unused,
    listWaitlistOffers: unused,
  };
}
