import { err, ok, type Result } from 'neverthrow';
import { parseGeorgianPhone } from '../phone/georgian-phone';
import { type DomainError, domainError } from '../shared/domain-error';
import type { Customer } from './customer';

/**
 * Only customers with a Georgian mobile number may register (docs/validation.md "Phone" "Registration creation requires a Georgian
 * (+995) number"; docs/validation.md "Error codes" CUSTOMER_NOT_ELIGIBLE). The phone is re-checked rather than trusted from its brand, because a
 * customer may have been rebuilt from a stored row.
 */
export function checkEligibility(
  customer: Customer,
): Result<Customer, DomainError<'CUSTOMER_NOT_ELIGIBLE'>> {
  const phone = parseGeorgianPhone(customer.phone);
  return phone.isOk() && phone.value === customer.phone
    ? ok(customer)
    : err(domainError('CUSTOMER_NOT_ELIGIBLE'));
}
