/**
 * How an order is paid: the card widget, a bank instalment (docs/purchase.md "Bank instalments") or
 * a company's bank transfer against an invoice (docs/purchase.md "Company invoices").
 */
const PAYMENT_METHODS = ['card', 'instalment', 'invoice'] as const;

/** One way of paying an order. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** True for a known payment method (stored rows, console options). */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

// Not a hexadecimal digit sequence, so no `tc-{uuid}` order id ends with it by chance.
const INSTALMENT_SUFFIX = '-inst';

/**
 * The id the provider knows a payment attempt by: the order's own id for the card, the id with
 * `-inst` for its instalment application (a provider order id is used once, and the card attempt
 * was opened first).
 */
export function providerOrderId(merchantOrderId: string, method: PaymentMethod): string {
  return method === 'instalment' ? `${merchantOrderId}${INSTALMENT_SUFFIX}` : merchantOrderId;
}

/** The order a provider id belongs to and the method of that attempt. */
export function attemptOf(providerId: string): {
  readonly merchantOrderId: string;
  readonly method: PaymentMethod;
} {
  return providerId.endsWith(INSTALMENT_SUFFIX)
    ? { merchantOrderId: providerId.slice(0, -INSTALMENT_SUFFIX.length), method: 'instalment' }
    : { merchantOrderId: providerId, method: 'card' };
}
