import type { WebinarRegistration } from '../../../core/leads/webinar-registration';
import { parseUtmData, type UtmData } from '../../../core/registration/utm-data';
import type { Language } from '../../../core/site/languages';
import { apiPost } from '../../lib/api/api-client';
import { ApiRefusal } from '../../lib/api/api-refusal';
import { trackEvent } from '../../lib/tracking/track-event';
import { markRegistered, rememberVisitorContact } from '../../lib/visitor/visitor-contact';
import { leadEventData } from './lead-event-data';

/** The JSON body of `POST /api/registration` (docs/webinar.md, plus language and utm tags). */
export interface RegistrationRequestBody {
  readonly fullName: string;
  readonly phoneNumber: string;
  readonly email: string;
  readonly linkedinProfile: string;
  readonly language: Language;
  readonly utm: UtmData;
  /** Which form it was (hero, registration page), stored with the lead like the HTML post's. */
  readonly source: string;
}

/** The `utm_*` tags of a query string, cleaned by the core rule. */
export function utmFromSearch(search: string): UtmData {
  return parseUtmData(Object.fromEntries(new URLSearchParams(search)));
}

/** The request body for a registration the core schema accepted. */
export function registrationRequestBody(
  registration: WebinarRegistration,
  page: { readonly language: Language; readonly utm: UtmData; readonly source: string },
): RegistrationRequestBody {
  const { fullName, phoneNumber, email, linkedinProfile } = registration;
  const { language, utm, source } = page;
  return { fullName, phoneNumber, email, linkedinProfile, language, utm, source };
}

/**
 * The form machine's `submitRegistration` actor: posts the registration, and on success remembers
 * the contact for later forms, marks the visitor registered and sends the lead event. A refusal
 * rejects with the server's `{ code, issues }` (the machine shows the field codes of a 400).
 */
export async function submitRegistration(
  registration: WebinarRegistration,
  page: { readonly language: Language; readonly source: string; readonly search: string },
  post: typeof apiPost = apiPost,
): Promise<void> {
  const { language, source } = page;
  const body = registrationRequestBody(registration, {
    language,
    utm: utmFromSearch(page.search),
    source,
  });
  const result = await post<unknown>('/registration', body);
  if (!result.ok) throw new ApiRefusal(result.code, result.issues);
  rememberVisitorContact({ fullName: body.fullName, email: body.email, phone: body.phoneNumber });
  markRegistered();
  trackEvent('lead', leadEventData(source, language));
}
