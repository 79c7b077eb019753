import type { Language } from '../../../core/language/languages';
import type { WebinarRegistration } from '../../../core/leads/webinar-registration';
import type { UtmData } from '../../../core/registration/utm-data';
import { apiPost } from '../../lib/api/api-client';
import { ApiRefusal } from '../../lib/api/api-refusal';
import { rememberFirstTouch } from '../../lib/campaign/first-touch-campaign';
import { trackEvent } from '../../lib/tracking/track-event';
import { markRegistered, rememberVisitorContact } from '../../lib/visitor/visitor-contact';
import { rememberRegistration } from './last-registration';
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
  /** The separate, unticked marketing opt-in (docs/legal.md "Marketing opt-in"). */
  readonly marketingOptIn: boolean;
  /** The session chosen (docs/webinar.md "Session choice"); absent when none was offered. */
  readonly webinarSession?: string;
}

/** The request body for a registration the core schema accepted. */
export function registrationRequestBody(
  registration: WebinarRegistration,
  page: {
    readonly language: Language;
    readonly utm: UtmData;
    readonly source: string;
    readonly marketingOptIn: boolean;
  },
): RegistrationRequestBody {
  const { fullName, phoneNumber, email, linkedinProfile, webinarSession } = registration;
  const { language, utm, source, marketingOptIn } = page;
  return {
    fullName,
    phoneNumber,
    email,
    linkedinProfile,
    language,
    utm,
    source,
    marketingOptIn,
    ...(webinarSession === undefined ? {} : { webinarSession }),
  };
}

/**
 * The form machine's `submitRegistration` actor: posts the registration, and on success remembers
 * the contact for later forms, marks the visitor registered and sends the lead event. A refusal
 * rejects with the server's `{ code, issues }` (the machine shows the field codes of a 400).
 */
export async function submitRegistration(
  registration: WebinarRegistration,
  page: {
    readonly language: Language;
    readonly source: string;
    readonly search: string;
    readonly marketingOptIn: boolean;
  },
  post: typeof apiPost = apiPost,
): Promise<void> {
  const { language, source, marketingOptIn } = page;
  const body = registrationRequestBody(registration, {
    language,
    utm: rememberFirstTouch(page.search),
    source,
    marketingOptIn,
  });
  const result = await post<{ readonly registrationId?: unknown }>('/registration', body);
  if (!result.ok) throw new ApiRefusal(result.code, result.issues);
  const registrationId = result.data?.registrationId;
  if (typeof registrationId === 'string') {
    rememberRegistration({ registrationId, sessionId: body.webinarSession });
  }
  rememberVisitorContact({ fullName: body.fullName, email: body.email, phone: body.phoneNumber });
  markRegistered();
  trackEvent('lead', leadEventData(source, language));
}
