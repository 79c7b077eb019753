import { createHash } from 'node:crypto';
import type { ConversionUserData } from '../../core/tracking/conversion-event-schema';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * Meta's `user_data` (docs/integrations.md "Meta Conversions API"): each identifier trimmed, lowercased, normalised and
 * SHA-256 hashed; phones as digits with the country code (`9955XXXXXXXX`). Missing facts are left out.
 */
export function metaUserData(
  user: ConversionUserData | undefined,
  context: { readonly clientIp?: string; readonly userAgent?: string },
): Record<string, string[] | string> {
  const hashed: Record<string, string[] | string> = {};
  const email = user?.email?.trim().toLowerCase();
  if (email) hashed.em = [sha256(email)];
  const phone = user?.phone?.replace(/\D/g, '').replace(/^0{1,2}/, '');
  if (phone && phone.length >= 7 && phone.length <= 15) hashed.ph = [sha256(phone)];
  const firstName = user?.firstName?.trim().toLowerCase();
  if (firstName) hashed.fn = [sha256(firstName)];
  const lastName = user?.lastName?.trim().toLowerCase();
  if (lastName) hashed.ln = [sha256(lastName)];
  hashed.country = [sha256('ge')];
  if (context.clientIp) hashed.client_ip_address = context.clientIp;
  if (context.userAgent) hashed.client_user_agent = context.userAgent;
  return hashed;
}
