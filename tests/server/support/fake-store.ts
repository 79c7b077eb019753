import type { RegistrationStore } from '../../../core/ports/registration-store';

/** A store whose health the test controls and whose `close` calls it counts. */
export interface FakeStore extends RegistrationStore {
  /** How often `close` was called. */
  readonly closeCalls: () => number;
  /** What `ping` does next: answer true/false, or throw. */
  setPing(behaviour: 'up' | 'down' | 'throws'): void;
}

const unused = (): never => {
  throw new Error('not used by the server tests');
};

/** The server tests need only ping and close; every other method fails loudly if reached. */
export function createFakeStore(): FakeStore {
  let ping: 'up' | 'down' | 'throws' = 'up';
  let closes = 0;
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
    transaction: unused,
    listRegistrations: unused,
    listLeads: unused,
    claimDueOutbox: unused,
    markOutboxDelivered: unused,
    markOutboxFailed: unused,
    listOutbox: unused,
    countOutbox: unused,
    findCustomerByEmail: unused,
    findCustomerById: unused,
    findLeadById: unused,
    findRegistrationById: unused,
    findRegistrationByPublicToken: unused,
    findRegistrationByMerchantOrderId: unused,
  };
}
