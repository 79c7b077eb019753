import type { EventData } from '../../../core/tracking/event-fingerprint';
import { stripSensitiveUrl } from './page-view';

/** Personal-data keys never forwarded to analytics, compared without case, `_` or `-` (docs/messaging.md "Analytics events"). */
const PERSONAL_KEYS: readonly string[] = [
  'name',
  'fullname',
  'firstname',
  'lastname',
  'email',
  'phone',
  'phonenumber',
  'linkedin',
  'linkedinprofile',
  'linkedinurl',
  'token',
];

const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
// A Georgian mobile number in any usual spelling (+995 5XX XX XX XX, 5XXXXXXXX); whole value only,
// so order ids made of a prefix and a timestamp survive.
const GEORGIAN_MOBILE_LIKE = /^(\+?995)?[\s-]?5\d{2}([\s-]?\d{2}){3}$/;

function isPersonalKey(key: string): boolean {
  return PERSONAL_KEYS.includes(key.toLowerCase().replace(/[-_]/g, ''));
}

function cleanValue(value: unknown): string | number | boolean | null | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean' || value === null) return value;
  if (typeof value !== 'string') return undefined;
  if (EMAIL_LIKE.test(value) || GEORGIAN_MOBILE_LIKE.test(value.trim())) return undefined;
  return /^https?:\/\//i.test(value) ? stripSensitiveUrl(value) : value;
}

/**
 * The analytics-safe copy of a caller's payload: flat primitives only, personal keys dropped, any
 * value that looks like an e-mail or a Georgian mobile number dropped, tokens removed from URLs.
 */
export function sanitizeEventData(data: Readonly<Record<string, unknown>> | undefined): EventData {
  const clean: Record<string, string | number | boolean | null> = {};
  for (const [key, raw] of Object.entries(data ?? {})) {
    if (isPersonalKey(key)) continue;
    const value = cleanValue(raw);
    if (value !== undefined) clean[key] = value;
  }
  return clean;
}
