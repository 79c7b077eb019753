import { ok, Result } from 'neverthrow';
import { type Email, parseEmail } from '../email/email';
import type { ErrorCode } from '../errors/error-codes';
import { type FieldIssue, type ValidationError, validationError } from '../errors/validation-error';
import { type LinkedInUrl, parseLinkedInUrl } from '../linkedin/linkedin-url';
import { type City, parseOptionalCity } from '../person/city';
import { type PersonName, parsePersonName } from '../person/person-name';
import { type GeorgianPhone, parseGeorgianPhone } from '../phone/georgian-phone';
import type { DomainError } from '../shared/domain-error';

/** A buyer of the course (docs/purchase.md "Thank-you lookup" Customer). Every field is already validated and normalised. */
export interface Customer {
  readonly id: string;
  readonly firstName: PersonName;
  readonly lastName: PersonName;
  readonly email: Email;
  readonly phone: GeorgianPhone;
  readonly city?: City;
  readonly linkedIn?: LinkedInUrl;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Raw customer data as a form or request sends it (field names as in the checkout's contact data, docs/purchase.md "Thank-you lookup"). */
export interface CustomerInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly city?: string | undefined;
  readonly linkedIn?: string | undefined;
}

type Parsed<T> = Result<T, DomainError<ErrorCode>>;

/** Optional fields: blank or missing means absent. */
function optional<T>(
  input: string | undefined,
  parse: (text: string) => Parsed<T>,
): Parsed<T | undefined> {
  return input === undefined || input.trim() === '' ? ok(undefined) : parse(input);
}

/**
 * Builds a customer, validating every field at once so a form can show all its errors together; failures are one
 * VALIDATION_ERROR whose issues name the input field and its field-level code (docs/validation.md "Error codes").
 */
export function createCustomer(
  input: CustomerInput,
  context: { readonly id: string; readonly now: Date },
): Result<Customer, ValidationError> {
  const fields = {
    firstName: parsePersonName(input.firstName),
    lastName: parsePersonName(input.lastName),
    email: parseEmail(input.email),
    phoneNumber: parseGeorgianPhone(input.phoneNumber),
    city: parseOptionalCity(input.city),
    linkedIn: optional(input.linkedIn, (text) => parseLinkedInUrl(text)),
  };
  const issues: FieldIssue[] = Object.entries(fields).flatMap(([field, result]) =>
    result.isErr() ? [{ field, reason: result.error.type }] : [],
  );
  const { firstName, lastName, email, phoneNumber, city, linkedIn } = fields;
  return Result.combine([firstName, lastName, email, phoneNumber, city, linkedIn])
    .map(([first, last, address, phone, cityName, profile]) => ({
      id: context.id,
      firstName: first,
      lastName: last,
      email: address,
      phone,
      ...(cityName === undefined ? {} : { city: cityName }),
      ...(profile === undefined ? {} : { linkedIn: profile }),
      createdAt: context.now,
      updatedAt: context.now,
    }))
    .mapErr(() => validationError(issues));
}

/** The customer's full name as one line, e.g. for greetings and the spreadsheet row. */
export function customerFullName(customer: Pick<Customer, 'firstName' | 'lastName'>): string {
  return `${customer.firstName} ${customer.lastName}`;
}
