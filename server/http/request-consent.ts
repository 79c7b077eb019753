import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import {
  CONSENT_COOKIE,
  type ConsentChoice,
  effectiveConsent,
  readConsentCookie,
} from '../../core/consent/tracking-consent';

/**
 * The tracking choice a request carries in the consent cookie the banner writes (docs/legal.md
 * "Consent to tracking"); none, or one that no longer counts, is everything denied.
 */
export function requestConsent(request: FastifyRequest): ConsentChoice {
  const header = request.headers.cookie;
  const value = header === undefined ? undefined : cookie.parse(header)[CONSENT_COOKIE];
  return effectiveConsent(readConsentCookie(value));
}
