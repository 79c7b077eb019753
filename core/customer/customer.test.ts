import { describe, expect, it } from 'vitest';
import type { GeorgianPhone } from '../phone/georgian-phone';
import { type Customer, createCustomer, customerFullName } from './customer';
import { checkEligibility } from './customer-eligibility';

const now = new Date('2025-10-01T10:00:00+04:00');
const valid = {
  firstName: ' Nino ',
  lastName: 'Beridze',
  email: 'Nino@Example.GE',
  phoneNumber: '+995 555 12 34 56',
};

describe('createCustomer', () => {
  it('builds a normalised customer without optional fields', () => {
    const customer = createCustomer(valid, { id: 'c1', now })._unsafeUnwrap();
    expect(customer).toEqual({
      id: 'c1',
      firstName: 'Nino',
      lastName: 'Beridze',
      email: 'nino@example.ge',
      phone: '+995555123456',
      createdAt: now,
      updatedAt: now,
    });
    expect('city' in customer).toBe(false);
    expect('linkedIn' in customer).toBe(false);
  });

  it('keeps a city and a normalised LinkedIn address when given', () => {
    const customer = createCustomer(
      { ...valid, city: ' თბილისი ', linkedIn: 'linkedin.com/in/nino-b' },
      { id: 'c2', now },
    )._unsafeUnwrap();
    expect(customer.city).toBe('თბილისი');
    expect(customer.linkedIn).toBe('https://www.linkedin.com/in/nino-b');
  });

  it('treats blank optional fields as absent', () => {
    const customer = createCustomer({ ...valid, city: ' ', linkedIn: '' }, { id: 'c3', now });
    expect(customer._unsafeUnwrap().linkedIn).toBeUndefined();
  });

  it('reports every invalid field at once as VALIDATION_ERROR', () => {
    const error = createCustomer(
      {
        firstName: '',
        lastName: 'B',
        email: 'nope',
        phoneNumber: '+1 202 555 0100',
        city: 'City 17',
        linkedIn: 'https://evil.com/in/x',
      },
      { id: 'c4', now },
    )._unsafeUnwrapErr();
    expect(error.type).toBe('VALIDATION_ERROR');
    expect(error.issues).toEqual([
      { field: 'firstName', reason: 'name.required' },
      { field: 'lastName', reason: 'name.too_short' },
      { field: 'email', reason: 'email.invalid' },
      { field: 'phoneNumber', reason: 'phone.not_georgian' },
      { field: 'city', reason: 'city.invalid_characters' },
      { field: 'linkedIn', reason: 'linkedin.invalid' },
    ]);
  });

  it('reports a single bad field alone', () => {
    const error = createCustomer({ ...valid, phoneNumber: '594 123 456' }, { id: 'c5', now });
    expect(error._unsafeUnwrapErr().issues).toEqual([
      { field: 'phoneNumber', reason: 'phone.invalid_prefix' },
    ]);
  });
});

describe('customer helpers', () => {
  const customer = createCustomer(valid, { id: 'c1', now })._unsafeUnwrap();

  it('joins the full name', () => {
    expect(customerFullName(customer)).toBe('Nino Beridze');
  });

  it('accepts a customer with a Georgian mobile number', () => {
    expect(checkEligibility(customer)._unsafeUnwrap()).toBe(customer);
  });

  it('refuses a customer whose stored phone is not a Georgian mobile', () => {
    const foreign: Customer = { ...customer, phone: '+12025550100' as GeorgianPhone };
    expect(checkEligibility(foreign)._unsafeUnwrapErr().type).toBe('CUSTOMER_NOT_ELIGIBLE');
    const unnormalised: Customer = { ...customer, phone: '555123456' as GeorgianPhone };
    expect(checkEligibility(unnormalised)._unsafeUnwrapErr().type).toBe('CUSTOMER_NOT_ELIGIBLE');
  });
});
