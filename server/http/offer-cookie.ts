import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isOfferToken, OFFER_HOLD_MS } from '../../core/waitlist/waitlist-offers';

/**
 * The waiting-list offer a visitor opened their personal link with (docs/purchase.md
 * "Waiting list"), kept in a cookie the catalogue and the checkout read, so the seat is theirs on
 * every step, with or without JavaScript.
 */
const OFFER_COOKIE = 'waitlist_offer';

/** The offer token in a query string (`?offer=`), when it has the issued shape. */
function offerInSearch(search: string): string | undefined {
  const token = new URLSearchParams(search).get('offer') ?? '';
  return isOfferToken(token) ? token : undefined;
}

/**
 * Keeps the personal link's offer token for the checkout's later requests: HttpOnly, for the whole
 * site, as long as an offer can live. True when it did: the caller then makes the answer private,
 * so no cache keeps the cookie with it.
 */
export function keepOfferFromLink(reply: FastifyReply, search: string, secure: boolean): boolean {
  const token = offerInSearch(search);
  if (token === undefined) return false;
  const value = cookie.serialize(OFFER_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: OFFER_HOLD_MS / 1_000,
  });
  reply.header('set-cookie', value);
  return true;
}

/** The offer token a request carries: its own `offer` field, else the personal link's cookie. */
export function requestOfferToken(request: FastifyRequest, own?: string): string | undefined {
  if (own !== undefined) return own;
  const header = request.headers.cookie;
  const token = header === undefined ? undefined : cookie.parse(header)[OFFER_COOKIE];
  return token !== undefined && isOfferToken(token) ? token : undefined;
}
