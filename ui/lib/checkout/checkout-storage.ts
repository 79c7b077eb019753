import type { CheckoutInitiation } from '../../../core/checkout/checkout-steps';
import { type CheckoutContact, storeContact } from '../../../core/checkout/stored-contact';
import { COURSE } from '../../../core/pricing/course-catalogue';

/**
 * The checkout's session storage (docs/purchase.md "Checkout": session storage, a timestamp, 30 minutes,
 * names with a product prefix). Personal data never goes to localStorage. Storage may be missing or
 * throw (private mode): every function then behaves as "nothing stored".
 */

/** The saved contact step, stamped with its save time. */
export const CONTACT_STORAGE_KEY = `${COURSE.id}:checkout-contact`;

/** Our public order token (docs/purchase.md "Checkout": this exact key). */
export const ORDER_TOKEN_STORAGE_KEY = 'checkout-order-token';

/** The order token with the amount it was created for, so the result page can report the purchase value. */
export const ORDER_STORAGE_KEY = `${COURSE.id}:checkout-order`;

function safely<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

/** A session-storage value parsed as JSON; undefined when absent, unreadable or storage is refused. */
export function readSessionJson(key: string): unknown {
  const raw = safely(() => sessionStorage.getItem(key));
  if (!raw) return undefined;
  return safely(() => JSON.parse(raw) as unknown);
}

/** Saves the validated contact with the time it was saved. */
export function saveCheckoutContact(contact: CheckoutContact, now: Date): void {
  safely(() =>
    sessionStorage.setItem(CONTACT_STORAGE_KEY, JSON.stringify(storeContact(contact, now))),
  );
}

/** Whether session storage holds a contact to read (fresh or not): the reader loads only then. */
export function hasSavedCheckoutContact(): boolean {
  return readSessionJson(CONTACT_STORAGE_KEY) !== undefined;
}

/** Drops the saved contact (the checkout's core says it expired). */
export function forgetCheckoutContact(): void {
  safely(() => sessionStorage.removeItem(CONTACT_STORAGE_KEY));
}

/** Remembers the order the payment step is for. */
export function saveCheckoutOrder(initiation: CheckoutInitiation): void {
  safely(() => {
    sessionStorage.setItem(ORDER_TOKEN_STORAGE_KEY, initiation.orderToken);
    sessionStorage.setItem(
      ORDER_STORAGE_KEY,
      JSON.stringify({ orderToken: initiation.orderToken, amountTetri: initiation.amountTetri }),
    );
  });
}

/** The remembered order token, if any. */
export function readOrderToken(): string | undefined {
  return safely(() => sessionStorage.getItem(ORDER_TOKEN_STORAGE_KEY)) ?? undefined;
}

/** The amount (tetri) remembered for `orderToken`; undefined for another order or none. */
export function readOrderAmount(orderToken: string): number | undefined {
  const raw = readSessionJson(ORDER_STORAGE_KEY);
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { orderToken: stored, amountTetri } = raw as Record<string, unknown>;
  return stored === orderToken && typeof amountTetri === 'number' && amountTetri > 0
    ? amountTetri
    : undefined;
}
