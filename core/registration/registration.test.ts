import { describe, expect, it } from 'vitest';
import { createCustomer } from '../customer/customer';
import { tetriConstant } from '../money/money';
import type { GeorgianPhone } from '../phone/georgian-phone';
import { canModify, createRegistration } from './registration';
import { REGISTRATION_STATUSES } from './registration-status';

const now = new Date('2025-10-01T10:00:00Z');
const customer = createCustomer(
  { firstName: 'Nino', lastName: 'Beridze', email: 'nino@example.ge', phoneNumber: '555123456' },
  { id: 'c1', now },
)._unsafeUnwrap();
const price = tetriConstant(250_000);

describe('createRegistration', () => {
  it('opens a pending registration', () => {
    const registration = createRegistration(
      { customer, price, source: ' checkout ', utmData: { source: 'facebook' } },
      { id: 'r1', now },
    )._unsafeUnwrap();
    expect(registration).toEqual({
      id: 'r1',
      customer,
      price: 250_000,
      status: 'pending',
      source: 'checkout',
      utmData: { source: 'facebook' },
      createdAt: now,
      updatedAt: now,
    });
  });

  it('defaults to empty campaign tags', () => {
    const registration = createRegistration(
      { customer, price, source: 'checkout' },
      { id: 'r2', now },
    );
    expect(registration._unsafeUnwrap().utmData).toEqual({});
  });

  it('refuses a zero price, a blank source and an ineligible customer', () => {
    const make = (overrides: object) =>
      createRegistration({ customer, price, source: 'checkout', ...overrides }, { id: 'r', now });
    expect(make({ price: tetriConstant(0) })._unsafeUnwrapErr().type).toBe('PRICE_ZERO');
    expect(make({ source: '  ' })._unsafeUnwrapErr().type).toBe('SOURCE_REQUIRED');
    const foreign = { ...customer, phone: '+4915112345678' as GeorgianPhone };
    expect(make({ customer: foreign })._unsafeUnwrapErr().type).toBe('CUSTOMER_NOT_ELIGIBLE');
  });
});

describe('canModify', () => {
  it('allows changes only while pending or payment_initiated', () => {
    const allowed = REGISTRATION_STATUSES.filter((status) => canModify({ status }));
    expect(allowed).toEqual(['pending', 'payment_initiated']);
  });
});
