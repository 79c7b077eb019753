/**
 * What the visitor told us, for later forms to prefill: personal data in sessionStorage only, and
 * in localStorage just the "registered" flag (docs/webinar.md "Leads and exit intent"). Without
 * storage (private mode, SSR) nothing is remembered.
 */

/** Contact details a visitor typed into one of the site's forms. */
export interface VisitorContact {
  readonly fullName?: string;
  readonly email?: string;
  readonly phone?: string;
}

import { VISITOR_CONTACT_KEY } from './visitor-contact-key';

export { VISITOR_CONTACT_KEY };

/** localStorage key of the registered flag. */
export const WEBINAR_REGISTERED_KEY = 'webinar-registered-v1';

const FIELDS = ['fullName', 'email', 'phone'] as const;

/** Merges the given details into what is remembered (empty values do not erase earlier ones). */
export function rememberVisitorContact(contact: VisitorContact): void {
  const merged: Record<string, string> = { ...readVisitorContact() };
  for (const field of FIELDS) {
    const value = contact[field]?.trim();
    if (value) merged[field] = value;
  }
  safely(() => sessionStorage.setItem(VISITOR_CONTACT_KEY, JSON.stringify(merged)));
}

/** The remembered contact details; an empty object when none (or the record is unreadable). */
export function readVisitorContact(): VisitorContact {
  const raw = safely(() => sessionStorage.getItem(VISITOR_CONTACT_KEY));
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const record = parsed as Record<string, unknown>;
  const contact: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value) contact[field] = value;
  }
  return contact;
}

/** Records that this browser has registered for the webinar. */
export function markRegistered(): void {
  safely(() => localStorage.setItem(WEBINAR_REGISTERED_KEY, '1'));
}

/** Whether this browser has registered for the webinar before. */
export function hasRegistered(): boolean {
  return safely(() => localStorage.getItem(WEBINAR_REGISTERED_KEY)) === '1';
}

/** Runs a storage access; storage that is absent or throws counts as empty. */
function safely<T>(access: () => T): T | undefined {
  try {
    return access();
  } catch {
    return undefined;
  }
}
