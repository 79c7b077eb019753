import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage } from '../../core/language/languages';
import { customerPaymentStatus } from '../../core/payment/customer-payment-status';
import { purchaseReceipt } from '../../core/payment/purchase-receipt';
import type { Clock } from '../../core/ports/clock';
import type { OrderReader } from '../../core/ports/order-store';
import { sendError } from '../errors/http-errors';
import type { ReturnStatusCheck } from '../use-cases/check-status-on-return';

/** What the browser-return and lookup routes need. */
export interface PaymentResultRoutesOptions {
  readonly store: Pick<OrderReader, 'findRegistrationByPublicToken'>;
  /** Whether an unpaid order's seat hold has run out (the lookup then says expired). */
  readonly clock: Clock;
  /** Lookups per minute per IP (L1: 429 past it). */
  readonly lookupRateLimitPerMinute: number;
  /** Asks the provider (server-to-server) about the returning buyer's order while it awaits payment. */
  readonly statusCheck: ReturnStatusCheck;
  /** Whether the configured seller is registered for VAT (config/site.json `seller.vatRegistered`). */
  readonly sellerVatRegistered: () => boolean;
}

/** Our public tokens: base64url, 22+ characters (≥ 128 bits). Anything else cannot exist. */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;
/** The display-only fields copied from Flitt's return into the result URL (docs/purchase.md "Flitt payment"). */
const RETURN_FIELDS = [
  'order_status',
  'order_id',
  'payment_id',
  'transaction_id',
  'response_code',
  'response_description',
] as const;
const MAX_FIELD_LENGTH = 200;
const CONTROL = new RegExp(
  `[${String.fromCharCode(0)}-${String.fromCharCode(0x1f)}${String.fromCharCode(0x7f)}]`,
  'g',
);

function textField(source: unknown, key: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[key];
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).replace(CONTROL, '').trim().slice(0, MAX_FIELD_LENGTH);
  return text === '' ? undefined : text;
}

/** The transaction id may also sit inside Flitt's `additional_info` JSON string. */
function transactionFromInfo(source: unknown): string | undefined {
  const info = textField(source, 'additional_info');
  if (info === undefined) return undefined;
  try {
    return textField(JSON.parse(info), 'transaction_id');
  } catch {
    return undefined;
  }
}

/** Our order token from the return's query, when it has our token's shape. */
function returnToken(request: FastifyRequest): string | undefined {
  const token = textField(request.query, 'token');
  return token !== undefined && TOKEN.test(token) ? token : undefined;
}

function resultUrl(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown>;
  const body = request.body;
  const lang = textField(query, 'lang');
  const language = isLanguage(lang) ? lang : 'ka';
  const token = returnToken(request);
  const target = new URLSearchParams();
  if (token !== undefined) target.set('token', token);
  for (const field of RETURN_FIELDS) {
    const value =
      textField(body, field) ??
      textField(query, field) ??
      (field === 'transaction_id' ? transactionFromInfo(body) : undefined);
    if (value !== undefined) target.set(field, value);
  }
  const search = target.toString();
  return `/${language}/payment-success${search === '' ? '' : `?${search}`}`;
}

/**
 * The browser return (docs/purchase.md "Flitt payment") and the thank-you lookup (docs/purchase.md
 * "Thank-you lookup"). The return never changes an order from its own parameters; for an unpaid
 * order it first lets the status check ask Flitt, so a late callback does not keep the buyer
 * waiting.
 */
export const paymentResultRoutes: FastifyPluginAsync<PaymentResultRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(formbody);

  const redirect = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = returnToken(request);
    const order =
      token === undefined ? null : await options.store.findRegistrationByPublicToken(token);
    if (order !== null) await options.statusCheck(order);
    return reply.code(303).header('cache-control', 'no-store').redirect(resultUrl(request), 303);
  };
  app.get('/api/payment/return', redirect);
  app.post('/api/payment/return', redirect);

  const lookup = async (token: string, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    // A malformed token still costs one indexed lookup, so it answers in the same time class.
    const order = await options.store.findRegistrationByPublicToken(TOKEN.test(token) ? token : '');
    if (order === null) return sendError(reply, 'ORDER_NOT_FOUND');
    // The name entered for this order, not its e-mail's latest checkout's (docs/security.md
    // "Order contact details").
    const paymentStatus = customerPaymentStatus(order, options.clock.now());
    return reply.send({
      firstName: order.contact.firstName,
      paymentStatus,
      // A bank instalment's result page speaks of the bank (docs/purchase.md "Bank instalments").
      ...(order.paymentMethod === 'instalment' ? { paymentMethod: order.paymentMethod } : {}),
      // Only the order's own facts, no contact details beyond the greeting's first name.
      ...(paymentStatus === 'approved'
        ? { receipt: purchaseReceipt(order, { vatRegistered: options.sellerVatRegistered() }) }
        : {}),
    });
  };
  const lookupLimit = {
    config: { rateLimit: { max: options.lookupRateLimitPerMinute, timeWindow: 60_000 } },
  };
  app.get<{ Params: { token: string } }>(
    '/api/payment/customer/:token',
    lookupLimit,
    (request, reply) => lookup(request.params.token, reply),
  );
  // What the parametric route cannot take (a token past the router's 100 characters, a path with
  // more segments) answers the same ORDER_NOT_FOUND, so no answer tells a prober a length limit.
  app.get('/api/payment/customer/*', lookupLimit, (_request, reply) => lookup('', reply));
};
