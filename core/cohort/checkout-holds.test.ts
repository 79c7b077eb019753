import { describe, expect, it } from 'vitest';
import { decideCheckoutHold, type OpenHold } from './checkout-holds';

/** The rule's number, spelled out: three open holds per client address. */
const HOLDS_PER_ADDRESS = 3;

const hold = (id: string, email: string, phone: string, address: string | null): OpenHold => ({
  id,
  contact: { email, phone },
  holdAddressKey: address,
});

const seeker = { email: 'Nino@Example.ge', phone: '+995555123456', addressKey: 'addr-a' };

describe('decideCheckoutHold', () => {
  it('opens a first hold with nothing to release', () => {
    expect(decideCheckoutHold([], seeker)).toEqual({ kind: 'open', releases: [] });
  });

  it('replaces the buyer’s own open holds, matched by e-mail in any case or by phone', () => {
    const byEmail = hold('e', 'nino@example.ge', '+995599000001', 'addr-b');
    const byPhone = hold('p', 'other@example.ge', '+995555123456', null);
    const stranger = hold('s', 'giorgi@example.ge', '+995599000002', 'addr-b');
    expect(decideCheckoutHold([byEmail, stranger, byPhone], seeker)).toEqual({
      kind: 'open',
      releases: [byEmail, byPhone],
    });
  });

  it(`refuses a ${HOLDS_PER_ADDRESS + 1}th buyer from one address, and only from that address`, () => {
    const full = Array.from({ length: HOLDS_PER_ADDRESS }, (_, i) =>
      hold(`h${i}`, `buyer${i}@example.ge`, `+99555500000${i}`, 'addr-a'),
    );
    expect(decideCheckoutHold(full, seeker)).toEqual({
      kind: 'refused',
      code: 'CHECKOUT_HOLDS_LIMIT',
    });
    expect(decideCheckoutHold(full, { ...seeker, addressKey: 'addr-b' })).toEqual({
      kind: 'open',
      releases: [],
    });
    expect(decideCheckoutHold(full.slice(1), seeker)).toEqual({ kind: 'open', releases: [] });
  });

  it('lets a buyer at the address limit start again: their own hold does not count', () => {
    const others = Array.from({ length: HOLDS_PER_ADDRESS - 1 }, (_, i) =>
      hold(`h${i}`, `buyer${i}@example.ge`, `+99555500000${i}`, 'addr-a'),
    );
    const own = hold('own', 'nino@example.ge', '+995555123456', 'addr-a');
    expect(decideCheckoutHold([...others, own], seeker)).toEqual({
      kind: 'open',
      releases: [own],
    });
  });
});
