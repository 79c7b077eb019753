import { err, type Result } from 'neverthrow';
import type { Customer } from '../customer/customer';
import { checkEligibility } from '../customer/customer-eligibility';
import type { Money } from '../money/money';
import { type DomainError, domainError } from '../shared/domain-error';
import type { RegistrationStatus } from './registration-status';
import type { UtmData } from './utm-data';

/** An order for the course (docs/purchase.md "Order lifecycle" Registration). Price in tetri; payment and end times appear as it moves on. */
export interface Registration {
  readonly id: string;
  readonly customer: Customer;
  readonly price: Money;
  readonly status: RegistrationStatus;
  readonly source: string;
  readonly utmData: UtmData;
  readonly transactionId?: string;
  readonly paymentTimestamp?: Date;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly completedAt?: Date;
  readonly cancelledAt?: Date;
}

/** What a new registration needs. `source` says where it came from (e.g. `checkout`, `hero_registration_form`). */
export interface RegistrationInput {
  readonly customer: Customer;
  readonly price: Money;
  readonly source: string;
  readonly utmData?: UtmData;
}

/** Why a registration could not be created. */
export type CreateRegistrationError = DomainError<
  'PRICE_ZERO' | 'SOURCE_REQUIRED' | 'CUSTOMER_NOT_ELIGIBLE'
>;

/**
 * Opens a pending registration (docs/validation.md "Money and business rules"; a Georgian number,
 * docs/validation.md "Phone" Phone). Checked in that order, so the first failing rule is reported.
 */
export function createRegistration(
  input: RegistrationInput,
  context: { readonly id: string; readonly now: Date },
): Result<Registration, CreateRegistrationError> {
  if (input.price === 0) return err(domainError('PRICE_ZERO'));
  const source = input.source.trim();
  if (source === '') return err(domainError('SOURCE_REQUIRED'));
  return checkEligibility(input.customer).map((customer) => ({
    id: context.id,
    customer,
    price: input.price,
    status: 'pending',
    source,
    utmData: input.utmData ?? {},
    createdAt: context.now,
    updatedAt: context.now,
  }));
}

/** Modification (price, customer data) is allowed only while pending or payment_initiated (docs/purchase.md "Order lifecycle"). */
export function canModify(registration: Pick<Registration, 'status'>): boolean {
  return registration.status === 'pending' || registration.status === 'payment_initiated';
}
