import { type Email, emailDomain } from './email';

/**
 * The six personal e-mail providers the spec knows of (docs/validation.md "E-mail"; the
 * list itself is not shown, so these are the six most used by our audience).
 */
export const PERSONAL_EMAIL_PROVIDERS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'mail.ru',
] as const;

/** Whether the address belongs to a personal provider rather than a company domain. */
export function isPersonalEmail(email: Email): boolean {
  return (PERSONAL_EMAIL_PROVIDERS as readonly string[]).includes(emailDomain(email));
}
