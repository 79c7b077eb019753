import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../errors/domain-error';
import { type Money, tetri } from '../money/money';

/** A checkout session lives 30 minutes from creation (docs/purchase.md "Checkout"). */
export const CHECKOUT_SESSION_TTL_MS = 30 * 60 * 1_000;

/** The buyer's details held by a checkout session (docs/purchase.md "Checkout"). */
export interface CheckoutCustomerData {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly city?: string;
  readonly linkedIn?: string;
}

/** A started checkout: who pays, how much (in tetri), and until when the session is valid. */
export interface CheckoutSession {
  readonly sessionId: string;
  readonly customerData: CheckoutCustomerData;
  readonly amount: Money;
  readonly currency: 'GEL';
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** What the caller supplies to start a session; the id and time come from ports. */
export interface CheckoutSessionInput {
  readonly customerData: CheckoutCustomerData;
  readonly amount: number;
}

/** Why a session could not be created: the amount is not a positive whole number of tetri. */
export type CheckoutSessionError = DomainError<'INVALID_PRICE'>;

/** Starts a checkout session that expires 30 minutes after `now` (docs/purchase.md "Checkout"). */
export function createCheckoutSession(
  input: CheckoutSessionInput,
  context: { readonly id: string; readonly now: Date },
): Result<CheckoutSession, CheckoutSessionError> {
  const amount = tetri(input.amount);
  if (amount.isErr() || amount.value === 0) return err(domainError('INVALID_PRICE'));
  return ok({
    sessionId: context.id,
    customerData: input.customerData,
    amount: amount.value,
    currency: 'GEL',
    createdAt: context.now,
    expiresAt: new Date(context.now.getTime() + CHECKOUT_SESSION_TTL_MS),
  });
}

/** A session is expired from its `expiresAt` instant on. */
export function isExpired(session: CheckoutSession, now: Date): boolean {
  return now.getTime() >= session.expiresAt.getTime();
}

/** The session if it is still valid; an expired session is treated as absent (docs/purchase.md "Checkout"). */
export function activeSession(
  session: CheckoutSession | undefined,
  now: Date,
): CheckoutSession | undefined {
  return session === undefined || isExpired(session, now) ? undefined : session;
}
