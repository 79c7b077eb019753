import type { FastifyReply } from 'fastify';

/**
 * The one mapping from an error code the server answers with to its HTTP status. Later route groups
 * add their domain error codes here, so the mapping stays exhaustive (docs/architecture.md "Errors").
 */
export const HTTP_STATUS_BY_ERROR_CODE = {
  BAD_REQUEST: 400,
  // A request target that is not a valid URL (malformed %-encoding); answered before routing.
  BAD_URL: 400,
  INVALID_JSON: 400,
  VALIDATION_ERROR: 400,
  // The operator-only SMS endpoint without its token (docs/security.md "SMS").
  UNAUTHORIZED: 401,
  // Payments: a Flitt callback that is not well formed, not signed with our key, not for
  // our merchant, or not for the stored order's amount and currency (docs/security.md P1).
  PAYMENT_CALLBACK_MALFORMED: 400,
  INVALID_SIGNATURE: 400,
  MERCHANT_MISMATCH: 400,
  PAYMENT_MISMATCH: 400,
  // A callback from an address outside FLITT_CALLBACK_IPS (when configured).
  FORBIDDEN: 403,
  // A form post from another origin (docs/security.md "Form posts without JavaScript").
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  // The one uniform answer of the order lookup and of callbacks for orders we never made (L1).
  ORDER_NOT_FOUND: 404,
  // A company invoice's PDF link that names no invoice (docs/purchase.md "Company invoices").
  INVOICE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  // The request (headers and body) did not arrive within REQUEST_TIMEOUT_MS (docs/security.md
  // "Slow and hostile clients"); the connection is closed.
  REQUEST_TIMEOUT: 408,
  // Selling cohorts (docs/purchase.md "Sale states"): nothing can be bought right now, or this buyer
  // has already paid for the cohort on sale ("This e-mail is already registered").
  REGISTRATION_CLOSED: 409,
  REGISTRATION_NOT_OPEN: 409,
  COHORT_FULL: 409,
  EMAIL_ALREADY_REGISTERED: 409,
  // Bank instalments (docs/purchase.md "Bank instalments"): not for this order, already sent to the
  // bank, or the order no longer waits for a payment.
  INSTALMENT_NOT_OFFERED: 409,
  INSTALMENT_ALREADY_STARTED: 409,
  ORDER_NOT_PAYABLE: 409,
  // Company invoices: fewer seats left than asked for, or no bank account to pay into.
  NOT_ENOUGH_SEATS: 409,
  INVOICE_HOLDS_LIMIT: 409,
  INVOICES_NOT_OFFERED: 409,
  PAYLOAD_TOO_LARGE: 413,
  // A path parameter longer than the router accepts.
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // The promo code given cannot be applied to this checkout (docs/purchase.md "Promo codes"); the
  // rest of the request was fine, so the buyer can go on without it.
  PROMO_CODE_UNKNOWN: 422,
  PROMO_CODE_NOT_YET_VALID: 422,
  PROMO_CODE_EXPIRED: 422,
  PROMO_CODE_OTHER_COHORT: 422,
  PROMO_CODE_ALREADY_USED: 422,
  PROMO_CODE_USED_UP: 422,
  PROMO_CODE_NOT_BETTER: 422,
  RATE_LIMITED: 429,
  // Unpaid checkouts from one client address already hold three seats of the cohort
  // (docs/purchase.md "Seats"): a limit on holds, not on requests, so it has a code of its own.
  CHECKOUT_HOLDS_LIMIT: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  // The card provider could not create the checkout (network, timeout, refusal): try again later.
  PAYMENT_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

/** A stable error code of the HTTP API; clients translate it (never a free-text message). */
export type HttpErrorCode = keyof typeof HTTP_STATUS_BY_ERROR_CODE;

/** The JSON body of every error answer: `{ error: { code } }`, nothing that could leak internals. */
export interface ErrorBody {
  readonly error: { readonly code: HttpErrorCode };
}

/** Builds the error body for a code. */
export function errorBody(code: HttpErrorCode): ErrorBody {
  return { error: { code } };
}

/** Sends the error answer for a code with its mapped status. */
export function sendError(reply: FastifyReply, code: HttpErrorCode): FastifyReply {
  return reply.code(HTTP_STATUS_BY_ERROR_CODE[code]).send(errorBody(code));
}

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const FASTIFY_CODES: Readonly<Record<string, HttpErrorCode>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

/** Generic codes for client errors that carry only a status (e.g. from a plugin). */
const CODE_BY_STATUS: Readonly<Record<number, HttpErrorCode>> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Classifies an error thrown inside the request cycle. Known framework codes keep their meaning,
 * other 4xx become the code of their status or BAD_REQUEST, everything else is INTERNAL.
 */
export function classifyError(error: { code?: unknown; statusCode?: unknown }): HttpErrorCode {
  const known = typeof error.code === 'string' ? FASTIFY_CODES[error.code] : undefined;
  if (known) return known;
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status < 400 || status >= 500) return 'INTERNAL';
  return CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
}
